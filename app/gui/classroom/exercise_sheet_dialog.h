// File → New Exercise Sheet… (Ctrl+Shift+N): a dialog that makes a seeded exercise sheet PDF
// (exercises.h, drawn by app/render/exercise_sheet_pdf.h) — kind (Hackenbush, Welter, Nim, animating
// functions, transfinite Welter and Nim), difficulty, number of exercises,
// edge range (Hackenbush), seed (with a button for a fresh one) and Save PDF…. The sheet is made and
// written on a worker thread (a LatestJob: the window never freezes), all or nothing; the dialog then
// says where it went and how many pages it has, or what went wrong and that nothing was written. The
// same settings and seed make the same sheet as `homestead-cli exercises` with those options.
//
//   auto* a = exerciseSheetAction(window);   // the menu's action: opens the dialog
#pragma once

#include "latest_job.h"

#include "homestead/exercises.h"

#include <QDialog>
#include <QString>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace homestead::gui {

class ExerciseSheetDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExerciseSheetDialog(QWidget* parent = nullptr);

    exercises::SheetOptions options() const;
    void setOptions(const exercises::SheetOptions& options);
    // Writes the sheet of the current options to `path` on a worker thread; `saved` follows.
    void saveTo(const QString& path);
    bool busy() const { return writer_.busy(); }
    QString status() const;

    // What saving makes of a sheet: written, or what went wrong (in the options' language).
    struct Written {
        bool ok = false;
        QString message;
    };
    // Makes the sheet of `options` and writes it to `path`, on the calling thread (what the worker
    // runs).
    static Written write(const exercises::SheetOptions& options, const QString& path);

signals:
    // ok: `message` says where and how many pages; otherwise what went wrong.
    void saved(bool ok, const QString& message);

private:
    void chooseFileAndSave();
    void kindChanged();
    void finished(const Written& w);

    QComboBox* kind_ = nullptr;
    QComboBox* difficulty_ = nullptr;
    QSpinBox* count_ = nullptr;
    QSpinBox* minEdges_ = nullptr;
    QSpinBox* maxEdges_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* save_ = nullptr;
    LatestJob writer_;
};

// The File menu's "New Exercise Sheet…" (Ctrl+Shift+N), opening the dialog over `window`.
QAction* exerciseSheetAction(QWidget* window);

}  // namespace homestead::gui
