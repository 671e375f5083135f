"""homestead.Picture against `homestead-cli analyse --json --loads` and `explain --json` on random
pictures (fixed seeds): value, every edge's stress, weight and load, classes, winning moves,
floating edges, each edge's explanation and what chopping it leaves; then the ways in and out
(CGSuite, files, networkx) and the notebook drawing."""

import os
import unittest

import homestead
from support import CLI, CliError, TemporaryFolder, cli, classic_path, edges_file_text, random_picture_edges, seeded

PICTURES = 40  # random pictures checked against the CLI


@unittest.skipUnless(CLI, "HOMESTEAD_CLI is not set (ctest sets it)")
class PictureAgainstCli(unittest.TestCase):
    def setUp(self):
        self.folder = TemporaryFolder().__enter__()

    def tearDown(self):
        self.folder.__exit__(None, None, None)

    def check_analysis(self, picture, path):
        expected = cli("analyse", "--json", "--loads", path)
        self.assertEqual(picture.value, expected["value"])
        for edge in expected["edges"]:
            self.assertEqual(picture.stress(edge["id"]), edge["stress"])
            self.assertEqual(picture.weight(edge["id"]), edge["weight"])
            self.assertEqual(picture.load(edge["id"]), edge["load"])
        for edge in expected["floating"]:
            self.assertIsNone(picture.stress(edge))
            self.assertIsNone(picture.weight(edge))
            self.assertEqual(picture.load(edge), [])
        self.assertEqual(picture.classes(), expected["classes"])
        self.assertEqual(picture.winning_moves(), expected["winning_moves"])
        self.assertEqual(picture.floating(), expected["floating"])
        return expected

    def check_explanations(self, picture, path, expected, rng):
        standing = [edge["id"] for edge in expected["edges"]]
        for edge in rng.sample(standing, min(4, len(standing))) + expected["winning_moves"][:2]:
            self.assertEqual(picture.explain(edge), cli("explain", "--json", path, "--edge", edge))
            chopped = picture.chop(edge)
            self.assertEqual(chopped.value, picture.explain(edge)["value_after_chop"])
            gone = {edge, *picture.load(edge)}
            self.assertTrue(gone.isdisjoint(chopped.edges))
        for edge in expected["floating"][:1]:
            with self.assertRaises(CliError) as refused:
                cli("explain", "--json", path, "--edge", edge)
            with self.assertRaises(ValueError) as raised:
                picture.explain(edge)
            self.assertTrue(refused.exception.args[0].endswith(str(raised.exception)))

    def test_random_pictures(self):
        rng = seeded(42)
        for n in range(PICTURES):
            edges, ground = random_picture_edges(rng)
            with self.subTest(picture=n, edges=edges, ground=ground):
                picture = homestead.Picture(edges=edges, ground=ground)
                path = self.folder.write(f"p{n}.edges", edges_file_text(edges, ground))
                self.assertEqual(picture.edges, dict(enumerate(edges)))
                expected = self.check_analysis(picture, path)
                self.check_explanations(picture, path, expected, rng)

    def test_chopped_pictures_and_saved_files(self):
        """A chopped picture keeps its edges' ids; saved as JSON, the CLI analyses it alike."""
        rng = seeded(7)
        for n in range(10):
            edges, ground = random_picture_edges(rng)
            picture = homestead.Picture(edges=edges, ground=ground)
            if not picture.floating() and len(edges) > 1:
                picture = picture.chop(rng.randrange(len(edges)))
            with self.subTest(picture=n, edges=edges, ground=ground):
                path = self.folder.path(f"c{n}.json")
                picture.save(path)
                self.check_analysis(picture, path)
                self.assertEqual(homestead.Picture.load(path), picture)

    def test_cgsuite_strings(self):
        rng = seeded(11)
        strings = [":Geee:G", "ee:Aeeee:A", ":A-:A", "e(e;e(e;e);:Gee:G)", "eee(e:A;ee:A)"]
        for _ in range(10):
            edges, ground = random_picture_edges(rng)
            strings.append(homestead.Picture(edges=edges, ground=ground).to_cgsuite())
        for text in strings:
            with self.subTest(cgsuite=text):
                picture = homestead.Picture.from_cgsuite(text)
                expected = cli("analyse", "--json", "--cgsuite", text)
                self.assertEqual(picture.value, expected["value"])
                self.assertEqual(picture.winning_moves(), expected["winning_moves"])
                self.assertEqual(picture.classes(), expected["classes"])
                self.assertEqual(homestead.Picture.from_cgsuite(picture.to_cgsuite()).value, picture.value)


class PictureFiles(unittest.TestCase):
    def test_load_every_format(self):
        door = homestead.Picture.load(classic_path("door"))
        with TemporaryFolder() as folder:
            for name in ("door.json", "door.edges", "door.cgsuite"):
                with self.subTest(file=name):
                    path = folder.path(name)
                    door.save(path)
                    again = homestead.Picture.load(path)
                    self.assertEqual(again.value, 1)
                    self.assertEqual(len(again.edges), 3)
            door.save(folder.path("door.dot"))
            with open(folder.path("door.dot"), encoding="utf-8") as dot:
                self.assertIn("graph", dot.read())
            self.assertEqual(homestead.Picture.load(folder.path("door.edges"), format="edges").value, 1)
            os.rename(folder.path("door.cgsuite"), folder.path("door.txt"))
            self.assertEqual(homestead.Picture.load(folder.path("door.txt"), format="cgsuite").value, 1)
        self.assertEqual(homestead.Picture.from_cgsuite(door.to_cgsuite()).value, 1)
        self.assertIn('"format": "homestead-picture"', door.to_json())

    def test_load_on_a_picture_is_the_edge_load(self):
        stalk = homestead.Picture.from_cgsuite("eee")
        self.assertEqual(stalk.load(0), [1, 2])
        self.assertIn("picture.load(edge)", homestead.Picture.__dict__["load"].__doc__)

    def test_unwritable_file(self):
        with self.assertRaises(OSError):
            homestead.Picture.from_cgsuite("e").save("/nonexistent-folder/x.json")


class PictureShape(unittest.TestCase):
    def test_ids_ground_and_floating(self):
        picture = homestead.Picture(edges=[(10, 11), (11, 11), (11, 12), (20, 21)], ground=[10, 30])
        self.assertEqual(picture.ground, [10, 30])
        self.assertEqual(picture.floating(), [3])
        self.assertEqual(picture.value, 1)  # one edge bearing a loop and a twig: stress 1 + (1 ⊕ 1)
        self.assertEqual(picture.stress(0), 1)
        self.assertIsNone(picture.stress(3))
        self.assertEqual(homestead.Picture().value, 0)
        self.assertEqual(repr(homestead.Picture.from_cgsuite(":Geee:G")), "<homestead.Picture: 3 edges, value 1>")

    def test_pickle_keeps_ids_and_title(self):
        import pickle
        home = homestead.Picture.load(classic_path("homestead")).chop(29)
        again = pickle.loads(pickle.dumps(home))
        self.assertEqual(again, home)
        self.assertEqual((again.title, again.value, again.edges), (home.title, home.value, home.edges))

    def test_generators_are_accepted(self):
        picture = homestead.Picture(edges=((i, i + 1) for i in range(5)), ground=iter([0]))
        self.assertEqual(picture.value, 5)


class Networkx(unittest.TestCase):
    def setUp(self):
        try:
            import networkx
        except ImportError:
            self.skipTest("networkx is not installed")
        self.nx = networkx

    def test_multigraph_both_ways(self):
        graph = self.nx.MultiGraph()
        graph.add_edges_from([(0, 2), (1, 3), (2, 3), (3, 3), (2, 3)])
        picture = homestead.Picture.from_networkx(graph, ground=[0, 1])
        self.assertEqual(picture.edges, dict(enumerate(graph.edges())))  # edge ids: graph.edges() order
        self.assertEqual(picture.value, 1 ^ 1 ^ 1 ^ 1 ^ 1)  # the door, a second top and a loop: 5 ground loops
        back = picture.to_networkx()
        self.assertEqual(back.number_of_edges(), 5)
        self.assertTrue(back.nodes[0]["ground"])
        self.assertEqual(homestead.Picture.from_networkx(back, ground=[0, 1]).value, picture.value)

    def test_named_nodes_are_numbered(self):
        graph = self.nx.MultiGraph([("ground", "a"), ("a", "b"), ("b", "b")])
        picture = homestead.Picture.from_networkx(graph, ground=["ground"])
        self.assertEqual(picture.edges, {0: (0, 1), 1: (1, 2), 2: (2, 2)})  # nodes by their place in the graph
        self.assertEqual(picture.value, 3)  # a stalk of 2 bearing a loop: 1 + (1 + 1)
        with self.assertRaises(ValueError):
            homestead.Picture.from_networkx(graph, ground=["sky"])


class Drawing(unittest.TestCase):
    def test_svg_is_what_render_draws(self):
        door = homestead.Picture.from_cgsuite(":Geee:G")
        svg = door._repr_svg_()
        if svg is None:
            self.skipTest("built without the renderer (HOMESTEAD_BUILD_GUI=OFF)")
        self.assertTrue(svg.lstrip().startswith("<?xml"))
        self.assertIn("<svg", svg)
        if CLI:
            with TemporaryFolder() as folder:
                path = folder.path("door.svg")
                os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
                import subprocess
                subprocess.run([CLI, "render", "--cgsuite", ":Geee:G", "-o", path], check=True, timeout=600)
                with open(path, encoding="utf-8") as f:
                    self.assertEqual(svg, f.read())


if __name__ == "__main__":
    unittest.main()
