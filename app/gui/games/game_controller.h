// The one game controller of every game (Hackenbush Play, Welter's strip, Nim): a game in progress
// as the window sees it — the core's GameSession (moves with who made them, turn, undo/redo, the result, the
// engine's seed per ply), the pause, and the engine run through the EngineRunner (the engine delay,
// a worker thread, stale answers dropped). Every rule comes from the core; this only keeps the state
// and tells the page when it changed.
//
// Two layers: GameController is the QObject face every page and the shared controls (game_controls.h)
// use — players, who moves first, turn, result, undo/redo, the move list, the signals — whatever the
// game; SessionController<Rules> implements it over GameSession<Rules> and adds what speaks the
// game's own moves (play, lastMove, winningMoves). A game (WelterGame, NimGame, PlayController)
// derives from SessionController and gives its start position and the words for one move; a game that
// draws its position itself (Play's canvas) also hears of each change of position (showMove,
// showPosition) and of the engine's answer before it is played (engineAnswered). Costs: a move, undo
// or redo cost what the rules' apply/undo cost; the move list O(moves).
//
//   class NimGame : public SessionController<NimRules> { ... startFor(), moveText() ... };
//   connect(&game, &GameController::changed, page, &Page::refresh);
//   game.play(move);          // the engine answers later, on this thread, unless the position changed
#pragma once

#include "engine_runner.h"
#include "player_names.h"
#include "window_language.h"

#include "homestead/format_error.h"
#include "homestead/game_session.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <memory>
#include <exception>
#include <optional>
#include <vector>

namespace homestead::gui {

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // --- Players: side 0 is "Player 1", side 1 "Player 2". A change keeps the game; the moves made
    // keep the kind of player that made them.
    virtual std::array<PlayerKind, 2> players() const = 0;
    PlayerKind player(int side) const { return players()[std::size_t(side & 1)]; }
    virtual void setPlayer(int side, PlayerKind kind) = 0;
    virtual int firstPlayer() const = 0;
    // Who moves first is part of the game: allowed before the first move (false, with the reason in
    // lastError(), once a move has been made).
    virtual bool setFirstPlayer(int side) = 0;
    virtual bool misere() const = 0;

    // --- The engines: the wait before each engine move (every mode), the pause (engines wait), one
    // engine move while paused (step: ignored unless paused with an engine to move and idle).
    EngineRunner* runner() const { return runner_; }
    int engineDelay() const { return runner_->delay(); }
    void setEngineDelay(int ms) { runner_->setDelay(ms); }
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    void step();
    bool canStep() const;
    bool engineThinking() const { return runner_->busy(); }

    // --- The game.
    virtual int toMove() const = 0;
    virtual bool humanToMove() const = 0;
    virtual bool isOver() const = 0;
    // The winner of a finished game: the player to move cannot move, so loses in normal play and
    // wins in misère; nullopt while a move is legal.
    virtual std::optional<int> winner() const = 0;
    virtual int ply() const = 0;             // moves made so far (undone ones excluded)
    virtual bool started() const = 0;        // a move has been made (or undone, still to redo)
    virtual bool canUndo() const = 0;
    virtual bool canRedo() const = 0;
    // With a human playing, undo/redo go back/forward to a position where a human is to move (so an
    // engine's reply goes with the move it answered); engine against engine steps one move and pauses.
    virtual void undo() = 0;
    virtual void redo() = 0;
    virtual void goTo(int ply) = 0;          // any position of the history, 0..its length
    // The move list: one line per move of the history, the undone ones (still to redo) last, each
    // credited to the kind of player that made it: "1. You: 9 → 0".
    virtual QStringList moveTexts() const = 0;
    // The banner at the end of the game ("Game over: You win! …"), or "" while it goes on.
    virtual QString gameOverText() const = 0;
    // "You", "Perfect engine", "Player 2 — casual engine": the side as the players stand now.
    QString sideName(int side) const { return gui::sideName(players(), side); }
    bool isYou(int side) const { return gui::isYou(players(), side); }
    // The turn line: "Your move", "Perfect engine is thinking…", "Player 2 to move (engines paused)",
    // "Game over". (A game may say more of what its engine is doing.)
    virtual QString turnText() const;

    // The reason the last refused request was refused (an illegal move, a late change of mover).
    QString lastError() const { return lastError_; }
    // How the page starts a new game, as its advice says it: "New game (F2)" on the game pages;
    // Play, where F5 is the presentation mode, has its panel's "New Game" button.
    virtual QString newGameName() const { return tr("New game (F2)"); }

signals:
    void changed();  // position, history, players or rules changed
    void engineThinkingChanged(bool thinking);
    void moveMade(int bySide);  // after the move; the game's lastMove() is it
    void gameOver(int winner);

protected:
    // The state changed: drop any engine request under way, notify, start the engine if it is to move.
    void touch();
    // Whether the engines may not move at all now, paused or not (Welter's set-up, Play outside Play
    // mode); besides that they wait while paused, for a human, or after the end.
    virtual bool enginesOff() const { return false; }
    // Ask the engine for the move of the player to move (through runner()).
    virtual void startEngine() = 0;

    EngineRunner* runner_ = nullptr;
    bool paused_ = false;
    QString lastError_;
};

// GameController over the core's GameSession<Rules>. A game gives startFor (the start position when
// `firstSide` moves first) and moveText (a move in words, "9 → 0").
template <class Rules>
class SessionController : public GameController {
public:
    using Session = GameSession<Rules>;
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;

    using GameController::GameController;

    const Session& session() const { return session_; }
    const Position& position() const { return session_.position(); }
    std::vector<Move> winningMoves() const { return session_.winningMoves(); }
    std::optional<Move> lastMove() const {
        if (session_.ply() == 0) return std::nullopt;
        return session_.moves().back().move;
    }

    // Makes a move for the player to move. On an illegal move returns false, leaves the position as
    // it was, and lastError() holds the rules' reason. Humans call this; so does the engine.
    bool play(const Move& move) {
        const int mover = session_.toMove();
        try {
            session_.play(move);  // checks the move once (at 10^5 edges a check is a pass over the picture)
        } catch (const IllegalMove& refused) {
            lastError_ = QString::fromStdString(errorText(refused, windowLanguage()));  // the rules' reason, in the window's words
            return false;
        }
        lastError_.clear();
        showMove();
        emit moveMade(mover);
        touch();
        if (session_.over()) emit gameOver(*session_.winner());
        return true;
    }

    std::array<PlayerKind, 2> players() const override { return session_.players(); }
    void setPlayer(int side, PlayerKind kind) override {
        session_.setPlayer(side, kind);
        touch();
    }
    // Both sides at once: one change, so no engine is asked for the first alone.
    void setPlayers(PlayerKind first, PlayerKind second) {
        session_.setPlayer(0, first);
        session_.setPlayer(1, second);
        touch();
    }
    int firstPlayer() const override { return session_.firstSide(); }
    bool setFirstPlayer(int side) override {
        side &= 1;
        if (session_.firstSide() == side) return true;
        if (started()) {
            lastError_ = GameController::tr("Who moves first is fixed once a move has been made: %1 to choose again.").arg(newGameName());
            return false;
        }
        session_ = Session(startFor(side), session_.players(), side, session_.misere(), session_.seed());
        positionReplaced();
        touch();
        return true;
    }
    bool misere() const override { return session_.misere(); }

    int toMove() const override { return session_.toMove(); }
    bool humanToMove() const override { return session_.humanToMove(); }
    bool isOver() const override { return session_.over(); }
    std::optional<int> winner() const override { return session_.winner(); }
    int ply() const override { return int(session_.ply()); }
    bool started() const override { return !session_.history().empty(); }
    bool canUndo() const override { return session_.canUndo(); }
    bool canRedo() const override { return session_.canRedo(); }
    void undo() override {
        if (!canUndo()) return;
        if (!session_.anyHuman()) paused_ = true;
        session_.takeBack();
        positionReplaced();
        touch();
    }
    void redo() override {
        if (!canRedo()) return;
        if (!session_.anyHuman()) paused_ = true;
        session_.replay();
        positionReplaced();
        touch();
    }
    void goTo(int ply) override {
        session_.goTo(std::size_t(std::max(0, ply)));
        positionReplaced();
        touch();
    }
    QStringList moveTexts() const override {
        QStringList out;
        const auto moves = session_.history();
        for (std::size_t i = 0; i < moves.size(); ++i)
            out << GameController::tr("%1. %2: %3")
                       .arg(i + 1)
                       .arg(authorName(session_.players(), moves[i].side, moves[i].by), moveText(moves[i].move));
        return out;
    }
    QString gameOverText() const override { return gui::gameOverText(session_); }

    // A move in words, as the move list and the status line show it.
    virtual QString moveText(const Move& move) const = 0;

protected:
    // The start position of a game in which `firstSide` moves first.
    virtual Position startFor(int firstSide) const = 0;
    // A game that draws its position itself follows it here, before anyone is told of the change:
    // after a move (the session's last undo record holds what it took away), and after the position
    // was replaced any other way (undo, redo, goTo, a new game).
    virtual void showMove() {}
    virtual void showPosition() {}
    // The engine's move, handed back on this thread (never stale); played at once unless a game
    // shows it first (Play marks the edge, then plays it through runner()->later).
    virtual void engineAnswered(const Move& move) { play(move); }
    // A new game from startFor(firstPlayer()) with the same players, under `misere`, a fresh seed.
    void newGame(bool misere) {
        session_ = Session(startFor(firstPlayer()), session_.players(), firstPlayer(), misere, gameSeed_++);
        positionReplaced();
        touch();
    }
    // The engine asked on a worker with the position as it is now: the worker gets the position
    // itself (a game whose position is big shares it: Hackenbush's is a SharedPicture).
    void startEngine() override {
        const PlayerKind kind = session_.player(session_.toMove());
        const bool misere = session_.misere();
        const std::uint64_t seed = plySeed(session_.seed(), session_.ply());
        runner_->ask<std::optional<Move>>(
            [position = session_.position(), kind, misere, seed]() -> std::optional<Move> {
                try {
                    return Rules::engineMove(position, kind, misere, seed);
                } catch (const std::exception&) {
                    return std::nullopt;  // a search above its limit (refused before it can happen): no answer
                }
            },
            [this](std::optional<Move> move) {
                if (move) engineAnswered(*move);
            });
    }

    Session session_;
    quint64 gameSeed_ = 1;  // the next game's; one game replays the same after an undo

private:
    // After the session's position was replaced (undo, redo, goTo, a new game).
    void positionReplaced() { showPosition(); }
};

}  // namespace homestead::gui
