// The high-contrast theme's switch (see high_contrast.h).
#include "high_contrast.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QSettings>
#include <QWidget>

namespace homestead::gui {

HighContrast* HighContrast::instance() {
    static HighContrast* one = new HighContrast;  // lives as long as the application
    return one;
}

HighContrast::HighContrast() { reload(); }

void HighContrast::setUserOn(bool on) {
    QSettings().setValue(QLatin1String(kSettingsKey), on);
    apply(on, presentation_);
}

void HighContrast::setPresentation(bool on) { apply(user_, on); }

void HighContrast::reload() { apply(QSettings().value(QLatin1String(kSettingsKey), false).toBool(), presentation_); }

void HighContrast::apply(bool user, bool presentation) {
    const bool before = on(), userBefore = user_;
    user_ = user;
    presentation_ = presentation;
    if (on() != before || user_ != userBefore) emit changed(on());
}

QAction* addHighContrastAction(QWidget* window, QMenu* menu) {
    HighContrast* theme = HighContrast::instance();
    auto* a = new QAction(QObject::tr("&High Contrast"), window);
    a->setObjectName(QStringLiteral("highContrast"));
    a->setCheckable(true);
    a->setChecked(theme->userOn());
    const QKeySequence key(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    const QString tip = QObject::tr("Thicker strokes, darker text and only strong colours, for a projector or weak eyes "
                                    "(always on while presenting)");
    a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    QObject::connect(a, &QAction::toggled, theme, &HighContrast::setUserOn);
    QObject::connect(theme, &HighContrast::changed, a, [a, theme] {
        if (a->isChecked() != theme->userOn()) a->setChecked(theme->userOn());
    });
    window->addAction(a);
    if (menu) menu->addAction(a);
    return a;
}

}  // namespace homestead::gui
