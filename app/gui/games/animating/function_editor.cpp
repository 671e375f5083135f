// An animating function's steps, typed or built with buttons (see function_editor.h).
#include "function_editor.h"

#include "wrapping_row.h"

#include <QVBoxLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStringList>
#include <QToolButton>

#include <initializer_list>

namespace homestead::gui {

FunctionEditor::FunctionEditor(const QString& name, QWidget* parent) : QWidget(parent), name_(name) {
    auto* label = new QLabel(tr("%1(x): steps").arg(name), this);
    edit_ = new QLineEdit(this);
    edit_->setPlaceholderText(tr("for example  -2 ^3 +3 ^5"));
    edit_->setToolTip(tr("The steps of %1, applied left to right: +a adds a, -a subtracts a, ^a nim-adds a (x \u2295 a)")
                          .arg(name));
    edit_->setAccessibleName(tr("Steps of %1").arg(name));
    label->setBuddy(edit_);
    amount_ = new QSpinBox(this);
    amount_->setRange(0, 999);
    amount_->setValue(1);
    amount_->setToolTip(tr("The amount a of the step the buttons add"));
    amount_->setAccessibleName(tr("Step amount for %1").arg(name));
    // Made in the order they stand, which is Tab's order: a, +a, −a, ⊕a, Remove last, Clear.
    QToolButton* plus = stepButton(tr("+a"), tr("Append x + a to %1").arg(name), '+');
    QToolButton* minus = stepButton(tr("\u2212" "a"), tr("Append x \u2212 a to %1").arg(name), '-');
    QToolButton* nimPlus = stepButton(tr("\u2295" "a"), tr("Append x \u2295 a to %1").arg(name), '^');
    auto* back = new QToolButton(this);
    back->setText(tr("Remove last"));
    back->setToolTip(tr("Take the last step of %1 back").arg(name));
    connect(back, &QToolButton::clicked, this, &FunctionEditor::removeLastStep);
    auto* clear = new QToolButton(this);
    clear->setText(tr("Clear"));
    clear->setToolTip(tr("No steps: %1 is the identity").arg(name));
    connect(clear, &QToolButton::clicked, this, [this] { setSteps({}); });
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #8a1c1c;"));  // 8.3:1 on the window's grey
    problem_->hide();

    // two rows, so the page fits 1280 px in presentation's large type: the steps, then the buttons
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(edit_, 1);
    auto* buttons = new WrappingRow;  // on two lines where one does not fit (1024 px, presenting)
    buttons->addWidget(new QLabel(tr("a ="), this));  // (not a pair widget: the box keeps its place in the tab order)
    buttons->addWidget(amount_);
    for (QToolButton* step : {plus, minus, nimPlus}) buttons->addWidget(step);
    buttons->addWidget(back);
    buttons->addWidget(clear);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addLayout(buttons);
    layout->addWidget(problem_);
    connect(edit_, &QLineEdit::textChanged, this, &FunctionEditor::stepsChanged);
}

QToolButton* FunctionEditor::stepButton(const QString& text, const QString& tip, QChar op) {
    auto* button = new QToolButton(this);
    button->setText(text);
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    connect(button, &QToolButton::clicked, this, [this, op] { appendStep(op); });
    return button;
}

QString FunctionEditor::steps() const { return edit_->text(); }

void FunctionEditor::setSteps(const QString& steps) { edit_->setText(steps); }

void FunctionEditor::appendStep(QChar op) {
    const QString step = QString(op) + QString::number(amount_->value());
    const QString text = edit_->text().trimmed();
    setSteps(text.isEmpty() ? step : text + QLatin1Char(' ') + step);
}

void FunctionEditor::removeLastStep() {
    QStringList parts = edit_->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!parts.isEmpty()) parts.removeLast();
    setSteps(parts.join(QLatin1Char(' ')));
}

void FunctionEditor::setProblem(const QString& message) {
    problem_->setText(message);
    problem_->setVisible(!message.isEmpty());
}

QString FunctionEditor::problem() const { return problem_->isVisible() ? problem_->text() : QString(); }

}  // namespace homestead::gui
