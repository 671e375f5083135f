// Reading text from outside the program (a file named by the user, standard input) so that it can
// neither hang nor exhaust memory:
//   - readRegularFile refuses anything but a regular file (a directory, a FIFO, a device such as
//     /dev/zero, a socket) after a stat() and BEFORE reading, opens with O_NONBLOCK so that a FIFO
//     swapped in after the stat cannot block the open either, checks the opened file again with
//     fstat(), and stops reading as soon as the text passes the limit (a file that grows while read
//     is refused too);
//   - readLimitedStream reads a stream (standard input) up to the limit and refuses more, so
//     `… | homestead-cli welter -` cannot fill the memory.
// Every failure is a FormatError of one line that reads well in a dialog as on a terminal:
//   "door.json: cannot open the file (it does not exist)"
//   "pipe: cannot open the file (it is a named pipe (FIFO), not a regular file)"
//   "loop.json: cannot open the file (a loop of symbolic links)"
//   "standard input: more than 256 MiB, too large (the limit is 256 MiB)"
// The file's name is shown escaped and shortened (display_text.h). Cost: O(size read).
//
//   std::string text = readRegularFile("door.json", kMaxPictureFileBytes, "picture");
#pragma once

#include "homestead/format_error.h"

#include <cstddef>
#include <iosfwd>
#include <string>

namespace homestead {

// The whole file. `what` names the kind of file in the too-large message ("a picture").
std::string readRegularFile(const std::string& path, std::size_t limit, const std::string& what);

// Everything left in `in`, at most `limit` bytes; `source` starts the messages ("standard input").
std::string readLimitedStream(std::istream& in, std::size_t limit, const std::string& source);

// The file's name as messages show it (escaped, shortened to 200 characters).
std::string displayPath(const std::string& path);

}  // namespace homestead
