// Bounded, non-blocking reading of files and streams: see text_input.h. POSIX calls (stat, open,
// fstat, read) rather than std::ifstream, which can neither refuse a FIFO before blocking on it nor
// report a symbolic-link loop as one.
#include "homestead/text_input.h"

#include "homestead/display_text.h"

#include <cerrno>
#include <cstring>
#include <istream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace homestead {

namespace {

// A size read from a file: "1100 MiB" (rounded down), "16 bytes".
std::string sizeText(std::size_t bytes) {
    return bytes >= (std::size_t{1} << 20) ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}

// A limit, exactly: "256 MiB", "10000000 bytes".
std::string limitText(std::size_t limit) {
    return limit % (std::size_t{1} << 20) == 0 ? sizeText(limit) : std::to_string(limit) + " bytes";
}

// Why a path cannot be opened, from errno, in words.
std::string reasonOf(int error) {
    switch (error) {
        case ENOENT: return "it does not exist";
        case ENOTDIR: return "a part of the path is not a folder";
        case ELOOP: return "a loop of symbolic links";
        case EACCES: case EPERM: return "permission denied";
        case ENAMETOOLONG: return "the name is too long";
        case EMFILE: case ENFILE: return "too many files are open";
        case ENOMEM: return "not enough memory";
        default: return std::strerror(error);
    }
}

// What a file that is not a regular file is, for the message.
std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "it is a directory";
    if (S_ISFIFO(mode)) return "it is a named pipe (FIFO), not a regular file";
    if (S_ISCHR(mode)) return "it is a device, not a regular file";
    if (S_ISBLK(mode)) return "it is a block device, not a regular file";
    if (S_ISSOCK(mode)) return "it is a socket, not a regular file";
    return "it is not a regular file";
}

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return fd_; }

private:
    int fd_;
};

}  // namespace

std::string displayPath(const std::string& path) { return displayText(path, 200); }

std::string readRegularFile(const std::string& path, std::size_t limit, const std::string& what) {
    const std::string name = displayPath(path);
    const auto cannotOpen = [&](const std::string& reason) {
        return FormatError(name + ": cannot open the file (" + reason + ")");
    };
    const auto tooLarge = [&](const std::string& size) {
        return FormatError(name + ": the file is " + size + ", too large for " + what + " (the limit is " +
                           limitText(limit) + ")");
    };
    if (path.empty()) throw FormatError("cannot open a file without a name");
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) throw cannotOpen(reasonOf(errno));
    if (!S_ISREG(status.st_mode)) throw cannotOpen(kindOf(status.st_mode));
    if (static_cast<std::size_t>(status.st_size) > limit) throw tooLarge(sizeText(static_cast<std::size_t>(status.st_size)));
    // O_NONBLOCK: if a FIFO took the file's place since the stat, the open returns at once.
    FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0) throw cannotOpen(reasonOf(errno));
    if (::fstat(fd.get(), &status) != 0) throw cannotOpen(reasonOf(errno));
    if (!S_ISREG(status.st_mode)) throw cannotOpen(kindOf(status.st_mode));
    std::string text;
    // 64 bytes to spare: simdjson reads that far past the end of a text (picture_json.h), and the
    // JSON picture reader then needs no padded copy.
    text.reserve(static_cast<std::size_t>(status.st_size) + 64);
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd.get(), buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw FormatError(name + ": reading the file failed (" + reasonOf(errno) + ")");
        }
        if (got == 0) break;
        if (text.size() + static_cast<std::size_t>(got) > limit) throw tooLarge("larger than " + limitText(limit));
        text.append(buffer, static_cast<std::size_t>(got));
    }
    return text;
}

std::string readLimitedStream(std::istream& in, std::size_t limit, const std::string& source) {
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        const auto got = static_cast<std::size_t>(in.gcount());
        if (text.size() + got > limit)
            throw FormatError(source + ": more than " + limitText(limit) + ", too large (the limit is " +
                              limitText(limit) + ")");
        text.append(buffer, got);
    }
    if (in.bad()) throw FormatError(source + ": reading failed");
    return text;
}

}  // namespace homestead
