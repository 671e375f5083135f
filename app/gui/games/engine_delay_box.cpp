// The engine delay control shared by Play and Welter's strip (see engine_delay_box.h).
#include "engine_delay_box.h"

#include "engine_runner.h"
#include "window_language.h"

#include <QDoubleSpinBox>

#include <cmath>

namespace homestead::gui {

QDoubleSpinBox* engineDelayBox(EngineRunner* runner) {
    auto* box = new QDoubleSpinBox;
    box->setObjectName(QStringLiteral("engineDelay"));
    box->setRange(0.0, 5.0);
    box->setDecimals(1);
    box->setSingleStep(0.1);
    box->setSuffix(QObject::tr(" s"));
    // the decimal point of the window's language ("0,6 s" in German), not the system's
    box->setLocale(windowLocale());
    QObject::connect(WindowLanguage::instance(), &WindowLanguage::changed, box, [box] { box->setLocale(windowLocale()); });
    box->setValue(runner->delay() / 1000.0);
    box->setAccelerated(true);
    box->setToolTip(QObject::tr("How long an engine waits before each of its moves, so that you can follow the "
                                "game (0: it moves at once)"));
    QObject::connect(box, &QDoubleSpinBox::valueChanged, runner,
                     [runner](double seconds) { runner->setDelay(int(std::lround(seconds * 1000))); });
    return box;
}

}  // namespace homestead::gui
