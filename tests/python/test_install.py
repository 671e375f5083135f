"""`cmake --install` of the python component into a temporary prefix (and with DESTDIR) gives a
package that imports from there, with the interpreter that runs the suite, drawing included."""

import os
import subprocess
import sys
import tempfile
import unittest

BUILD = os.environ.get("HOMESTEAD_BUILD_DIR", "")
CMAKE = os.environ.get("HOMESTEAD_CMAKE", "cmake")
INSTALL_DIR = os.environ.get("HOMESTEAD_PYTHON_INSTALL_DIR", "")

CHECK = """
import homestead, sys
assert homestead.__file__.startswith(sys.argv[1]), homestead.__file__
door = homestead.Picture.from_cgsuite(':Geee:G')
print(door.value, homestead.welter([3, 4]), door._repr_svg_() is None or '<svg' in door._repr_svg_())
"""


@unittest.skipUnless(BUILD and INSTALL_DIR, "HOMESTEAD_BUILD_DIR and HOMESTEAD_PYTHON_INSTALL_DIR are not set (ctest sets them)")
class Install(unittest.TestCase):
    def import_from(self, site):
        env = dict(os.environ, PYTHONPATH=site, PYTHONNOUSERSITE="1")
        done = subprocess.run([sys.executable, "-c", CHECK, site], env=env, capture_output=True, text=True,
                              timeout=600, cwd=tempfile.gettempdir())
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(done.stdout.split(), ["1", "6", "True"])

    def test_prefix(self):
        with tempfile.TemporaryDirectory(prefix="homestead-install-") as prefix:
            subprocess.run([CMAKE, "--install", BUILD, "--component", "python", "--prefix", prefix],
                           check=True, capture_output=True, timeout=600)
            site = INSTALL_DIR if os.path.isabs(INSTALL_DIR) else os.path.join(prefix, INSTALL_DIR)
            self.assertTrue(os.path.isfile(os.path.join(site, "homestead", "__init__.py")))
            self.import_from(site)

    def test_destdir(self):
        if os.path.isabs(INSTALL_DIR):
            self.skipTest("an absolute HOMESTEAD_PYTHON_INSTALL_DIR: test_prefix covers it")
        with tempfile.TemporaryDirectory(prefix="homestead-destdir-") as destdir:
            env = dict(os.environ, DESTDIR=destdir)
            subprocess.run([CMAKE, "--install", BUILD, "--component", "python", "--prefix", "/opt/homestead"],
                           check=True, capture_output=True, timeout=600, env=env)
            self.import_from(os.path.join(destdir, "opt", "homestead", INSTALL_DIR))


if __name__ == "__main__":
    unittest.main()
