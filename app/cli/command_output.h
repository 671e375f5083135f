// A command's standard output, held until the command can no longer fail (main.cpp: a failure
// half-way prints nothing on stdout), then written as it is. It is kept as a list of parts, never
// one block: small writes (`out << x`) go through a 64 KB buffer into parts of up to a megabyte, and
// a command that builds its output as strings hands each over with putOutput, which moves it in as
// a part of its own rather than copying it.
// A command whose remaining work cannot fail but for writing (analyse --json once the analysis is
// made: 480 MB of JSON at 10^7 edges) calls streamOutput: what is held goes to the target at once,
// and everything after as it comes, through the buffer, so the output is never held whole. A write
// that fails from then on throws OutputWriteError (the command stops; main says why, exit status 1).
//
//   CommandOutput held(std::cout);  std::ostream out(&held);
//   out << "value ";  putOutput(out, std::move(bigText));   // moved in, not copied
//   streamOutput(out);                                        // from here on, straight to std::cout
//   for (const std::string& part : held.parts()) std::cout << part;   // what is still held
#pragma once

#include "homestead/messages.h"

#include <array>
#include <ostream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace homestead::cli {

// Writing to the target failed (a full disk, a closed pipe) after the output began to stream.
struct OutputWriteError : std::runtime_error {
    OutputWriteError() : std::runtime_error(message(Language::English, Msg::UseCannotWrite)) {}
};

class CommandOutput : public std::streambuf {
public:
    // `target` receives the output once it streams (streamOutput), and what is held when main writes it.
    explicit CommandOutput(std::ostream& target) : target_(target) { setp(buffer_.data(), buffer_.data() + buffer_.size()); }

    // Everything written so far and not yet streamed, in order.
    const std::vector<std::string>& parts() {
        flush();
        return parts_;
    }
    // Appends `text` as a part of its own (moved in, not copied), or writes it when streaming.
    void take(std::string&& text);
    // Writes what is held to the target, and from now on everything as it comes.
    void stream();
    bool streaming() const { return streaming_; }

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override {
        flush();
        return 0;
    }

private:
    void flush();
    void append(const char* s, std::size_t n);
    void write(const char* s, std::size_t n);  // to the target; throws OutputWriteError if it fails

    std::ostream& target_;
    bool streaming_ = false;
    std::vector<std::string> parts_;
    std::array<char, 1 << 16> buffer_{};
};

// Writes `text` to `out`: moved into the command's output when `out` is one (no copy), else written.
void putOutput(std::ostream& out, std::string&& text);

// From here on, `out` (a command's output) goes straight to its target as it is written: for a
// command past every check of its input, whose output is large. Nothing for any other stream.
void streamOutput(std::ostream& out);

}  // namespace homestead::cli
