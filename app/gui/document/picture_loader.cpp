// Reading a picture file on a worker and handing it to the window (see picture_loader.h).
#include "picture_loader.h"

#include "test_hook.h"

#include "off_thread_release.h"
#include "picture_io.h"
#include "window_language.h"

#include "homestead/format_error.h"
#include "homestead/picture_file.h"
#include "homestead/picture_limits.h"

#include <QCoreApplication>
#include <QFile>

#include <memory>
#include <new>
#include <utility>

namespace homestead::gui {

namespace {
TestHook<const QString&> readHook;
// (the window's words: inside PictureLoader, tr() would be its own)
QString windowTr(const char* text) { return QCoreApplication::translate("MainWindow", text); }
}  // namespace

using Outcome = std::variant<PictureLoader::Read, QString>;

void PictureLoader::setReadHook(std::function<void(const QString& path)> hook) { readHook.set(std::move(hook)); }

Outcome PictureLoader::read(const QString& path, Language language) {
    // The picture is freed on a worker if its last reference goes on the window's thread (a stale
    // load's big picture takes milliseconds to free; off_thread_release.h).
    // The core's reader: it refuses what is not a regular file (a FIFO would block) and enforces
    // the size limit while reading (/dev/zero); copied, not mapped, so that a file cut short by
    // another program while it is read is a bad file, not the end of the window (SIGBUS)
    try {
        readHook.call(path);
        auto* picture = new Picture(loadPictureFile(QFile::encodeName(path).toStdString(), FileAccess::Copy));
        std::shared_ptr<Picture> owned(picture, [](Picture* p) { releaseOffWindowThread(p, [p] { delete p; }); });
        io::layOutIfNeeded(*owned);
        // The same bounds as Paste and Lay Out: what is opened can be saved and opened again (the
        // layout keeps within them; this is the guard that says so if it ever did not).
        if (auto problem = pictureLimitProblem(*owned, language)) return QStringLiteral("%1: %2").arg(path, QString::fromStdString(*problem));
        return Read{std::move(owned)};
    } catch (const FormatError& error) {
        return QString::fromStdString(error.text(language));
    } catch (const PictureError& error) {
        return QString::fromStdString(errorText(error, language));
    } catch (const std::bad_alloc&) {
        return windowTr("%1: there is not enough memory to open this picture on this machine.").arg(path);
    } catch (...) {  // never a bare exception name in front of a user
        return windowTr("%1: the picture could not be read because of an unexpected problem.").arg(path);
    }
}

void PictureLoader::load(const QString& path) {
    // the language when the load starts (window_language.h)
    job_.start<Outcome>([path, language = windowLanguage()] { return read(path, language); }, [this, path](Outcome outcome) {
        if (auto* r = std::get_if<Read>(&outcome)) emit loaded(path, r->picture);
        else emit failed(path, std::get<QString>(outcome));
    });
}

void PictureLoader::cancel() { job_.cancel(); }

}  // namespace homestead::gui
