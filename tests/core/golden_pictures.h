// Small textbook pictures built directly with Picture, for the Hackenbush test suites.
#pragma once

#include "homestead/picture.h"

namespace homestead::testing {

// A stalk of n edges on one base node; edge ids 0..n-1 from the ground up.
inline Picture stalk(int n) {
    Picture p;
    NodeId below = p.addNode(Point{0, 0}, true);
    for (int i = 0; i < n; ++i) {
        NodeId top = p.addNode(Point{0, double(i + 1)});
        p.addEdge(below, top);
        below = top;
    }
    return p;
}

// The door (:Geee:G): posts 0 and 1, top 2.
inline Picture door() {
    Picture p;
    NodeId a = p.addNode(Point{0, 0}, true), b = p.addNode(Point{2, 0}, true);
    NodeId c = p.addNode(Point{0, 3}), d = p.addNode(Point{2, 3});
    p.addEdge(a, c);
    p.addEdge(b, d);
    p.addEdge(c, d);
    return p;
}

// ee:Aeeee:A — a 4-cycle (edges 2..5) on a stalk of 2 (edges 0, 1).
inline Picture cycleOnStalk() {
    Picture p;
    NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1}), b = p.addNode(Point{0, 2});
    p.addEdge(g, a);
    p.addEdge(a, b);
    NodeId c = p.addNode(Point{-1, 3}), d = p.addNode(Point{0, 4}), e = p.addNode(Point{1, 3});
    p.addEdge(b, c);
    p.addEdge(c, d);
    p.addEdge(d, e);
    p.addEdge(e, b);
    return p;
}

// :A-:A — a loop at the ground.
inline Picture groundLoop() {
    Picture p;
    NodeId g = p.addNode(Point{0, 0}, true);
    p.addEdge(g, g);
    return p;
}

}  // namespace homestead::testing
