// What a file reader's error must hold in another language (format_error.h), for core_format_error_text
// and the gui suite format_error_dialogs: the same place and detail as the English (the source, every
// number, every quoted piece of the file), no numbered argument left unfilled, and no English word of
// the English sentence left in it. Words the languages share are not counted as English (text, name,
// base, control, escape, format, version, byte, socket, pipe, long), nor are names (JSON, UTF, NUL, MiB,
// GraphViz, DOT, CGSuite, Homestead, Hackenbush, FIFO, homestead-picture), JSON's null, true and
// false, and a byte written as \xff.
//
//   QVERIFY2(formatErrorProblem(german, english, {"door.edges", "\"x\""}).isEmpty(), ...);
#pragma once

#include <QRegularExpression>

#include <algorithm>
#include <QSet>
#include <QString>
#include <QStringList>

namespace formatcheck {

// The numbers, quoted pieces ('…', "…") and paths ($.edges[2].to) of an English error, with `details`.
inline QStringList keptPieces(const QString& english, const QStringList& details) {
    QStringList kept = details;
    static const QRegularExpression pieces(QStringLiteral(R"('[^' ]{1,40}'|"[^"]{0,60}"|\$[.\w\[\]]*|\\x[0-9a-fA-F]{2}|\d+)"));
    for (auto it = pieces.globalMatch(english); it.hasNext();) {
        const QString piece = it.next().captured(0);
        if (!piece.startsWith(QLatin1String("\"("))) kept << piece;  // "(an array)": words of the sentence
    }
    // the longest first, so that a number is not taken out of a path before the path
    std::stable_sort(kept.begin(), kept.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return kept;
}

// The English words of `english` once `kept` pieces are taken out (3 letters or more, lower case).
inline QSet<QString> englishWords(QString english, const QStringList& kept) {
    static const QSet<QString> shared = {
        QStringLiteral("text"), QStringLiteral("name"), QStringLiteral("base"), QStringLiteral("control"),
        QStringLiteral("escape"), QStringLiteral("format"), QStringLiteral("version"),
        QStringLiteral("versions"), QStringLiteral("byte"), QStringLiteral("bytes"), QStringLiteral("socket"),
        QStringLiteral("pipe"), QStringLiteral("long"), QStringLiteral("json"), QStringLiteral("utf"),
        QStringLiteral("nul"), QStringLiteral("mib"), QStringLiteral("graphviz"), QStringLiteral("dot"),
        QStringLiteral("cgsuite"), QStringLiteral("homestead"), QStringLiteral("hackenbush"),
        QStringLiteral("fifo"), QStringLiteral("null"), QStringLiteral("true"), QStringLiteral("false")};
    for (const QString& piece : kept) english.remove(piece);
    english.remove(QStringLiteral("homestead-picture"));  // the format's name
    QSet<QString> words;
    static const QRegularExpression word(QStringLiteral(R"(\b[A-Za-z]{3,}\b)"));
    for (auto it = word.globalMatch(english); it.hasNext();) {
        const QString w = it.next().captured(0).toLower();
        if (!shared.contains(w)) words.insert(w);
    }
    return words;
}

// A word of `english` (englishWords) found in `translated` once the `kept` pieces are taken out of
// both, or empty.
inline QString englishWordIn(const QString& translated, const QString& english, const QStringList& kept) {
    QString rest = translated;
    for (const QString& piece : kept) rest.remove(piece);
    rest.remove(QStringLiteral("homestead-picture"));
    const QString lower = rest.toLower();
    for (const QString& w : englishWords(english, kept))
        if (lower.contains(QRegularExpression(QStringLiteral("(?<![\\w])%1(?![\\w])").arg(QRegularExpression::escape(w)),
                                              QRegularExpression::UseUnicodePropertiesOption)))
            return w;
    return {};
}

// What is wrong with `translated` as the translation of the English error `english` (empty: nothing).
// `details` are pieces that must be in it as they are besides those found in the English (the source
// name, a path with a dot in it).
inline QString formatErrorProblem(const QString& translated, const QString& english, const QStringList& details = {}) {
    if (translated.isEmpty()) return QStringLiteral("empty");
    if (translated == english) return QStringLiteral("still English: ") + english;
    static const QRegularExpression unfilled(QStringLiteral(R"(\{\d\})"));
    if (translated.contains(unfilled)) return QStringLiteral("an argument left unfilled: ") + translated;
    const QStringList kept = keptPieces(english, details);
    for (const QString& piece : kept)
        if (!translated.contains(piece)) return QStringLiteral("\"%1\" of the English is not in: %2").arg(piece, translated);
    if (const QString word = englishWordIn(translated, english, kept); !word.isEmpty())
        return QStringLiteral("English \"%1\" in: %2").arg(word, translated);
    return {};
}

}  // namespace formatcheck
