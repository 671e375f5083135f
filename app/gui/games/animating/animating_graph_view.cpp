// Painting the graph of animating functions (see animating_graph_view.h): O(width of the window)
// per paint, from the values in the reports.
#include "animating_graph_view.h"

#include "text_scale.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

namespace {

// Okabe–Ito blue and vermillion: told apart by every kind of colour vision, and by shape besides.
const QColor kF{0x00, 0x72, 0xb2};
const QColor kG{0xd5, 0x5e, 0x00};
const QColor kAxis{0x44, 0x44, 0x44};
const QColor kDiagonal{0xb0, 0xb0, 0xb0};

double toDouble(Int128 v) { return static_cast<double>(v); }

void paintMark(QPainter& p, QPointF c, double r, bool isF) {
    if (isF) {
        p.setPen(Qt::NoPen);
        p.setBrush(kF);
        p.drawEllipse(c, r, r);
    } else {
        p.setPen(QPen(kG, std::max(1.5, r / 2.5)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }
}

// The smallest of 1, 2, 5, 10, 20, 50, … that leaves at least minimumPixels between grid lines.
double niceStep(double span, double pixels, double minimumPixels) {
    static constexpr double kMantissas[] = {1, 2, 5};
    double step = 1;
    for (int k = 0; span / step * minimumPixels > pixels && k < 60; ++k) step = kMantissas[(k + 1) % 3] * std::pow(10.0, (k + 1) / 3);
    return step;
}

}  // namespace

struct AnimatingGraphView::Frame {
    QRectF plot;
    double yMin = 0, yMax = 1;
    double x(double value, qint64 first, qint64 last) const {
        return plot.left() + (value - double(first) + 0.5) / double(last - first + 1) * plot.width();
    }
    double y(double value) const { return plot.bottom() - (value - yMin) / (yMax - yMin) * plot.height(); }
};

AnimatingGraphView::AnimatingGraphView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Graph of the functions"));
    setAccessibleDescription(tr("x from left to right, f(x) upwards; + and - zoom, Left and Right move the window"));
    setToolTip({});
    setMouseTracking(true);
}

void AnimatingGraphView::setWindow(qint64 first, qint64 last) {
    if (last < first) std::swap(first, last);
    last = std::min<qint64>(last, first + animating::kMaxGraphPoints - 1);
    if (first == first_ && last == last_) return;
    first_ = first;
    last_ = last;
    emit windowRequested(first_, last_);
    update();
}

// Zooming keeps the middle: −32…32 becomes −16…16 or −64…64.
void AnimatingGraphView::zoomIn() {
    const qint64 middle = first_ + (last_ - first_) / 2, half = std::max<qint64>(4, (last_ - first_) / 4);
    setWindow(middle - half, middle + half);
}

void AnimatingGraphView::zoomOut() {
    const qint64 middle = first_ + (last_ - first_) / 2,
                 half = std::min<qint64>((animating::kMaxGraphPoints - 1) / 2, std::max<qint64>(4, last_ - first_));
    setWindow(middle - half, middle + half);
}

void AnimatingGraphView::pan(int direction) {
    const qint64 step = std::max<qint64>(1, (last_ - first_ + 1) / 4) * (direction < 0 ? -1 : 1);
    setWindow(first_ + step, last_ + step);
}

void AnimatingGraphView::setReports(const animating::AnimatingReport* f, const animating::AnimatingReport* g) {
    f_ = f ? std::optional(*f) : std::nullopt;
    g_ = g ? std::optional(*g) : std::nullopt;
    update();
}

AnimatingGraphView::Frame AnimatingGraphView::frame() const {
    const int text = TextScale::pixels(13);
    Frame fr;
    const int poleRows = (f_ ? 1 : 0) + (g_ ? 1 : 0);
    fr.plot = QRectF(rect()).adjusted(text * 4, text * 2, -text, -text * (2.2 + 2.6 * poleRows));
    fr.yMin = double(first_);
    fr.yMax = double(last_);
    for (const auto* r : {f_ ? &*f_ : nullptr, g_ ? &*g_ : nullptr}) {
        if (!r) continue;
        for (std::size_t i = 0; i < r->values.size(); ++i) {
            const qint64 x = qint64(r->from) + qint64(i);
            if (x < first_ || x > last_) continue;
            fr.yMin = std::min(fr.yMin, toDouble(r->values[i]));
            fr.yMax = std::max(fr.yMax, toDouble(r->values[i]));
        }
    }
    const double pad = std::max(1.0, (fr.yMax - fr.yMin) * 0.04);
    fr.yMin -= pad;
    fr.yMax += pad;
    return fr;
}

void AnimatingGraphView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    const Frame fr = frame();
    QFont font = this->font();
    font.setPixelSize(TextScale::pixels(13));
    p.setFont(font);
    const QFontMetricsF metrics(font);
    const auto X = [&](double x) { return fr.x(x, first_, last_); };

    // grid and axes, with numbers
    const double xStep = niceStep(double(last_ - first_ + 1), fr.plot.width(), metrics.horizontalAdvance("-00000"));
    const double yStep = niceStep(fr.yMax - fr.yMin, fr.plot.height(), metrics.height() * 2.5);
    p.setPen(QPen(QColor(0xe4, 0xe4, 0xe4), 1));
    for (double x = std::ceil(double(first_) / xStep) * xStep; x <= double(last_); x += xStep) {
        p.drawLine(QPointF(X(x), fr.plot.top()), QPointF(X(x), fr.plot.bottom()));
    }
    for (double y = std::ceil(fr.yMin / yStep) * yStep; y <= fr.yMax; y += yStep)
        p.drawLine(QPointF(fr.plot.left(), fr.y(y)), QPointF(fr.plot.right(), fr.y(y)));
    p.setPen(kAxis);
    for (double x = std::ceil(double(first_) / xStep) * xStep; x <= double(last_); x += xStep)
        p.drawText(QRectF(X(x) - 40, fr.plot.bottom() + 2, 80, metrics.height()), Qt::AlignHCenter, QString::number(qint64(x)));
    for (double y = std::ceil(fr.yMin / yStep) * yStep; y <= fr.yMax; y += yStep)
        p.drawText(QRectF(0, fr.y(y) - metrics.height() / 2, fr.plot.left() - 4, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(qint64(y)));
    if (first_ <= 0 && last_ >= 0) p.drawLine(QPointF(X(0), fr.plot.top()), QPointF(X(0), fr.plot.bottom()));
    if (fr.yMin <= 0 && fr.yMax >= 0) p.drawLine(QPointF(fr.plot.left(), fr.y(0)), QPointF(fr.plot.right(), fr.y(0)));
    // y = x, faint and dashed: an animating function stays near it
    p.setPen(QPen(kDiagonal, 1, Qt::DashLine));
    const double lo = std::max(double(first_), fr.yMin), hi = std::min(double(last_), fr.yMax);
    if (lo < hi) p.drawLine(QPointF(X(lo), fr.y(lo)), QPointF(X(hi), fr.y(hi)));

    const double spacing = fr.plot.width() / double(last_ - first_ + 1);
    const double r = std::clamp(spacing / 3.2, 1.5, double(TextScale::pixels(5)));
    int row = 0;
    for (const auto* report : {f_ ? &*f_ : nullptr, g_ ? &*g_ : nullptr}) {
        const bool isF = report == (f_ ? &*f_ : nullptr);
        if (!report) continue;
        for (std::size_t i = 0; i < report->values.size(); ++i) {
            const qint64 x = qint64(report->from) + qint64(i);
            if (x >= first_ && x <= last_) paintMark(p, {X(double(x)), fr.y(toDouble(report->values[i]))}, r, isF);
        }
        // the poles: a dotted line up the plot, and a mark and the pole's number in a row of its own
        const double rowY = fr.plot.bottom() + metrics.height() * (1.6 + 2.6 * row) + metrics.height() * 0.5;
        p.setPen(isF ? kF : kG);
        p.drawText(QRectF(0, rowY - metrics.height() / 2, fr.plot.left() - 4, metrics.height()), Qt::AlignRight | Qt::AlignVCenter,
                   tr("poles %1").arg(isF ? QStringLiteral("f") : QStringLiteral("g")));
        double right[2] = {-1e9, -1e9};  // crowded poles' numbers go on a second line
        for (const auto& origin : report->poles) {
            const double px = double(origin.pole);
            if (px < double(first_) || px > double(last_)) continue;
            p.setPen(QPen(isF ? kF : kG, 1, isF ? Qt::DotLine : Qt::DashDotLine));
            p.drawLine(QPointF(X(px), fr.plot.top()), QPointF(X(px), fr.plot.bottom()));
            const QString number = QString::fromStdString(toDecimal(origin.pole));
            const double width = metrics.horizontalAdvance(number) + metrics.height() * 0.7;
            const double left = X(px) - width / 2;
            const int line = left >= right[0] + 2 ? 0 : left >= right[1] + 2 ? 1 : (right[0] <= right[1] ? 0 : 1);
            right[line] = left + width;
            const double y = rowY + line * metrics.height() * 0.9;
            paintMark(p, {X(px) - width / 2 + metrics.height() * 0.25, y}, metrics.height() * 0.22, isF);
            p.setPen(isF ? kF : kG);
            p.drawText(QPointF(X(px) - width / 2 + metrics.height() * 0.6, y + metrics.ascent() / 2 - 1), number);
        }
        ++row;
    }
    // legend
    const QPointF legend(fr.plot.left() + 8, fr.plot.top() - metrics.height() * 0.9);
    int dx = 0;
    for (bool isF : {true, false}) {
        if (!(isF ? f_ : g_)) continue;
        paintMark(p, legend + QPointF(dx + 6, 0), 5, isF);
        p.setPen(kAxis);
        p.drawText(legend + QPointF(dx + 16, metrics.ascent() / 2 - 1), isF ? tr("f(x)") : tr("g(x)"));
        dx += int(metrics.horizontalAdvance(QStringLiteral("f(x)")) + 40);
    }
    if (hasFocus()) {  // the keyboard's focus, visible
        p.setPen(QPen(palette().highlight().color(), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

QString AnimatingGraphView::valueAt(QPointF pos) const {
    const Frame fr = frame();
    if (!fr.plot.adjusted(0, 0, 0, fr.plot.height()).contains(pos)) return {};
    const qint64 x = first_ + qint64(std::floor((pos.x() - fr.plot.left()) / fr.plot.width() * double(last_ - first_ + 1)));
    QStringList lines;
    for (const auto* report : {f_ ? &*f_ : nullptr, g_ ? &*g_ : nullptr}) {
        if (!report) continue;
        const QString name = report == (f_ ? &*f_ : nullptr) ? QStringLiteral("f") : QStringLiteral("g");
        const Int128 i = Int128(x) - report->from;
        if (i >= 0 && i < Int128(report->values.size()))
            lines << QStringLiteral("%1(%2) = %3").arg(name).arg(x).arg(QString::fromStdString(toDecimal(report->values[std::size_t(i)])));
        for (std::size_t k = 0; k < report->poles.size(); ++k)
            if (report->poles[k].pole == Int128(x)) lines << QString::fromStdString(report->poleSentences[k]);
    }
    return lines.join(QLatin1Char('\n'));
}

std::optional<QPointF> AnimatingGraphView::pointFor(int which, qint64 x) const {
    const auto& report = which == 0 ? f_ : g_;
    if (!report || x < first_ || x > last_) return std::nullopt;
    const Int128 i = Int128(x) - report->from;
    if (i < 0 || i >= Int128(report->values.size())) return std::nullopt;
    const Frame fr = frame();
    return QPointF(fr.x(double(x), first_, last_), fr.y(toDouble(report->values[std::size_t(i)])));
}

bool AnimatingGraphView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = valueAt(help->pos());
        if (text.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void AnimatingGraphView::wheelEvent(QWheelEvent* event) {
    if (event->angleDelta().y() > 0) zoomIn();
    else if (event->angleDelta().y() < 0) zoomOut();
    event->accept();
}

void AnimatingGraphView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomIn(); break;
        case Qt::Key_Minus: zoomOut(); break;
        case Qt::Key_Left: pan(-1); break;
        case Qt::Key_Right: pan(1); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

}  // namespace homestead::gui
