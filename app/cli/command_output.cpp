// The command's held standard output (see command_output.h).
#include "command_output.h"

#include <algorithm>

namespace homestead::cli {

namespace {
constexpr std::size_t kPartSize = std::size_t{1} << 20;  // small writes gather into parts of this size
}  // namespace

void CommandOutput::write(const char* s, std::size_t n) {
    target_.write(s, static_cast<std::streamsize>(n));
    if (!target_) throw OutputWriteError();
}

void CommandOutput::append(const char* s, std::size_t n) {
    if (n == 0) return;
    if (streaming_) return write(s, n);
    if (parts_.empty() || parts_.back().size() + n > kPartSize) {
        parts_.emplace_back();
        parts_.back().reserve(std::max(n, kPartSize));
    }
    parts_.back().append(s, n);
}

void CommandOutput::flush() {
    const char* begin = pbase();
    const auto n = static_cast<std::size_t>(pptr() - pbase());
    setp(buffer_.data(), buffer_.data() + buffer_.size());  // emptied first: a failed write leaves nothing to write again
    append(begin, n);
}

void CommandOutput::take(std::string&& text) {
    flush();
    if (streaming_) write(text.data(), text.size());
    else parts_.push_back(std::move(text));
}

void CommandOutput::stream() {
    flush();
    streaming_ = true;
    std::vector<std::string> held = std::move(parts_);
    parts_ = {};
    for (const std::string& part : held) write(part.data(), part.size());
}

CommandOutput::int_type CommandOutput::overflow(int_type c) {
    flush();
    if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
}

std::streamsize CommandOutput::xsputn(const char* s, std::streamsize n) {
    if (n <= epptr() - pptr()) {
        traits_type::copy(pptr(), s, static_cast<std::size_t>(n));
        pbump(static_cast<int>(n));
    } else {  // more than the buffer holds: straight into the text
        flush();
        if (streaming_) write(s, static_cast<std::size_t>(n));
        else parts_.emplace_back(s, static_cast<std::size_t>(n));
    }
    return n;
}

void putOutput(std::ostream& out, std::string&& text) {
    if (auto* held = dynamic_cast<CommandOutput*>(out.rdbuf())) {
        out.flush();
        held->take(std::move(text));
    } else {
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
}

void streamOutput(std::ostream& out) {
    if (auto* held = dynamic_cast<CommandOutput*>(out.rdbuf())) {
        out.flush();
        held->stream();
    }
}

}  // namespace homestead::cli
