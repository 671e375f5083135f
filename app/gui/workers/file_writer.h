// Writes a file on a worker and reports on the window's thread: the exports (Export Image, PDF,
// TikZ) paint and write through one, so the window never waits for a file. The writing runs in a
// LatestJob, one write at a time: a write asked for while another runs waits its turn, so no export
// is ever skipped or left unreported.
// The work gets what it needs by value (a revision's artifact, options, the path) and returns whether
// it wrote the file, setting the error (naming the file and the problem) when it did not.
//
//   writer->write([artifact, path](QString* e) { return render::exportTikz(..., path, {}, e); },
//                 [this](bool written, const QString& error) { written ? showDone() : showError(error); });
//   writer->writeCancellable([artifact, path, options](QString* e, const std::atomic<bool>* cancel) {
//       auto o = options; o.cancel = cancel; return render::exportPdf(*artifact, path, o, e); }, report);
//   writer->job()->finished;   // after each report (tests wait for it)
//   writer->wait();            // tests only: the latest write now; true if it wrote its file
#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>

namespace homestead::gui {

class LatestJob;

class FileWriter : public QObject {
    Q_OBJECT
public:
    explicit FileWriter(QObject* parent = nullptr);
    // Cancels the exports (writeCancellable) and waits for the write under way (it paints with the
    // application's fonts): a save to the end, an export only until it next looks at its flag.
    ~FileWriter() override;

    // `work` on a worker: true once the file is written, else false and the error set. `report`
    // gets both on this object's thread. Writes run one after another, in the order asked.
    void write(std::function<bool(QString* error)> work, std::function<void(bool written, const QString& error)> report);
    // An export: as write(), but `work` gets a flag (for render::RenderOptions::cancel) that turns
    // true when this writer is destroyed (its window closing): the work then stops between slices
    // and writes nothing (no file; one already there untouched), and nothing is reported.
    void writeCancellable(std::function<bool(QString* error, const std::atomic<bool>* cancel)> work,
                          std::function<void(bool written, const QString& error)> report);
    LatestJob* job() const { return job_; }
    // Whether the last write reported wrote its file.
    bool lastWritten() const { return lastWritten_; }
    // Blocks until every write asked for has been reported; returns lastWritten(). For tests only.
    bool wait();

private:
    struct Request {
        std::function<bool(QString* error)> work;
        std::function<void(bool written, const QString& error)> report;
    };
    void start(Request request);

    LatestJob* job_;
    std::deque<Request> waiting_;  // asked for while a write ran
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    bool lastWritten_ = false;
};

}  // namespace homestead::gui
