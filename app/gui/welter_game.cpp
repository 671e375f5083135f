// The game state of Welter's strip and its off-thread engine (see welter_game.h).
#include "welter_game.h"

#include <QFutureWatcher>
#include <QRandomGenerator>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace homestead::gui {

WelterGame::WelterGame(QObject* parent) : QObject(parent) {}

WelterGame::~WelterGame() = default;

bool WelterGame::setLength(int length) {
    if (length < 1) {
        lastError_ = tr("The strip needs at least one square.");
        return false;
    }
    const Position& start = positions_.front();
    if (!start.empty() && start.back() >= length) {
        lastError_ = tr("Square %1 holds a coin: the strip cannot be shorter than %2.")
                         .arg(start.back())
                         .arg(start.back() + 1);
        return false;
    }
    length_ = length;
    newGame(start);
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

void WelterGame::restart() { newGame(positions_.front()); }

void WelterGame::setPlayer(int index, WelterPlayer kind) {
    players_[index & 1] = kind;
    touch();
}

void WelterGame::setFirstPlayer(int index) {
    first_ = index & 1;
    touch();
}

void WelterGame::setMisere(bool misere) {
    misere_ = misere;
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

bool WelterGame::isOver() const { return welter::isOver(coins()); }

std::optional<int> WelterGame::winner() const { return welter::winner(coins(), toMove(), misere_); }

std::optional<welter::Move> WelterGame::lastMove() const {
    if (current_ == 0) return std::nullopt;
    return moves_[std::size_t(current_ - 1)];
}

bool WelterGame::play(welter::Move move) {
    Position next;
    try {
        next = welter::applyMove(coins(), move);
    } catch (const welter::WelterError& e) {
        lastError_ = QString::fromStdString(e.what());
        return false;
    }
    const int mover = toMove();
    positions_.resize(std::size_t(current_ + 1));
    moves_.resize(std::size_t(current_));
    positions_.push_back(std::move(next));
    moves_.push_back(move);
    ++current_;
    lastError_.clear();
    emit moveMade(move, mover);
    touch();
    if (isOver()) emit gameOver(*winner());
    return true;
}

void WelterGame::undo() {
    if (!canUndo()) return;
    const bool anyHuman = players_[0] == WelterPlayer::Human || players_[1] == WelterPlayer::Human;
    int target = current_ - 1;
    if (anyHuman) {
        while (target > 0 && player((first_ + target) % 2) != WelterPlayer::Human) --target;
    } else {
        paused_ = true;
    }
    goTo(target);
}

void WelterGame::redo() {
    if (!canRedo()) return;
    const bool anyHuman = players_[0] == WelterPlayer::Human || players_[1] == WelterPlayer::Human;
    int target = current_ + 1;
    const int last = int(positions_.size()) - 1;
    if (anyHuman) {
        while (target < last && player((first_ + target) % 2) != WelterPlayer::Human) ++target;
    } else {
        paused_ = true;
    }
    goTo(target);
}

void WelterGame::goTo(int ply) {
    ply = std::clamp(ply, 0, int(positions_.size()) - 1);
    current_ = ply;
    touch();
}

void WelterGame::newGame(Position start) {
    positions_.assign(1, std::move(start));
    moves_.clear();
    current_ = 0;
    touch();
}

void WelterGame::touch() {
    ++serial_;  // any engine request in flight is now stale
    setThinking(false);
    emit changed();
    maybeStartEngine();
}

void WelterGame::setThinking(bool thinking) {
    if (thinking_ == thinking) return;
    thinking_ = thinking;
    emit engineThinkingChanged(thinking);
}

void WelterGame::maybeStartEngine() {
    if (setup_ || paused_ || thinking_ || isOver() || humanToMove()) return;
    setThinking(true);
    const quint64 serial = serial_;
    welter::EngineOptions options;
    options.strength =
        player(toMove()) == WelterPlayer::EngineCasual ? welter::Strength::Casual : welter::Strength::Perfect;
    options.misere = misere_;
    options.seed = seed_ + quint64(current_);
    // The pace: wait before thinking so that the position before the move can be seen.
    QTimer::singleShot(paceMs_, this, [this, serial, options] {
        if (serial != serial_) return;  // something changed meanwhile; a newer request took over
        auto* watcher = new QFutureWatcher<std::optional<welter::Move>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, serial] {
            watcher->deleteLater();
            if (serial != serial_) return;  // stale: the position or the rules changed
            const std::optional<welter::Move> move = watcher->result();
            setThinking(false);
            if (move) play(*move);
        });
        watcher->setFuture(QtConcurrent::run(
            [coins = coins(), options] { return welter::engineMove(coins, options); }));
    });
}

}  // namespace homestead::gui
