// Find: reading a query and matching it against a picture's ids and names (see picture_find.h).
#include "homestead/picture_find.h"

#include <algorithm>
#include <charconv>

namespace homestead {
namespace {

char lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }

bool equalFolded(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

// A non-negative id written in decimal digits only (no sign, no blanks), if it fits an id.
std::optional<std::int64_t> idNumber(std::string_view s) {
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

// "12" after a prefix: optional blanks, an optional '#', the digits.
std::optional<std::int64_t> afterPrefix(std::string_view rest) {
    rest = trimmed(rest);
    if (!rest.empty() && rest.front() == '#') rest.remove_prefix(1);
    return idNumber(rest);
}

bool startsFolded(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && equalFolded(s.substr(0, prefix.size()), prefix);
}

}  // namespace

bool nameContains(std::string_view name, std::string_view text) {
    if (text.empty()) return true;
    return std::search(name.begin(), name.end(), text.begin(), text.end(),
                       [](char x, char y) { return lower(x) == lower(y); }) != name.end();
}

FindQuery parseFindQuery(std::string_view query) {
    FindQuery q;
    const std::string_view t = trimmed(query);
    q.text = std::string(t);
    if (t.empty()) return q;
    if (auto id = afterPrefix(t); id && (t.front() == '#' || (t.front() >= '0' && t.front() <= '9'))) {
        q.edgeId = q.nodeId = id;  // a bare number: either
        return q;
    }
    // the longer word first: "edge 3" is not "e" + "dge 3"
    for (const auto& [word, isEdge] : {std::pair{"edge", true}, {"node", false}, {"e", true}, {"n", false}})
        if (startsFolded(t, word))
            if (auto id = afterPrefix(t.substr(std::string_view(word).size()))) {
                (isEdge ? q.edgeId : q.nodeId) = id;
                return q;
            }
    return q;
}

std::vector<FoundItem> findInPicture(const Picture& picture, const FindQuery& query) {
    std::vector<FoundItem> out;
    if (query.empty()) return out;
    // by id: at most one edge and one node
    const bool idEdge = query.edgeId && picture.hasEdge(*query.edgeId);
    const bool idNode = query.nodeId && picture.hasNode(*query.nodeId);
    if (idEdge) out.push_back({FoundItem::Kind::Edge, *query.edgeId});
    if (idNode) out.push_back({FoundItem::Kind::Node, *query.nodeId});
    // by name: whole names, then names containing the query (each pass edges, then nodes)
    const std::string_view text = query.text;
    for (int whole = 1; whole >= 0; --whole) {
        const auto matches = [&](const std::string& name) {
            if (name.size() < text.size()) return false;
            const bool same = equalFolded(name, text);
            return whole ? same : !same && nameContains(name, text);
        };
        for (const Edge& e : picture.edges())
            if (!(idEdge && e.id == *query.edgeId) && matches(e.name)) out.push_back({FoundItem::Kind::Edge, e.id});
        for (const Node& n : picture.nodes())
            if (!(idNode && n.id == *query.nodeId) && matches(n.name)) out.push_back({FoundItem::Kind::Node, n.id});
    }
    return out;
}

}  // namespace homestead
