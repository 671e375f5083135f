// The names of the players of both games (see player_names.h).
#include "player_names.h"

#include <QCoreApplication>

namespace homestead::gui {

namespace {
struct PlayerNamesText {
    Q_DECLARE_TR_FUNCTIONS(PlayerNames)
};
}  // namespace

QString kindName(PlayerKind kind) {
    switch (kind) {
    case PlayerKind::Human: return PlayerNamesText::tr("human");
    case PlayerKind::EnginePerfect: return PlayerNamesText::tr("perfect engine");
    case PlayerKind::EngineCasual: return PlayerNamesText::tr("casual engine");
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
        if (players[side] == PlayerKind::Human) return PlayerNamesText::tr("You");
        return players[side] == PlayerKind::EnginePerfect ? PlayerNamesText::tr("Perfect engine") : PlayerNamesText::tr("Casual engine");
    }
    if (players[side] == PlayerKind::Human) return PlayerNamesText::tr("Player %1").arg(side + 1);
    return PlayerNamesText::tr("Player %1 — %2").arg(side + 1).arg(kindName(players[side]));
}

QString authorName(std::array<PlayerKind, 2> players, int side, PlayerKind by) {
    side &= 1;
    if (players[side] == by) return sideName(players, side);
    return PlayerNamesText::tr("Player %1 — %2").arg(side + 1).arg(kindName(by));
}

QString gameOverText(bool misere, int ply, const QString& winner, const QString& loser, bool youWin, bool youLose) {
    const QString wins = youWin ? PlayerNamesText::tr("You win") : PlayerNamesText::tr("%1 wins").arg(winner);
    if (!misere)
        return youLose ? PlayerNamesText::tr("Game over: %1! You have no move left.").arg(wins)
                       : PlayerNamesText::tr("Game over: %1! %2 has no move left.").arg(wins, loser);
    if (ply == 0)
        return PlayerNamesText::tr("Game over: %1! Nobody can move, and under the misère rule the player who cannot "
                  "move wins.").arg(wins);
    return PlayerNamesText::tr("Game over: %1! %2 made the last move, and under the misère rule the last mover loses.")
        .arg(wins, loser);
}

}  // namespace homestead::gui
