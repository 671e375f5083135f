// A command's standard output, held whole until the command has finished (main.cpp: a failure
// half-way prints nothing on stdout), then written as it is. Small writes (`out << x`) go through a
// 64 KB buffer; a command that builds its whole output as one string hands it over with putOutput,
// which moves it in rather than copying it. At 10^6 edges `analyse --json` prints 47 MB: a
// std::ostringstream would copy it into its growing buffer (twice its size at the peak) and once
// more on the way out.
//
//   CommandOutput held;  std::ostream out(&held);
//   out << "value ";  putOutput(out, std::move(bigText));   // moved in when nothing else was written
//   write(1, held.text().data(), held.text().size());
#pragma once

#include <array>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace homestead::cli {

class CommandOutput : public std::streambuf {
public:
    CommandOutput() { setp(buffer_.data(), buffer_.data() + buffer_.size()); }

    // Everything written so far.
    std::string_view text() {
        flush();
        return text_;
    }
    // Appends `text`; moved in, not copied, when nothing was written before.
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

    std::string text_;
    std::array<char, 1 << 16> buffer_{};
};

// Writes `text` to `out`: moved into the command's output when `out` is one (no copy), else written.
void putOutput(std::ostream& out, std::string&& text);

}  // namespace homestead::cli
