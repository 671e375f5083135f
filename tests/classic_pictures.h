// Conway's classic pictures as Homestead ships them (resources/pictures), by name, for any test that
// checks a published figure. One place builds the path (HOMESTEAD_RESOURCES is the source tree's
// resources folder, set by tests/CMakeLists.txt).
//
//   classicPicturePath("door")  == HOMESTEAD_RESOURCES "/pictures/door.json"
//   Picture p = classicPicture("lovers-bridge");
#pragma once

#include "homestead/picture_file.h"

#include <string>
#include <string_view>

namespace homestead::testing {

inline std::string classicPicturePath(std::string_view name) {
    std::string path = HOMESTEAD_RESOURCES "/pictures/";
    path.append(name).append(".json");
    return path;
}

inline Picture classicPicture(std::string_view name) { return loadPictureFile(classicPicturePath(name)); }

}  // namespace homestead::testing
