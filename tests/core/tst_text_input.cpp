// Reading files and streams safely (text_input.h), and loadPictureFile on top of it: a FIFO, a
// device (/dev/zero), a socket and a directory are refused by what they are, without blocking and
// without reading; a loop of symbolic links is reported as one (not as "does not exist"); the size
// limit holds while reading (a /proc file claims size 0 and is longer; a stream longer than the
// limit); messages are one line with the file's name escaped. readFileText maps a file with
// readable room after its end whatever its size (a file that fills its last page exactly, or all
// but a few bytes of it, would otherwise put the padding on a page beyond the file: SIGBUS), and
// reads what it cannot map (a /proc file, an empty file) with the same room. A FIFO that blocked the reader would
// hang this suite (ctest's timeout then fails it).
#include <QtTest>

#include "homestead/picture_json.h"
#include "homestead/text_input.h"

#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace homestead;

namespace {

std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const FormatError& e) {
        return e.what();
    }
    return "(no error)";
}

std::string loadError(const std::string& path) {
    return errorOf([&] { loadPictureFile(path); });
}

}  // namespace

class TextInputTest : public QObject {
    Q_OBJECT
private slots:
    void refusesAFifoWithoutBlocking() {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("pipe.json").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        // Nobody writes to it: opening it for reading the ordinary way would block for ever.
        QCOMPARE(loadError(fifo), fifo + ": cannot open the file (it is a named pipe (FIFO), not a regular file)");
    }

    void refusesADeviceWithoutReadingIt() {
        QCOMPARE(loadError("/dev/zero"), std::string("/dev/zero: cannot open the file (it is a device, not a regular file)"));
        QCOMPARE(errorOf([] { readRegularFile("/dev/null", 10, "a picture"); }),
                 std::string("/dev/null: cannot open the file (it is a device, not a regular file)"));
    }

    void refusesASocket() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("s").toStdString();
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        QVERIFY(path.size() < sizeof address.sun_path);
        std::copy(path.begin(), path.end(), address.sun_path);
        QCOMPARE(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
        const std::string message = loadError(path);
        ::close(fd);
        QCOMPARE(message, path + ": cannot open the file (it is a socket, not a regular file)");
    }

    void reportsASymlinkLoopAsALoop() {
        QTemporaryDir dir;
        const std::string a = dir.filePath("a.json").toStdString(), b = dir.filePath("b.json").toStdString();
        std::filesystem::create_symlink(b, a);
        std::filesystem::create_symlink(a, b);
        QCOMPARE(loadError(a), a + ": cannot open the file (a loop of symbolic links)");
        QCOMPARE(loadError(dir.filePath("missing.json").toStdString()),
                 dir.filePath("missing.json").toStdString() + ": cannot open the file (it does not exist)");
        QCOMPARE(loadError(a + "/x.json"), a + "/x.json: cannot open the file (a loop of symbolic links)");
    }

    void enforcesTheLimitWhileReading() {
        // /proc files are regular files that claim a size of 0: only the reading can see their length.
        struct stat status {};
        QCOMPARE(::stat("/proc/self/maps", &status), 0);
        QCOMPARE(status.st_size, off_t(0));
        QCOMPARE(errorOf([] { readRegularFile("/proc/self/maps", 16, "a test"); }),
                 std::string("/proc/self/maps: the file is larger than 16 bytes, too large for a test (the limit is 16 bytes)"));
        QTemporaryDir dir;
        const std::string path = dir.filePath("ten").toStdString();
        { std::ofstream(path) << "0123456789"; }
        QCOMPARE(readRegularFile(path, 10, "a test"), std::string("0123456789"));
        QCOMPARE(errorOf([&] { readRegularFile(path, 9, "a test"); }),
                 path + ": the file is 10 bytes, too large for a test (the limit is 9 bytes)");
    }

    void mapsAFileWithRoomAfterIt() {
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        QTemporaryDir dir;
        for (const std::size_t size : {std::size_t{1}, page - 65, page - 64, page - 63, page - 1, page, page + 1,
                                       2 * page - 64, 2 * page, 3 * page + 17}) {
            const std::string path = dir.filePath(QString("f%1").arg(size)).toStdString();
            std::string content(size, 'x');
            for (std::size_t i = 0; i < size; ++i) content[i] = char('a' + i % 26);
            { std::ofstream(path, std::ios::binary) << content; }
            const FileText file = readFileText(path, size, "a test");
            QVERIFY(file.mapped());
            QCOMPARE(file.text(), std::string_view(content));
            QVERIFY(file.capacity() >= size + kFileTextPadding);
            // The padding is readable (a page past the end of the file would raise SIGBUS) and zero.
            const volatile char* after = file.text().data() + size;
            int nonZero = 0;
            for (std::size_t i = 0; i < kFileTextPadding; ++i) nonZero += after[i] != 0;
            QCOMPARE(nonZero, 0);
            QCOMPARE(errorOf([&] { readFileText(path, size - 1, "a test"); }),
                     path + ": the file is " + std::to_string(size) + " bytes, too large for a test (the limit is " +
                         std::to_string(size - 1) + " bytes)");
        }
        // Moved, the text stays where it is and is released once.
        FileText moved = readFileText(dir.filePath(QString("f%1").arg(page)).toStdString(), page, "a test");
        const char* at = moved.text().data();
        FileText other = std::move(moved);
        QCOMPARE(static_cast<const void*>(other.text().data()), static_cast<const void*>(at));
        QVERIFY(moved.text().empty());
        moved = std::move(other);
        QCOMPARE(moved.text().size(), page);
    }

    void copiesWhenAskedSoATruncatedFileIsStillText() {
        // The window reads with FileAccess::Copy: a mapped file cut short by another program would
        // raise SIGBUS when the cut pages are read; a copy keeps the text as it was when read.
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        QTemporaryDir dir;
        const std::string path = dir.filePath("cut").toStdString();
        const std::string content(3 * page, 'h');
        { std::ofstream(path, std::ios::binary) << content; }
        const FileText copied = readFileText(path, content.size(), "a test", FileAccess::Copy);
        QVERIFY(!copied.mapped());
        QVERIFY(copied.capacity() >= content.size() + kFileTextPadding);
        QCOMPARE(::truncate(path.c_str(), 0), 0);
        QCOMPARE(copied.text(), std::string_view(content));
        QCOMPARE(errorOf([&] { readFileText(path + "-missing", 10, "a test", FileAccess::Copy); }),
                 path + "-missing: cannot open the file (it does not exist)");
    }

    void readsWhatItCannotMap() {
        // A /proc file claims a size of 0: read to its end, with the same room and the same limit.
        const FileText maps = readFileText("/proc/self/maps", 1 << 20, "a test");
        QVERIFY(!maps.mapped());
        QVERIFY(maps.text().find("[stack]") != std::string_view::npos);
        QVERIFY(maps.capacity() >= maps.text().size() + kFileTextPadding);
        QCOMPARE(errorOf([] { readFileText("/proc/self/maps", 16, "a test"); }),
                 std::string("/proc/self/maps: the file is larger than 16 bytes, too large for a test (the limit is 16 bytes)"));
        QTemporaryDir dir;
        const std::string empty = dir.filePath("empty").toStdString();
        { std::ofstream{empty}; }
        const FileText nothing = readFileText(empty, 10, "a test");
        QVERIFY(nothing.text().empty());
        QVERIFY(nothing.capacity() >= kFileTextPadding);
        // What is not a regular file is refused as readRegularFile refuses it, without blocking.
        const std::string fifo = dir.filePath("pipe").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QCOMPARE(errorOf([&] { readFileText(fifo, 10, "a test"); }),
                 fifo + ": cannot open the file (it is a named pipe (FIFO), not a regular file)");
        QCOMPARE(errorOf([] { readFileText("/dev/zero", 10, "a test"); }),
                 std::string("/dev/zero: cannot open the file (it is a device, not a regular file)"));
    }

    void limitsAStream() {
        std::istringstream ten("0123456789");
        QCOMPARE(readLimitedStream(ten, 10, "standard input"), std::string("0123456789"));
        std::istringstream eleven("0123456789A");
        QCOMPARE(errorOf([&] { readLimitedStream(eleven, 10, "standard input"); }),
                 std::string("standard input: more than 10 bytes, too large (the limit is 10 bytes)"));
        // A stream far longer than the limit is not read to its end: what is left stays unread.
        std::istringstream big(std::string(1 << 20, 'x'));
        QVERIFY(!errorOf([&] { readLimitedStream(big, 1000, "standard input"); }).empty());
        QVERIFY(big.tellg() < std::streampos(1 << 20));
    }

    void escapesTheNameInMessages() {
        QTemporaryDir dir;
        const std::string odd = dir.filePath("two\nlines.json").toStdString();
        const std::string message = loadError(odd);
        QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
        QVERIFY(message.find("two\\nlines.json: cannot open the file (it does not exist)") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TextInputTest)
#include "tst_text_input.moc"
