// homestead.Picture and homestead.values(): a Hackenbush picture and its analysis (THEORY.md §6)
// for Python. Each method is a lookup in the picture's one analysis (picture_object.h); chop()
// makes a new picture, as a move does. values() analyses many pictures with the GIL released.
#include "conversions.h"
#include "picture_object.h"
#include "python_errors.h"

#include "homestead/analysis.h"
#include "homestead/cgsuite.h"
#include "homestead/explanation.h"
#include "homestead/explanation_json.h"
#include "homestead/picture_file.h"
#include "homestead/picture_json.h"

#include <pybind11/pybind11.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace homestead::python {
namespace {

using namespace pybind11::literals;

std::string pathText(const py::object& path) {
    return py::str(py::module_::import("os").attr("fsdecode")(path));
}

std::vector<std::pair<NodeId, NodeId>> edgePairs(const py::iterable& edges) {
    std::vector<std::pair<NodeId, NodeId>> out;
    if (py::isinstance<py::sequence>(edges)) out.reserve(py::len(edges));
    for (py::handle item : edges) {
        const Where where("edges", out.size());
        if (!PySequence_Check(item.ptr()) || PyUnicode_Check(item.ptr()) || PySequence_Size(item.ptr()) != 2) {
            PyErr_Clear();
            throw py::value_error(bindingMessage(Msg::PyExpectedPair, {where.text(), std::string(py::repr(item))}));
        }
        if (PyTuple_Check(item.ptr()))  // the usual case, without new references
            out.emplace_back(fromPython<NodeId>(PyTuple_GET_ITEM(item.ptr(), 0), where),
                             fromPython<NodeId>(PyTuple_GET_ITEM(item.ptr(), 1), where));
        else {
            const auto pair = py::reinterpret_borrow<py::sequence>(item);
            out.emplace_back(fromPython<NodeId>(pair[0], where), fromPython<NodeId>(pair[1], where));
        }
    }
    return out;
}

bool endsWith(const std::string& text, const std::string& suffix) {
    if (text.size() < suffix.size()) return false;
    return std::equal(suffix.rbegin(), suffix.rend(), text.rbegin(),
                      [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
}

PicturePy loadPicture(const py::object& pathObject, const py::object& formatGiven) {
    const std::string path = pathText(pathObject);
    const std::string format = formatGiven.is_none() ? std::string() : formatGiven.cast<std::string>();
    if (format == "cgsuite" || (format.empty() && endsWith(path, ".cgsuite"))) return PicturePy(loadCgsuiteFile(path));
    if (format.empty()) return PicturePy(loadPictureFile(path));
    if (format != "json" && format != "edges")
        throw py::value_error(bindingMessage(Msg::PyUnknownFormat, {py::repr(py::str(format)).cast<std::string>()}));
    return PicturePy(loadPictureFileAs(path, format == "json" ? PictureFormat::Json : PictureFormat::Edges));
}

// The text save() writes for a file of this name: .cgsuite a CGSuite string, .edges an edge list,
// .dot/.gv GraphViz, anything else the JSON picture file.
std::string textForPath(const PicturePy& self, const py::object& pathObject) {
    const std::string path = pathText(pathObject);
    if (endsWith(path, ".cgsuite")) return writeCgsuite(self.picture()) + "\n";
    return writePictureText(self.picture(), pictureFormatOfPath(path));
}

py::object standingNumber(const EdgeAnalysis& edge, std::uint64_t number) {
    return edge.standing ? py::object(toPython(number)) : py::object(py::none());
}

// values(): the pictures (or CGSuite strings) gathered with the GIL held, analysed without it.
py::list values(const py::iterable& pictures) {
    std::vector<std::variant<std::shared_ptr<const Picture>, std::string>> inputs;
    if (py::isinstance<py::sequence>(pictures)) inputs.reserve(py::len(pictures));
    for (py::handle item : pictures) {
        if (py::isinstance<PicturePy>(item)) inputs.emplace_back(item.cast<const PicturePy&>().shared());
        else if (py::isinstance<py::str>(item)) inputs.emplace_back(item.cast<std::string>());
        else
            throw py::type_error(
                bindingMessage(Msg::PyValuesNotPicture, {std::to_string(inputs.size()), std::string(py::repr(item))}));
    }
    std::vector<std::uint64_t> results(inputs.size());
    {
        py::gil_scoped_release released;
        const AnalysisOptions valueOnly{.winningMoves = false};
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            if (const auto* picture = std::get_if<std::shared_ptr<const Picture>>(&inputs[i])) {
                results[i] = analyse(**picture, valueOnly).value;
                continue;
            }
            try {
                results[i] = analyse(readCgsuite(std::get<std::string>(inputs[i])), valueOnly).value;
            } catch (const FormatError& error) {  // which of 10^5 strings it was
                ErrorParts parts{ErrorPhrase(Msg::PyValuesItem, {std::to_string(i)})};
                parts.insert(parts.end(), error.parts().begin(), error.parts().end());
                throw FormatError(std::move(parts));
            }
        }
    }
    return toPython(results);
}

}  // namespace

void bindPicture(py::module_& m) {
    py::class_<PicturePy>(m, "Picture", R"doc(
A Hackenbush picture (green Hackenbush unrestrained, THEORY.md §6): edges between nodes, loops and
multiple edges allowed, some nodes on the ground. A picture never changes: chop() gives a new one.
Its analysis (stress, weight, load, classes, winning moves) is made on first use and kept.

Picture(edges=[(u, v), ...], ground=[n, ...]): edge i joins nodes u and v (its id is i, its place
in the list); node ids are any non-negative integers; (u, u) is a loop. Edges not connected to the
ground are floating: they have no stress and take no part in the game.

>>> door = Picture(edges=[(0, 2), (1, 3), (2, 3)], ground=[0, 1])
>>> door.value, door.winning_moves()
(1, [2])
>>> Picture(edges=[(0, 1), (1, 2), (2, 3)], ground=[0]).value   # a stalk of 3
3
>>> Picture(edges=[(0, 1), (1, 1)], ground=[0]).stress(0)      # a loop on a stalk: 1 + 1
2
)doc")
        .def(py::init([](const py::iterable& edges, const py::iterable& ground) {
                 return PicturePy(pictureOfEdges(edgePairs(edges), listFromPython<NodeId>(ground, "ground")));
             }),
             "edges"_a = py::tuple(), "ground"_a = py::tuple())
        .def_static("from_cgsuite", [](const std::string& text) { return PicturePy(readCgsuite(text)); }, "text"_a,
                    R"doc(
The picture of a CGSuite string (THEORY.md §8): 'e' an edge up from the current node, '(a;b)'
branches, ':A' names a node (the same name, the same node); the string starts on the ground. Edge
ids are the edges' order of appearance from 0.

>>> Picture.from_cgsuite('eeeeeee').value     # a stalk of 7
7
>>> Picture.from_cgsuite(':Geee:G').value     # the door
1
>>> Picture.from_cgsuite('ee:Aeeee:A').stress(0)   # a 4-cycle on a stalk of 2: 1 + (1 + 1⊕1⊕1⊕1)
2
)doc")
        .def_static("_load_file", &loadPicture, "path"_a, "format"_a = py::none(), R"doc(
A picture read from a file, by its name: .edges an edge list ('u v' per line, 'ground a b ...'),
.cgsuite a CGSuite string, anything else the JSON picture file; or as `format` says ('json',
'edges', 'cgsuite'). Raises ValueError naming the file, the place and the problem.

>>> Picture.load('resources/pictures/homestead.json').value   # doctest: +SKIP
10
)doc")
        .def_property_readonly("value", [](const PicturePy& self) { return toPython(self.artifact().analysis().value); },
                               R"doc(
The Grundy value: the ⊕ of the weights of all edges (the Hackenbush theorem). 0 means the player
to move loses.

>>> Picture.from_cgsuite(':Geee:G').value   # the door: 1 ⊕ (the top) ...
1
)doc")
        .def("stress", [](const PicturePy& self, EdgeId id) { return standingNumber(self.edge(id), self.edge(id).stress); },
             "edge"_a, R"doc(
The stress of an edge: 1 for an edge on a cycle (a loop once collapsed), else 1 + the ⊕ of the
stresses of the edges it immediately supports; None for a floating edge.

>>> stalk = Picture.from_cgsuite('eeee')
>>> [stalk.stress(e) for e in range(4)]
[4, 3, 2, 1]
)doc")
        .def("weight", [](const PicturePy& self, EdgeId id) { return standingNumber(self.edge(id), self.edge(id).weight); },
             "edge"_a, R"doc(
The weight (σ|0) = 2^(v2(σ)+1) − 1 of an edge of stress σ (1→1, 2→3, 3→1, 4→7, 6→3, 8→15);
None for a floating edge. The value is the ⊕ of all weights.

>>> stalk = Picture.from_cgsuite('eeee')
>>> [stalk.weight(e) for e in range(4)]
[7, 1, 3, 1]
)doc")
        .def("_edge_load", [](const PicturePy& self, EdgeId id) {
                 self.edge(id);  // ValueError for an id the picture lacks
                 return toPython(self.artifact().sortedLoad(id));
             }, "edge"_a, R"doc(
The edges that fall if this one is chopped (sorted ids; empty for an edge on a cycle or floating).

>>> Picture.from_cgsuite('eee').load(0)
[1, 2]
)doc")
        .def("classes", [](const PicturePy& self) {
                 py::list out;
                 for (std::span<const EdgeId> cls : self.artifact().analysis().classes)
                     out.append(toPython(std::vector<EdgeId>(cls.begin(), cls.end())));
                 return out;
             }, R"doc(
The concyclic classes: edges on exactly the same cycles, each class sorted; every edge on a cycle
is in one, a loop is a class alone.

>>> Picture.from_cgsuite(':Geee:G').classes()   # the door is one ground cycle
[[0, 1, 2]]
)doc")
        .def("winning_moves", [](const PicturePy& self) { return toPython(self.artifact().analysis().winningMoves); },
             R"doc(
The edges whose chop leaves value 0, sorted.

>>> Picture.from_cgsuite(':Geee:G').winning_moves()   # the door: only its top
[1]
)doc")
        .def("floating", [](const PicturePy& self) { return toPython(self.artifact().analysis().floating); },
             "The edges not connected to the ground (no stress, no part in the game), sorted.")
        .def("chop", [](const PicturePy& self, EdgeId id) { return PicturePy(self.picture().chop(id).picture); },
             "edge"_a, R"doc(
The picture after chopping this edge: it goes, and so does everything no longer connected to the
ground. The edges left keep their ids.

>>> door = Picture.from_cgsuite(':Geee:G')
>>> door.chop(1).value, door.chop(0).value   # the top wins; a post leaves a stalk of 2
(0, 2)
)doc")
        .def("explain", [](const PicturePy& self, EdgeId id) {  // the CLI's JSON, written once in the core
                 return py::module_::import("json").attr("loads")(explanationJson(explainEdge(self.artifact(), id)));
             },
             "edge"_a, R"doc(
Why the edge's numbers are what they are, as `homestead-cli explain --json` prints it: a dict with
"edge", "stress", "terms" ([{"edge", "stress"}]: what it immediately supports), "weight", "load",
"value_after_chop", and "climb" ([{"edge", "stress", "target", "others"}], when chopping it wins)
or, for an edge on a cycle, "class", "mating" ([[a, b], ...]) and "spinster".

>>> Picture.from_cgsuite(':Geee:G').explain(1)['spinster']   # the door's top
1
)doc")
        .def("to_cgsuite", [](const PicturePy& self) { return writeCgsuite(self.picture()); }, R"doc(
The picture as a CGSuite string (every base node written as the ground; floating edges left out).

>>> Picture(edges=[(0, 2), (1, 3), (2, 3)], ground=[0, 1]).to_cgsuite()
':Geee:G'
)doc")
        .def("to_json", [](const PicturePy& self) { return writePictureJson(self.picture()); },
             "The picture file's JSON text (format 'homestead-picture', version 1).")
        .def("_text_for_path", &textForPath, "path"_a)
        .def_property_readonly("edges", [](const PicturePy& self) {
                 py::dict out;
                 for (const Edge& edge : self.picture().edges())
                     out[toPython(edge.id)] = py::make_tuple(toPython(edge.from), toPython(edge.to));
                 return out;
             }, "The edges as {id: (u, v)}, in the picture's order.")
        .def_property_readonly("ground", [](const PicturePy& self) {
                 std::vector<NodeId> ground;
                 for (const Node& node : self.picture().nodes())
                     if (node.ground) ground.push_back(node.id);
                 return toPython(ground);
             }, "The base nodes' ids, in the picture's order.")
        .def_property_readonly("title", [](const PicturePy& self) { return self.picture().title; })
        .def("__eq__", [](const PicturePy& a, const PicturePy& b) { return a.picture() == b.picture(); })
        .def(py::pickle([](const PicturePy& self) { return writePictureJson(self.picture()); },  // for multiprocessing
                        [](const std::string& json) { return PicturePy(readPictureJson(json, "pickled picture")); }))
        .def("__repr__", [](const PicturePy& self) {
            return "<homestead.Picture: " + std::to_string(self.picture().edgeCount()) + " edges, value " +
                   std::to_string(self.artifact().analysis().value) + ">";
        });
    m.attr("Picture").attr("__hash__") = py::none();

    m.def("values", &values, "pictures"_a, R"doc(
The value of every picture (a Picture or a CGSuite string), in order, as a list of ints. The
analyses run with the GIL released, without the winning moves: 10^5 small pictures take a small
fraction of a second beyond building them.

>>> values([Picture.from_cgsuite('e' * n) for n in range(1, 9)])   # stalks: the value is the length
[1, 2, 3, 4, 5, 6, 7, 8]
>>> values([':Geee:G', 'ee:Aeeee:A'])
[1, 2]
)doc");
}

}  // namespace homestead::python
