// What homestead-cli's and the Python module's messages keep as they are in every language, for the
// English-word check of format_error_checks.h (core_format_error_text on the catalogue's templates,
// cli_usage_lang_cli on what the tool prints): options (--target, -o), what a user types, quoted
// with its spaces ('homestead-cli welter --help'), file endings (.pdf), example command lines, and
// names: the commands, the programs and formats they name, the mathematicians' (Conway, Grundy,
// Welter), the Python module's (Picture, None, values(), its keywords misere, target, ground), and
// words the languages share (ordinal, coefficient).
// An English text's numbers, options and quoted pieces without spaces must be in its translation.
//
//   QVERIFY2(clicheck::translationProblem(german, english).isEmpty(), ...);
#pragma once

#include "format_error_checks.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace clicheck {

// An option as the English names it ("--target", "-o"; not the "-negative" of "non-negative").
inline const QRegularExpression& optionPattern() {
    static const QRegularExpression option(QStringLiteral(R"((?<![\w-])--?[A-Za-z][\w-]*)"));
    return option;
}

// Pieces of `english` taken out before its words are looked for: the names, the options, what a user
// types and the example command lines.
inline QStringList keptAsWritten(const QString& english) {
    QStringList kept = {QStringLiteral("analyse"),  QStringLiteral("animating"), QStringLiteral("convert"),
                        QStringLiteral("exercises"), QStringLiteral("explain"),  QStringLiteral("render"),
                        QStringLiteral("search"),   QStringLiteral("transfinite"), QStringLiteral("welter"),
                        QStringLiteral("Welters"),  QStringLiteral("Welter"),    QStringLiteral("Nim"),
                        QStringLiteral("nim"),      QStringLiteral("Conways"),   QStringLiteral("Conway"),
                        QStringLiteral("Grundy"),   QStringLiteral("Welt"),      QStringLiteral("ONAG"),
                        QStringLiteral("XOR"),      QStringLiteral("LaTeX"),     QStringLiteral("pdflatex"),
                        QStringLiteral("TikZ"),     QStringLiteral("tikz"),      QStringLiteral("article"),
                        QStringLiteral("PDF"),      QStringLiteral("stderr"),    QStringLiteral("Picture"),
                        QStringLiteral("None"),     QStringLiteral("values()"),  QStringLiteral("misere"),
                        QStringLiteral("target"),   QStringLiteral("ground"),    QStringLiteral("homestead-cli"),
                        // words the languages share
                        QStringLiteral("ordinal"),  QStringLiteral("coefficients"), QStringLiteral("coefficient")};
    static const QRegularExpression asWritten(QStringLiteral(R"('[^'\n]*'|\.\w+|(?m)^ *homestead-cli .*$)"));
    for (auto it = asWritten.globalMatch(english); it.hasNext();) kept << it.next().captured(0);
    for (auto it = optionPattern().globalMatch(english); it.hasNext();) kept << it.next().captured(0);
    return kept;
}

// What is wrong with `translated` as the translation of homestead-cli's English `english` (empty:
// nothing): a number, an option or a quoted piece without spaces of the English left out, or an
// English word left in.
inline QString translationProblem(const QString& translated, const QString& english) {
    if (translated.isEmpty()) return QStringLiteral("empty");
    if (translated == english) return QStringLiteral("still English: ") + english;
    QStringList required;
    static const QRegularExpression space(QStringLiteral(R"(\s)"));
    for (const QString& piece : formatcheck::keptPieces(english, {}))
        if (!piece.contains(space)) required << piece;
    for (auto it = optionPattern().globalMatch(english); it.hasNext();) required << it.next().captured(0);
    for (const QString& piece : required)
        if (!translated.contains(piece)) return QStringLiteral("\"%1\" of the English is not in: %2").arg(piece, translated);
    const QStringList kept = formatcheck::keptPieces(english, keptAsWritten(english));
    if (const QString word = formatcheck::englishWordIn(translated, english, kept); !word.isEmpty())
        return QStringLiteral("English \"%1\" in: %2").arg(word, translated);
    return {};
}

}  // namespace clicheck
