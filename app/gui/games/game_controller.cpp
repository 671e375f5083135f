// The game controller's QObject face: the runner, the pause and step, the turn line (see game_controller.h).
#include "game_controller.h"

namespace homestead::gui {

GameController::GameController(QObject* parent) : QObject(parent) {
    runner_ = new EngineRunner(this);
    connect(runner_, &EngineRunner::busyChanged, this, &GameController::engineThinkingChanged);
}

GameController::~GameController() {
    runner_->blockSignals(true);  // quietly: the page showing the game may be going too
    runner_->cancel();
}

void GameController::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    touch();
}

bool GameController::canStep() const {
    return paused_ && !enginesOff() && !engineThinking() && !isOver() && !humanToMove();
}

void GameController::step() {
    // The move's touch() finds the engines paused again, so exactly one move is made.
    if (canStep()) startEngine();
}

QString GameController::turnText() const {
    const QString mover = sideName(toMove());
    if (isOver()) return tr("Game over");
    if (engineThinking()) return tr("%1 is thinking…").arg(mover);
    if (!humanToMove() && paused()) return tr("%1 to move (engines paused)").arg(mover);
    return isYou(toMove()) ? tr("Your move") : tr("%1 to move").arg(mover);
}

void GameController::touch() {
    runner_->cancel();  // any engine request under way is now stale
    emit changed();
    if (paused_ || enginesOff() || engineThinking() || isOver() || humanToMove()) return;
    startEngine();
}

}  // namespace homestead::gui
