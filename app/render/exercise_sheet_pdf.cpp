// Laying out and painting an exercise sheet as a PDF (see exercise_sheet_pdf.h). Everything is in
// points (the writer's resolution is 72 dpi): an A4 page is 595 × 842, the text column 515 wide.
#include "exercise_sheet_pdf.h"

#include "message_language.h"
#include "picture_renderer.h"
#include "safe_file_writer.h"

#include "homestead/analysis.h"
#include "homestead/messages.h"

#include <QCoreApplication>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <set>
#include <string_view>

namespace homestead::render {

namespace {
// The window installs its translators (window_language.h), homestead-cli the same for --lang (render_translation.h).
struct ExerciseSheetText {
    Q_DECLARE_TR_FUNCTIONS(ExerciseSheet)
};

using exercises::Exercise;
using exercises::Kind;

constexpr double kMargin = 40;
constexpr double kFooter = 24;          // below the column: the footer line
constexpr double kGap = 18;             // between exercises
constexpr double kQuestionScale = 0.7;  // scene pixels to points for question pictures
constexpr double kAnswerScale = 0.5;
constexpr double kMaxQuestionPicture = 250;  // points of height at most
constexpr double kMaxAnswerPicture = 190;
constexpr double kSquare = 22;          // a Welter square
constexpr double kCounter = 11;         // a Nim counter's pitch

QFont font(double pixels, bool bold = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(static_cast<int>(pixels));
    f.setBold(bold);
    return f;
}

// The page geometry and fonts of one writer (metrics are the writer's own, so the plan and the
// painting agree).
struct Page {
    QRectF column;  // where exercises go
    QFont heading = font(20, true), subheading = font(11), text = font(12), bold = font(12, true), small = font(9);
    Language language = Language::English;  // of the questions and answers (the sheet's)
};

Page pageOf(QPdfWriter& writer, const exercises::Sheet& sheet) {
    Page p;
    p.language = sheet.options.language;
    const double w = writer.width(), h = writer.height();
    p.column = QRectF(kMargin, kMargin, w - 2 * kMargin, h - 2 * kMargin - kFooter);
    return p;
}

double textHeight(QPaintDevice* device, const QFont& f, double width, const QString& text) {
    return QFontMetricsF(f, device).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

RenderOptions pictureOptions(bool answer) {
    RenderOptions o;
    o.title = false;
    o.margin = 12;
    o.names = true;
    o.stresses = answer;     // the question hides every number
    o.winning = answer;
    return o;
}

// The size (points) a Hackenbush picture takes, and its scale; `analysis` is analyse(picture).
QSizeF pictureSize(const Picture& picture, const Analysis& analysis, bool answer, double width, double* scale) {
    const QRectF b = pictureBounds(picture, analysis, pictureOptions(answer));
    double s = answer ? kAnswerScale : kQuestionScale;
    s = std::min({s, width / b.width(), (answer ? kMaxAnswerPicture : kMaxQuestionPicture) / b.height()});
    if (scale) *scale = s;
    return b.size() * s;
}

int stripLength(const Exercise& ex) {
    return static_cast<int>(std::max<std::int64_t>(8, (ex.coins.empty() ? 0 : ex.coins.back()) + 2));
}

double bodyHeight(const Exercise& ex, bool answer, double width) {
    switch (ex.kind) {
    case Kind::Hackenbush: return pictureSize(ex.picture, analyse(ex.picture), answer, width, nullptr).height();
    case Kind::Welter: return kSquare + 16;  // squares and their numbers
    case Kind::Nim: return answer ? 0 : static_cast<double>(ex.heaps.size()) * (kCounter + 5);
    case Kind::Animating:
    case Kind::Transfinite: return 0;  // said in the question line: the function, the ordinal squares or heaps
    }
    return 0;
}

QString questionLine(int index, const Exercise& ex, Language language) {
    QString line = QStringLiteral("%1. ").arg(index + 1) + QString::fromStdString(exercises::questionText(ex, language));
    if (ex.kind == Kind::Welter) {
        QStringList squares;
        for (auto c : ex.coins) squares << QString::number(c);
        line += ExerciseSheetText::tr("  (Coins on squares %1.)").arg(squares.join(QStringLiteral(", ")));
    } else if (ex.kind == Kind::Nim) {
        QStringList heaps;
        for (auto h : ex.heaps) heaps << QString::number(h);
        line += ExerciseSheetText::tr("  (Heaps %1.)").arg(heaps.join(QStringLiteral(", ")));
    } else if (ex.kind == Kind::Transfinite) {
        QStringList ordinals;
        for (const Ordinal& o : ex.ordinalHeaps.empty() ? ex.ordinalCoins : ex.ordinalHeaps)
            ordinals << QString::fromStdString(o.toUnicode());
        line += (ex.ordinalHeaps.empty() ? ExerciseSheetText::tr("  (Coins on squares %1.)") : ExerciseSheetText::tr("  (Heaps %1.)"))
                    .arg(ordinals.join(QStringLiteral(", ")));
    }
    return line;
}

QString answerLine(int index, const Exercise& ex, Language language) {
    return QStringLiteral("%1. ").arg(index + 1) + QString::fromStdString(exercises::answerText(ex, language));
}

double itemHeight(QPaintDevice* device, const Page& page, const Exercise& ex, int index, bool answer) {
    const double w = page.column.width();
    double h = textHeight(device, answer ? page.bold : page.text, w, answer ? answerLine(index, ex, page.language) : questionLine(index, ex, page.language));
    if (answer) h += 2 + textHeight(device, page.text, w - 14, QString::fromStdString(ex.answer.reasoning));
    const double body = bodyHeight(ex, answer, w);
    return h + (body > 0 ? 8 + body : 0);
}

double headingHeight(QPaintDevice* device, const Page& page, bool answers) {
    return textHeight(device, page.heading, page.column.width(), ExerciseSheetText::tr("Answers")) + (answers ? 10 : 34);
}

SheetPlan plan(QPdfWriter& writer, const exercises::Sheet& sheet) {
    const Page page = pageOf(writer, sheet);
    SheetPlan out;
    for (bool answers : {false, true}) {
        auto& pages = answers ? out.answerPages : out.questionPages;
        pages.emplace_back();
        double y = headingHeight(&writer, page, answers);
        for (int i = 0; i < static_cast<int>(sheet.exercises.size()); ++i) {
            const double h = itemHeight(&writer, page, sheet.exercises[i], i, answers);
            if (!pages.back().empty() && y + h > page.column.height()) {
                pages.emplace_back();
                y = 0;
            }
            pages.back().push_back(i);
            y += h + kGap;
        }
    }
    return out;
}

void setUp(QPdfWriter& writer, const exercises::Sheet& sheet) {
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(72);
    writer.setTitle(exerciseSheetTitle(sheet));
    writer.setCreator(QStringLiteral("Homestead"));
}

// Welter: the strip of squares 0..L−1, coins as discs; in the answer, the coins that win ringed in
// the winning move's dark orange dashes (a shape too: the sheet may be printed in grey) and their
// target squares green.
void paintStrip(QPainter& p, const Page& page, QPointF at, const Exercise& ex, bool answer) {
    const int length = stripLength(ex);
    const double side = std::min(kSquare, page.column.width() / length);
    std::set<std::int64_t> winners, targets;
    if (answer)
        for (const welter::Move& m : ex.answer.welterMoves) winners.insert(m.from), targets.insert(m.to);
    p.setFont(page.small);
    for (int s = 0; s < length; ++s) {
        const QRectF box(at.x() + s * side, at.y(), side, side);
        p.setPen(QPen(QColor(0x77, 0x77, 0x77), 0.8));
        p.setBrush(targets.count(s) ? QColor(0xb8, 0xe6, 0xb0) : QColor(0xf4, 0xf1, 0xea));
        p.drawRect(box);
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(box.left(), box.bottom() + 1, side, 14), Qt::AlignHCenter | Qt::AlignTop, QString::number(s));
        if (std::binary_search(ex.coins.begin(), ex.coins.end(), std::int64_t{s})) {
            QPen ring(colors::strongWinning, 2.5, Qt::SolidLine, Qt::FlatCap);
            ring.setDashPattern(winningDashes());
            p.setPen(winners.count(s) ? ring : QPen(QColor(0x5a, 0x45, 0x10), 1));
            p.setBrush(QColor(0xd9, 0xa4, 0x41));
            p.drawEllipse(box.center(), side * 0.36, side * 0.36);
        }
    }
}

// Nim: each heap a row of counters with its size.
void paintHeaps(QPainter& p, const Page& page, QPointF at, const Exercise& ex) {
    p.setFont(page.small);
    for (std::size_t i = 0; i < ex.heaps.size(); ++i) {
        const double y = at.y() + static_cast<double>(i) * (kCounter + 5);
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(at.x(), y, 60, kCounter), Qt::AlignLeft | Qt::AlignVCenter, ExerciseSheetText::tr("heap %1").arg(i + 1));
        p.setPen(QPen(QColor(0x5a, 0x45, 0x10), 0.8));
        p.setBrush(QColor(0xd9, 0xa4, 0x41));
        for (std::int64_t k = 0; k < ex.heaps[i]; ++k)
            p.drawEllipse(QPointF(at.x() + 66 + static_cast<double>(k) * kCounter, y + kCounter / 2), kCounter * 0.4, kCounter * 0.4);
    }
}

void paintItem(QPainter& p, QPaintDevice* device, const Page& page, double& y, const Exercise& ex, int index, bool answer) {
    const double w = page.column.width(), x = page.column.left();
    const QString line = answer ? answerLine(index, ex, page.language) : questionLine(index, ex, page.language);
    const QFont& lineFont = answer ? page.bold : page.text;
    const double lh = textHeight(device, lineFont, w, line);
    p.setFont(lineFont);
    p.setPen(QColor(0x22, 0x22, 0x22));
    p.drawText(QRectF(x, y, w, lh), Qt::TextWordWrap, line);
    y += lh;
    if (answer) {
        const QString why = QString::fromStdString(ex.answer.reasoning);
        const double rh = textHeight(device, page.text, w - 14, why);
        p.setFont(page.text);
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(x + 14, y + 2, w - 14, rh), Qt::TextWordWrap, why);
        y += 2 + rh;
    }
    const double body = bodyHeight(ex, answer, w);
    if (body <= 0) return;
    y += 8;
    switch (ex.kind) {
    case Kind::Hackenbush: {
        double scale = 1;
        const Analysis analysis = analyse(ex.picture);
        const QSizeF size = pictureSize(ex.picture, analysis, answer, w, &scale);
        const RenderOptions o = pictureOptions(answer);
        const QRectF bounds = pictureBounds(ex.picture, analysis, o);
        p.save();
        p.translate(x + (w - size.width()) / 2, y);
        p.scale(scale, scale);
        p.translate(-bounds.topLeft());
        paintPicture(p, ex.picture, analysis, o);
        p.restore();
        break;
    }
    case Kind::Welter: paintStrip(p, page, QPointF(x, y), ex, answer); break;
    case Kind::Nim: paintHeaps(p, page, QPointF(x, y), ex); break;
    case Kind::Animating:
    case Kind::Transfinite: break;
    }
    y += body;
}

// The command that makes this sheet again (the edge range only where it matters).
QString remakeCommand(const exercises::SheetOptions& o) {
    QString command = QStringLiteral("homestead-cli exercises --kind %1 --count %2")
                          .arg(QString::fromStdString(exercises::kindName(o.kind)))
                          .arg(o.count);
    if (o.kind == Kind::Hackenbush) command += QStringLiteral(" --edges %1..%2").arg(o.minEdges).arg(o.maxEdges);
    command += QStringLiteral(" --seed %1").arg(o.seed);
    if (o.language != Language::English) {  // the same sheet in the same language
        const std::string_view code = languageCode(o.language);
        command += QStringLiteral(" --lang ") + QLatin1String(code.data(), qsizetype(code.size()));
    }
    return command;
}

bool paintSheet(QPdfWriter& writer, const exercises::Sheet& sheet) {
    const SheetPlan pages = plan(writer, sheet);
    const Page page = pageOf(writer, sheet);
    QPainter p;
    if (!p.begin(&writer)) return false;
    p.setRenderHint(QPainter::Antialiasing);
    const int total = pages.pageCount();
    int number = 0;
    for (bool answers : {false, true}) {
        const auto& list = answers ? pages.answerPages : pages.questionPages;
        for (std::size_t k = 0; k < list.size(); ++k) {
            if (number > 0) writer.newPage();
            ++number;
            double y = page.column.top();
            if (k == 0) {
                const QString heading = answers ? ExerciseSheetText::tr("Answers") : exerciseSheetTitle(sheet);
                p.setFont(page.heading);
                p.setPen(QColor(0x1d, 0x3b, 0x2a));
                const double hh = textHeight(&writer, page.heading, page.column.width(), heading);
                p.drawText(QRectF(page.column.left(), y, page.column.width(), hh), Qt::TextWordWrap, heading);
                if (!answers) {
                    p.setFont(page.subheading);
                    p.setPen(QColor(0x55, 0x55, 0x55));
                    const bool game = sheet.options.kind != Kind::Animating;  // functions are not played
                    p.drawText(QRectF(page.column.left(), y + hh + 4, page.column.width(), 20), Qt::AlignLeft,
                               game ? ExerciseSheetText::tr("Name: ______________________      Normal play: whoever cannot move loses.")
                                    : ExerciseSheetText::tr("Name: ______________________"));
                }
                y += headingHeight(&writer, page, answers);
            }
            for (int i : list[k]) {
                paintItem(p, &writer, page, y, sheet.exercises[static_cast<std::size_t>(i)], i, answers);
                y += kGap;
            }
            p.setFont(page.small);
            p.setPen(QColor(0x88, 0x88, 0x88));
            p.drawText(QRectF(page.column.left(), page.column.bottom() + 8, page.column.width(), kFooter),
                       Qt::AlignLeft | Qt::AlignVCenter, ExerciseSheetText::tr("Homestead · ") + remakeCommand(sheet.options));
            p.drawText(QRectF(page.column.left(), page.column.bottom() + 8, page.column.width(), kFooter),
                       Qt::AlignRight | Qt::AlignVCenter, ExerciseSheetText::tr("page %1 of %2").arg(number).arg(total));
        }
    }
    return p.end();
}

}  // namespace

QString exerciseSheetTitle(const exercises::Sheet& sheet) {
    switch (sheet.options.kind) {
    case Kind::Hackenbush: return ExerciseSheetText::tr("Exercise sheet: Hackenbush");
    case Kind::Welter: return ExerciseSheetText::tr("Exercise sheet: Welter's game");
    case Kind::Nim: return ExerciseSheetText::tr("Exercise sheet: Nim");
    case Kind::Animating: return ExerciseSheetText::tr("Exercise sheet: animating functions");
    case Kind::Transfinite: return ExerciseSheetText::tr("Exercise sheet: transfinite Welter and Nim");
    }
    return {};
}

SheetPlan planExerciseSheet(const exercises::Sheet& sheet) {
    QBuffer sink;
    sink.open(QIODevice::WriteOnly);
    QPdfWriter writer(&sink);
    setUp(writer, sheet);
    return plan(writer, sheet);
}

bool writeExerciseSheetPdf(const exercises::Sheet& sheet, const QString& path, QString* error, bool* writeFailed) {
    return writeFileSafelyStreaming(
        path,
        [&](QIODevice& out, QString* why) {
            QPdfWriter writer(&out);
            setUp(writer, sheet);
            if (paintSheet(writer, sheet)) return true;
            if (why) *why = renderMessage(Msg::RenderDocumentNotDrawn, {"PDF"});
            return false;
        },
        error, writeFailed);
}

}  // namespace homestead::render
