// CGSuite Hackenbush strings (see cgsuite.h).
//
// Reading: one left-to-right pass with an explicit stack of branch starts (no recursion, so deep
// nesting cannot overflow the call stack). Every edge makes a new node; a name joins the current
// node to the other nodes of that name; at the end the joined nodes become one (their classes by
// vertex_components.h's disjoint sets) and the classes are numbered in order of first appearance
// (the ground's class first). O(n α(n)).
// Writing: all base nodes are one ground; an iterative depth-first search from it splits the
// standing edges into tree edges (written "e" followed by what stands on the new node) and the
// others (written "e:X", an edge to the node named X, which is then named where it was made).
// A node with several things on it writes them as a branch "(a;b;c)". O(E).
#include "homestead/cgsuite.h"

#include "homestead/display_text.h"

#include "vertex_components.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

namespace {

[[noreturn]] void fail(std::size_t column, ErrorPhrase problem) {
    throw FormatError(ErrorParts{{Msg::FormatCgsuiteColumn, {std::to_string(column)}}, std::move(problem)});
}

// The character at text[i], whole (a UTF-8 sequence is not cut; a stray byte is shown escaped).
std::string displayChar(std::string_view text, std::size_t i) {
    return quote(text.substr(i, characterLength(text, i)));
}

// A node's name in the written string: single letters while they last (G is the ground), then
// braced numbers.
std::string nameText(int index) {
    static const std::string letters = "ABCDEFHIJKLMNOPQRSTUVWXYZ";  // no G: the ground's
    if (index < 0) return ":G";
    if (index < static_cast<int>(letters.size())) return std::string(":") + letters[index];
    return ":{" + std::to_string(index) + "}";
}

}  // namespace

Picture readCgsuite(std::string_view text) {
    if (text.size() > kMaxCgsuiteLength)
        throw FormatError(ErrorParts{Msg::FormatCgsuiteString,
                                     {Msg::FormatCgsuiteTooLong, {std::to_string(text.size()), std::to_string(kMaxCgsuiteLength)}}});
    int made = 1;                                       // nodes made, the ground (0) first
    std::vector<std::pair<int, int>> joined;            // nodes that share a name
    std::vector<std::pair<int, int>> edges;             // (from, to) in order of appearance
    std::unordered_map<std::string, int> named;         // name -> a node of that name
    std::vector<std::pair<int, std::size_t>> branches;  // (node the branch starts from, column of '(')
    int current = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        const std::size_t column = i + 1;
        if (c == 'e' || c == '-') {
            const int top = made++;
            edges.emplace_back(current, top);
            current = top;
            ++i;
        } else if (c == 'l' || c == 'r') {
            fail(column, c == 'l' ? Msg::FormatBlueEdge : Msg::FormatRedEdge);
        } else if (c == ':') {
            std::string name;
            if (i + 1 >= text.size()) fail(column, Msg::FormatColonNeedsName);
            if (text[i + 1] == '{') {
                std::size_t close = text.find('}', i + 2);
                if (close == std::string_view::npos) fail(column + 1, Msg::FormatBraceUnclosed);
                name = std::string(text.substr(i + 2, close - i - 2));
                if (name.empty()) fail(column + 1, Msg::FormatEmptyName);
                i = close + 1;
            } else {
                const char n = text[i + 1];
                const bool ok = (n >= 'A' && n <= 'Z') || (n >= 'a' && n <= 'z') || (n >= '0' && n <= '9');
                if (!ok) fail(column + 1, {Msg::FormatNameExpected, {displayChar(text, i + 1)}});
                name = std::string(1, n);
                i += 2;
            }
            auto [it, fresh] = named.emplace(std::move(name), current);
            if (!fresh) joined.emplace_back(it->second, current);
        } else if (c == '(') {
            branches.emplace_back(current, column);
            ++i;
        } else if (c == ';') {
            if (branches.empty()) fail(column, Msg::FormatSemicolonOutside);
            current = branches.back().first;
            ++i;
        } else if (c == ')') {
            if (branches.empty()) fail(column, Msg::FormatCloseWithoutOpen);
            current = branches.back().first;
            branches.pop_back();
            ++i;
        } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
        } else {
            fail(column, {Msg::FormatUnexpectedInCgsuite, {displayChar(text, i)}});
        }
    }
    if (!branches.empty()) fail(branches.back().second, Msg::FormatOpenWithoutClose);

    // Number the classes in order of first appearance: the ground's class first.
    detail::VertexComponents components;
    const std::vector<int>& root = components.of(made, joined);
    std::vector<int> number(static_cast<std::size_t>(made), -1);
    Picture picture;
    auto nodeOf = [&](int x) -> NodeId {
        const int r = root[x];
        if (number[r] < 0) {
            number[r] = static_cast<int>(picture.nodeCount());
            picture.insertNode(Node{number[r], std::nullopt, number[r] == 0, {}});
        }
        return number[r];
    };
    nodeOf(0);
    for (auto [from, to] : edges) {
        NodeId a = nodeOf(from);
        NodeId b = nodeOf(to);
        picture.addEdge(a, b);
    }
    return picture;
}

std::string writeCgsuite(const Picture& picture) {
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    const int n = static_cast<int>(nodes.size());
    const int ground = n;  // every base node becomes this one
    auto vertex = [&](NodeId id) {
        std::size_t k = picture.indexOfNode(id);
        return nodes[k].ground ? ground : static_cast<int>(k);
    };

    // Adjacency (CSR) over n + 1 vertices.
    std::vector<int> start(n + 2, 0), other, edgeOf;
    std::vector<std::pair<int, int>> ends(edges.size());
    for (std::size_t k = 0; k < edges.size(); ++k) {
        ends[k] = {vertex(edges[k].from), vertex(edges[k].to)};
        ++start[ends[k].first + 1];
        if (ends[k].second != ends[k].first) ++start[ends[k].second + 1];
    }
    std::partial_sum(start.begin(), start.end(), start.begin());
    other.resize(start[n + 1]);
    edgeOf.resize(start[n + 1]);
    {
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (std::size_t k = 0; k < edges.size(); ++k) {
            auto [a, b] = ends[k];
            other[fill[a]] = b;
            edgeOf[fill[a]++] = static_cast<int>(k);
            if (a != b) {
                other[fill[b]] = a;
                edgeOf[fill[b]++] = static_cast<int>(k);
            }
        }
    }

    // Depth-first search from the ground: what each vertex carries, in order. An item is a tree
    // edge to a child (child >= 0) or an edge to an already visited vertex (target).
    struct Item {
        int child = -1;
        int target = -1;
    };
    std::vector<std::vector<Item>> items(n + 1);
    std::vector<char> visited(n + 1, 0), edgeUsed(edges.size(), 0), needsName(n + 1, 0);
    std::vector<std::pair<int, int>> stack{{ground, start[ground]}};
    visited[ground] = 1;
    while (!stack.empty()) {
        auto& [v, next] = stack.back();
        if (next == start[v + 1]) {
            stack.pop_back();
            continue;
        }
        const int slot = next++;
        const int k = edgeOf[slot];
        if (edgeUsed[k]) continue;
        edgeUsed[k] = 1;
        const int w = other[slot];
        if (!visited[w]) {
            visited[w] = 1;
            items[v].push_back(Item{w, -1});
            stack.emplace_back(w, start[w]);
        } else {
            items[v].push_back(Item{-1, w});
            needsName[w] = 1;
        }
    }
    std::vector<int> nameIndex(n + 1, -2);
    int names = 0;
    for (int v = 0; v < n; ++v)
        if (needsName[v]) nameIndex[v] = names++;
    if (needsName[ground]) nameIndex[ground] = -1;

    // Emit, iteratively: a frame is a vertex and the index of its next item.
    std::string out;
    out.reserve(edges.size() * 2 + 8);
    if (needsName[ground]) out += nameText(-1);
    std::vector<std::pair<int, std::size_t>> frames{{ground, 0}};
    while (!frames.empty()) {
        auto& [v, index] = frames.back();
        const auto& list = items[v];
        if (index == list.size()) {
            if (list.size() > 1) out += ')';
            frames.pop_back();
            continue;
        }
        if (list.size() > 1) out += index == 0 ? '(' : ';';
        const Item item = list[index++];
        out += 'e';
        if (item.child < 0) {
            out += nameText(nameIndex[item.target]);
        } else {
            if (needsName[item.child]) out += nameText(nameIndex[item.child]);
            frames.emplace_back(item.child, 0);
        }
    }
    return out;
}

}  // namespace homestead
