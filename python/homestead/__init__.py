"""Homestead's theory of Hackenbush unrestrained and Welter's game, for notebooks and scripts.

The numbers come from the same C++ core as the `homestead` application and `homestead-cli`
(THEORY.md has the mathematics; docs/python.md a worked session):

>>> import homestead
>>> homestead.Picture.from_cgsuite(':Geee:G').value          # the door
1
>>> homestead.welter([0, 2, 5, 7, 11, 13, 16, 17, 23]), homestead.nim_sum(4, 5, 7)
(28, 6)

Pictures: Picture (edges, ground), Picture.from_cgsuite, Picture.load, Picture.from_networkx;
values(pictures) for many at once. Games: welter, welter_moves, nim_sum, nim_moves, mate,
animating. Every error of the input is a ValueError with the core's one-line message, in English
unless set_language('de'), ('fr') or ('es') chose another language (get_language() tells which).
"""


from ._core import (Picture, animating, get_language, mate, nim_moves, nim_sum, set_language,  # noqa: F401
                    values, welter, welter_moves)
from ._core import _node_not_in_graph

__all__ = ["Picture", "values", "welter", "welter_moves", "mate", "nim_sum", "nim_moves", "animating",
           "set_language", "get_language"]


def _save(self, path):
    """Writes the picture to a file chosen by its name: .json the picture file, .edges an edge
    list, .cgsuite a CGSuite string, .dot or .gv GraphViz (written only). OSError if the file
    cannot be written.

    >>> Picture.from_cgsuite(':Geee:G').save('door.json')   # doctest: +SKIP
    """
    text = self._text_for_path(path)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


def _from_networkx(graph, ground=()):
    """The picture of a networkx (Multi)Graph: its edges in graph.edges() order are edges 0, 1, ...
    (parallel edges and self-loops kept); `ground` lists the base nodes. Nodes that are
    non-negative ints keep their ids; if any node is not, every node is numbered by its place in
    graph.nodes() instead.

    >>> import networkx as nx                                       # doctest: +SKIP
    >>> door = nx.MultiGraph([(0, 2), (1, 3), (2, 3)])              # doctest: +SKIP
    >>> Picture.from_networkx(door, ground=[0, 1]).value            # doctest: +SKIP
    1
    """
    nodes = list(graph.nodes())
    if all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in nodes):
        number = {n: n for n in nodes}
    else:
        number = {n: i for i, n in enumerate(nodes)}
    try:
        edges = [(number[u], number[v]) for u, v in graph.edges()]
        base = [number[n] for n in ground]
    except KeyError as missing:
        raise ValueError(_node_not_in_graph(repr(missing.args[0]))) from None
    return Picture(edges=edges, ground=base)


def _to_networkx(self):
    """The picture as a networkx MultiGraph: every edge with key=its id, base nodes with
    ground=True (requires networkx)."""
    import networkx

    graph = networkx.MultiGraph()
    base = set(self.ground)
    for node in base:
        graph.add_node(node, ground=True)
    for edge, (u, v) in self.edges.items():
        for node in (u, v):
            if node not in graph:
                graph.add_node(node, ground=node in base)
        graph.add_edge(u, v, key=edge)
    return graph


class _FileOrEdgeLoad:
    """Picture.load(path) reads a picture file; picture.load(edge) is what falls if the edge is
    chopped. One name, as in the picture's two senses of "load": on the class it reads a file, on a
    picture it gives an edge's load."""

    def __get__(self, picture, cls=None):
        if picture is None:
            return Picture._load_file
        return picture._edge_load

    @property
    def __doc__(self):
        return "Picture.load(path, format=None):" + Picture._load_file.__doc__ + \
            "\npicture.load(edge):" + Picture._edge_load.__doc__


def _repr_svg_(self):
    """The picture drawn with its stresses, as `homestead-cli render` draws it (Jupyter shows it);
    None when this build has no renderer (Homestead built without its Qt application)."""
    try:
        from . import _render
    except ImportError:
        return None
    return _render.svg(self).decode("utf-8")


Picture.load = _FileOrEdgeLoad()
Picture.save = _save
Picture.from_networkx = staticmethod(_from_networkx)
Picture.to_networkx = _to_networkx
Picture._repr_svg_ = _repr_svg_
