// Private to the core: the steps of reading a picture file a window of elements at a time
// (picture_json_reader.h, readInWindows). simdjson indexes a whole text before it is walked: for a
// picture of 10^7 edges that is 1.1 GB of text and about 1 GB of index held at once, and a walk
// that finds neither in the caches. Read a window at a time, only the window's index is held (and
// reused), and the text already read can be let go. A picture file as this program writes it is a
// root object of a few plain values and two arrays of objects; the root is stepped over here by
// hand, and each array is cut into windows at a ',' between a '}' and a '{' (spaces around), each
// window then parsed by simdjson as an array of its own. Every step accepts only the plain form (a
// string with no escape and no control character, a small integer, no key twice); anything else
// makes the reader fall back to reading the text whole, which names any problem, so the windows
// never decide what a text means. A cut inside a string or inside a nested value makes its window
// fail to parse as an array (a string left open, brackets that do not match), so it falls back too.
#pragma once

#include <cstddef>
#include <string_view>

namespace homestead::json_windows {

// A position in a text (up to `end`). Each step skips JSON white space first and returns false,
// moving nowhere useful, when the text there is not of the plain form.
struct Cursor {
    const char* at;
    const char* end;

    void skipSpace();
    bool take(char c);
    // A string with no escape and no control character in it, of valid UTF-8: its text.
    bool plainString(std::string_view& text);
    // A natural number from 1 to 999,999,999 written with digits alone, no leading zero.
    bool smallNatural(int& value);
};

// Where the window of elements from `from` (an element's start) ends, the text ending at `end`:
// at the first ',' from from + window on that follows a '}' and comes before a '{' (white space
// between them), or at the first ']' before that ',' (`closes` is then true: the array's end,
// unless a value in the window holds one). Nothing when there is neither. Only the window's bytes
// and the few after it are read (the text is read once more, into the window's buffer, while it is
// in the caches).
const char* windowEnd(const char* from, const char* end, std::size_t window, bool& closes);

// Lets go of the pages of a text mapped from a file (readFileText) once they are read: given the
// text read so far, its whole pages before that leave the process's memory (madvise MADV_DONTNEED;
// read again, as an error message's line count does, they come back from the file). A text that is
// not a mapping is left alone.
class MappedTextRelease {
public:
    MappedTextRelease(const char* text, bool mapped) : start_(text), released_(text), mapped_(mapped) {}
    void operator()(const char* readUpTo);

private:
    const char* start_;
    const char* released_;  // pages before this have been let go
    bool mapped_;
};

}  // namespace homestead::json_windows
