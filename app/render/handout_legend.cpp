// The rows of a handout's legend and their samples (see handout_legend.h).
#include "handout_legend.h"

#include "picture_geometry.h"

#include "homestead/worked_analysis.h"

#include <QCoreApplication>
#include <QFont>
#include <QStringList>

#include <algorithm>
#include <set>

namespace homestead::render {

namespace {
// The window installs its translators (window_language.h), homestead-cli the same for --lang (render_translation.h).
struct HandoutLegendText {
    Q_DECLARE_TR_FUNCTIONS(HandoutLegend)
};

const QColor kText(0x33, 0x33, 0x33);

QFont legendFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(HandoutLegend::kFontPixels);  // the painter works in points
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

constexpr int kTextFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter;

}  // namespace

HandoutLegend::HandoutLegend(const Picture& picture, const Analysis& analysis, const RenderOptions& options)
    : strong_(options.strong), textScale_(options.textScale), labelColour_(labelColor(options.labels())) {
    const double widthScale = options.strong ? kStrongStroke : 1.0;
    const LookToggles toggles{options.classes, options.winning};
    bool anyStanding = false, anyFloating = false, anyWinning = false;
    std::vector<QPen> classPens;
    std::set<QRgb> classColours;
    for (std::size_t i = 0; i < picture.edges().size(); ++i) {
        const EdgeAnalysis* a = i < analysis.edges.size() ? &analysis.edges[i] : nullptr;
        QColor classColour;
        const EdgeLook look = restingLook(a, toggles, false, false, &classColour);
        anyStanding |= look == EdgeLook::Normal;
        anyFloating |= look == EdgeLook::Floating;
        anyWinning |= look == EdgeLook::Winning;
        if (look == EdgeLook::Class && classColours.insert(classColour.rgb()).second && classPens.size() < std::size_t(kMarkColours))
            classPens.push_back(edgePen(look, classColour, widthScale, options.strong));
    }
    rows_.push_back({Mark::Ground, {groundPen()}, {},
                     HandoutLegendText::tr("The ground (dotted line) and its base nodes (squares); a node above the ground is a disc.")});
    if (anyStanding)
        rows_.push_back({Mark::Edge, {edgePen(EdgeLook::Normal, {}, widthScale, options.strong)}, {},
                         HandoutLegendText::tr("An edge: a move chops one, and everything no longer joined to the ground falls with it.")});
    if (anyWinning)
        rows_.push_back({Mark::Winning, {edgePen(EdgeLook::Winning, {}, widthScale, options.strong)}, {},
                         HandoutLegendText::tr("A winning move (thick dashes): chopping it leaves value 0.")});
    if (!classPens.empty())
        rows_.push_back({Mark::Classes, classPens, {},
                         HandoutLegendText::tr("A concyclic class: edges on exactly the same cycles share a colour and a dash pattern.")});
    if (anyFloating)
        rows_.push_back({Mark::Floating, {edgePen(EdgeLook::Floating, {}, widthScale, options.strong)}, {},
                         HandoutLegendText::tr("An edge in the air (pale, no number): not joined to the ground, no part in the game.")});
    if (options.labels().any()) {
        EdgeAnalysis sample;
        sample.stress = 6;
        sample.weight = 3;
        QString text = options.stresses || options.weights ? QString::fromStdString(pictureLegend(options.stresses, options.weights, options.language))
                                                           : QString();
        if (options.names)
            text.prepend(text.isEmpty() ? HandoutLegendText::tr("Beside each named edge: its name.")
                                        : HandoutLegendText::tr("A name before the numbers is the edge's own (\"trunk: 5\"). "));
        rows_.push_back({Mark::Numbers, {}, labelText(sample, options.names ? "a" : "", options.labels()), text.trimmed()});
    }
}

QString HandoutLegend::text() const {
    QStringList lines;
    for (const Row& r : rows_) lines << (r.sample.isEmpty() ? r.text : r.sample + QStringLiteral(": ") + r.text);
    return lines.join(QLatin1Char('\n'));
}

double HandoutLegend::height(QPainter& painter, double width) const {
    painter.save();
    painter.setFont(legendFont());
    double h = 0;
    for (const Row& r : rows_) {
        const QRectF box = painter.boundingRect(QRectF(0, 0, std::max(10.0, width - kSampleWidth), 1e6), kTextFlags, r.text);
        h += std::max(box.height(), 12.0) + kRowGap;
    }
    painter.restore();
    return h;
}

void HandoutLegend::paint(QPainter& painter, const QRectF& area, double pictureScale) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QFont font = legendFont();
    const double textWidth = std::max(10.0, area.width() - kSampleWidth);
    double y = area.top();
    for (const Row& r : rows_) {
        painter.setFont(font);
        const QRectF measured = painter.boundingRect(QRectF(0, 0, textWidth, 1e6), kTextFlags, r.text);
        const double h = std::max(measured.height(), 12.0);
        const QRectF sample(area.left(), y, kSampleWidth - 8, h);
        const double mid = sample.center().y();
        auto line = [&](QPen pen, double from, double to) {
            pen.setWidthF(pen.widthF() * pictureScale);  // (its dashes are in widths: they scale with it)
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawLine(QPointF(from, mid), QPointF(to, mid));
        };
        switch (r.mark) {
        case Mark::Ground: {
            line(r.pens.front(), sample.left(), sample.right());
            const double s = kNodeRadius * pictureScale;
            painter.setPen(Qt::NoPen);
            painter.setBrush(colors::ground);
            painter.drawRect(QRectF(sample.left() + 8 - s, mid - s, 2 * s, 2 * s));
            painter.setBrush(colors::node);
            painter.drawEllipse(QPointF(sample.right() - 8, mid - 3 * s), s, s);
            break;
        }
        case Mark::Classes: {  // the classes' looks one above another, each a short stroke
            const double step = std::min(h / double(r.pens.size()), 6.0);
            const double top = mid - step * double(r.pens.size() - 1) / 2;
            for (std::size_t k = 0; k < r.pens.size(); ++k) {
                QPen pen = r.pens[k];
                pen.setWidthF(std::min(pen.widthF() * pictureScale, step * 0.8));
                painter.setPen(pen);
                painter.drawLine(QPointF(sample.left(), top + step * double(k)), QPointF(sample.right(), top + step * double(k)));
            }
            break;
        }
        case Mark::Numbers: {
            const double s = std::max(0.4, pictureScale * textScale_);
            const QRectF natural = labelTextBox(r.sample);
            const QRectF box(QPointF(0, 0), natural.size() * s);
            paintLabel(painter, box.translated(sample.center() - box.center()), r.sample, labelColour_,
                       {s, strong_});
            break;
        }
        default: line(r.pens.front(), sample.left(), sample.right()); break;
        }
        painter.setFont(font);
        painter.setPen(kText);
        painter.drawText(QRectF(area.left() + kSampleWidth, y, textWidth, h + 1), kTextFlags, r.text);
        y += h + kRowGap;
    }
    painter.restore();
}

}  // namespace homestead::render
