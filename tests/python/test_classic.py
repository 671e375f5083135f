"""The classic pictures' published numbers (THEORY.md §7; tests/core/tst_classic_pictures.cpp
checks the same in C++), read through the module from the files Homestead ships."""

import unittest

import homestead
from support import classic_path, edge_named


def classic(name):
    return homestead.Picture.load(classic_path(name))


def named(picture_name, edge_name, nth=0):
    return edge_named(edge_name, classic_path(picture_name), nth)


class ClassicPictures(unittest.TestCase):
    def test_hackenbush_homestead(self):
        home = classic("homestead")
        self.assertEqual(home.value, 10)
        trunk = named("homestead", "trunk")
        self.assertEqual(home.stress(trunk), 15)
        self.assertEqual(home.stress(named("homestead", "left branch")), 8)
        self.assertEqual(home.stress(named("homestead", "right branch")), 6)
        twig = named("homestead", "twig bearing the highest apple")
        self.assertEqual(home.winning_moves(), [twig])  # the winning move is unique
        after = home.chop(twig)
        self.assertEqual(after.value, 0)
        self.assertEqual(after.stress(trunk), 5)  # the tree is then worth 5
        climb = home.explain(twig)["climb"]
        self.assertEqual((climb[0]["edge"], climb[0]["stress"], climb[0]["target"]), (trunk, 15, 5))
        # The window's edge drops window and spider; the thread drops only the spider.
        window_edge, thread = named("homestead", "edge holding the window"), named("homestead", "spider's thread")
        self.assertTrue(set(home.load(thread)) < set(home.load(window_edge)))
        self.assertEqual(len(home.load(thread)), 9)
        base = [named("homestead", "base of the streetlight", i) for i in range(2)]
        self.assertEqual(home.chop(base[0]).chop(base[1]).edges.keys() & {named("homestead", "lamp post")}, set())
        self.assertIn(named("homestead", "lamp post"), home.chop(base[0]).edges)

    def test_door(self):
        door = classic("door")
        self.assertEqual(door.value, 1)
        self.assertEqual(door.classes(), [[0, 1, 2]])
        self.assertEqual(door.winning_moves(), [named("door", "top of the door")])
        self.assertEqual(door.chop(named("door", "left post")).value, 2)

    def test_girl_on_one_foot(self):
        girl = classic("girl-on-one-foot")
        self.assertEqual(girl.value, 4)
        stresses = {name: girl.stress(named("girl-on-one-foot", name))
                    for name in ("hair", "body", "thigh", "raised thigh", "calf", "foot")}
        self.assertEqual(stresses, {"hair": 2, "body": 3, "thigh": 2, "raised thigh": 3, "calf": 3, "foot": 4})
        self.assertEqual(girl.winning_moves(), [named("girl-on-one-foot", "foot")])
        self.assertEqual(sorted(len(c) for c in girl.classes() if len(c) > 1), [2, 5])

    def test_girl_on_both_feet(self):
        girl = classic("girl-on-both-feet")
        self.assertEqual(girl.value, 3)
        moves = sorted([named("girl-on-both-feet", "top of her head"), named("girl-on-both-feet", "hair", 0),
                        named("girl-on-both-feet", "hair", 1)])
        self.assertEqual(girl.winning_moves(), moves)
        for move in moves:
            self.assertEqual(girl.chop(move).value, 0)
            self.assertEqual(girl.chop(move).stress(named("girl-on-both-feet", "body")), 1)

    def test_change_of_grip(self):
        a, b = classic("girl-with-umbrella-a"), classic("girl-with-umbrella-b")
        forearm, foot = named("girl-with-umbrella-a", "forearm"), named("girl-with-umbrella-b", "foot")
        self.assertEqual((a.stress(forearm), a.weight(forearm)), (6, 3))
        self.assertEqual((b.stress(foot), b.weight(foot)), (2, 3))
        self.assertEqual(len(a.load(forearm)), 15)
        man_a, man_b = classic("strong-man-a"), classic("strong-man-b")
        left, right = named("strong-man-a", "left forearm"), named("strong-man-b", "right forearm")
        self.assertEqual((man_a.stress(left), man_b.stress(right)), (6, 2))
        self.assertEqual(man_a.weight(left), man_b.weight(right))

    def test_lovers_bridge(self):
        bridge = classic("lovers-bridge")
        p, q, r, s, t = (named("lovers-bridge", name) for name in "pqrst")
        self.assertIn(sorted([p, q, r, s, t]), bridge.classes())
        # (x|y) = the weight of y once x is chopped: Conway's matrix, rows x, columns y
        published = [[None, 1, 7, 1, 1], [1, None, 1, 3, 15], [7, 1, None, 1, 1], [1, 3, 1, None, 3], [1, 15, 1, 3, None]]
        cls = [p, q, r, s, t]
        matrix = [[None if x == y else bridge.chop(x).weight(y) for y in cls] for x in cls]
        self.assertEqual(matrix, published)
        explained = bridge.explain(s)
        self.assertEqual(explained["spinster"], s)
        self.assertEqual([sorted(pair) for pair in explained["mating"]], [sorted([q, t]), sorted([p, r])])


if __name__ == "__main__":
    unittest.main()
