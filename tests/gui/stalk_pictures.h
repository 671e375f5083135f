// For tests: stalks of edges standing on the ground, the simplest pictures with a known game (a
// stalk of n edges is worth n; stalks side by side are their nim-sum).
//
//   Picture p;
//   addStalk(p, 0, 6);     // 6 edges at x = 0, one unit apart
//   addStalk(p, 200, 5);
#pragma once

#include "homestead/picture.h"

#include <string>

namespace guitest {

// A stalk of `edges` edges from a ground node at x, each `rise` units above the one below; its edges
// named `prefix` + their height ("s1", "s2" …) when a prefix is given. Returns the top node.
inline homestead::NodeId addStalk(homestead::Picture& p, double x, int edges, double rise = 1.0, const std::string& prefix = {}) {
    homestead::NodeId below = p.addNode(homestead::Point{x, 0}, true);
    for (int i = 1; i <= edges; ++i) {
        const homestead::NodeId up = p.addNode(homestead::Point{x, rise * i});
        p.addEdge(below, up, prefix.empty() ? std::string() : prefix + std::to_string(i));
        below = up;
    }
    return below;
}

}  // namespace guitest
