// The exercise sheet dialog (see exercise_sheet_dialog.h).
#include "exercise_sheet_dialog.h"
#include "window_language.h"

#include "exercise_sheet_pdf.h"
#include "file_dialogs.h"

#include "homestead/format_error.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <exception>
#include <random>

namespace homestead::gui {

using exercises::Difficulty;
using exercises::Kind;

ExerciseSheetDialog::ExerciseSheetDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Exercise Sheet"));
    kind_ = new QComboBox;
    kind_->addItem(tr("Hackenbush"), int(Kind::Hackenbush));
    kind_->addItem(tr("Welter's game"), int(Kind::Welter));
    kind_->addItem(tr("Nim"), int(Kind::Nim));
    kind_->addItem(tr("Animating functions"), int(Kind::Animating));
    kind_->addItem(tr("Transfinite Welter and Nim"), int(Kind::Transfinite));
    kind_->setToolTip(tr("The game of every exercise on the sheet."));
    difficulty_ = new QComboBox;
    difficulty_->setToolTip(tr("Mixed goes from easy to hard down the sheet."));
    count_ = new QSpinBox;
    count_->setRange(1, exercises::kMaxCount);
    count_->setValue(6);
    count_->setToolTip(tr("How many exercises (1 to %1).").arg(exercises::kMaxCount));
    minEdges_ = new QSpinBox;
    maxEdges_ = new QSpinBox;
    for (QSpinBox* s : {minEdges_, maxEdges_}) s->setRange(1, exercises::kMaxEdges);
    minEdges_->setValue(4);
    maxEdges_->setValue(10);
    minEdges_->setToolTip(tr("The fewest edges of a picture."));
    maxEdges_->setToolTip(tr("The most edges of a picture."));
    minEdges_->setAccessibleName(tr("Fewest edges per picture"));
    maxEdges_->setAccessibleName(tr("Most edges per picture"));
    connect(minEdges_, &QSpinBox::valueChanged, this, [this](int v) { maxEdges_->setValue(std::max(v, maxEdges_->value())); });
    connect(maxEdges_, &QSpinBox::valueChanged, this, [this](int v) { minEdges_->setValue(std::min(v, minEdges_->value())); });
    auto* edges = new QHBoxLayout;
    edges->addWidget(minEdges_);
    edges->addWidget(new QLabel(tr("to")));
    edges->addWidget(maxEdges_);
    edges->addStretch(1);
    seed_ = new QSpinBox;
    seed_->setRange(0, INT_MAX);
    seed_->setValue(static_cast<int>(std::random_device{}() % 1000000));
    seed_->setToolTip(tr("The same settings and seed make the same sheet again (also with homestead-cli exercises)."));
    auto* fresh = new QPushButton(tr("New Seed"));
    fresh->setToolTip(tr("Draw another seed: a different sheet."));
    connect(fresh, &QPushButton::clicked, this, [this] { seed_->setValue(static_cast<int>(std::random_device{}() % 1000000)); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(fresh);

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), kind_);
    form->addRow(tr("&Difficulty:"), difficulty_);
    form->addRow(tr("&Exercises:"), count_);
    auto* edgesLabel = new QLabel(tr("Edges per &picture:"));  // a row of several widgets: the label names the first
    edgesLabel->setBuddy(minEdges_);
    form->addRow(edgesLabel, edges);
    auto* seedLabel = new QLabel(tr("&Seed:"));
    seedLabel->setBuddy(seed_);
    form->addRow(seedLabel, seedRow);

    status_ = new QLabel(tr("Questions come first (pictures with named edges, no numbers); the answer key, with the "
                            "values, the winning moves and the reasoning, is on the last pages."));
    status_->setWordWrap(true);
    status_->setMinimumWidth(420);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    save_ = buttons->addButton(tr("Save PDF…"), QDialogButtonBox::AcceptRole);
    save_->setDefault(true);
    save_->setToolTip(tr("Choose where to save the sheet as a PDF."));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save_, &QPushButton::clicked, this, &ExerciseSheetDialog::chooseFileAndSave);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    connect(kind_, &QComboBox::currentIndexChanged, this, &ExerciseSheetDialog::kindChanged);
    kindChanged();
}

void ExerciseSheetDialog::kindChanged() {
    const bool hackenbush = kind_->currentData().toInt() == int(Kind::Hackenbush);
    const int at = std::max(0, difficulty_->currentIndex());
    difficulty_->clear();
    difficulty_->addItem(tr("Mixed: easy to hard"), int(Difficulty::Mixed));
    difficulty_->addItem(hackenbush ? tr("Trees") : tr("Easy"), int(Difficulty::Trees));
    difficulty_->addItem(hackenbush ? tr("Trees with small cycles") : tr("Medium"), int(Difficulty::Cycles));
    difficulty_->addItem(hackenbush ? tr("Loops and multiple edges") : tr("Hard"), int(Difficulty::LoopsAndMultiple));
    difficulty_->setCurrentIndex(at);
    minEdges_->setEnabled(hackenbush);
    maxEdges_->setEnabled(hackenbush);
}

exercises::SheetOptions ExerciseSheetDialog::options() const {
    exercises::SheetOptions o;
    o.kind = static_cast<Kind>(kind_->currentData().toInt());
    o.difficulty = static_cast<Difficulty>(difficulty_->currentData().toInt());
    o.count = count_->value();
    o.minEdges = minEdges_->value();
    o.maxEdges = maxEdges_->value();
    o.seed = static_cast<std::uint64_t>(seed_->value());
    o.language = windowLanguage();
    return o;
}

void ExerciseSheetDialog::setOptions(const exercises::SheetOptions& o) {
    kind_->setCurrentIndex(kind_->findData(int(o.kind)));
    difficulty_->setCurrentIndex(difficulty_->findData(int(o.difficulty)));
    count_->setValue(o.count);
    minEdges_->setValue(o.minEdges);
    maxEdges_->setValue(o.maxEdges);
    seed_->setValue(static_cast<int>(std::min<std::uint64_t>(o.seed, INT_MAX)));
}

QString ExerciseSheetDialog::status() const { return status_->text(); }

void ExerciseSheetDialog::chooseFileAndSave() {
    const exercises::SheetOptions o = options();
    const QString suggestion = QDir::home().filePath(QStringLiteral("exercises-%1-seed-%2.pdf")
                                                         .arg(QString::fromStdString(exercises::kindName(o.kind)))
                                                         .arg(o.seed));
    QString path = fileDialogs::saveFileName(this, tr("Save the exercise sheet"), suggestion, tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().toLower() != QLatin1String("pdf")) path += QStringLiteral(".pdf");
    saveTo(path);
}

void ExerciseSheetDialog::saveTo(const QString& path) {
    if (busy()) return;
    save_->setEnabled(false);
    status_->setText(tr("Writing %1…").arg(QFileInfo(path).fileName()));
    writer_.start<Written>([o = options(), path] { return write(o, path); }, [this](const Written& w) { finished(w); });
}

ExerciseSheetDialog::Written ExerciseSheetDialog::write(const exercises::SheetOptions& o, const QString& path) {
    Written w;
    try {
        const exercises::Sheet sheet = exercises::makeSheet(o);
        QString error;
        if (!render::writeExerciseSheetPdf(sheet, path, &error)) {
            w.message = QObject::tr("%1 Nothing was written.").arg(error);
            return w;
        }
        const render::SheetPlan plan = render::planExerciseSheet(sheet);
        const int questions = static_cast<int>(plan.questionPages.size());
        w.ok = true;
        w.message = QObject::tr("Saved %1: %2 pages, questions on pages 1–%3, answers on pages %4–%5.")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(plan.pageCount())
                        .arg(questions)
                        .arg(questions + 1)
                        .arg(plan.pageCount());
    } catch (const std::exception& e) {  // bad options cannot come from the spin boxes; said plainly anyway
        w.message = QObject::tr("The sheet could not be made: %1. Nothing was written.")
                        .arg(QString::fromStdString(errorText(e, o.language)));
    }
    return w;
}

void ExerciseSheetDialog::finished(const Written& w) {
    save_->setEnabled(true);
    status_->setText(w.message);
    status_->setStyleSheet(w.ok ? QString() : QStringLiteral("QLabel { color: #b0203f; }"));
    emit saved(w.ok, w.message);
}

QAction* exerciseSheetAction(QWidget* window) {
    auto* a = new QAction(QObject::tr("New E&xercise Sheet…"), window);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));  // Ctrl+Shift+E is Export PDF
    a->setStatusTip(QObject::tr("Make a PDF of seeded exercises (Hackenbush, Welter, Nim, animating functions or "
                                "transfinite Welter and Nim) with an answer key"));
    a->setObjectName(QStringLiteral("exerciseSheet"));
    QObject::connect(a, &QAction::triggered, window, [window] {
        auto* dialog = new ExerciseSheetDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    return a;
}

}  // namespace homestead::gui
