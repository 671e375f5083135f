// A command's standard output, held whole until the command has finished (main.cpp: a failure
// half-way prints nothing on stdout), then written as it is. It is kept as a list of parts, never
// one block: small writes (`out << x`) go through a 64 KB buffer into parts of up to a megabyte, and
// a command that builds its output as strings hands each over with putOutput, which moves it in as
// a part of its own rather than copying it. At 10^7 edges `analyse --json` prints 480 MB: in parts
// of a megabyte it fits in the memory the analysis freed, where one block (or a std::ostringstream,
// which copies it into its growing buffer) was the process's peak.
//
//   CommandOutput held;  std::ostream out(&held);
//   out << "value ";  putOutput(out, std::move(bigText));   // moved in, not copied
//   for (const std::string& part : held.parts()) std::cout << part;
#pragma once

#include <array>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace homestead::cli {

class CommandOutput : public std::streambuf {
public:
    CommandOutput() { setp(buffer_.data(), buffer_.data() + buffer_.size()); }

    // Everything written so far, in order.
    const std::vector<std::string>& parts() {
        flush();
        return parts_;
    }
    // Appends `text` as a part of its own (moved in, not copied).
    void take(std::string&& text);

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

    std::vector<std::string> parts_;
    std::array<char, 1 << 16> buffer_{};
};

// Writes `text` to `out`: moved into the command's output when `out` is one (no copy), else written.
void putOutput(std::ostream& out, std::string&& text);

}  // namespace homestead::cli
