// The recovery offer at start (see recovery_controller.h).
#include "recovery_controller.h"

#include "autosaver.h"
#include "file_controller.h"
#include "latest_job.h"
#include "picture_document.h"
#include "picture_view.h"
#include "status_line.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace homestead::gui {

RecoveryController::RecoveryController(Parts parts, QObject* parent)
    : QObject(parent), p_(parts), read_(new LatestJob(this)) {}

bool RecoveryController::offer() { return offerAll(abandonedRecoveries()); }

bool RecoveryController::pending() const { return read_->busy(); }

void RecoveryController::startOffer() {
    if (read_->busy()) return;
    read_->start<std::vector<Recovery>>([] { return abandonedRecoveries(); },
                                        [this](std::vector<Recovery> found) { emit offered(offerAll(found)); });
}

bool RecoveryController::offerAll(const std::vector<Recovery>& found) {
    for (const Recovery& r : found) {
        const Answer answer = answer_ ? answer_(r) : ask(r);
        if (answer == Answer::Restore) {
            // drawn on while the files were read (startOffer): that work is asked about first
            if (!p_.files->maybeSave()) return false;  // cancelled: the autosaved copy stays for the next start
            restore(r);
            return true;
        }
        if (answer == Answer::Discard) QFile::remove(r.file);
        // kept: offered again at the next start
    }
    return false;
}

RecoveryController::Answer RecoveryController::ask(const Recovery& r) {
    const QString name = !r.originalPath.isEmpty() ? QFileInfo(r.originalPath).fileName()
                         : !r.title.isEmpty()      ? r.title
                                                   : tr("an untitled drawing");
    const QString when = QLocale().toString(r.written.toLocalTime(), QLocale::LongFormat);
    QString where = tr("It was never saved to a file.");
    if (!r.originalPath.isEmpty()) {
        const QFileInfo file(r.originalPath);
        where = file.exists() ? tr("Its file %1 was last saved %2.").arg(QDir::toNativeSeparators(r.originalPath),
                                                                          QLocale().toString(file.lastModified(), QLocale::LongFormat))
                              : tr("Its file %1 is no longer there.").arg(QDir::toNativeSeparators(r.originalPath));
    }
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
                    tr("<b>Homestead closed before “%1” was saved.</b>").arg(name.toHtmlEscaped()), QMessageBox::NoButton, p_.window);
    box.setObjectName(QStringLiteral("recoveryDialog"));
    box.setInformativeText(
        (r.picture.edgeCount() == 1 ? tr("Autosaved %1: 1 edge.").arg(when)
                                    : tr("Autosaved %1: %2 edges.").arg(when, QLocale().toString(qulonglong(r.picture.edgeCount())))) +
        QLatin1Char(' ') + where.toHtmlEscaped() + QStringLiteral("<br><br>") +
        tr("Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.").toHtmlEscaped());
    QPushButton* restoreButton = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restoreButton);
    box.exec();
    return box.clickedButton() == restoreButton   ? Answer::Restore
           : box.clickedButton() == discardButton ? Answer::Discard
                                                  : Answer::Keep;
}

void RecoveryController::restore(const Recovery& recovery) {
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
