#!/usr/bin/env python3
"""Per-picture cost of homestead.values() against one `homestead-cli analyse --json` process per
picture, the way a notebook reached Homestead before the module. Not a test: it prints figures.

  PYTHONPATH=build/python python3 tests/bench/bench_python_values.py build/app/cli/homestead-cli

Pictures: small random ones (up to 8 edges, loops, cycles, several base nodes), built once as
Picture objects and once as CGSuite strings. Reported: building the Picture objects, values() on
them and on the strings (the binding's work: gathering the items, analysing without the GIL,
returning ints; on empty pictures, that binding cost alone), and the CLI per call; the ratio is CLI call / values() per picture.
"""

import argparse
import json
import random
import subprocess
import time

import homestead


def random_edges(rng):
    nodes = rng.sample(range(20), rng.randint(2, 7))
    ground = rng.sample(nodes, rng.randint(1, 2))
    edges = [(rng.choice(nodes), rng.choice(nodes)) for _ in range(rng.randint(1, 8))]
    return edges, ground


def per_item(seconds, count):
    return seconds / count * 1e6  # microseconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cli", help="the homestead-cli program")
    parser.add_argument("--pictures", type=int, default=100_000)
    parser.add_argument("--cli-calls", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    shapes = [random_edges(rng) for _ in range(args.pictures)]

    start = time.perf_counter()
    pictures = [homestead.Picture(edges=e, ground=g) for e, g in shapes]
    build = time.perf_counter() - start
    strings = [p.to_cgsuite() for p in pictures]

    start = time.perf_counter()
    values = homestead.values(pictures)
    on_pictures = time.perf_counter() - start
    start = time.perf_counter()
    values_of_strings = homestead.values(strings)
    on_strings = time.perf_counter() - start
    assert values == values_of_strings
    empty = [homestead.Picture() for _ in range(args.pictures)]
    start = time.perf_counter()
    homestead.values(empty)
    overhead = time.perf_counter() - start

    start = time.perf_counter()
    for text, expected in zip(strings[:args.cli_calls], values):
        done = subprocess.run([args.cli, "analyse", "--json", "--cgsuite", text], capture_output=True, check=True)
        assert json.loads(done.stdout)["value"] == expected
    cli = time.perf_counter() - start

    print(f"{args.pictures} pictures of at most 8 edges (seed {args.seed})")
    print(f"  building Picture objects  {per_item(build, args.pictures):8.2f} µs a picture")
    print(f"  values(Picture objects)   {per_item(on_pictures, args.pictures):8.2f} µs a picture"
          f"  ({on_pictures:.3f} s in all)")
    print(f"  values(CGSuite strings)   {per_item(on_strings, args.pictures):8.2f} µs a picture"
          f"  ({on_strings:.3f} s in all)")
    print(f"  values(empty pictures)    {per_item(overhead, args.pictures):8.2f} µs a picture"
          "  (the binding's own cost: nothing to analyse)")
    print(f"  homestead-cli analyse     {per_item(cli, args.cli_calls):8.0f} µs a call ({args.cli_calls} calls)")
    print(f"  ratio CLI call / values() {cli / args.cli_calls / (on_pictures / args.pictures):8.0f}x"
          f"  (with building the pictures: {cli / args.cli_calls / ((on_pictures + build) / args.pictures):.0f}x)")


if __name__ == "__main__":
    main()
