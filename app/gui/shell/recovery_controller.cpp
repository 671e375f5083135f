// The recovery offer at start (see recovery_controller.h).
#include "recovery_controller.h"

#include "autosaver.h"
#include "display_title.h"
#include "file_controller.h"
#include "latest_job.h"
#include "picture_document.h"
#include "picture_view.h"
#include "status_line.h"
#include "window_language.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

#include <optional>

namespace homestead::gui {

namespace {
// How wide a name or a path may be in the question, in pixels of its font.
constexpr int kNameWidth = 420;
constexpr int kPathWidth = 560;

QString elided(const QWidget& box, const QString& text, Qt::TextElideMode mode, int width) {
    return QFontMetrics(box.font()).elidedText(text, mode, width);
}
}  // namespace

RecoveryController::RecoveryController(Parts parts, QObject* parent)
    : QObject(parent), p_(parts), read_(new LatestJob(this)) {}

bool RecoveryController::offer() {
    startOffer();
    read_->wait();  // the headers, and the picture if one is restored
    return restored_;
}

bool RecoveryController::pending() const { return read_->busy(); }

void RecoveryController::startOffer() {
    if (read_->busy()) return;
    restored_ = false;
    read_->start<std::vector<Recovery>>([] { return abandonedRecoveries(); },
                                        [this](std::vector<Recovery> found) { offerAll(found); });
}

void RecoveryController::offerAll(const std::vector<Recovery>& found) {
    for (const Recovery& r : found) {
        if (!r.readable()) {
            if ((answer_ ? answer_(r) : askUnreadable(r)) == Answer::Discard) discard(r);
            continue;  // kept: offered again at the next start
        }
        const Answer answer = answer_ ? answer_(r) : ask(r);
        if (answer == Answer::Restore) {
            // drawn on while the files were read (startOffer): that work is asked about (and saved) first;
            // cancelled or not saved: the autosaved copy stays for the next start
            p_.files->askToSaveThen([this, r] { restoreRead(r); }, [this] { finish(false); });
            return;
        }
        if (answer == Answer::Discard) discard(r);
    }
    finish(false);
}

void RecoveryController::restoreRead(const Recovery& recovery) {
    using Read = std::pair<std::optional<RecoveredDrawing>, QString>;
    read_->start<Read>(
        [file = recovery.file, language = windowLanguage()] {
            Read read;
            read.first = readRecovery(file, &read.second, language);
            return read;
        },
        [this, recovery](Read read) {
            if (read.first) {
                restore(*read.first);
                finish(true);
                return;
            }
            Recovery unreadable = recovery;  // its header was fine, its picture is not
            unreadable.error = read.second;
            if ((answer_ ? answer_(unreadable) : askUnreadable(unreadable)) == Answer::Discard) discard(unreadable);
            finish(false);
        });
}

void RecoveryController::finish(bool restored) {
    restored_ = restored;
    emit offered(restored);
}

void RecoveryController::discard(const Recovery& recovery) {
    QFile::remove(recovery.file);
    QFile::remove(recoveryLockPath(recovery.file));  // stale (the scan found nobody holding it), if any
}

RecoveryController::Answer RecoveryController::ask(const Recovery& r) {
    const QString name = !r.originalPath.isEmpty() ? QFileInfo(r.originalPath).fileName()
                         : !r.title.isEmpty()      ? render::displayTitle(r.title)
                                                   : tr("an untitled drawing");
    const QString when = QLocale().toString(r.written.toLocalTime(), QLocale::LongFormat);
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"), QString(), QMessageBox::NoButton, p_.window);
    box.setObjectName(QStringLiteral("recoveryDialog"));
    QString where = tr("It was never saved to a file.");
    if (!r.originalPath.isEmpty()) {
        const QFileInfo file(r.originalPath);
        const QString path = elided(box, QDir::toNativeSeparators(r.originalPath), Qt::ElideMiddle, kPathWidth);
        where = file.exists() ? tr("Its file %1 was last saved %2.").arg(path, QLocale().toString(file.lastModified(), QLocale::LongFormat))
                              : tr("Its file %1 is no longer there.").arg(path);
    }
    box.setText(tr("<b>Homestead closed before “%1” was saved.</b>").arg(elided(box, name, Qt::ElideRight, kNameWidth).toHtmlEscaped()));
    const QString saved = r.edges < 0   ? tr("Autosaved %1.").arg(when)
                          : r.edges == 0 ? tr("Autosaved %1: no edges yet.").arg(when)
                          : r.edges == 1 ? tr("Autosaved %1: 1 edge.").arg(when)
                                         : tr("Autosaved %1: %2 edges.").arg(when, QLocale().toString(r.edges));
    box.setInformativeText(saved + QLatin1Char(' ') + where.toHtmlEscaped() + QStringLiteral("<br><br>") +
                           tr("Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.").toHtmlEscaped());
    QPushButton* restoreButton = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restoreButton);
    box.exec();
    return box.clickedButton() == restoreButton   ? Answer::Restore
           : box.clickedButton() == discardButton ? Answer::Discard
                                                  : Answer::Keep;
}

RecoveryController::Answer RecoveryController::askUnreadable(const Recovery& r) {
    QMessageBox box(QMessageBox::Warning, tr("Autosaved drawing could not be read"), QString(), QMessageBox::NoButton, p_.window);
    box.setObjectName(QStringLiteral("unreadableRecoveryDialog"));
    box.setText(tr("<b>An autosaved drawing could not be read.</b>"));
    const QString file = elided(box, QDir::toNativeSeparators(r.file), Qt::ElideMiddle, kPathWidth);
    const QString why = elided(box, r.error, Qt::ElideRight, kPathWidth);
    box.setInformativeText(tr("%1 (%2, autosaved %3): %4").arg(file, QLocale().formattedDataSize(r.bytes),
                                                                QLocale().toString(r.written.toLocalTime(), QLocale::LongFormat), why));
    QPushButton* keepButton = box.addButton(tr("Keep It"), QMessageBox::RejectRole);
    QPushButton* deleteButton = box.addButton(tr("Delete It"), QMessageBox::DestructiveRole);
    box.setDefaultButton(keepButton);
    box.exec();
    return box.clickedButton() == deleteButton ? Answer::Discard : Answer::Keep;
}

void RecoveryController::restore(const RecoveredDrawing& recovery) {
    p_.files->cancelOpening();
    p_.drawing->setPicture(recovery.picture);
    p_.drawing->setFilePath(recovery.originalPath);
    p_.stack->clear();
    p_.stack->resetClean();  // modified: it has never been saved as it is now
    p_.files->updateTitle();
    p_.view->fitToContents();
    // this window's own autosave holds it from now on; the old copy goes only once that is written
    connect(p_.autosaver, &Autosaver::autosaved, this, [file = recovery.file] { QFile::remove(file); }, Qt::SingleShotConnection);
    p_.autosaver->autosaveNow();
    p_.status->show(tr("Restored the autosaved drawing; it is not saved yet"), 6000);
}

}  // namespace homestead::gui
