// The game state of the Nim page and its engine, run by the shared EngineRunner (see nim_game.h).
#include "nim_game.h"

#include <QRegularExpression>

namespace homestead::gui {

NimGame::NimGame(QObject* parent) : QObject(parent) {
    runner_ = new EngineRunner(this);
    connect(runner_, &EngineRunner::busyChanged, this, &NimGame::engineThinkingChanged);
    session_ = NimSession(nimStart(start_), {PlayerKind::Human, PlayerKind::EnginePerfect});
}

NimGame::~NimGame() {
    runner_->blockSignals(true);  // quietly: the page showing the game may be going too
    runner_->cancel();
}

bool NimGame::setHeaps(Heaps heaps) {
    if (heaps.empty() || int(heaps.size()) > kMaxHeaps) {
        lastError_ = tr("Give 1 to %1 heaps (there are %2).").arg(kMaxHeaps).arg(heaps.size());
        return false;
    }
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if (heaps[i] < 0 || heaps[i] > kMaxHeap) {
            lastError_ = tr("Heap %1: %2 is not between 0 and %3.").arg(i + 1).arg(heaps[i]).arg(kMaxHeap);
            return false;
        }
    start_ = std::move(heaps);
    newGame();
    return true;
}

bool NimGame::setHeapsText(const QString& text) {
    const QStringList words = text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    Heaps heaps;
    for (int i = 0; i < words.size(); ++i) {
        bool ok = false;
        const int n = words[i].toInt(&ok);
        if (!ok) {
            lastError_ = tr("Heap %1: '%2' is not a number.").arg(i + 1).arg(words[i]);
            return false;
        }
        heaps.push_back(n);
    }
    return setHeaps(std::move(heaps));
}

void NimGame::restart() { newGame(); }

void NimGame::setPlayer(int side, PlayerKind kind) {
    session_.setPlayer(side, kind);
    touch();
}

bool NimGame::setFirstPlayer(int side) {
    if (session_.firstSide() == (side & 1)) return true;
    if (!session_.history().empty()) {
        lastError_ = tr("Who moves first is fixed once a move has been made: New game (F5) to choose again.");
        return false;
    }
    session_ = NimSession(nimStart(start_, side & 1, retreats()), session_.players(), side & 1, misere(), session_.seed());
    touch();
    return true;
}

void NimGame::setMisere(bool misere) {
    if (misere == session_.misere()) return;
    const bool retreat = retreats() && !misere;
    session_ = NimSession(nimStart(start_, firstPlayer(), retreat), session_.players(), firstPlayer(), misere, gameSeed_++);
    touch();
}

void NimGame::setRetreats(bool on) {
    if (on == retreats()) return;
    session_ = NimSession(nimStart(start_, firstPlayer(), on), session_.players(), firstPlayer(), misere() && !on,
                          gameSeed_++);
    touch();
}

void NimGame::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    touch();
}

std::optional<nim::NimMove> NimGame::lastMove() const {
    if (session_.ply() == 0) return std::nullopt;
    return session_.moves().back().move;
}

std::optional<nim::NimMove> NimGame::lastRetreat() const {
    const auto m = lastMove();
    if (m && m->to > m->from) return m;
    return std::nullopt;
}

std::optional<nim::NimMove> NimGame::retreatAnswer() const {
    const auto r = lastRetreat();
    if (!r) return std::nullopt;
    return NimRules::answerToRetreat(position(), *r);
}

bool NimGame::play(const nim::NimMove& move) {
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

void NimGame::undo() {
    if (!canUndo()) return;
    if (!session_.anyHuman()) paused_ = true;
    session_.takeBack();
    touch();
}

void NimGame::redo() {
    if (!canRedo()) return;
    if (!session_.anyHuman()) paused_ = true;
    session_.replay();
    touch();
}

void NimGame::newGame() {
    session_ = NimSession(nimStart(start_, firstPlayer(), retreats()), session_.players(), firstPlayer(), misere(),
                          gameSeed_++);
    touch();
}

void NimGame::touch() {
    runner_->cancel();  // any engine request under way is now stale
    emit changed();
    maybeStartEngine();
}

void NimGame::maybeStartEngine() {
    if (paused_ || engineThinking() || isOver() || humanToMove()) return;
    const PlayerKind kind = session_.player(session_.toMove());
    const bool misere = session_.misere();
    const std::uint64_t seed = plySeed(session_.seed(), session_.ply());
    runner_->ask<std::optional<nim::NimMove>>(
        [position = position(), kind, misere, seed] { return NimRules::engineMove(position, kind, misere, seed); },
        [this](std::optional<nim::NimMove> move) {
            if (move) play(*move);
        });
}

}  // namespace homestead::gui
