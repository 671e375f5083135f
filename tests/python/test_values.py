"""homestead.values() on 10^5 small pictures: the same values, in order, as each picture's own
analysis (Picture.value), for Picture objects and CGSuite strings mixed, from any iterable."""

import unittest

import homestead
from support import random_picture_edges, seeded

COUNT = 100_000


class Values(unittest.TestCase):
    def test_hundred_thousand_small_pictures(self):
        rng = seeded(31)
        pool = [random_picture_edges(rng, max_edges=8) for _ in range(400)]
        pool_values = [homestead.Picture(edges=e, ground=g).value for e, g in pool]
        chosen = [rng.randrange(len(pool)) for _ in range(COUNT)]
        pictures, expected = [], []
        for n, i in enumerate(chosen):
            if n % 10 == 0:  # a stalk as a CGSuite string: its value is its length
                pictures.append("e" * (i % 12 + 1))
                expected.append(i % 12 + 1)
            else:  # a new Picture each time: nothing analysed beforehand
                edges, ground = pool[i]
                pictures.append(homestead.Picture(edges=edges, ground=ground))
                expected.append(pool_values[i])
        self.assertGreater(len(set(pool_values)), 5)  # pictures of many values, not one repeated
        result = homestead.values(pictures)
        self.assertEqual(len(result), COUNT)
        self.assertEqual(result, expected)
        self.assertEqual(homestead.values(p for p in pictures[:1000]), expected[:1000])

    def test_empty_and_analysed(self):
        self.assertEqual(homestead.values([]), [])
        door = homestead.Picture.from_cgsuite(":Geee:G")
        door.winning_moves()  # analysed already
        self.assertEqual(homestead.values([door, door.chop(1), homestead.Picture()]), [1, 0, 0])


if __name__ == "__main__":
    unittest.main()
