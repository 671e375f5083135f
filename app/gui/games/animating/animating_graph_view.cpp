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
#include <functional>

namespace homestead::gui {

namespace {

// Okabe–Ito blue and vermillion: told apart by every kind of colour vision, and by shape besides.
const QColor kF{0x00, 0x72, 0xb2};
const QColor kG{0xd5, 0x5e, 0x00};
const QColor kAxis{0x44, 0x44, 0x44};
const QColor kDiagonal{0xb0, 0xb0, 0xb0};
constexpr double kMarkInset = 0.25;  // a pole number's bell: its centre from the number's box's left, in lines

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
    double lineHeight = 0;   // one line of text
    double poleRowTop[2]{};  // where f's (0) and g's (1) row of pole numbers begins
    std::vector<PoleLabel> poleLabels[2];
    double x(double value, qint64 first, qint64 last) const {
        return plot.left() + (value - double(first) + 0.5) / double(last - first + 1) * plot.width();
    }
    double y(double value) const { return plot.bottom() - (value - yMin) / (yMax - yMin) * plot.height(); }
    // The middle of line `line` of a pole row.
    double lineY(int row, int line) const { return poleRowTop[row] + lineHeight * (0.5 + line); }
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

QFont AnimatingGraphView::textFont() const {
    QFont font = this->font();
    font.setPixelSize(TextScale::pixels(13));
    return font;
}

namespace {

// Lays boxes of the given widths on one line, in order, each as near as it can be to its wanted
// centre without touching its neighbours (`gap` apart) or leaving [lo, hi]: a run of boxes that
// would touch moves as one, centred on its members' wanted centres (the least squared shift).
// Returns each box's left edge. The boxes must fit: Σ width + gaps ≤ hi − lo.
std::vector<double> spreadOnALine(const std::vector<double>& wanted, const std::vector<double>& width, double gap, double lo,
                                  double hi) {
    struct Run {
        std::size_t first, last;  // boxes first…last
        double length;     // with the gaps between its boxes
        double wantedSum;  // Σ over its boxes of the left edge each would give the run
        double left() const { return wantedSum / double(last - first + 1); }
    };
    std::vector<Run> runs;
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        Run run{i, i, width[i], wanted[i] - width[i] / 2};
        while (!runs.empty() && runs.back().left() + runs.back().length + gap > run.left()) {
            const Run before = runs.back();
            runs.pop_back();
            // every box of `run` sits before.length + gap further right than the run's left edge
            const double shift = before.length + gap;
            run = Run{before.first, run.last, before.length + gap + run.length,
                      before.wantedSum + run.wantedSum - shift * double(run.last - run.first + 1)};
        }
        runs.push_back(run);
    }
    std::vector<double> left(wanted.size());
    double floor = lo;
    for (const Run& run : runs) {
        double x = std::max(floor, run.left());
        for (std::size_t i = run.first; i <= run.last; ++i) {
            left[i] = x;
            x += width[i] + gap;
        }
        floor = x;
    }
    // pushed past hi: slide back from the right, keeping the order
    double ceiling = hi;
    for (std::size_t i = left.size(); i-- > 0;) {
        left[i] = std::min(left[i], ceiling - width[i]);
        ceiling = left[i] - gap;
    }
    return left;
}

}  // namespace

QPointF AnimatingGraphView::poleMark(const PoleLabel& label, const QFontMetricsF& metrics) {
    return {label.rect.left() + metrics.height() * kMarkInset, label.rect.center().y()};
}

// The poles' numbers, each with its mark, on up to kPoleLines lines, the poles dealt to the lines in
// turn and each line's numbers spread as near their poles as they can stand clear of one another (a
// leader joins a moved number to its pole). A line too short for its numbers keeps every second,
// fourth, … of them; a pole without a number keeps its dotted line, its tooltip and its sentence.
std::vector<AnimatingGraphView::PoleLabel> AnimatingGraphView::placePoleLabels(const animating::AnimatingReport& report,
                                                                               const std::function<double(double)>& X,
                                                                               const QFontMetricsF& metrics, double lo,
                                                                               double hi) const {
    std::vector<PoleLabel> labels;
    for (const auto& origin : report.poles) {
        if (origin.pole < first_ || origin.pole > last_) continue;
        PoleLabel label;
        label.pole = qint64(origin.pole);
        label.number = QString::fromStdString(toDecimal(origin.pole));
        label.rect.setWidth(metrics.horizontalAdvance(label.number) + metrics.height() * 0.7);
        label.rect.setHeight(metrics.height());
        labels.push_back(label);
    }
    std::sort(labels.begin(), labels.end(), [](const PoleLabel& a, const PoleLabel& b) { return a.pole < b.pole; });
    const double gap = metrics.height() * 0.4;
    // Dealt to `lines` lines in turn; a line too short for its numbers keeps every second, fourth, …
    const auto dealt = [&](int lines) {
        std::vector<PoleLabel> placed = labels;
        for (int line = 0; line < lines; ++line) {
            const auto lineLength = [&](std::size_t every) {
                double length = 0;
                for (std::size_t i = std::size_t(line), k = 0; i < placed.size(); i += std::size_t(lines), ++k)
                    if (k % every == 0) length += placed[i].rect.width() + gap;
                return length;
            };
            std::size_t every = 1;
            while (every < placed.size() && lineLength(every) > hi - lo) every *= 2;
            std::vector<PoleLabel*> shown;
            for (std::size_t i = std::size_t(line), k = 0; i < placed.size(); i += std::size_t(lines), ++k)
                if (k % every == 0) shown.push_back(&placed[i]);
            std::vector<double> wanted, width;
            for (const PoleLabel* label : shown) {  // the mark under its pole, the number to its right
                wanted.push_back(X(double(label->pole)) - metrics.height() * kMarkInset + label->rect.width() / 2);
                width.push_back(label->rect.width());
            }
            const std::vector<double> left = spreadOnALine(wanted, width, gap, lo, hi);
            for (std::size_t k = 0; k < shown.size(); ++k) {
                shown[k]->line = line;
                shown[k]->rect.moveLeft(left[k]);  // y is set once the row's place is known
            }
        }
        return placed;
    };
    // The fewest lines that show every number within a few characters of its pole; failing that,
    // the most numbers shown, then the least moved.
    const auto cost = [&](const std::vector<PoleLabel>& placed) {
        int hidden = 0;
        double moved = 0;
        for (const PoleLabel& label : placed) {
            if (label.line < 0) ++hidden;
            else moved = std::max(moved, std::abs(poleMark(label, metrics).x() - X(double(label.pole))));
        }
        return std::pair(hidden, moved);
    };
    std::vector<PoleLabel> best = dealt(1);
    for (int lines = 2; lines <= kPoleLines; ++lines) {
        const auto [hidden, moved] = cost(best);
        if (hidden == 0 && moved <= metrics.height() * 2.5) break;
        std::vector<PoleLabel> more = dealt(lines);
        if (cost(more) < cost(best)) best = std::move(more);
    }
    return best;
}

AnimatingGraphView::Frame AnimatingGraphView::frame() const {
    const QFontMetricsF metrics(textFont());
    const double text = metrics.height();
    Frame fr;
    fr.lineHeight = text;
    fr.plot = QRectF(rect()).adjusted(text * 3.5, text * 1.8, -text * 0.9, 0);
    const auto X = [&](double x) { return fr.x(x, first_, last_); };
    // Below the plot: the x axis's numbers, then a row of pole numbers per function, as many lines
    // high as its crowded poles need.
    double below = text * 1.6;
    const animating::AnimatingReport* reports[2] = {f_ ? &*f_ : nullptr, g_ ? &*g_ : nullptr};
    for (int row = 0; row < 2; ++row) {
        if (!reports[row]) continue;
        fr.poleLabels[row] = placePoleLabels(*reports[row], X, metrics, fr.plot.left() + text * 0.2, width() - 2.0);
        int lines = 1;
        for (const PoleLabel& label : fr.poleLabels[row]) lines = std::max(lines, label.line + 1);
        fr.poleRowTop[row] = below;  // from the plot's bottom, for now
        below += text * (lines + 0.6);
    }
    fr.plot.setBottom(std::max(fr.plot.top() + text, double(height()) - below));
    for (int row = 0; row < 2; ++row) {
        fr.poleRowTop[row] += fr.plot.bottom();
        for (PoleLabel& label : fr.poleLabels[row])
            if (label.line >= 0) label.rect.moveTop(fr.lineY(row, label.line) - text / 2);
    }
    fr.yMin = double(first_);
    fr.yMax = double(last_);
    for (const auto* r : reports) {
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

std::vector<QRectF> AnimatingGraphView::poleLabelRects(int which) const {
    std::vector<QRectF> rects;
    for (const PoleLabel& label : frame().poleLabels[which == 0 ? 0 : 1])
        if (label.line >= 0) rects.push_back(label.rect);
    return rects;
}

void AnimatingGraphView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    const Frame fr = frame();
    const QFont font = textFont();
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
    for (int row = 0; row < 2; ++row) {
        const bool isF = row == 0;
        const auto* report = isF ? (f_ ? &*f_ : nullptr) : (g_ ? &*g_ : nullptr);
        if (!report) continue;
        for (std::size_t i = 0; i < report->values.size(); ++i) {
            const qint64 x = qint64(report->from) + qint64(i);
            if (x >= first_ && x <= last_) paintMark(p, {X(double(x)), fr.y(toDouble(report->values[i]))}, r, isF);
        }
        // the poles: a dotted line up the plot, and a mark and the pole's number in a row of its own
        p.setPen(isF ? kF : kG);
        p.drawText(QRectF(0, fr.lineY(row, 0) - metrics.height() / 2, fr.plot.left() - 4, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tr("poles %1").arg(isF ? QStringLiteral("f") : QStringLiteral("g")));
        const QColor ink = isF ? kF : kG;
        for (const PoleLabel& label : fr.poleLabels[row]) {
            const double px = X(double(label.pole));
            p.setPen(QPen(ink, 1, isF ? Qt::DotLine : Qt::DashDotLine));
            p.drawLine(QPointF(px, fr.plot.top()), QPointF(px, fr.plot.bottom()));
            if (label.line >= 0 && std::abs(poleMark(label, metrics).x() - px) > 1.5) {  // moved aside: a leader
                p.setPen(QPen(ink, 1));
                p.drawLine(QPointF(px, fr.poleRowTop[row] - metrics.height() * 0.15), poleMark(label, metrics));
            }
        }
        for (const PoleLabel& label : fr.poleLabels[row]) {  // over the leaders
            if (label.line < 0) continue;
            p.fillRect(label.rect.adjusted(metrics.height() * 0.5, 0, 0, 0), Qt::white);
            paintMark(p, poleMark(label, metrics), metrics.height() * 0.22, isF);
            p.setPen(ink);
            p.drawText(QPointF(label.rect.left() + metrics.height() * 0.6, label.rect.center().y() + metrics.ascent() / 2 - 1),
                       label.number);
        }
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
