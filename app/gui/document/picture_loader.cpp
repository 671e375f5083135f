// Reading a picture file on a worker and handing it to the window (see picture_loader.h).
#include "picture_loader.h"

#include "test_hook.h"

#include "off_thread_release.h"
#include "picture_io.h"

#include "homestead/picture_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>


namespace homestead::gui {

namespace {
TestHook<const QString&> readHook;
// (the window's words: inside PictureLoader, tr() would be its own)
QString windowTr(const char* text) { return QCoreApplication::translate("MainWindow", text); }
}  // namespace

// The picture is freed on a worker if its last reference goes on the window's thread (a stale
// load's 10^5 edges are milliseconds to free; off_thread_release.h).
using Outcome = std::variant<PictureLoader::Read, QString>;

struct PictureLoader::Pending {
    QString path;
    QFuture<Outcome> future;
    QFutureWatcher<Outcome>* watcher = nullptr;
    bool delivered = false;
};

PictureLoader::PictureLoader(QObject* parent) : QObject(parent) {}

PictureLoader::~PictureLoader() = default;  // a worker still reading holds only its path; its result goes with the watcher

void PictureLoader::setReadHook(std::function<void(const QString& path)> hook) { readHook.set(std::move(hook)); }

Outcome PictureLoader::read(const QString& path) {
    readHook.call(path);
    // the core's reader: it refuses what is not a regular file (a FIFO would block) and enforces
    // the size limit while reading (/dev/zero); copied, not mapped, so that a file cut short by
    // another program while it is read is a bad file, not the end of the window (SIGBUS)
    try {
        auto* picture = new Picture(loadPictureFile(QFile::encodeName(path).toStdString(), FileAccess::Copy));
        std::shared_ptr<Picture> owned(picture, [](Picture* p) { releaseOffWindowThread(p, [p] { delete p; }); });
        io::layOutIfNeeded(*owned);
        std::shared_ptr<const Picture> copy = releasedOffThread(std::make_unique<const Picture>(*owned));
        return Read{std::move(owned), std::move(copy)};
    } catch (const FormatError& error) {
        return QString::fromStdString(error.what());
    } catch (const PictureError& error) {
        return QString::fromStdString(error.what());
    } catch (const std::bad_alloc&) {
        return windowTr("%1: there is not enough memory to open this picture on this machine.").arg(path);
    } catch (...) {  // never a bare exception name in front of a user
        return windowTr("%1: the picture could not be read because of an unexpected problem.").arg(path);
    }
}

void PictureLoader::load(const QString& path) {
    cancel();
    auto p = std::make_shared<Pending>();
    p->path = path;
    p->watcher = new QFutureWatcher<Outcome>(this);
    connect(p->watcher, &QFutureWatcher<Outcome>::finished, this, [this, weak = std::weak_ptr<Pending>(p)] {
        if (auto which = weak.lock()) deliver(which);
    });
    p->future = QtConcurrent::run(&PictureLoader::read, path);
    p->watcher->setFuture(p->future);
    pending_ = p;
    // the watcher holds the only other reference, through its connection's weak pointer: keep the
    // Pending alive until it finishes
    connect(p->watcher, &QFutureWatcher<Outcome>::finished, p->watcher, [keep = p]() mutable { keep.reset(); });
}

void PictureLoader::cancel() { pending_.reset(); }

QString PictureLoader::pendingPath() const { return pending_ ? pending_->path : QString(); }

void PictureLoader::wait() {
    if (!pending_) return;
    const std::shared_ptr<Pending> p = pending_;
    p->future.waitForFinished();
    deliver(p);
}

void PictureLoader::deliver(const std::shared_ptr<Pending>& which) {
    if (which->delivered) return;
    which->delivered = true;
    which->watcher->deleteLater();
    const Outcome outcome = which->future.result();
    which->future = {};
    if (which != pending_) {  // stale: a newer load or a cancel came since
        ++dropped_;
        return;
    }
    pending_.reset();
    if (auto* read = std::get_if<Read>(&outcome))
        emit loaded(which->path, read->picture, read->copy);
    else
        emit failed(which->path, std::get<QString>(outcome));
}

}  // namespace homestead::gui
