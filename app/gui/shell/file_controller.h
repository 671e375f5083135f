// The window's files: New, Open (read on a worker by PictureLoader while the window stays live),
// Save / Save As (atomic, checked, fsynced: safe_file_writer.h; written only once the bytes read back
// as the same picture: picture_file_formats.h; an edge list or DOT is an export), Open Recent, the
// Examples menu (every picture embedded under :/pictures), the window's title (the title or file
// name cut as display_title.h says) and the unsaved-changes prompt every one of them asks first.
// The open file is watched (disk_file_watch.h): changed or removed on disk by someone else, a bar
// above the canvas offers Reload or Keep Mine (file_changed_bar.h), and Save asks before it writes
// over a file that changed since we read or wrote it.
//
// Saving runs on a worker (a FileWriter, one LatestJob): making the file's text, reading it back and
// the atomic write, on the revision shared as it was when Save was chosen, while the window stays
// live ("Saving door.json…" in the status line). Saves run one after another in the order asked, so
// two never write the same file at once. The title's modified mark clears only when the write
// succeeded and the drawing was not edited meanwhile (an edit during the save stays unsaved). Nothing
// replaces the drawing under its own save: a file read meanwhile is shown once the save has ended,
// and New, Open and the unsaved-changes prompt let it finish first; the window asked to close while
// saving closes once the save has ended (or asks, if it failed or the drawing was edited meanwhile),
// and the window's end finishes whatever is still being written (finishSaving()).
// The unsaved-changes prompt's Save is such a save too (askToSaveThen()): the window stays live while
// it is written, and what was asked for (New, Open, an example, closing) goes on only once it saved.
//
//   auto* files = new FileController({window, &doc, &stack, view, status, errors});
//   connect(actions.save, &QAction::triggered, files, &FileController::save);
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QMenu;
class QUndoStack;
class QWidget;

namespace homestead {
class Picture;
}

namespace homestead::gui {

class DiskFileWatch;
class ErrorReport;
class FileWriter;
class FileChangedBar;
class PictureDocument;
class PictureLoader;
class PictureView;
class StatusLine;

class FileController : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window;
        PictureDocument* drawing;
        QUndoStack* stack;
        PictureView* view;
        StatusLine* status;
        ErrorReport* errors;
    };
    explicit FileController(Parts parts, QObject* parent = nullptr);
    ~FileController() override;  // a write still under way is finished (never dropped), unreported

    void newFile();
    void open();  // the dialog
    // Save (to the drawing's file, or to the one a save under way is writing; Save As when there is
    // none) and Save As start writing and return at once:
    // true if a save of the drawing was started (saveFinished() says how it ended). Save As to an edge
    // list or DOT is an export (written on the worker too), not a save: false.
    bool save();
    bool saveAs();
    // Starts saving to `path`; false if not started (asked whether to overwrite a file changed on
    // disk, the user said Cancel).
    bool startSaving(const QString& path);
    // startSaving() and finishSaving(): whether it saved (tests, scripts).
    bool saveTo(const QString& path);
    // A write is under way or waiting for its turn.
    bool saving() const { return !writingTo_.isEmpty(); }
    // Blocks until every write asked for has ended and been reported; whether the last one saved.
    bool finishSaving();
    // `step` once no write is under way: now, or after the last one has been reported.
    void whenSaved(std::function<void()> step);
    // The window's end, while its document is still there: finishes every write, reported, and drops
    // what waited for the writes (a file read meanwhile is not shown any more).
    void endSaving();
    // Before the drawing is replaced or the window closes: unsaved changes ask Save, Discard or
    // Cancel. `proceed` runs at once when there is nothing to save or the user discards; after the
    // write when they choose Save (on the worker, the window live; asked again if the drawing was
    // edited meanwhile); never when they cancel or the save fails (its error shown, the drawing and
    // its file as they were): `dropped` runs then. A save under way ends first, the window live.
    void askToSaveThen(std::function<void()> proceed, std::function<void()> dropped = {});

    // Reads a picture file on a worker; fileOpened() says how it ended. A later open, New, an
    // example or a restored drawing drops it; so does the user, if they edited the drawing
    // meanwhile and then cancel the save prompt.
    void startOpening(const QString& path);
    bool opening() const;
    // startOpening() and waiting for it (tests, scripts): false on failure, with the error noted.
    bool openFile(const QString& path);
    // A picture from text (JSON) as a new, untitled document, e.g. an example.
    bool openText(const QByteArray& json, const QString& origin);
    // The example picture FILE (by file name), once unsaved changes are saved or discarded
    // (askToSaveThen()); then `shown`. False, saying why, when it is not there.
    bool openExample(const QString& fileName, std::function<void()> shown = {});
    void cancelOpening();  // the file being read is not wanted any more

    // The document came with its picture from a window this one replaces (window_host.h): its views
    // are built from it, its file is watched from now on, and the title says it.
    void takeOverDrawing();

    QMenu* recentMenu() const { return recent_; }
    QMenu* examplesMenu() const { return examples_; }
    // In Play the drawing is not replaced: the menus that would are disabled.
    void setPlaying(bool playing);
    void updateTitle();

    // The file on disk changed: the bar above the canvas, and the watch behind it.
    FileChangedBar* changedBar() const { return changedBar_; }
    DiskFileWatch* diskWatch() const { return watch_; }
    // The bar's Reload: the file as it is on disk replaces the drawing (unsaved changes: asks first).
    void reloadFromDisk();

signals:
    void fileOpened(const QString& path, bool ok);
    // A save (or a Save As export) ended: `saved` when the file was written.
    void saveFinished(const QString& path, bool saved);

private:
    void newDrawing();     // New, once unsaved changes are saved or discarded
    void chooseAndOpen();  // Open's dialog, likewise
    void dropOpening();    // the file being read (or read and waiting) is not shown
    void pictureLoaded(const QString& path, std::shared_ptr<Picture> picture);
    void pictureNotLoaded(const QString& path, const QString& message);
    void cannotOpen(const QString& message);
    void cannotSave(const QString& message);
    int askAboutChanges();  // the prompt: QMessageBox::Save, Discard or Cancel
    void openExampleFile(const QString& path, const std::function<void()>& shown);  // after the prompt
    void startWrite(const QString& path, bool exportOnly);
    void writeEnded(const QString& path, quint64 revision, bool exportOnly, bool written, const QString& error);
    bool mayOverwrite(const QString& path);  // the file changed on disk since ours: asks
    void placeChangedBar();
    void editRecent(const std::function<void(QStringList&)>& change);
    void addRecent(const QString& path);
    void removeRecent(const QString& path);
    void updateRecentMenu();
    void populateExamples();

    Parts p_;
    PictureLoader* loader_ = nullptr;
    QMenu* recent_ = nullptr;
    QMenu* examples_ = nullptr;
    DiskFileWatch* watch_ = nullptr;
    FileChangedBar* changedBar_ = nullptr;
    bool playing_ = false;
    quint64 openRevision_ = 0;  // the drawing's revision when the open under way began
    quint64 opens_ = 0;         // opens begun and dropped: a read file waiting for a save is shown if none came since
    bool lastOpenOk_ = false;
    FileWriter* saver_ = nullptr;
    QStringList writingTo_;         // the files of the writes asked for and not yet reported
    QString savingTo_;              // the file of the save asked for last
    bool lastSaveOk_ = false;
    bool ending_ = false;           // the controller goes: writes end without a word
    std::vector<std::function<void()>> afterSaves_;  // whenSaved()'s steps
};

}  // namespace homestead::gui
