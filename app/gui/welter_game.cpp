// The game state of Welter's strip and its engine, run by the shared EngineRunner (see welter_game.h).
#include "welter_game.h"

#include <QRandomGenerator>

#include <algorithm>

namespace homestead::gui {

WelterGame::WelterGame(QObject* parent) : QObject(parent) {
    runner_ = new EngineRunner(this);
    connect(runner_, &EngineRunner::busyChanged, this, &WelterGame::engineThinkingChanged);
    session_ = WelterSession({}, {WelterPlayer::Human, WelterPlayer::EnginePerfect});
}

WelterGame::~WelterGame() {
    runner_->blockSignals(true);  // quietly: the page showing the game may be going too
    runner_->cancel();
}

int WelterGame::minimumLength() const { return start_.empty() ? 1 : int(start_.back()) + 1; }

bool WelterGame::setLength(int length) {
    if (length < 1) {
        lastError_ = tr("The strip needs at least one square.");
        return false;
    }
    if (length < minimumLength()) {
        lastError_ = tr("The game began with a coin on square %1: the strip cannot be shorter than %2 squares "
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
        lastError_ = QString::fromStdString(e.what());
        return false;
    }
    if (!coins.empty() && coins.back() >= length_) {
        lastError_ = tr("Square %1 is off the strip (squares 0 to %2).").arg(coins.back()).arg(length_ - 1);
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

void WelterGame::setPlayer(int index, WelterPlayer kind) {
    session_.setPlayer(index, kind);
    touch();
}

bool WelterGame::setFirstPlayer(int index) {
    if (session_.firstSide() == (index & 1)) return true;
    if (!session_.history().empty()) {
        lastError_ = tr("Who moves first is fixed once a move has been made: New game (F5) to choose again.");
        return false;
    }
    session_ = WelterSession(start_, session_.players(), index & 1, session_.misere(), session_.seed());
    touch();
    return true;
}

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

void WelterGame::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    touch();
}

std::optional<welter::Move> WelterGame::lastMove() const {
    if (session_.ply() == 0) return std::nullopt;
    return session_.moves().back().move;
}

bool WelterGame::play(welter::Move move) {
    if (auto why = session_.whyIllegal(move)) {
        lastError_ = QString::fromStdString(*why);
        return false;
    }
    const int mover = session_.toMove();
    session_.play(move);
    lastError_.clear();
    emit moveMade(move, mover);
    touch();
    if (isOver()) emit gameOver(*winner());
    return true;
}

void WelterGame::undo() {
    if (!canUndo()) return;
    if (!session_.anyHuman()) paused_ = true;
    session_.takeBack();
    touch();
}

void WelterGame::redo() {
    if (!canRedo()) return;
    if (!session_.anyHuman()) paused_ = true;
    session_.replay();
    touch();
}

void WelterGame::goTo(int ply) {
    session_.goTo(std::size_t(std::max(0, ply)));
    touch();
}

void WelterGame::newGame(Position start) {
    start_ = std::move(start);
    session_ = WelterSession(start_, session_.players(), session_.firstSide(), session_.misere(), gameSeed_++);
    touch();
}

void WelterGame::touch() {
    runner_->cancel();  // any engine request under way is now stale
    emit changed();
    maybeStartEngine();
}

void WelterGame::maybeStartEngine() {
    if (setup_ || paused_ || engineThinking() || isOver() || humanToMove()) return;
    const PlayerKind kind = session_.player(session_.toMove());
    const bool misere = session_.misere();
    const std::uint64_t seed = plySeed(session_.seed(), session_.ply());
    runner_->ask<std::optional<welter::Move>>(
        [coins = coins(), kind, misere, seed] { return WelterRules::engineMove(coins, kind, misere, seed); },
        [this](std::optional<welter::Move> move) {
            if (move) play(*move);
        });
}

}  // namespace homestead::gui
