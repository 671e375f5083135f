// One text-size factor for the whole application (see text_scale.h).
#include "text_scale.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QSettings>
#include <QToolTip>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace homestead::gui {

namespace {
constexpr double kTolerance = 1e-6;
double clampToSteps(double f) {
    if (!std::isfinite(f)) return 1.0;
    return std::clamp(f, std::begin(TextScale::kSteps)[0], std::end(TextScale::kSteps)[-1]);
}
}  // namespace

TextScale::TextScale() { reload(); }

TextScale* TextScale::instance() {
    static TextScale* scale = new TextScale;  // lives as long as the application
    return scale;
}

int TextScale::pixels(double base) { return std::max(1, static_cast<int>(std::lround(base * instance()->factor()))); }

QFont TextScale::scaled(QFont font, double k) {
    if (font.pointSizeF() > 0) font.setPointSizeF(font.pointSizeF() * k);
    else font.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * k))));
    return font;
}

double TextScale::digitHeight(const QFont& font) {
    // the flat-topped, flat-footed digits: what a glyph of the font covers from baseline to top
    return QFontMetricsF(font).tightBoundingRect(QStringLiteral("147")).height();
}

QFont TextScale::backRow(QFont font) {
    const TextScale* s = instance();
    if (!s->presentation_) return font;
    const double wanted = kPresentationDigitPixels * s->userFactor_ + 0.75;  // antialiased edges aside
    const double now = digitHeight(font);
    if (now <= 0 || now >= wanted) return font;
    font = scaled(font, wanted / now);
    if (digitHeight(font) < wanted) font = scaled(font, 1.04);  // a size hinted a pixel short
    return font;
}

double TextScale::factorFor(const QFont& base) {
    const double f = instance()->factor();
    const QFont drawn = scaled(base, f);
    const QFont raised = backRow(drawn);
    auto size = [](const QFont& x) { return x.pointSizeF() > 0 ? x.pointSizeF() : double(x.pixelSize()); };
    return size(drawn) > 0 ? f * size(raised) / size(drawn) : f;
}

void TextScale::follow(QWidget* widget, std::function<void()> relayout, bool raise) {
    auto apply = [widget, raise] {
        const QFont f = scaled(QApplication::font(widget), instance()->factor());
        widget->setFont(raise ? backRow(f) : f);
    };
    apply();
    connect(instance(), &TextScale::changed, widget, [apply, relayout = std::move(relayout)] {
        apply();
        if (relayout) relayout();
    });
}

bool TextScale::canGrow() const { return userFactor_ < std::end(kSteps)[-1] - kTolerance; }
bool TextScale::canShrink() const { return userFactor_ > kSteps[0] + kTolerance; }

void TextScale::larger() {
    for (double s : kSteps)
        if (s > userFactor_ + kTolerance) return setUserFactor(s);
}

void TextScale::smaller() {
    for (auto it = std::rbegin(kSteps); it != std::rend(kSteps); ++it)
        if (*it < userFactor_ - kTolerance) return setUserFactor(*it);
}

void TextScale::reset() { setUserFactor(1.0); }

void TextScale::setUserFactor(double factor) {
    factor = clampToSteps(factor);
    QSettings().setValue(QLatin1String(kSettingsKey), factor);
    apply(factor, presentation_);
}

void TextScale::setPresentation(bool on) { apply(userFactor_, on); }

void TextScale::reload() {
    bool ok = false;
    const double stored = QSettings().value(QLatin1String(kSettingsKey), 1.0).toDouble(&ok);
    apply(ok ? clampToSteps(stored) : 1.0, presentation_);
}

void TextScale::apply(double userFactor, bool presentation) {
    const double before = factor();
    userFactor_ = userFactor;
    presentation_ = presentation;
    // Tooltips are made anew each time one shows, with the font set for them here: the hover
    // sentences on the canvas, the garden and the pages are as large as the rest at a projector.
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        QToolTip::setFont(scaled(QApplication::font(), factor()));
    if (std::abs(factor() - before) > kTolerance) emit changed(factor());
}

}  // namespace homestead::gui
