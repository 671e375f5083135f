"""What the homestead suites share: the command-line tool they check the module against
(HOMESTEAD_CLI, set by ctest), the classic pictures (HOMESTEAD_RESOURCES) and random pictures and
positions from fixed seeds."""

import json
import os
import random
import subprocess
import tempfile

CLI = os.environ.get("HOMESTEAD_CLI", "")
RESOURCES = os.environ.get("HOMESTEAD_RESOURCES",
                           os.path.join(os.path.dirname(__file__), "..", "..", "resources"))


class CliError(Exception):
    """homestead-cli refused the input: exit status 2 and its one line on stderr."""


def cli(*args, stdin=None):
    """The parsed JSON homestead-cli prints for these arguments; CliError with its stderr line
    (without the "homestead-cli: " prefix) when it refuses them."""
    done = subprocess.run([CLI, *map(str, args)], input=stdin, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise CliError(done.stderr.strip().removeprefix("homestead-cli: "))
    return json.loads(done.stdout)


def classic_path(name):
    return os.path.join(RESOURCES, "pictures", name + ".json")


def edge_named(name, picture_file, nth=0):
    """The id of the nth edge with this name in a classic picture's file."""
    with open(picture_file, encoding="utf-8") as f:
        ids = [e["id"] for e in json.load(f)["edges"] if e.get("name") == name]
    return ids[nth]


def random_picture_edges(rng, max_edges=14):
    """(edges, ground) of a random picture: sparse node ids, several base nodes, loops, multiple
    edges, cycles and sometimes a floating part."""
    node_count = rng.randint(2, 9)
    nodes = rng.sample(range(0, 60), node_count)
    ground = rng.sample(nodes, rng.randint(1, min(3, node_count)))
    edges = []
    for _ in range(rng.randint(1, max_edges)):
        u = rng.choice(nodes)
        roll = rng.random()
        v = u if roll < 0.1 else (edges[-1][1] if edges and roll < 0.2 else rng.choice(nodes))
        edges.append((u, v))
    if rng.random() < 0.3:  # a part standing in the air
        a, b = rng.sample(range(100, 110), 2)
        edges += [(a, b), (b, b)]
    return edges, ground


def edges_file_text(edges, ground):
    return "ground " + " ".join(map(str, ground)) + "\n" + "".join(f"{u} {v}\n" for u, v in edges)


class TemporaryFolder:
    """A folder for picture files, removed afterwards (use in setUp/tearDown or `with`)."""

    def __enter__(self):
        self._dir = tempfile.TemporaryDirectory(prefix="homestead-python-")
        return self

    def __exit__(self, *exc):
        self._dir.cleanup()

    def write(self, name, text):
        path = os.path.join(self._dir.name, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def path(self, name):
        return os.path.join(self._dir.name, name)


def seeded(seed):
    return random.Random(seed)
