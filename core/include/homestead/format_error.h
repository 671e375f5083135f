// The error thrown when a picture file or string cannot be read: what() names the source, the place
// and the problem, one line, e.g.
//   "door.json: $.edges[2].to: node 7 does not exist"
//   "cgsuite string, column 5: blue edge 'l' — only green Hackenbush is supported"
// Readers throw it before they hand out anything, so nothing is ever half-loaded.
#pragma once

#include <stdexcept>

namespace homestead {

struct FormatError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace homestead
