// Find (Ctrl+F in the window): which edges and nodes of a picture a typed query names. A user names
// an edge or node the way the app shows it — by id ("e12", "edge 12", "n3", "node 3", "#12", or a
// bare "12" for either) or by name ("trunk", "Trunk", "run": names match case-insensitively, as
// substrings). One linear pass over the picture: O(V + E) character comparisons, no allocation per
// item; safe on any thread (it only reads the picture).
//
// The matches come in the order a user expects to step through them: the item with that id first
// (an edge before a node), then the items whose whole name is the query, then those whose name
// contains it; within each group edges before nodes, each in picture order. An item is listed once.
// Case folding is ASCII's (letters beyond ASCII compare exactly).
//
//   findInPicture(homestead, "e12")    == {{FoundItem::Edge, 12}}
//   findInPicture(homestead, "TRUNK")  // the edge named "trunk" first, then "trunk's foot", ...
#pragma once

#include "homestead/picture.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace homestead {

struct FoundItem {
    enum class Kind { Edge, Node };
    Kind kind = Kind::Edge;
    std::int64_t id = 0;
    friend bool operator==(const FoundItem&, const FoundItem&) = default;
};

// What a query asks for, read once: the trimmed text (what names are matched against) and the ids it
// can mean. "e12"/"edge 12"/"edge #12" → edge 12; "n3"/"node 3" → node 3; "12"/"#12" → edge 12 and
// node 12. Letters are case-insensitive; a number too large for an id means no id.
struct FindQuery {
    std::string text;                    // the query without surrounding blanks
    std::optional<std::int64_t> edgeId;  // an edge id it names
    std::optional<std::int64_t> nodeId;  // a node id it names
    bool empty() const { return text.empty(); }
};
FindQuery parseFindQuery(std::string_view query);

// Every edge and node the query names, in the order above; empty for a blank query.
std::vector<FoundItem> findInPicture(const Picture& picture, const FindQuery& query);
inline std::vector<FoundItem> findInPicture(const Picture& picture, std::string_view query) {
    return findInPicture(picture, parseFindQuery(query));
}

// Whether `name` contains `text`, ignoring ASCII case (an empty text is in every name).
bool nameContains(std::string_view name, std::string_view text);

}  // namespace homestead
