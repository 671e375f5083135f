// The handout's pages, painted in points on a PDF writer or a printer (see pdf_export.h).
#include "pdf_export.h"

#include "display_title.h"
#include "garden_painter.h"
#include "handout_legend.h"
#include "label_legibility.h"
#include "message_language.h"
#include "safe_file_writer.h"

#include "homestead/outcome_text.h"
#include "homestead/worked_analysis.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QPdfWriter>

#include <algorithm>
#include <bit>

namespace homestead::render {

namespace {
// The window installs its translators (window_language.h), homestead-cli the same for --lang (render_translation.h).
struct WorkedAnalysisPdfText {
    Q_DECLARE_TR_FUNCTIONS(WorkedAnalysisPdf)
};

const QColor kInk(0x22, 0x22, 0x22);
const QColor kQuiet(0x66, 0x66, 0x66);
constexpr double kPictureScaleCap = 1.6;  // points per scene pixel at most: a small picture is not blown up past readable
constexpr double kGardenHeight = 190;     // points at most for the garden on the analysis page
constexpr double kPageMargin = 15;        // millimetres on every side of A4

QFont pageFont(int pixels, bool bold = false, bool mono = false) {
    QFont f(mono ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pixels);  // the painter works in points, so a pixel here is a point on paper
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

QString text(const std::string& s) { return QString::fromStdString(s); }

// Writes blocks of text down a page of width `width` and height `height` (points), and says when the
// page is full: a block that would not fit is replaced by "…" and everything after it is dropped.
class PageWriter {
public:
    PageWriter(QPainter& painter, double width, double height) : p_(painter), width_(width), height_(height) {}
    double y() const { return y_; }
    double width() const { return width_; }
    bool full() const { return full_; }
    // Reserves `h` points (false, and the page is marked full, if they are not there).
    bool reserve(double h) {
        if (full_) return false;
        if (y_ + h > height_) {
            p_.setFont(pageFont(10));
            p_.setPen(kQuiet);
            p_.drawText(QRectF(0, y_, width_, 14), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("…"));
            full_ = true;
            return false;
        }
        y_ += h;
        return true;
    }
    void block(const QString& s, const QFont& font, const QColor& colour, double indent = 0, double after = 4) {
        p_.setFont(font);
        const QRectF box = p_.boundingRect(QRectF(indent, 0, width_ - indent, 1e6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, s);
        const double top = y_;
        if (!reserve(box.height() + after)) return;
        p_.setPen(colour);
        p_.drawText(QRectF(indent, top, width_ - indent, box.height() + 1), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, s);
    }
    void space(double h) { y_ = std::min(height_, y_ + h); }

private:
    QPainter& p_;
    double width_, height_;
    double y_ = 0;
    bool full_ = false;
};

QString pageTitle(const Picture& picture) {
    return picture.title.empty() ? WorkedAnalysisPdfText::tr("Hackenbush picture") : displayTitle(picture.title);
}

// Page 1: title, outcome, the picture as large as fits (up to its natural size), and under it the
// legend: a row for every mark and every number the picture shows (handout_legend.h).
void paintPicturePage(QPainter& painter, QSizeF page, const PictureAnalysis& artifact, const RenderOptions& options,
                      const HandoutPicture& placed) {
    const Picture& picture = artifact.picture();
    PageWriter w(painter, page.width(), page.height());
    w.block(pageTitle(picture), pageFont(20, true), kInk, 0, 6);
    w.block(text(text::valueOutcome(static_cast<std::int64_t>(artifact.analysis().value), options.language)), pageFont(12), kInk, 0, 12);
    const double top = w.y();

    const HandoutLegend legend(picture, artifact.analysis(), placed.options);
    const double legendHeight = legend.height(painter, page.width());
    const double legendTop = page.height() - legendHeight;
    const QRectF area(0, top, page.width(), std::max(1.0, legendTop - 10 - top));
    const QRectF bounds = placed.layout.bounds;
    const double scale = bounds.isEmpty() ? 1.0
                                          : std::min({area.width() / bounds.width(), area.height() / bounds.height(), kPictureScaleCap});
    legend.paint(painter, QRectF(0, legendTop, page.width(), legendHeight), scale);
    if (bounds.isEmpty()) return;
    painter.save();
    painter.translate(area.center());
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    paintPicture(painter, picture, artifact.analysis(), placed.layout, placed.options);
    painter.restore();
}

// The binary columns: one row per term (label, decimal, bits), a rule, the value.
void paintColumns(QPainter& painter, PageWriter& w, const WorkedAnalysis& worked, std::uint64_t value) {
    constexpr std::size_t kMaxRows = 16;
    std::uint64_t widest = value;
    for (const GroundTerm& t : worked.terms) widest = std::max(widest, t.value);
    const int bits = std::max(1, static_cast<int>(std::bit_width(widest)));
    const QFont mono = pageFont(10, false, true);
    const double row = 14, digit = 11;
    const double bitsWidth = bits * digit, numberWidth = 36;
    // the labels' column as wide as the longest label needs, within what the page leaves
    painter.setFont(pageFont(10, true));
    double longest = painter.fontMetrics().horizontalAdvance(WorkedAnalysisPdfText::tr("value (⊕ of the above)"));
    painter.setFont(pageFont(10));
    for (const GroundTerm& t : worked.terms) longest = std::max<double>(longest, painter.fontMetrics().horizontalAdvance(text(t.label)));
    const double labelWidth = std::clamp(longest + 8, 80.0, std::max(80.0, w.width() - 20 - numberWidth - 10 - bitsWidth));
    auto line = [&](const QString& label, std::uint64_t v, bool bold) {
        const double y = w.y();
        if (!w.reserve(row)) return false;
        QFont f = mono;
        f.setBold(bold);
        QFont sans = pageFont(10, bold);
        painter.setFont(sans);
        painter.setPen(kInk);
        const QString elided = painter.fontMetrics().elidedText(label, Qt::ElideRight, int(labelWidth));
        painter.drawText(QRectF(20, y, labelWidth, row), Qt::AlignLeft | Qt::AlignVCenter, elided);
        painter.setFont(f);
        painter.drawText(QRectF(20 + labelWidth, y, numberWidth, row), Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
        const double x0 = 20 + labelWidth + numberWidth + 10;
        for (int b = 0; b < bits; ++b) {
            const bool one = (v >> (bits - 1 - b)) & 1;
            painter.setPen(one ? kInk : kQuiet);
            painter.drawText(QRectF(x0 + b * digit, y, digit, row), Qt::AlignCenter, one ? QStringLiteral("1") : QStringLiteral("0"));
        }
        return true;
    };
    std::size_t shown = 0;
    for (const GroundTerm& t : worked.terms) {
        if (shown == kMaxRows) {
            w.block(WorkedAnalysisPdfText::tr("… and %1 more (all counted in the value)").arg(worked.terms.size() - shown), pageFont(10), kQuiet, 20, 2);
            break;
        }
        if (!line(text(t.label), t.value, false)) return;
        ++shown;
    }
    const double y = w.y() + 2;
    if (!w.reserve(5)) return;
    painter.setPen(QPen(kInk, 0.8));
    painter.drawLine(QPointF(20 + labelWidth, y), QPointF(20 + labelWidth + numberWidth + 10 + bitsWidth, y));
    line(WorkedAnalysisPdfText::tr("value (⊕ of the above)"), value, true);
}

// Page 2: the worked analysis, in the orientation of page 1 (a print preview shows every page in
// one orientation): one column on a portrait page; on a landscape page the garden on the left, the
// binary columns and the winning moves on the right.
void paintAnalysisPage(QPainter& painter, QSizeF page, const PictureAnalysis& artifact, Language language) {
    const WorkedAnalysis worked = workedAnalysis(artifact, 10, language);
    PageWriter header(painter, page.width(), page.height());
    header.block(WorkedAnalysisPdfText::tr("Worked analysis — %1").arg(pageTitle(artifact.picture())), pageFont(18, true), kInk, 0, 4);
    header.block(text(worked.outcome), pageFont(12), kInk, 0, 10);
    const double top = header.y();
    const bool twoColumns = page.width() > page.height();
    const double gap = 24, columnWidth = twoColumns ? (page.width() - gap) / 2 : page.width();

    auto gardenSection = [&](PageWriter& w) {
        w.block(WorkedAnalysisPdfText::tr("1. Collapse the cycles: the garden"), pageFont(12, true), kInk, 0, 3);
        w.block(text(worked.garden), pageFont(10), kInk, 0, 6);
        QFont gardenFont = pageFont(13, true);
        const GardenLayout garden = layoutGarden(artifact.garden(), gardenFont);
        if (garden.bounds.isEmpty()) return;
        const double room = twoColumns ? page.height() - top - w.y() - 10 : kGardenHeight;
        const double scale = std::min({w.width() / garden.bounds.width(), room / garden.bounds.height(), 1.0});
        const double height = garden.bounds.height() * scale, at = w.y();
        if (scale <= 0 || !w.reserve(height + 10)) return;
        painter.save();
        painter.translate(w.width() / 2, at + height / 2);
        painter.scale(scale, scale);
        painter.translate(-garden.bounds.center());
        paintGarden(painter, garden, garden.bounds, gardenFont, 0.5 / scale, true);
        painter.restore();
    };
    auto columnsAndMoves = [&](PageWriter& w) {
        w.block(WorkedAnalysisPdfText::tr("2. The value in binary columns"), pageFont(12, true), kInk, 0, 3);
        w.block(text(worked.columnsIntro), pageFont(10), kInk, 0, 4);
        paintColumns(painter, w, worked, artifact.analysis().value);
        if (!worked.terms.empty()) w.block(text(worked.sum), pageFont(10), kInk, 20, 10);
        w.block(WorkedAnalysisPdfText::tr("3. Winning moves"), pageFont(12, true), kInk, 0, 3);
        w.block(text(worked.movesIntro), pageFont(10), kInk, 0, 4);
        for (const WinningMoveReason& move : worked.moves) w.block(QStringLiteral("•  ") + text(move.reason), pageFont(10), kInk, 12, 4);
        if (!worked.movesLeftOutText.empty()) w.block(text(worked.movesLeftOutText), pageFont(10), kQuiet, 12, 4);
    };

    painter.save();
    painter.translate(0, top);
    PageWriter left(painter, columnWidth, page.height() - top);
    gardenSection(left);
    if (!twoColumns) columnsAndMoves(left);
    painter.restore();
    if (!twoColumns) return;
    painter.save();
    painter.translate(columnWidth + gap, top);
    PageWriter right(painter, columnWidth, page.height() - top);
    columnsAndMoves(right);
    painter.restore();
}

}  // namespace

int handoutPageCount(const RenderOptions& options) { return options.analysisPage ? 2 : 1; }

namespace {
// Decided on the edges and nodes alone (`edgesAndNodes`: their box, the margins added), which labels
// only make larger, fitted on the page's longer side at most.
RenderOptions pictureOptionsFor(const QRectF& edgesAndNodes, const RenderOptions& options) {
    RenderOptions drawn = options;
    drawn.title = false;
    const QSizeF bare = withMargins(edgesAndNodes, drawn).size();
    const double longest = QPageSize(QPageSize::A4).size(QPageSize::Point).height() - 2 * kPageMargin * 72 / 25.4;
    const double largest = bare.isEmpty() ? kPictureScaleCap : std::min(kPictureScaleCap, longest / std::max(bare.width(), bare.height()));
    return labelsReadableAt(largest, options.textScale) ? drawn : withoutLabels(drawn);
}
}  // namespace

RenderOptions handoutPictureOptions(const PictureAnalysis& artifact, const RenderOptions& options) {
    return pictureOptionsFor(placeEdgesAndNodes(artifact.picture()).bounds, options);
}

HandoutPicture placeHandoutPicture(const PictureAnalysis& artifact, const RenderOptions& options) {
    HandoutPicture out{{}, placeEdgesAndNodes(artifact.picture())};  // (the paths made once: O(E))
    out.options = pictureOptionsFor(out.layout.bounds, options);
    placeLabels(out.layout, artifact.picture(), artifact.analysis(), out.options);
    return out;
}

QPageLayout handoutPageLayout(const HandoutPicture& picture) {
    const QRectF b = picture.layout.bounds;
    const auto orientation = b.width() > b.height() ? QPageLayout::Landscape : QPageLayout::Portrait;
    return QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF(kPageMargin, kPageMargin, kPageMargin, kPageMargin),
                       QPageLayout::Millimeter);
}

int paintHandout(QPainter& painter, QPagedPaintDevice& device, const PictureAnalysis& artifact, const RenderOptions& options,
                 const HandoutPicture& picture) {
    const int dpi = device.logicalDpiX();
    const double toPoints = 72.0 / dpi;
    const int pages = handoutPageCount(options);
    for (int i = 0; i < pages; ++i) {
        if (i > 0) device.newPage();
        const QSizeF page = QSizeF(device.pageLayout().paintRectPixels(dpi).size()) * toPoints;
        painter.save();
        painter.scale(1 / toPoints, 1 / toPoints);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        if (i == 0) paintPicturePage(painter, page, artifact, options, picture);
        else paintAnalysisPage(painter, page, artifact, options.language);
        painter.restore();
    }
    return pages;
}

bool exportPdf(const PictureAnalysis& artifact, const QString& path, const RenderOptions& options, QString* error, bool* writeFailed) {
    if (writeFailed) *writeFailed = false;
    if (const QString problem = missingPositionProblem(artifact.picture()); !problem.isEmpty()) {
        if (error) *error = fileProblem(path, problem);
        return false;
    }
    const HandoutPicture picture = placeHandoutPicture(artifact, options);
    if (options.cancelled()) {  // (the placement stopped early: nothing is written)
        if (error) *error = fileProblem(path, cancelledProblem());
        return false;
    }
    return writeFileSafelyStreaming(
        path,
        [&](QIODevice& out, QString* problem) {
            QPdfWriter writer(&out);
            writer.setPageLayout(handoutPageLayout(picture));
            writer.setTitle(pictureHeading(artifact.picture(), artifact.analysis()));
            writer.setCreator(QStringLiteral("Homestead"));
            QPainter painter;
            if (!painter.begin(&writer)) {
                *problem = renderMessage(Msg::RenderDocumentNotStarted, {"PDF"});
                return false;
            }
            paintHandout(painter, writer, artifact, options, picture);
            painter.end();
            if (options.cancelled()) {  // (the painting stopped early: nothing is kept)
                *problem = cancelledProblem();
                return false;
            }
            return true;
        },
        error, writeFailed);
}

}  // namespace homestead::render
