// The review of a finished game of Play: each move with the value it left, the first move that handed
// the win away and a move that would have left 0 there (core: game_review.h, worded by review_text.h).
// When the session's moves end the game in normal play, the review is computed from the start picture
// and those moves on a worker (a LatestJob: a newer game drops an older review); it stays while the
// game's history is the one reviewed (going back through the moves keeps it), and goes when a move
// changes that history, a new game starts or Play ends. Misère play has no review (its outcome is not
// the Grundy value). The review is for the one human against an engine, else for the loser.
//
//   PlayReview review(&play);
//   connect(&review, &PlayReview::changed, panel, ...);   // review.lines(), review.firstLosingRow()
//   review.showRow(2);   // the position that move faced, its winning moves marked
#pragma once

#include "homestead/game_review.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace homestead::gui {

class LatestJob;
class PlayController;

class PlayReview : public QObject {
    Q_OBJECT
public:
    explicit PlayReview(PlayController* play, QObject* parent = nullptr);

    bool available() const { return review_ != nullptr; }
    const GameReview* review() const { return review_.get(); }
    int reviewedSide() const { return side_; }
    // One sentence per move ("Move 3, you chopped edge 4: it left 2, a losing move; chopping edge 7
    // would have left 0."), and where the game was lost; empty while there is no review.
    const QStringList& lines() const { return lines_; }
    const QString& summary() const { return summary_; }
    // The row of the reviewed side's first move that handed the win away.
    std::optional<int> firstLosingRow() const;
    // The position a human's move faced, with the winning moves there marked (the hint); for an
    // engine's move, the position it left (where a human was to move, so no engine plays on).
    void showRow(int row);
    LatestJob* job() const { return job_; }

signals:
    void changed();

private:
    void follow();
    void clear();

    PlayController* play_;
    LatestJob* job_;
    std::vector<HackenbushSession::Played> reviewed_;  // the history the review (or its job) is of
    std::shared_ptr<const GameReview> review_;
    QStringList lines_;
    QString summary_;
    int side_ = 0;
};

}  // namespace homestead::gui
