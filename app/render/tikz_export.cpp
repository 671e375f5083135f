// A picture as a standalone TikZ/LaTeX file (see tikz_export.h).
#include "tikz_export.h"

#include "message_language.h"
#include "picture_geometry.h"
#include "safe_file_writer.h"

#include <QRegularExpression>
#include <QTextStream>

#include <cmath>

#include <map>
#include <tuple>

namespace homestead::render {

namespace {

// 1.2 cm per picture unit: kUnit scene pixels are 1.2 cm, so one pixel is this many points (the
// label font's 15 px become 8.5 pt, close to \footnotesize).
constexpr double kUnitCm = 1.2;
constexpr double kPointsPerPixel = kUnitCm / 2.54 * 72.27 / kUnit;

QString number(double v) {
    if (std::abs(v) < 5e-5) v = 0;  // never "-0"
    return QString::number(v, 'f', 4).remove(QRegularExpression(QStringLiteral("\\.?0+$")));
}
// A scene point as a TikZ coordinate in picture units (y up).
QString at(QPointF p) { return QStringLiteral("(%1,%2)").arg(number(p.x() / kUnit), number(-p.y() / kUnit)); }

// The path as TikZ path operations ("(0,0) -- (1,2) .. controls (…) and (…) .. (…)").
QString tikzPath(const QPainterPath& path) {
    QString out;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo()) {
            if (!out.isEmpty()) out += QLatin1Char(' ');
            out += at(e);
        } else if (e.isLineTo()) {
            out += QStringLiteral(" -- ") + at(e);
        } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
            out += QStringLiteral(" .. controls %1 and %2 .. %3").arg(at(e), at(path.elementAt(i + 1)), at(path.elementAt(i + 2)));
            i += 2;
        }
    }
    return out;
}

QString rgb(const QColor& c) { return QStringLiteral("%1,%2,%3").arg(c.red()).arg(c.green()).arg(c.blue()); }

// A TeX accent command for a combining mark that article's OT1 fonts can set, or "".
QString accentFor(char16_t mark) {
    switch (mark) {
    case 0x0300: return QStringLiteral("\\`");
    case 0x0301: return QStringLiteral("\\'");
    case 0x0302: return QStringLiteral("\\^");
    case 0x0303: return QStringLiteral("\\~");
    case 0x0304: return QStringLiteral("\\=");
    case 0x0306: return QStringLiteral("\\u");
    case 0x0307: return QStringLiteral("\\.");
    case 0x0308: return QStringLiteral("\\\"");
    case 0x030A: return QStringLiteral("\\r");
    case 0x030B: return QStringLiteral("\\H");
    case 0x030C: return QStringLiteral("\\v");
    case 0x0327: return QStringLiteral("\\c");
    default: return {};
    }
}

// The TeX for one character without marks: itself if it is plain ASCII, else a command, else "?".
QString texCharacter(char32_t c) {
    switch (c) {
    case '\\': return QStringLiteral("\\textbackslash{}");
    case '{': return QStringLiteral("\\{");
    case '}': return QStringLiteral("\\}");
    case '$': return QStringLiteral("\\$");
    case '&': return QStringLiteral("\\&");
    case '#': return QStringLiteral("\\#");
    case '%': return QStringLiteral("\\%");
    case '_': return QStringLiteral("\\_");
    case '^': return QStringLiteral("\\^{}");
    case '~': return QStringLiteral("\\~{}");
    case '<': return QStringLiteral("\\textless{}");
    case '>': return QStringLiteral("\\textgreater{}");
    case '|': return QStringLiteral("\\textbar{}");
    case '"': return QStringLiteral("''");
    case 0x00DF: return QStringLiteral("\\ss{}");
    case 0x00E6: return QStringLiteral("\\ae{}");
    case 0x00C6: return QStringLiteral("\\AE{}");
    case 0x00F8: return QStringLiteral("\\o{}");
    case 0x00D8: return QStringLiteral("\\O{}");
    case 0x0153: return QStringLiteral("\\oe{}");
    case 0x0152: return QStringLiteral("\\OE{}");
    case 0x0142: return QStringLiteral("\\l{}");
    case 0x0141: return QStringLiteral("\\L{}");
    case 0x0131: return QStringLiteral("\\i{}");
    case 0x2014: return QStringLiteral("---");
    case 0x2013: return QStringLiteral("--");
    case 0x2018: return QStringLiteral("`");
    case 0x2019: return QStringLiteral("'");
    case 0x201C: return QStringLiteral("``");
    case 0x201D: return QStringLiteral("''");
    case 0x2026: return QStringLiteral("\\ldots{}");
    case 0x00B7: return QStringLiteral("$\\cdot$");
    case 0x2295: return QStringLiteral("$\\oplus$");
    case 0x00D7: return QStringLiteral("$\\times$");
    case 0x2212: return QStringLiteral("$-$");
    case 0x00A0: return QStringLiteral("~");
    default: break;
    }
    if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0x2028 || c == 0x2029) return QStringLiteral(" ");
    if (c < 0x7F) return QString(QChar(char16_t(c)));
    return QStringLiteral("?");
}

}  // namespace

QString texEscape(const QString& text) {
    QString out;
    const QList<uint> chars = text.normalized(QString::NormalizationForm_D).toUcs4();
    for (qsizetype i = 0; i < chars.size(); ++i) {
        const char32_t c = chars[i];
        // a base letter and its combining marks: the marks become accent commands around it
        qsizetype j = i + 1;
        while (j < chars.size() && QChar::category(chars[j]) == QChar::Mark_NonSpacing) ++j;
        QString piece = texCharacter(c == 'i' && j > i + 1 ? 0x0131 : c);  // an accented i loses its dot
        for (qsizetype k = i + 1; k < j; ++k) {
            const QString accent = accentFor(char16_t(chars[k]));
            if (!accent.isEmpty()) piece = accent + QLatin1Char('{') + piece + QLatin1Char('}');
        }
        out += piece;
        i = j - 1;
    }
    return out;
}

QByteArray tikzDocument(const Picture& picture, const Analysis& analysis, const RenderOptions& options) {
    const PictureLayout layout = placeDrawing(picture, analysis, options);
    const QRectF b = layout.bounds;
    const double pt = kPointsPerPixel;
    QString tex;
    QTextStream s(&tex);
    const QString heading = texEscape(pictureHeading(picture, analysis));
    s << "% " << heading << "\n"
      << "% Drawn by Homestead: Hackenbush unrestrained, each standing edge labelled with its stress.\n"
      << "% Compiles alone (pdflatex FILE.tex: one page, the size of the drawing). To use the drawing in\n"
      << "% another document, copy the \\definecolor and \\tikzset lines and the tikzpicture.\n"
      << "% Coordinates are the picture's (the ground line is y = 0); each edge and number is marked\n"
      << "% with its edge id.\n"
      << "\\documentclass{article}\n\\usepackage{tikz}\n\\pagestyle{empty}\n";
    const auto colour = [&](const char* name, const QColor& c) { s << "\\definecolor{" << name << "}{RGB}{" << rgb(c) << "}\n"; };
    colour("hsnode", colors::node);
    colour("hsground", colors::ground);
    colour("hslabel", labelColor(options.labels()));
    colour("hstitle", QColor(0x33, 0x33, 0x33));

    // One style per pen in use (class colours and winning moves add a few), named hsedgeA, hsedgeB, ...
    const LookToggles toggles{options.classes, options.winning};
    std::map<std::tuple<QRgb, double>, QString> styleOf;
    std::vector<QString> edgeStyle(picture.edges().size());
    QString styles;
    for (std::size_t i = 0; i < edgeStyle.size(); ++i) {
        const QPen pen = restingPen(analysis, i, toggles, options.strong);
        auto [it, added] = styleOf.try_emplace({pen.color().rgb(), pen.widthF()}, QString());  // (a colour's dashes go with it)
        if (added) {
            QString name;
            for (std::size_t n = styleOf.size() - 1;; n = n / 26 - 1) {  // A..Z, AA, AB, ...: letters only, as TeX names need
                name.prepend(QChar(char16_t(u'A' + n % 26)));
                if (n < 26) break;
            }
            it->second = QStringLiteral("hsedge") + name;
            s << "\\definecolor{" << it->second << "}{RGB}{" << rgb(pen.color()) << "}\n";
            // the pen's dashes (class patterns, the winning move's blocks), in its widths as Qt has them
            QString dashes;
            const QList<qreal> pattern = pen.style() == Qt::CustomDashLine ? pen.dashPattern() : QList<qreal>{};
            for (qsizetype k = 0; k + 1 < pattern.size(); k += 2)
                dashes += QStringLiteral(" on %1pt off %2pt").arg(number(pattern[k] * pen.widthF() * pt), number(pattern[k + 1] * pen.widthF() * pt));
            styles += QStringLiteral("  %1/.style={draw=%1, line width=%2pt, line cap=%3, line join=round%4},\n")
                          .arg(it->second, number(pen.widthF() * pt),
                               pen.capStyle() == Qt::FlatCap ? QStringLiteral("butt") : QStringLiteral("round"),
                               dashes.isEmpty() ? QString() : QStringLiteral(", dash pattern=") + dashes.trimmed());
        }
        edgeStyle[i] = it->second;
    }
    s << "\\tikzset{\n" << styles
      << "  hsgroundline/.style={draw=hsground, line width=" << number(groundPen().widthF() * pt)
      << "pt, line cap=round, dash pattern=on 0pt off " << number(2 * groundPen().widthF() * pt) << "pt},\n"
      << "  hslabel/.style={fill=white, fill opacity=0.85, text opacity=1, text=hslabel, rounded corners=1.5pt,\n"
      << "    inner xsep=" << number(3 * pt) << "pt, inner ysep=0.5pt, font=\\sffamily\\bfseries\\footnotesize},\n"
      << "  hstitle/.style={text=hstitle, anchor=west, font=\\sffamily\\large},\n"
      << "}\n"
      << "\\newsavebox\\homesteadpicture\n"
      << "\\begin{document}\n"
      << "\\sbox\\homesteadpicture{%\n"
      << "\\begin{tikzpicture}[x=" << number(kUnitCm) << "cm, y=" << number(kUnitCm) << "cm]\n"
      << "\\useasboundingbox " << at(b.topLeft()) << " rectangle " << at(b.bottomRight()) << ";\n"
      << "\\draw[hsgroundline] " << at(QPointF(b.left() + 8, 0)) << " -- " << at(QPointF(b.right() - 8, 0)) << ";\n";
    const auto& edges = picture.edges();
    for (std::size_t i = 0; i < edges.size() && i < layout.edges.size(); ++i)
        s << "\\draw[" << edgeStyle[i] << "] " << tikzPath(layout.edges[i]) << "; % edge " << edges[i].id << "\n";
    const double r = kNodeRadius / kUnit;
    for (const Node& n : picture.nodes()) {
        const QPointF c = layout.nodes.at(n.id);
        if (n.ground)
            s << "\\fill[hsground] " << at(c + QPointF(-kNodeRadius, kNodeRadius)) << " rectangle "
              << at(c + QPointF(kNodeRadius, -kNodeRadius)) << "; % node " << n.id << "\n";
        else
            s << "\\fill[hsnode] " << at(c) << " circle[radius=" << number(r) << "]; % node " << n.id << "\n";
    }
    for (const DrawnLabel& label : layout.labels)
        s << "\\node[hslabel] at " << at(label.textBox.center()) << " {" << texEscape(label.text) << "}; % edge "
          << edges[label.edge].id << "\n";
    if (options.title) s << "\\node[hstitle] at " << at(QPointF(b.left() + 10, b.top() + 20)) << " {" << heading << "};\n";
    s << "\\end{tikzpicture}}%\n"
      << "% the page is the drawing: pdfTeX's page size, or LuaTeX's\n"
      << "\\ifdefined\\pdfpagewidth\n"
      << "  \\pdfpagewidth=\\wd\\homesteadpicture \\pdfpageheight=\\dimexpr\\ht\\homesteadpicture+\\dp\\homesteadpicture\\relax\n"
      << "\\else\n"
      << "  \\pagewidth=\\wd\\homesteadpicture \\pageheight=\\dimexpr\\ht\\homesteadpicture+\\dp\\homesteadpicture\\relax\n"
      << "\\fi\n"
      << "\\hoffset=-1in \\voffset=-1in\n"
      << "\\shipout\\box\\homesteadpicture\n"
      << "\\end{document}\n";
    s.flush();
    return tex.toUtf8();
}

bool exportTikz(const Picture& picture, const Analysis& analysis, const QString& path, const RenderOptions& options,
                QString* error, bool* writeFailed) {
    if (writeFailed) *writeFailed = false;
    if (const QString problem = missingPositionProblem(picture); !problem.isEmpty()) {
        if (error) *error = fileProblem(path, problem);
        return false;
    }
    const QByteArray document = tikzDocument(picture, analysis, options);
    if (options.cancelled()) {
        if (error) *error = fileProblem(path, cancelledProblem());
        return false;
    }
    const bool written = writeFileSafely(path, document, error);
    if (!written && writeFailed) *writeFailed = true;
    return written;
}

}  // namespace homestead::render
