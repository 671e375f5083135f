// The workbench's thin door to the core's picture formats (picture_json.h, cgsuite.h, layout.h):
// every reader throws FormatError naming the source, the place and the problem, before anything is
// changed, so the window can keep the current drawing on failure.
//
//   Picture p = io::readJson(text, "door.json");  io::layOutIfNeeded(p);
#pragma once

#include "homestead/cgsuite.h"
#include "homestead/layout.h"
#include "homestead/picture.h"
#include "homestead/picture_json.h"

#include <string>

namespace homestead::gui::io {

inline Picture readJson(const std::string& text, const std::string& source) { return readPictureJson(text, source); }
inline std::string writeJson(const Picture& picture) { return writePictureJson(picture); }
inline Picture readCgsuite(const std::string& text) { return homestead::readCgsuite(text); }
inline std::string writeCgsuite(const Picture& picture) { return homestead::writeCgsuite(picture); }

// Gives positions to the nodes that have none.
inline void layOutIfNeeded(Picture& picture) {
    for (const Node& n : picture.nodes())
        if (!n.position) {
            layoutPicture(picture);
            return;
        }
}

// Forgets every position and lays the whole picture out afresh.
inline void layOut(Picture& picture) {
    std::vector<NodeId> ids;
    for (const Node& n : picture.nodes()) ids.push_back(n.id);
    for (NodeId id : ids) picture.setPosition(id, std::nullopt);
    layoutPicture(picture);
}

}  // namespace homestead::gui::io
