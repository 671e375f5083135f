// The game state of Welter's strip: the strip, the start position and set-up (see welter_game.h).
#include "welter_game.h"

#include "window_language.h"

#include "homestead/format_error.h"

#include <QRandomGenerator>

#include <algorithm>

namespace homestead::gui {

WelterGame::WelterGame(QObject* parent) : SessionController<WelterRules>(parent) {
    session_ = WelterSession({}, {WelterPlayer::Human, WelterPlayer::EnginePerfect});
}

int WelterGame::minimumLength() const { return start_.empty() ? 1 : int(start_.back()) + 1; }

bool WelterGame::setLength(int length) {
    if (length < 1) {
        lastError_ = GameController::tr("The strip needs at least one square.");
        return false;
    }
    if (length < minimumLength()) {
        lastError_ = GameController::tr("The game began with a coin on square %1: the strip cannot be shorter than %2 squares "
                        "(New game from a smaller set-up to shorten it).")
                         .arg(start_.back())
                         .arg(minimumLength());
        return false;
    }
    length_ = length;  // the coins stay where they are; so does the game
    emit changed();
    return true;
}

bool WelterGame::setCoins(Position coins) {
    try {
        coins = welter::normalisePosition(std::move(coins));
    } catch (const welter::WelterError& e) {
        lastError_ = QString::fromStdString(errorText(e, windowLanguage()));
        return false;
    }
    if (!coins.empty() && coins.back() >= length_) {
        lastError_ = GameController::tr("Square %1 is off the strip (squares 0 to %2).").arg(coins.back()).arg(length_ - 1);
        return false;
    }
    newGame(std::move(coins));
    return true;
}

void WelterGame::toggleCoin(int square) {
    if (square < 0 || square >= length_) return;
    Position coins = this->coins();
    const auto it = std::lower_bound(coins.begin(), coins.end(), Square(square));
    if (it != coins.end() && *it == square)
        coins.erase(it);
    else
        coins.insert(it, square);
    newGame(std::move(coins));
}

void WelterGame::randomise(int count, quint64 seed) {
    count = std::clamp(count, 0, length_);
    // A partial Fisher–Yates shuffle of the squares: `count` distinct squares, uniformly.
    std::vector<Square> squares(static_cast<std::size_t>(length_));
    for (int i = 0; i < length_; ++i) squares[std::size_t(i)] = i;
    QRandomGenerator rng(static_cast<quint32>(seed ^ (seed >> 32)));
    for (int i = 0; i < count; ++i) {
        const int j = i + int(rng.bounded(quint32(length_ - i)));
        std::swap(squares[std::size_t(i)], squares[std::size_t(j)]);
    }
    squares.resize(std::size_t(count));
    std::sort(squares.begin(), squares.end());
    newGame(std::move(squares));
}

void WelterGame::clear() { newGame({}); }

void WelterGame::restart() { newGame(start_); }

void WelterGame::setMisere(bool misere) {
    if (misere == session_.misere()) return;
    session_.setMisere(misere);  // the game goes on under the other rule
    touch();
}

void WelterGame::setSetupMode(bool setup) {
    if (setup_ == setup) return;
    setup_ = setup;
    // Leaving set-up starts a game from what was set up.
    if (!setup) newGame(coins());
    else touch();
}

QString WelterGame::moveText(const welter::Move& move) const {
    return QStringLiteral("%1 → %2").arg(move.from).arg(move.to);
}

WelterGame::Position WelterGame::startFor(int) const { return start_; }

void WelterGame::newGame(Position start) {
    start_ = std::move(start);
    SessionController::newGame(session_.misere());
}

}  // namespace homestead::gui
