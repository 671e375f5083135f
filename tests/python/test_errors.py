"""Bad input raises ValueError (TypeError for what is not a number at all) whose message is the
core's one line, the same line homestead-cli prints on stderr for the same input."""

import os
import unittest

import homestead
from support import CLI, CliError, TemporaryFolder, cli


class Errors(unittest.TestCase):
    def assert_same_message(self, call, cli_args):
        """call() raises ValueError; homestead-cli refuses cli_args with a line ending in that message."""
        with self.assertRaises(ValueError) as raised:
            call()
        message = str(raised.exception)
        self.assertTrue(message)
        self.assertNotIn("\n", message)
        if CLI:
            with self.assertRaises(CliError) as refused:
                cli(*cli_args)
            self.assertTrue(refused.exception.args[0].endswith(message.split(": ", 1)[-1]),
                            (refused.exception.args[0], message))
        return message

    def test_bad_picture_files(self):
        with TemporaryFolder() as folder:
            bad_json = folder.write("bad.json", '{"format": "homestead-picture", "version": 1, "nodes": [{"id": 0}], '
                                                '"edges": [{"id": 0, "from": 0, "to": 7}]}')
            bad_edges = folder.write("bad.edges", "ground 0\n0 x\n")
            newer = folder.write("newer.json", '{"format": "homestead-picture", "version": 99, "nodes": [], "edges": []}')
            for path in (bad_json, bad_edges, newer, folder.path("missing.json"), os.path.dirname(bad_json)):
                with self.subTest(path=path):
                    message = self.assert_same_message(lambda: homestead.Picture.load(path), ["analyse", "--json", path])
                    self.assertIn(os.path.basename(path), message)
            self.assertIn("node 7 does not exist", self.assert_same_message(
                lambda: homestead.Picture.load(bad_json), ["analyse", bad_json]))
            with self.assertRaises(ValueError):
                homestead.Picture.load(bad_json, format="yaml")

    def test_bad_cgsuite_strings(self):
        for text in ("eel", "e(e", ":Ge:", "e)"):
            with self.subTest(cgsuite=text):
                self.assert_same_message(lambda: homestead.Picture.from_cgsuite(text), ["analyse", "--cgsuite", text])
        self.assertEqual(str(self.assert_same_message(lambda: homestead.Picture.from_cgsuite("eel"),
                                                      ["analyse", "--cgsuite", "eel"])),
                         "cgsuite string, column 3: blue edge 'l' — only green Hackenbush is supported")
        with self.assertRaisesRegex(ValueError, r"^values\(\): item 1: cgsuite string, column 3: blue edge"):
            homestead.values(["eee", "eel"])

    def test_bad_edges(self):
        with self.assertRaisesRegex(ValueError, r"^edges\[1\]: node id -1 is negative$"):
            homestead.Picture(edges=[(0, 1), (1, -1)], ground=[0])
        with self.assertRaisesRegex(ValueError, r"^ground\[0\]: node id -2 is negative$"):
            homestead.Picture(edges=[], ground=[-2])
        with self.assertRaisesRegex(ValueError, r"^edges\[0\]: expected a pair"):
            homestead.Picture(edges=[(0, 1, 2)])
        with self.assertRaisesRegex(ValueError, r"^edges\[0\]: expected a pair"):
            homestead.Picture(edges=["01"])
        with self.assertRaisesRegex(ValueError, r"out of range"):
            homestead.Picture(edges=[(0, 2**63)])
        with self.assertRaises(TypeError):
            homestead.Picture(edges=[(0, "a")])
        with self.assertRaises(TypeError):
            homestead.values([homestead.Picture(), 5])

    def test_bad_edge_ids(self):
        door = homestead.Picture.from_cgsuite(":Geee:G")
        for method in ("stress", "weight", "load", "explain", "chop"):
            with self.subTest(method=method), self.assertRaisesRegex(ValueError, "7"):
                getattr(door, method)(7)
        floating = homestead.Picture(edges=[(0, 1), (5, 6)], ground=[0])
        with self.assertRaisesRegex(ValueError, "^edge 1 is floating"):
            floating.explain(1)

    def test_bad_positions(self):
        cases = [
            (lambda: homestead.welter([3, 3]), ["welter", "3", "3"]),
            (lambda: homestead.welter([2**62]), ["welter", str(2**62)]),
            (lambda: homestead.welter(["w*2", "w*2"]), ["welter", "--transfinite", "w*2", "w*2"]),
            (lambda: homestead.welter(["w^^2"]), ["welter", "--transfinite", "w^^2"]),
            (lambda: homestead.nim_sum("1", "w+"), ["nim", "--transfinite", "1", "w+"]),
            (lambda: homestead.animating("+3 *4"), ["animating", "+3", "*4"]),
            (lambda: homestead.animating(["+100000"] * 40), ["animating", *(["+100000"] * 40)]),
        ]
        for call, args in cases:
            with self.subTest(args=args):
                self.assert_same_message(call, args)
        with self.assertRaises(ValueError):
            homestead.welter([-1])
        with self.assertRaises(ValueError):
            homestead.welter_moves([1, 2], misere=True, target=3)
        with self.assertRaises(ValueError):
            homestead.welter(["w"], misere=True)
        with self.assertRaises(ValueError):
            homestead.nim_moves([3, -1])
        with self.assertRaises(ValueError):
            homestead.mate(2**63, 0)
        with self.assertRaises(TypeError):
            homestead.welter(["3", 1.5])


if __name__ == "__main__":
    unittest.main()
