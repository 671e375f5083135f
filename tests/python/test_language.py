"""homestead.set_language(): the errors in German, French or Spanish, the same place and detail as
the English with none of its words, and the same line homestead-cli prints with --lang; English by
default, and again after set_language('en'); a code the module does not speak is a ValueError in
English naming the ones it does."""

import re
import unittest

import homestead
from support import CLI, CliError, cli

# English words of the errors below; none may be left in a translation.
ENGLISH = {"square", "appears", "twice", "coin", "blue", "edge", "only", "green", "supported", "column", "string",
           "node", "negative", "picture", "give", "not", "both", "item", "expected", "integer", "got", "step", "term",
           "such", "power"}


def english_words(text):
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w in ENGLISH}


class Language(unittest.TestCase):
    def tearDown(self):
        homestead.set_language("en")

    def message(self, call):
        with self.assertRaises((ValueError, TypeError)) as raised:
            call()
        return str(raised.exception)

    def cases(self):
        return [
            (lambda: homestead.welter([3, 3]), ["welter", "3", "3"], "3"),
            (lambda: homestead.Picture.from_cgsuite("eel"), ["analyse", "--cgsuite", "eel"], "'l'"),
            (lambda: homestead.values(["e", "eel"]), None, "'l'"),
            (lambda: homestead.Picture(edges=[(0, 1), (1, -1)], ground=[0]), None, "edges[1]"),
            (lambda: homestead.welter_moves([1, 2], misere=True, target=3), None, "misere"),
            (lambda: homestead.welter(["w*2", "w*2"]), ["welter", "--transfinite", "w*2", "w*2"], "w*2"),
            (lambda: homestead.Picture(edges=[(0, "a")]), None, "edges[0]"),
            (lambda: homestead.welter(["w^^2"]), ["welter", "--transfinite", "w^^2"], "'w^^2'"),
            (lambda: homestead.animating("+3 *4"), ["animating", "+3", "*4"], "'*4'"),
        ]

    def test_english_by_default(self):
        self.assertEqual(homestead.get_language(), "en")
        self.assertEqual(self.message(lambda: homestead.welter([3, 3])), "square 3 appears twice (at most one coin per square)")

    def test_errors_in_each_language(self):
        for code in ("de", "fr", "es"):
            for call, cli_args, detail in self.cases():
                english = self.message(call)
                homestead.set_language(code)
                self.assertEqual(homestead.get_language(), code)
                mine = self.message(call)
                homestead.set_language("en")
                with self.subTest(code=code, english=english):
                    self.assertNotEqual(mine, english)
                    self.assertIn(detail, mine)
                    self.assertEqual(english_words(mine), set(), mine)
                    self.assertNotIn("\n", mine)
                    if CLI and cli_args:  # the same line as homestead-cli --lang
                        with self.assertRaises(CliError) as refused:
                            cli(*cli_args, "--lang", code)
                        self.assertTrue(refused.exception.args[0].endswith(mine.split(": ", 1)[-1].split("\u00a0: ", 1)[-1]),
                                        (refused.exception.args[0], mine))
        self.assertEqual(self.message(lambda: homestead.welter([3, 3])), "square 3 appears twice (at most one coin per square)")

    def test_region_and_unknown_codes(self):
        homestead.set_language("fr_CA")
        self.assertEqual(homestead.get_language(), "fr")
        with self.assertRaisesRegex(ValueError, r"^language 'xx' .*\(en, de, fr or es\)$"):
            homestead.set_language("xx")
        self.assertEqual(homestead.get_language(), "fr")


if __name__ == "__main__":
    unittest.main()
