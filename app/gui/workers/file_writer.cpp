// Files written on a worker and reported on the window's thread (see file_writer.h).
#include "file_writer.h"

#include "latest_job.h"

#include <QString>

#include <utility>

namespace homestead::gui {

FileWriter::FileWriter(QObject* parent) : QObject(parent), job_(new LatestJob(this)) {}

FileWriter::~FileWriter() { job_->cancelAndWaitForWorkers(); }

namespace {
struct Written {
    bool written = false;
    QString error;
};
}  // namespace

void FileWriter::write(std::function<bool(QString* error)> work, std::function<void(bool written, const QString& error)> report) {
    job_->start<Written>(
        [work = std::move(work)] {
            Written w;
            w.written = work(&w.error);
            return w;
        },
        [this, report = std::move(report)](Written w) {
            lastWritten_ = w.written;
            report(w.written, w.error);
        });
}

bool FileWriter::wait() {
    job_->wait();
    return lastWritten_;
}

}  // namespace homestead::gui
