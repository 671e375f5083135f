// Reading text from outside the program (a file named by the user, standard input) so that it can
// neither hang nor exhaust memory:
//   - readRegularFile refuses anything but a regular file (a directory, a FIFO, a device such as
//     /dev/zero, a socket) after a stat() and BEFORE reading, opens with O_NONBLOCK so that a FIFO
//     swapped in after the stat cannot block the open either, checks the opened file again with
//     fstat(), and stops reading as soon as the text passes the limit (a file that grows while read
//     is refused too);
//   - readFileText makes the same checks and maps the file into memory instead of copying it, for
//     a reader that parses large files in place (picture files: 111 MB at 10^6 edges);
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
#include <string_view>

namespace homestead {

// The whole file. `what` names the kind of file in the too-large message ("a picture").
std::string readRegularFile(const std::string& path, std::size_t limit, const std::string& what);

// A regular file's text followed by at least kFileTextPadding readable bytes (simdjson reads up
// to 64 bytes past the end of a text). The file is mapped read-only (MAP_PRIVATE, MAP_POPULATE),
// not copied: read() into a string pays page faults on fresh memory and two copies, a mapping
// neither (docs/performance.md). When the last page of the file has no
// room for the padding, a page of zeros mapped after it gives it. A file that cannot be mapped, or
// claims a size of 0 (a /proc file, or an empty one), is read as readRegularFile reads it. The
// text is the file as it is when opened: a file truncated by another program while it is being read
// ends the process with SIGBUS (as any mapping of a file does; saves that replace the file by a new
// one, as this program's do, are safe).
// A program that must outlive any file it reads (the window, holding a user's drawing) asks for
// FileAccess::Copy: the text is then read into memory, and a file truncated meanwhile is just text.
//   FileText file = readFileText("door.json", kMaxPictureFileBytes, "a picture");
//   file.text().size() == 123; file.capacity() >= 123 + kFileTextPadding
inline constexpr std::size_t kFileTextPadding = 64;
// FileAccess::MapAsRead maps the file as Map does, but its pages come in as they are first read
// rather than all at once: for a reader that lets the pages it has read go (madvise), so that the
// whole text is never in memory at once (the JSON picture reader, picture_json.h).
enum class FileAccess { Map, Copy, MapAsRead };
class FileText {
public:
    FileText() = default;
    FileText(FileText&& other) noexcept;
    FileText& operator=(FileText&& other) noexcept;
    FileText(const FileText&) = delete;
    FileText& operator=(const FileText&) = delete;
    ~FileText();

    std::string_view text() const { return mapping_ ? std::string_view(mapping_, size_) : std::string_view(read_); }
    // The bytes readable from text().data() on: at least text().size() + kFileTextPadding.
    std::size_t capacity() const { return mapping_ ? mappingSize_ : read_.capacity(); }
    bool mapped() const { return mapping_ != nullptr; }

private:
    friend FileText readFileText(const std::string& path, std::size_t limit, const std::string& what,
                                 FileAccess access);
    void release() noexcept;

    char* mapping_ = nullptr;  // the mapping, when the file is mapped (mappingSize_ bytes)
    std::size_t mappingSize_ = 0;
    std::size_t size_ = 0;
    std::string read_;  // the text, when the file was read
};

// The file, checked and limited as by readRegularFile, mapped (or read) with room after its end.
FileText readFileText(const std::string& path, std::size_t limit, const std::string& what,
                      FileAccess access = FileAccess::Map);

// Everything left in `in`, at most `limit` bytes; `source` starts the messages ("standard input").
std::string readLimitedStream(std::istream& in, std::size_t limit, const std::string& source);

// The file's name as messages show it (escaped, shortened to 200 characters).
std::string displayPath(const std::string& path);

}  // namespace homestead
