// Files written on a worker and reported on the window's thread (see file_writer.h).
#include "file_writer.h"

#include "latest_job.h"

#include <QString>

#include <utility>

namespace homestead::gui {

FileWriter::FileWriter(QObject* parent) : QObject(parent), job_(new LatestJob(this)) {}

FileWriter::~FileWriter() {
    cancel_->store(true);
    job_->cancelAndWaitForWorkers();
}

namespace {
struct Written {
    bool written = false;
    QString error;
};
}  // namespace

void FileWriter::write(std::function<bool(QString* error)> work, std::function<void(bool written, const QString& error)> report) {
    Request request{std::move(work), std::move(report)};
    if (job_->busy()) waiting_.push_back(std::move(request));  // its turn comes after the write under way
    else start(std::move(request));
}

void FileWriter::writeCancellable(std::function<bool(QString* error, const std::atomic<bool>* cancel)> work,
                                  std::function<void(bool written, const QString& error)> report) {
    write([cancel = cancel_, work = std::move(work)](QString* error) { return work(error, cancel.get()); }, std::move(report));
}

void FileWriter::start(Request request) {
    job_->start<Written>(
        [work = std::move(request.work)] {
            Written w;
            w.written = work(&w.error);
            return w;
        },
        [this, report = std::move(request.report)](Written w) {
            lastWritten_ = w.written;
            report(w.written, w.error);
            if (!waiting_.empty()) {
                Request next = std::move(waiting_.front());
                waiting_.pop_front();
                start(std::move(next));
            }
        });
}

bool FileWriter::wait() {
    while (job_->busy()) job_->wait();  // each delivery starts the next waiting write, if any
    return lastWritten_;
}

}  // namespace homestead::gui
