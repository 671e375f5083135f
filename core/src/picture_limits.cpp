// Limits of the picture file, checked on the way into a document (see picture_limits.h).
#include "homestead/picture_limits.h"

#include "homestead/messages.h"

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

std::optional<std::string> pictureLimitProblem(const Picture& picture, Language language) {
    if (picture.nodeCount() > kMaxPictureNodes)
        return message(language, Msg::LimitNodes, {std::to_string(picture.nodeCount()), std::to_string(kMaxPictureNodes)});
    if (picture.edgeCount() > kMaxPictureEdges)
        return message(language, Msg::LimitEdges, {std::to_string(picture.edgeCount()), std::to_string(kMaxPictureEdges)});
    for (const Node& n : picture.nodes()) {
        if (!n.position) continue;
        for (auto [name, v] : {std::pair{"x", n.position->x}, std::pair{"y", n.position->y}})
            if (!fits(v)) {
                std::ostringstream number;
                number.precision(15);
                number << v;
                return message(language, Msg::LimitCoordinate, {std::to_string(n.id), name, number.str()});
            }
    }
    return std::nullopt;
}

}  // namespace homestead
