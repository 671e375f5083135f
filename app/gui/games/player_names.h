// How both games name their players, in one place: "You" for the one human against an engine,
// "Perfect engine" / "Casual engine" for that engine, and "Player 1", "Player 2 — perfect engine"
// when there are two humans or two engines. A move is credited to the kind of player that made it
// (GameSession::Played::by), not to whoever holds that side now: "Player 1 — human" for a move made
// by a human on a side an engine has taken over since.
//
//   sideName({PlayerKind::Human, PlayerKind::EnginePerfect}, 1) == "Perfect engine"
#pragma once

#include "homestead/game_session.h"

#include <QString>

#include <array>
#include <optional>

namespace homestead::gui {

using homestead::PlayerKind;

// "human", "perfect engine", "casual engine".
QString kindName(PlayerKind kind);
// The name of `side` when these are the players.
QString sideName(std::array<PlayerKind, 2> players, int side);
// The name of `side` for a move it made as `by`: sideName() while `by` still holds the side, else
// "Player N — <kind>".
QString authorName(std::array<PlayerKind, 2> players, int side, PlayerKind by);
// The one human against an engine.
bool isYou(std::array<PlayerKind, 2> players, int side);

// The kind of player that made `side`'s last move in `session` (a GameSession), or the side's
// kind now if it has not moved.
template <class Session>
PlayerKind lastKind(const Session& session, int side) {
    const auto moves = session.moves();
    for (auto m = moves.rbegin(); m != moves.rend(); ++m)
        if (m->side == side) return m->by;
    return session.player(side);
}
// A side named as its last move was made (for the banner at the end of a game), and whether that is
// "you".
template <class Session>
QString lastMoverName(const Session& session, int side) {
    return authorName(session.players(), side, lastKind(session, side));
}
template <class Session>
bool lastMoverIsYou(const Session& session, int side) {
    return lastKind(session, side) == session.player(side) && isYou(session.players(), side);
}

// The banner at the end of a game of either kind, or "" while it goes on: "Game over: You win! Perfect
// engine has no move left." / misère: "… made the last move, and under the misère rule the last mover
// loses." Each side is named by the kind of player that made its last move, not by who holds it now.
QString gameOverText(bool misere, int ply, const QString& winner, const QString& loser, bool youWin, bool youLose);
template <class Session>
QString gameOverText(const Session& session) {
    const std::optional<int> w = session.winner();
    if (!w) return QString();
    return gameOverText(session.misere(), int(session.ply()), lastMoverName(session, *w), lastMoverName(session, 1 - *w),
                        lastMoverIsYou(session, *w), lastMoverIsYou(session, 1 - *w));
}

}  // namespace homestead::gui
