// New, Open, Save, recent files, examples and the unsaved-changes prompt (see file_controller.h).
#include "file_controller.h"

#include "disk_file_watch.h"
#include "display_title.h"
#include "error_report.h"
#include "example_pictures.h"
#include "file_changed_bar.h"
#include "file_dialogs.h"
#include "file_writer.h"
#include "picture_document.h"
#include "picture_file_formats.h"
#include "picture_io.h"
#include "picture_loader.h"
#include "picture_renderer.h"
#include "picture_view.h"
#include "status_line.h"
#include "window_language.h"

#include "homestead/format_error.h"

#include <QAction>
#include <QBoxLayout>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>
#include <QWidget>

#include <exception>
#include <utility>
#include <vector>

namespace homestead::gui {

namespace {
constexpr int kMaxRecent = 8;
QString recentKey() { return QStringLiteral("recentFiles"); }
QString shownName(const QString& path) { return render::displayTitle(QFileInfo(path).fileName()); }
}  // namespace

FileController::FileController(Parts parts, QObject* parent) : QObject(parent), p_(parts) {
    loader_ = new PictureLoader(this);
    saver_ = new FileWriter(this);
    connect(loader_, &PictureLoader::loaded, this, &FileController::pictureLoaded);
    connect(loader_, &PictureLoader::failed, this, &FileController::pictureNotLoaded);
    recent_ = new QMenu(tr("Open &Recent"), p_.window);
    recent_->setToolTipsVisible(true);
    examples_ = new QMenu(tr("E&xamples"), p_.window);
    watch_ = new DiskFileWatch(this);
    changedBar_ = new FileChangedBar;
    placeChangedBar();
    connect(watch_, &DiskFileWatch::changed, changedBar_,
            [this](bool removed) { changedBar_->showChange(shownName(watch_->path()), removed); });
    connect(changedBar_, &FileChangedBar::reloadRequested, this, &FileController::reloadFromDisk);
    // a file given a new path (a restored drawing's) is ours as it is now
    connect(p_.drawing, &PictureDocument::filePathChanged, this, [this] {
        if (p_.drawing->filePath() != watch_->path()) watch_->follow(p_.drawing->filePath());
    });
    connect(p_.drawing, &PictureDocument::filePathChanged, this, &FileController::updateTitle);
    connect(p_.drawing, &PictureDocument::titleChanged, this, &FileController::updateTitle);
    connect(p_.stack, &QUndoStack::cleanChanged, this, &FileController::updateTitle);
    updateRecentMenu();
    populateExamples();
    updateTitle();
}

FileController::~FileController() {
    ending_ = true;  // what the reports would touch may be gone already (the window's end)
    saver_->wait();
}

void FileController::askToSaveThen(std::function<void()> proceed, std::function<void()> dropped) {
    if (saving()) {  // the drawing is not replaced under its own save: asked once it has ended
        whenSaved([this, proceed = std::move(proceed), dropped = std::move(dropped)]() mutable {
            askToSaveThen(std::move(proceed), std::move(dropped));
        });
        return;
    }
    if (p_.stack->isClean()) return proceed();
    const int answer = askAboutChanges();
    if (answer == QMessageBox::Discard) return proceed();
    // Save: written on the worker; Save As cancelled, a refused overwrite or an export saves nothing
    if (answer != QMessageBox::Save || !save()) {
        if (dropped) dropped();
        return;
    }
    whenSaved([this, proceed = std::move(proceed), dropped = std::move(dropped)]() mutable {
        if (lastSaveOk_) askToSaveThen(std::move(proceed), std::move(dropped));  // clean, unless edited meanwhile
        else if (dropped) dropped();  // cannotSave() said why; the drawing stays as it was
    });
}

int FileController::askAboutChanges() {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), tr("The picture has been changed. Save the changes?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, p_.window);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    return box.exec();
}

void FileController::newFile() {
    askToSaveThen([this] { newDrawing(); });
}

void FileController::newDrawing() {
    dropOpening();  // New after Open: the file, still being read, is not wanted any more
    p_.drawing->setPicture(Picture{});
    p_.drawing->setFilePath({});
    watch_->follow({});
    changedBar_->hide();
    p_.stack->clear();
    p_.view->resetZoom();
    p_.view->centerOn(0, -150);
}

bool FileController::openText(const QByteArray& json, const QString& origin) {
    dropOpening();  // an example asked for after a file: the example wins
    Picture picture;
    try {
        picture = io::readJson(json.toStdString(), origin.toStdString());
        io::layOutIfNeeded(picture);
    } catch (const std::exception& error) {
        cannotOpen(QString::fromStdString(errorText(error, windowLanguage())));
        return false;
    }
    p_.drawing->setPicture(std::move(picture));
    p_.drawing->setFilePath({});
    watch_->follow({});
    changedBar_->hide();
    p_.stack->clear();
    p_.view->fitToContents();
    return true;
}

bool FileController::openExample(const QString& fileName, std::function<void()> shown) {
    QString path;
    for (const ExamplePicture& e : examplePictures(exampleFolders()))
        if (QFileInfo(e.path).fileName() == fileName) path = e.path;
    if (path.isEmpty() || !QFile::exists(path)) {
        cannotOpen(tr("The example %1 is not among the examples of this installation.").arg(fileName));
        return false;
    }
    askToSaveThen([this, path, shown = std::move(shown)] { openExampleFile(path, shown); });
    return true;
}

void FileController::openExampleFile(const QString& path, const std::function<void()>& shown) {
    QFile f(path);
    if (f.open(QIODevice::ReadOnly) && openText(f.readAll(), path) && shown) shown();
}

void FileController::cancelOpening() { dropOpening(); }

void FileController::dropOpening() {
    loader_->cancel();
    ++opens_;  // a file read and waiting for the unsaved-changes prompt's save is not shown either
}

void FileController::startOpening(const QString& path) {
    openRevision_ = p_.drawing->revision();
    ++opens_;
    loader_->load(path);
    p_.status->show(tr("Opening %1…").arg(shownName(path)));
}

bool FileController::opening() const { return loader_->busy(); }

bool FileController::openFile(const QString& path) {
    startOpening(path);
    loader_->wait();
    return lastOpenOk_;
}

// The one place the loader's result becomes the drawing.
void FileController::pictureLoaded(const QString& path, std::shared_ptr<Picture> picture) {
    if (saving()) {  // Save chosen while the file was read: the drawing is replaced once it is written
        whenSaved([this, path, picture = std::move(picture)]() mutable { pictureLoaded(path, std::move(picture)); });
        return;
    }
    p_.status->clear();
    // edited while the file was read: those edits may be worth saving first
    if (p_.drawing->revision() != openRevision_) {
        openRevision_ = p_.drawing->revision();  // asked once: what comes back here is shown
        askToSaveThen(
            [this, path, picture = std::move(picture), opens = opens_]() mutable {
                if (opens == opens_) pictureLoaded(path, std::move(picture));  // unless another open or New came first
            },
            [this, path] {
                lastOpenOk_ = false;
                emit fileOpened(path, false);
            });
        return;
    }
    p_.drawing->setPicture(std::move(picture));
    p_.drawing->setFilePath(QFileInfo(path).absoluteFilePath());
    watch_->follow(QFileInfo(path).absoluteFilePath());  // the file as read is ours (reopened too)
    changedBar_->hide();
    p_.stack->clear();
    addRecent(QFileInfo(path).absoluteFilePath());
    p_.view->fitToContents();
    lastOpenOk_ = true;
    emit fileOpened(path, true);
}

void FileController::pictureNotLoaded(const QString& path, const QString& message) {
    p_.status->clear();
    cannotOpen(message);
    if (!QFileInfo::exists(path)) removeRecent(QFileInfo(path).absoluteFilePath());  // gone: not offered again
    lastOpenOk_ = false;
    emit fileOpened(path, false);
}

void FileController::open() {
    askToSaveThen([this] { chooseAndOpen(); });
}

void FileController::chooseAndOpen() {
    const QString file = p_.drawing->filePath();
    const QString dir = file.isEmpty() ? QDir::currentPath() : QFileInfo(file).absolutePath();
    const QString path = fileDialogs::openFileName(p_.window, tr("Open a picture"), dir, formats::openFilter());
    if (!path.isEmpty()) startOpening(path);
}

bool FileController::startSaving(const QString& path) {
    if (!mayOverwrite(path)) return false;
    savingTo_ = QFileInfo(path).absoluteFilePath();
    startWrite(path, false);
    return true;
}

bool FileController::saveTo(const QString& path) { return startSaving(path) && finishSaving(); }

bool FileController::finishSaving() {
    saver_->wait();  // each report runs here, in order
    return lastSaveOk_;
}

void FileController::whenSaved(std::function<void()> step) {
    if (saving()) afterSaves_.push_back(std::move(step));
    else step();
}

void FileController::endSaving() {
    afterSaves_.clear();
    finishSaving();
}

// The picture is the revision as it is now, shared: the worker encodes, reads back and writes that
// revision while the drawing goes on changing.
void FileController::startWrite(const QString& path, bool exportOnly) {
    writingTo_.append(QFileInfo(path).absoluteFilePath());
    watch_->hold();  // what the write changes on disk is ours
    p_.status->show((exportOnly ? tr("Exporting %1…") : tr("Saving %1…")).arg(shownName(path)));
    saver_->write(
        [picture = p_.drawing->sharedPicture(), path, exportOnly](QString* error) {
            return exportOnly ? formats::exportPicture(*picture, path, error) : formats::savePicture(*picture, path, error);
        },
        [this, path, revision = p_.drawing->revision(), exportOnly](bool written, const QString& error) {
            writeEnded(path, revision, exportOnly, written, error);
        });
}

void FileController::writeEnded(const QString& path, quint64 revision, bool exportOnly, bool written, const QString& error) {
    writingTo_.removeOne(QFileInfo(path).absoluteFilePath());
    lastSaveOk_ = written && !exportOnly;
    if (ending_) return;
    if (!written) {
        p_.status->clear();
        cannotSave(error);  // the old file untouched, the drawing still modified
    } else if (exportOnly) {
        p_.status->show(tr("Exported the game to %1 (positions and names are kept only in a .json picture)").arg(shownName(path)), 6000);
    } else {
        const QString file = QFileInfo(path).absoluteFilePath();
        p_.drawing->setFilePath(file);
        watch_->follow(file);  // our own save: not a change by someone else
        changedBar_->hide();
        if (p_.drawing->revision() == revision) p_.stack->setClean();  // edited meanwhile: still unsaved
        addRecent(file);
        updateTitle();
        p_.status->show(tr("Saved %1").arg(shownName(path)), 4000);
    }
    watch_->release();
    emit saveFinished(path, lastSaveOk_);
    if (saving()) return;
    for (std::function<void()>& step : std::exchange(afterSaves_, {})) step();
}

bool FileController::save() {
    // the file a save under way is writing is the drawing's (it becomes its file when the save ends)
    const QString file = saving() && !savingTo_.isEmpty() ? savingTo_ : p_.drawing->filePath();
    if (file.isEmpty()) return saveAs();
    return startSaving(file);
}

bool FileController::saveAs() {
    QString suggestion = p_.drawing->filePath();
    if (suggestion.isEmpty()) {
        // named after the title ("Hackenbush Homestead" → hackenbush-homestead.json), as Export Image's
        const QString title = render::displayTitle(p_.drawing->picture().title, 4 * render::kMaxFileNameLetters);
        suggestion = QDir::current().filePath(render::fileNameForTitle(title, tr("picture")) + QStringLiteral(".json"));
    }
    QString filter;
    QString path = fileDialogs::saveFileName(p_.window, tr("Save the picture"), suggestion, formats::saveFilter(), &filter);
    if (path.isEmpty()) return false;
    path = formats::withExtension(path, filter);
    if (!formats::isExportOnly(path)) return startSaving(path);
    // an edge list or DOT keeps the game, not the drawing: an export; the document keeps its file
    startWrite(path, true);
    return false;  // not saved: closing still asks
}

void FileController::takeOverDrawing() {
    if (!p_.drawing->filePath().isEmpty()) watch_->follow(p_.drawing->filePath());
    p_.drawing->setPicture(std::shared_ptr<const Picture>(p_.drawing->sharedPicture()));  // the same revision, announced anew
    p_.view->fitToContents();
    updateTitle();
}

void FileController::updateTitle() {
    const QString file = p_.drawing->filePath();
    // cut: a title of any length must not reach the window system whole (display_title.h)
    QString name = file.isEmpty() ? render::displayTitle(p_.drawing->picture().title) : shownName(file);
    if (name.isEmpty()) name = tr("Untitled");
    p_.window->setWindowTitle(name + QStringLiteral("[*] — Homestead"));
    p_.window->setWindowModified(!p_.stack->isClean());
}

void FileController::setPlaying(bool playing) {
    playing_ = playing;
    recent_->setEnabled(!playing && !QSettings().value(recentKey()).toStringList().isEmpty());
    examples_->setEnabled(!playing);
    changedBar_->setReloadAllowed(!playing);  // Play's game is not replaced under it
}

void FileController::placeChangedBar() {
    // above the canvas, in the column the find bar joins below it
    if (auto* column = p_.view->parentWidget() ? qobject_cast<QBoxLayout*>(p_.view->parentWidget()->layout()) : nullptr)
        column->insertWidget(column->indexOf(p_.view), changedBar_);
    else changedBar_->setParent(p_.window);
}

void FileController::reloadFromDisk() {
    const QString path = watch_->path();
    if (path.isEmpty() || playing_) return;
    if (!p_.stack->isClean()) {
        const auto answer = QMessageBox::warning(
            p_.window, tr("Reload from disk"),
            tr("Reload “%1” as it is on disk now? The changes you made to the drawing are lost.").arg(shownName(path)),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Discard) {
            changedBar_->show();  // still undecided
            return;
        }
    }
    startOpening(path);
}

bool FileController::mayOverwrite(const QString& path) {
    const QString target = QFileInfo(path).absoluteFilePath();
    if (target != watch_->path() || !watch_->changedOnDisk() || watch_->removedFromDisk()) return true;
    if (writingTo_.contains(target)) return true;  // what changed it is our own save under way; ours are written in order
    QMessageBox box(QMessageBox::Warning, tr("The file changed on disk"),
                    tr("“%1” was changed on disk by another program or window since you opened or saved it. "
                       "Saving writes your drawing over that version.").arg(shownName(path)),
                    QMessageBox::Cancel, p_.window);
    QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setObjectName(QStringLiteral("overwriteChangedFile"));
    box.exec();
    return box.clickedButton() == overwrite;
}

void FileController::cannotOpen(const QString& message) {
    p_.errors->show(tr("Cannot open the picture"), message, tr("The drawing on the canvas is unchanged."));
}

void FileController::cannotSave(const QString& message) {
    p_.errors->show(tr("Cannot save"), message,
                    tr("The file on disk is unchanged; your drawing is still open and unsaved. Save As can put it somewhere else."));
}

void FileController::editRecent(const std::function<void(QStringList&)>& change) {
    QSettings settings;
    QStringList recent = settings.value(recentKey()).toStringList();
    change(recent);
    settings.setValue(recentKey(), recent);
    updateRecentMenu();
}

void FileController::removeRecent(const QString& path) {
    editRecent([&](QStringList& recent) { recent.removeAll(path); });
}

void FileController::addRecent(const QString& path) {
    editRecent([&](QStringList& recent) {
        recent.removeAll(path);
        recent.prepend(path);
        while (recent.size() > kMaxRecent) recent.removeLast();
    });
}

void FileController::updateRecentMenu() {
    recent_->clear();
    const QStringList recent = QSettings().value(recentKey()).toStringList();
    for (const QString& path : recent) {
        // the name and its folder, so two door.json files can be told apart; the whole path on hover
        const QFileInfo file(path);
        QAction* a = recent_->addAction(tr("%1 — %2").arg(shownName(path), render::displayTitle(file.dir().dirName())));
        a->setToolTip(render::displayTitle(QDir::toNativeSeparators(path), 4 * render::kTitleDisplayLimit));
        connect(a, &QAction::triggered, this, [this, path] {
            // a file gone is dropped from the list when it fails (pictureNotLoaded)
            askToSaveThen([this, path] { startOpening(path); });
        });
    }
    recent_->setEnabled(!recent.isEmpty() && !playing_);
}

void FileController::populateExamples() {
    examples_->clear();
    const std::vector<ExamplePicture> examples = examplePictures(exampleFolders());
    for (const ExamplePicture& e : examples) {
        QAction* a = examples_->addAction(render::displayTitle(e.title));
        a->setData(e.path);
        connect(a, &QAction::triggered, this, [this, path = e.path] {
            askToSaveThen([this, path] { openExampleFile(path, {}); });
        });
    }
    if (examples.empty()) examples_->addAction(tr("(no examples)"))->setEnabled(false);
}

}  // namespace homestead::gui
