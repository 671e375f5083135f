"""Welter's game, Nim, the mating function and animating functions against homestead-cli's JSON on
random positions (fixed seeds), the transfinite forms, misère Welter against an exhaustive search,
and every docstring example (they are THEORY.md's numbers)."""

import doctest
import functools
import unittest

import homestead
from support import CLI, cli, seeded


def random_position(rng, most=9, below=64):
    return rng.sample(range(below), rng.randint(1, most))


def random_ordinal(rng):
    terms = [f"w^{power}*{rng.randint(1, 3)}" for power in range(rng.randint(0, 2), 1, -1) if rng.random() < 0.7]
    if rng.random() < 0.7:
        terms.append(f"w*{rng.randint(1, 5)}")
    terms.append(str(rng.randint(0, 30)))
    return "+".join(terms)


@unittest.skipUnless(CLI, "HOMESTEAD_CLI is not set (ctest sets it)")
class GamesAgainstCli(unittest.TestCase):
    def test_welter(self):
        rng = seeded(3)
        for _ in range(60):
            coins = random_position(rng)
            target = rng.randint(0, 40)
            with self.subTest(coins=coins, target=target):
                expected = cli("welter", "--json", "--misere", "--target", target, *coins)
                self.assertEqual(homestead.welter(coins), expected["value"])
                self.assertEqual(homestead.welter_moves(coins), expected["winning_moves"])
                self.assertEqual(homestead.welter_moves(coins, target=target), expected["moves_to_target"])
                self.assertEqual(homestead.welter_moves(coins, misere=True), expected["misere_winning_moves"])

    def test_large_squares(self):
        coins = [2**61 + 5, 2**40 + 3, 7, 2**62 - 1]
        expected = cli("welter", "--json", *coins)
        self.assertEqual(homestead.welter(coins), expected["value"])
        self.assertEqual(homestead.welter_moves(coins), expected["winning_moves"])

    def test_transfinite_welter(self):
        rng = seeded(5)
        for _ in range(25):
            coins = list({random_ordinal(rng) for _ in range(rng.randint(1, 6))})
            with self.subTest(coins=coins):
                expected = cli("welter", "--json", "--transfinite", *coins)
                self.assertEqual(homestead.welter(coins), expected["value"])
                self.assertEqual(homestead.welter_moves(coins), expected["good_moves"])

    def test_nim(self):
        rng = seeded(9)
        for _ in range(40):
            heaps = [rng.randint(0, 40) for _ in range(rng.randint(1, 6))]
            with self.subTest(heaps=heaps):
                expected = cli("nim", "--json", *heaps)
                self.assertEqual(homestead.nim_sum(*heaps), expected["nim_sum"])
                self.assertEqual(homestead.nim_moves(heaps), expected["winning_moves"])
                self.assertEqual(homestead.nim_moves(heaps, misere=True), expected["misere_winning_moves"])

    def test_transfinite_nim(self):
        rng = seeded(13)
        for _ in range(25):
            heaps = [random_ordinal(rng) for _ in range(rng.randint(1, 6))]
            with self.subTest(heaps=heaps):
                expected = cli("nim", "--json", "--transfinite", *heaps)
                self.assertEqual(homestead.nim_sum(*heaps), expected["nim_sum"])
                self.assertEqual(homestead.nim_moves(heaps), expected["good_moves"])

    def test_animating(self):
        rng = seeded(17)
        for _ in range(40):
            steps = [rng.choice("+-^") + str(rng.randint(0, 12)) for _ in range(rng.randint(1, 6))]
            with self.subTest(steps=steps):
                expected = cli("animating", "--json", *steps)
                self.assertEqual(homestead.animating(steps), expected)
                self.assertEqual(homestead.animating(" ".join(steps)), expected)


@functools.lru_cache(maxsize=None)
def misere_grundy(coins):
    """The misère Grundy value by exhaustive search: 1 with no move, else the mex of the options'."""
    options = {misere_grundy(tuple(sorted((set(coins) - {coin}) | {to})))
               for coin in coins for to in range(coin) if to not in coins}
    if not options:  # no move: the player to move has won
        return 1
    value = 0
    while value in options:
        value += 1
    return value


class Welter(unittest.TestCase):
    def test_misere_value_is_the_exhaustive_one(self):
        rng = seeded(21)
        for _ in range(300):
            coins = tuple(sorted(random_position(rng, most=5, below=11)))
            with self.subTest(coins=coins):
                self.assertEqual(homestead.welter(coins, misere=True), misere_grundy(coins))

    def test_theory_numbers(self):
        self.assertEqual(homestead.welter([0, 2, 5, 7, 11, 13, 16, 17, 23]), 28)
        self.assertEqual(homestead.welter_moves([0, 2, 5, 7, 11, 13, 16, 17, 23]), [{"from": 13, "to": 1}])
        self.assertEqual([homestead.welter(c) for c in ([2, 3], [3, 4], [3, 4, 5], [3, 19])], [0, 6, 1, 15])
        # Conway's hand example [2|3|5|7|x] = 0 gives x = 15: the only move from 16 to value 0 goes to 15
        self.assertIn({"from": 16, "to": 15}, homestead.welter_moves([2, 3, 5, 7, 16]))
        self.assertEqual(homestead.welter(["1", "w*2+4", "w*2+9", "w^2+w*4+16", "ω²+ω·5+25"]), "w+4")
        self.assertEqual(homestead.welter_moves([1, "w*2+4", "w*2+9", "w^2+w*4+16", "w^2+w*5+25"]),
                         [{"from": "w^2+w*5+25", "to": "w^2+w*4+30"}])

    def test_any_iterable_of_squares(self):
        self.assertEqual(homestead.welter(iter([3, 4])), 6)
        self.assertEqual(homestead.welter((19, 3)), 15)
        self.assertEqual(homestead.welter([]), 0)


class NimAndMating(unittest.TestCase):
    def test_mate_is_its_definition(self):
        rng = seeded(23)
        for _ in range(500):
            x, y = rng.randint(-1000, 1000), rng.randint(-1000, 1000)
            if x == y:
                self.assertEqual(homestead.mate(x, y), -1)
                continue
            n = ((x - y) & -(x - y)).bit_length() - 1
            self.assertEqual(homestead.mate(x, y), 2 ** (n + 1) - 1)
        self.assertEqual(homestead.mate(2**62, 0), 2**63 - 1)

    def test_theory_numbers(self):
        self.assertEqual((homestead.nim_sum(4, 5, 7), homestead.nim_sum(10, 13, 12, 8), homestead.nim_sum(3, 5, 7)), (6, 3, 1))
        self.assertEqual(homestead.nim_moves([4, 5, 7]),
                         [{"heap": 0, "from": 4, "to": 2}, {"heap": 1, "from": 5, "to": 3}, {"heap": 2, "from": 7, "to": 1}])
        self.assertEqual(homestead.nim_sum(5, -1), -1 - 5)  # two's complement
        self.assertEqual(homestead.nim_sum(), 0)
        self.assertEqual(homestead.nim_sum(1, "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"), "w*3+5")
        self.assertIn({"from": "w*2+4", "to": "w+1"},
                      homestead.nim_moves([1, "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"]))

    def test_animating_theory_example(self):
        f = homestead.animating("-2 ^3 +3 ^5")
        g = homestead.animating("+2 ^3 -1 ^5")
        self.assertEqual((f["poles"], f["nim"]), ([-2, -1, 1], 6))
        self.assertEqual((g["poles"], g["nim"]), (f["poles"], f["nim"]))
        self.assertEqual(homestead.animating("^1 -1 ^1")["welt"], 1)


class Docstrings(unittest.TestCase):
    def test_examples(self):
        for module in (homestead, homestead._core):
            with self.subTest(module=module.__name__):
                result = doctest.testmod(module, extraglobs=vars(homestead), optionflags=doctest.ELLIPSIS, verbose=False)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


if __name__ == "__main__":
    unittest.main()
