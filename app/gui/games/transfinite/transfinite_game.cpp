// The game state of transfinite Welter and Nim: which game, the start coins, typed positions and
// moves (see transfinite_game.h).
#include "transfinite_game.h"

#include "window_language.h"

#include "homestead/format_error.h"

#include <QRegularExpression>

#include <algorithm>
#include <stdexcept>

namespace homestead::gui {

namespace {

// The ordinal typed, or nullopt with the reason in `why`.
std::optional<Ordinal> parseOrdinal(const QString& text, QString& why) {
    try {
        return Ordinal::parse(text.trimmed().toStdString());
    } catch (const std::exception& e) {
        why = QString::fromStdString(errorText(e, windowLanguage()));
        return std::nullopt;
    }
}

}  // namespace

TransfiniteGame::TransfiniteGame(QObject* parent) : SessionController<TransfiniteRules>(parent) {
    session_ = TransfiniteSession({}, {PlayerKind::Human, PlayerKind::EnginePerfect});
}

bool TransfiniteGame::setKind(TransfiniteKind kind) { return kind == kind_ || setCoins(start_, kind); }

bool TransfiniteGame::setCoins(std::vector<Ordinal> coins, std::optional<TransfiniteKind> kind) {
    if (int(coins.size()) > kMaxCoins) {
        lastError_ = tr("%1 coins: this page takes at most %2.").arg(coins.size()).arg(kMaxCoins);
        return false;
    }
    for (const Ordinal& c : coins) {
        if (c.coefficients().size() > kMaxDegree + 1) {
            lastError_ = tr("%1 is too large to draw: the page takes ordinals below ω^%2.")
                             .arg(QString::fromStdString(c.toUnicode()))
                             .arg(kMaxDegree + 1);
            return false;
        }
        for (std::int64_t k : c.coefficients())
            if (k > kMaxFinite) {
                lastError_ = tr("%1 has a coefficient above %2, more squares than a row can show.")
                                 .arg(QString::fromStdString(c.toUnicode()))
                                 .arg(kMaxFinite);
                return false;
            }
    }
    try {
        TransfinitePosition start = transfiniteStart(std::move(coins), kind.value_or(kind_));
        start_ = std::move(start.coins);
        kind_ = start.kind;
    } catch (const std::invalid_argument& e) {
        lastError_ = tr("Welter: %1.").arg(QString::fromStdString(errorText(e, windowLanguage())));
        return false;
    }
    newGame(false);
    return true;
}

bool TransfiniteGame::setCoinsText(const QString& text, std::optional<TransfiniteKind> kind) {
    std::vector<Ordinal> coins;
    const QStringList words = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        QString why;
        const auto coin = parseOrdinal(words[i], why);
        if (!coin) {
            lastError_ = tr("Coin %1 (“%2”): %3").arg(i + 1).arg(words[i], why);
            return false;
        }
        coins.push_back(*coin);
    }
    return setCoins(std::move(coins), kind);
}

bool TransfiniteGame::playText(const QString& text) {
    QStringList parts = text.split(QRegularExpression(QStringLiteral("\\s*(->|→|>)\\s*")));
    if (parts.size() != 2) {
        lastError_ = tr("Type a move as “from → to”, e.g. w^2+w*5+25 -> w^2+w*4+30.");
        return false;
    }
    QString why;
    const auto from = parseOrdinal(parts[0], why);
    if (!from) {
        lastError_ = tr("From: %1").arg(why);
        return false;
    }
    const auto to = parseOrdinal(parts[1], why);
    if (!to) {
        lastError_ = tr("To: %1").arg(why);
        return false;
    }
    return play({*from, *to});
}

void TransfiniteGame::restart() { newGame(false); }

QString TransfiniteGame::startText() const {
    QStringList words;
    for (const Ordinal& c : start_) words << QString::fromStdString(c.toAscii());
    return words.join(QLatin1Char(' '));
}

QString TransfiniteGame::moveText(const transfinite::OrdinalMove& move) const {
    return QStringLiteral("%1 → %2").arg(QString::fromStdString(move.from.toUnicode()),
                                         QString::fromStdString(move.to.toUnicode()));
}

TransfinitePosition TransfiniteGame::startFor(int) const { return {start_, kind_}; }

}  // namespace homestead::gui
