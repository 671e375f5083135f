// Limits of the picture file, checked on the way into a document (see picture_limits.h).
#include "homestead/picture_limits.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace homestead {

namespace {
double clamp(double v) {
    if (std::isnan(v)) return 0;
    return std::clamp(v, -kMaxPictureCoordinate, kMaxPictureCoordinate);
}
bool fits(double v) { return std::isfinite(v) && std::abs(v) <= kMaxPictureCoordinate; }
}  // namespace

Point clampToPictureLimits(Point p) { return Point{clamp(p.x), clamp(p.y)}; }

std::optional<std::string> pictureLimitProblem(const Picture& picture) {
    if (picture.nodeCount() > kMaxPictureNodes)
        return std::to_string(picture.nodeCount()) + " nodes, more than the " + std::to_string(kMaxPictureNodes) +
               " a picture file can hold";
    if (picture.edgeCount() > kMaxPictureEdges)
        return std::to_string(picture.edgeCount()) + " edges, more than the " + std::to_string(kMaxPictureEdges) +
               " a picture file can hold";
    for (const Node& n : picture.nodes()) {
        if (!n.position) continue;
        for (auto [name, v] : {std::pair{"x", n.position->x}, std::pair{"y", n.position->y}})
            if (!fits(v)) {
                std::ostringstream text;
                text.precision(15);
                text << "node " << n.id << ": " << name << " = " << v << " is beyond the ±1e9 a picture file can hold";
                return text.str();
            }
    }
    return std::nullopt;
}

}  // namespace homestead
