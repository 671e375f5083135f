// Bounded, non-blocking reading of files and streams: see text_input.h. POSIX calls (stat, open,
// fstat, read, mmap) rather than std::ifstream, which can neither refuse a FIFO before blocking on it nor
// report a symbolic-link loop as one.
#include "homestead/text_input.h"

#include "homestead/display_text.h"

#include <cerrno>
#include <cstring>
#include <istream>

#include <utility>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace homestead {

namespace {

// A size read from a file: "1100 MiB" (rounded down), "16 bytes".
ErrorPhrase sizeText(std::size_t bytes) {
    if (bytes >= (std::size_t{1} << 20)) return std::to_string(bytes >> 20) + " MiB";
    return ErrorPhrase(Msg::FormatBytes, {std::to_string(bytes)});
}

// A limit, exactly: "256 MiB", "10000000 bytes".
ErrorPhrase limitText(std::size_t limit) {
    return limit % (std::size_t{1} << 20) == 0 ? sizeText(limit) : ErrorPhrase(Msg::FormatBytes, {std::to_string(limit)});
}

// What the caller reads ("a picture"), in the catalogue's words when it is one of the core's.
ErrorPhrase whatPhrase(const std::string& what) {
    if (what == "a picture") return Msg::FormatAPicture;
    if (what == "a CGSuite string") return Msg::FormatACgsuiteString;
    return what;
}

// Why a path cannot be opened, from errno, in words (the system's own for a rare one).
ErrorPhrase reasonOf(int error) {
    switch (error) {
        case ENOENT: return Msg::FormatNoSuchFile;
        case ENOTDIR: return Msg::FormatNotAFolder;
        case ELOOP: return Msg::FormatLinkLoop;
        case EACCES: case EPERM: return Msg::FormatPermissionDenied;
        case ENAMETOOLONG: return Msg::FormatNameTooLong;
        case EMFILE: case ENFILE: return Msg::FormatTooManyOpen;
        case ENOMEM: return Msg::FormatNoMemory;
        default: return std::strerror(error);
    }
}

// What a file that is not a regular file is, for the message.
ErrorPhrase kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return Msg::FormatIsDirectory;
    if (S_ISFIFO(mode)) return Msg::FormatIsFifo;
    if (S_ISCHR(mode)) return Msg::FormatIsDevice;
    if (S_ISBLK(mode)) return Msg::FormatIsBlockDevice;
    if (S_ISSOCK(mode)) return Msg::FormatIsSocket;
    return Msg::FormatNotRegular;
}

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    FileDescriptor(FileDescriptor&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    FileDescriptor& operator=(FileDescriptor&&) = delete;
    int get() const { return fd_; }

private:
    int fd_;
};

}  // namespace

std::string displayPath(const std::string& path) { return displayText(path, 200); }

namespace {

// The checks of text_input.h, then the file opened: a regular file of at most `limit` bytes as
// fstat() sees it, with its size.
struct OpenFile {
    FileDescriptor fd;
    std::size_t size;
};

FormatError tooLarge(const std::string& name, ErrorPhrase size, std::size_t limit, const std::string& what) {
    return FormatError(ErrorParts{name, {Msg::FormatFileTooLarge, {std::move(size), whatPhrase(what), limitText(limit)}}});
}

OpenFile openRegularFile(const std::string& path, const std::string& name, std::size_t limit, const std::string& what) {
    const auto cannotOpen = [&](ErrorPhrase reason) {
        return FormatError(ErrorParts{name, {Msg::FormatCannotOpen, {std::move(reason)}}});
    };
    if (path.empty()) throw FormatError(ErrorParts{Msg::FormatNoFileName});
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) throw cannotOpen(reasonOf(errno));
    if (!S_ISREG(status.st_mode)) throw cannotOpen(kindOf(status.st_mode));
    if (static_cast<std::size_t>(status.st_size) > limit)
        throw tooLarge(name, sizeText(static_cast<std::size_t>(status.st_size)), limit, what);
    // O_NONBLOCK: if a FIFO took the file's place since the stat, the open returns at once.
    OpenFile file{FileDescriptor(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)), 0};
    if (file.fd.get() < 0) throw cannotOpen(reasonOf(errno));
    if (::fstat(file.fd.get(), &status) != 0) throw cannotOpen(reasonOf(errno));
    if (!S_ISREG(status.st_mode)) throw cannotOpen(kindOf(status.st_mode));
    if (static_cast<std::size_t>(status.st_size) > limit)
        throw tooLarge(name, sizeText(static_cast<std::size_t>(status.st_size)), limit, what);
    file.size = static_cast<std::size_t>(status.st_size);
    return file;
}

// The rest of the file, read until its end (whatever its size claims: a /proc file claims 0),
// refused as soon as it passes the limit; `spare` bytes of capacity left after the text.
std::string readToEnd(const OpenFile& file, const std::string& name, std::size_t limit, const std::string& what,
                      std::size_t spare) {
    std::string text;
    text.reserve(file.size + spare);
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(file.fd.get(), buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw FormatError(ErrorParts{name, {Msg::FormatReadingFileFailed, {reasonOf(errno)}}});
        }
        if (got == 0) break;
        if (text.size() + static_cast<std::size_t>(got) > limit)
            throw tooLarge(name, {Msg::FormatLargerThan, {limitText(limit)}}, limit, what);
        text.append(buffer, static_cast<std::size_t>(got));
    }
    if (text.capacity() < text.size() + spare) text.reserve(text.size() + spare);
    return text;
}

}  // namespace

std::string readRegularFile(const std::string& path, std::size_t limit, const std::string& what) {
    const std::string name = displayPath(path);
    // 64 bytes to spare: simdjson reads that far past the end of a text (picture_json.h), and the
    // JSON picture reader then needs no padded copy.
    return readToEnd(openRegularFile(path, name, limit, what), name, limit, what, kFileTextPadding);
}

FileText readFileText(const std::string& path, std::size_t limit, const std::string& what, FileAccess access) {
    const std::string name = displayPath(path);
    const OpenFile file = openRegularFile(path, name, limit, what);
    FileText result;
    if (access != FileAccess::Copy && file.size > 0) {
        // Room for the file and the padding, as zero pages; the file's pages then mapped over the
        // start of it. Past the end of the file, its last page reads as zeros; a page beyond that
        // would not be readable (SIGBUS), so the padding that does not fit there is the zero page.
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        const std::size_t filePages = (file.size + page - 1) / page * page;
        const std::size_t total = (file.size + kFileTextPadding + page - 1) / page * page;
        void* room = ::mmap(nullptr, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (room != MAP_FAILED) {
            const int populate = access == FileAccess::Map ? MAP_POPULATE : 0;
            void* mapped = ::mmap(room, filePages, PROT_READ, MAP_PRIVATE | MAP_FIXED | populate, file.fd.get(), 0);
            if (mapped != MAP_FAILED) {
                result.mapping_ = static_cast<char*>(mapped);
                result.mappingSize_ = total;
                result.size_ = file.size;
                return result;
            }
            ::munmap(room, total);
        }
    }
    result.read_ = readToEnd(file, name, limit, what, kFileTextPadding);
    return result;
}

FileText::FileText(FileText&& other) noexcept
    : mapping_(std::exchange(other.mapping_, nullptr)), mappingSize_(std::exchange(other.mappingSize_, 0)),
      size_(std::exchange(other.size_, 0)), read_(std::move(other.read_)) {}

FileText& FileText::operator=(FileText&& other) noexcept {
    if (this != &other) {
        release();
        mapping_ = std::exchange(other.mapping_, nullptr);
        mappingSize_ = std::exchange(other.mappingSize_, 0);
        size_ = std::exchange(other.size_, 0);
        read_ = std::move(other.read_);
    }
    return *this;
}

FileText::~FileText() { release(); }

void FileText::release() noexcept {
    if (mapping_) ::munmap(mapping_, mappingSize_);
    mapping_ = nullptr;
    mappingSize_ = size_ = 0;
}

std::string readLimitedStream(std::istream& in, std::size_t limit, const std::string& source) {
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        const auto got = static_cast<std::size_t>(in.gcount());
        if (text.size() + got > limit)
            throw FormatError(ErrorParts{source, {Msg::FormatStreamTooLarge, {limitText(limit), limitText(limit)}}});
        text.append(buffer, got);
    }
    if (in.bad()) throw FormatError(ErrorParts{source, Msg::FormatReadingFailed});
    return text;
}

}  // namespace homestead
