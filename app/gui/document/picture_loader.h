// Opening a picture file without freezing the window: the file is read (the core's loadPictureFile,
// which refuses what is not a regular file and enforces the size limit) and laid out if it has no
// positions on a worker thread; the result comes back to the window's thread as `loaded` or, with a
// message fit for the user, `failed`. What is opened is held to the bounds Paste and Lay Out keep
// (picture_limits.h), so that it can always be saved and opened again.
//
// One load counts at a time (a LatestJob): a new load(), or cancel(), makes any load still running
// stale, and its result is dropped when it comes (droppedLoads(), for tests) — the newest request
// wins, whatever order the workers finish in. wait() blocks until the current load is delivered (the
// window's synchronous openFile(), tests, benchmarks).
//
//   PictureLoader loader;
//   connect(&loader, &PictureLoader::loaded, ...);   // (path, picture) → doc.setPicture(picture)
//   loader.load("big.json");
#pragma once

#include "latest_job.h"

#include "homestead/messages.h"
#include "homestead/picture.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <variant>

namespace homestead::gui {

class PictureLoader : public QObject {
    Q_OBJECT
public:
    explicit PictureLoader(QObject* parent = nullptr) : QObject(parent) {}

    // Starts reading `path` on a worker; a load still running becomes stale.
    void load(const QString& path);
    // Makes the load under way (if any) stale: nothing is delivered for it.
    void cancel();
    // A load is under way (its result not delivered yet).
    bool busy() const { return job_.busy(); }
    // Waits for the load under way and delivers its result now (loaded or failed). No-op if none.
    void wait() { job_.wait(); }
    // Results that came for a stale load and were thrown away.
    int droppedLoads() const { return job_.droppedCount(); }

    // A picture read: it becomes the document's next revision as it is (freed off the window's
    // thread when its last reference goes).
    struct Read {
        std::shared_ptr<Picture> picture;
    };
    // Reads and lays out the picture at `path`, on the calling thread: the picture, or the message
    // the user reads ("PATH: what is wrong", the core's part of it in `language`). What a worker runs.
    static std::variant<Read, QString> read(const QString& path, Language language = Language::English);
    // Tests: called on the reading thread with the path, just before it is read (what it throws is
    // told as the reader's errors are). Empty: none.
    static void setReadHook(std::function<void(const QString& path)> hook);

signals:
    // The picture is the receiver's to keep (a document's next revision).
    void loaded(const QString& path, std::shared_ptr<homestead::Picture> picture);
    void failed(const QString& path, const QString& message);

private:
    LatestJob job_;
};

}  // namespace homestead::gui
