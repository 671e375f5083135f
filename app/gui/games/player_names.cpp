// The names of the players of both games (see player_names.h).
#include "player_names.h"

#include <QCoreApplication>

namespace homestead::gui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("PlayerNames", text); }
}  // namespace

QString kindName(PlayerKind kind) {
    switch (kind) {
    case PlayerKind::Human: return tr("human");
    case PlayerKind::EnginePerfect: return tr("perfect engine");
    case PlayerKind::EngineCasual: return tr("casual engine");
    }
    return {};
}

bool isYou(std::array<PlayerKind, 2> players, int side) {
    return (players[0] == PlayerKind::Human) != (players[1] == PlayerKind::Human) &&
           players[side & 1] == PlayerKind::Human;
}

QString sideName(std::array<PlayerKind, 2> players, int side) {
    side &= 1;
    const bool oneHuman = (players[0] == PlayerKind::Human) != (players[1] == PlayerKind::Human);
    if (oneHuman) {
        if (players[side] == PlayerKind::Human) return tr("You");
        return players[side] == PlayerKind::EnginePerfect ? tr("Perfect engine") : tr("Casual engine");
    }
    if (players[side] == PlayerKind::Human) return tr("Player %1").arg(side + 1);
    return tr("Player %1 — %2").arg(side + 1).arg(kindName(players[side]));
}

QString authorName(std::array<PlayerKind, 2> players, int side, PlayerKind by) {
    side &= 1;
    if (players[side] == by) return sideName(players, side);
    return tr("Player %1 — %2").arg(side + 1).arg(kindName(by));
}

QString gameOverText(bool misere, int ply, const QString& winner, const QString& loser, bool youWin, bool youLose) {
    const QString wins = youWin ? tr("You win") : tr("%1 wins").arg(winner);
    if (!misere)
        return youLose ? tr("Game over: %1! You have no move left.").arg(wins)
                       : tr("Game over: %1! %2 has no move left.").arg(wins, loser);
    if (ply == 0)
        return tr("Game over: %1! Nobody can move, and under the misère rule the player who cannot "
                  "move wins.").arg(wins);
    return tr("Game over: %1! %2 made the last move, and under the misère rule the last mover loses.")
        .arg(wins, loser);
}

}  // namespace homestead::gui
