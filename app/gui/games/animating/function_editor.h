// One animating function being built on the Animating functions page: its name ("f" or "g"), the
// steps as text (typed as the CLI takes them: "-2 ^3 +3 ^5"), and buttons that append a step
// (+a, −a, ⊕a with the amount from a spin box), take the last one back, or clear. The editor holds
// only text; the page parses it off the window's thread (animating_text.h says what is shown).
//
//   auto* f = new FunctionEditor("f");
//   connect(f, &FunctionEditor::stepsChanged, page, &AnimatingPage::recompute);
//   f->setSteps("-2 ^3 +3 ^5");
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace homestead::gui {

class FunctionEditor : public QWidget {
    Q_OBJECT
public:
    explicit FunctionEditor(const QString& name, QWidget* parent = nullptr);

    QString name() const { return name_; }
    QString steps() const;
    void setSteps(const QString& steps);
    // Appends one step: '+', '-' or '^' and the amount in the spin box.
    void appendStep(QChar op);
    void removeLastStep();
    QLineEdit* stepsEdit() const { return edit_; }
    QSpinBox* amountBox() const { return amount_; }
    // The problem with the typed steps (the core's message), shown under the field; empty hides it.
    void setProblem(const QString& message);
    QString problem() const;

signals:
    void stepsChanged();

private:
    QToolButton* stepButton(const QString& text, const QString& tip, QChar op);

    QString name_;
    QLineEdit* edit_ = nullptr;
    QSpinBox* amount_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace homestead::gui
