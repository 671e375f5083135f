// Edit → Find Next Winning Move (F3) and Find Previous Winning Move (Shift+F3): each press selects
// the next winning move of the picture the canvas shows and centres the view on it, in the order
// of the artifact's list (by id), wrapping; the status line says which of how many and what it
// leaves ("Winning move 2 of 5: chop the trunk (edge 17); it leaves value 0, …", the core's sentence:
// find_text.h), or plainly that there is none ("No winning move: the player to move loses (value 0)…").
//
// It reads, never computes: normal play from the shown document's artifact (analysis().winningMoves),
// misère play in Play from the exhaustive search PlayController ran off the window's thread. A press
// while the artifact of the newest revision is still coming is answered when it comes. A new
// revision (an edit, a chop) starts the cycle again from its first winning move.
//
//   WinningMoveStepper f3(view, play);  f3.next();   // selects and centres the first winning move
#pragma once

#include "homestead/picture.h"

#include "picture_document.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace homestead::gui {

class PictureView;
class PlayController;

class WinningMoveStepper : public QObject {
    Q_OBJECT
public:
    WinningMoveStepper(PictureView* view, PlayController* play, QObject* parent = nullptr);

    void next();      // F3
    void previous();  // Shift+F3

    // The winning moves being stepped through, and the one shown (-1: none yet).
    const std::vector<EdgeId>& moves() const { return moves_; }
    int current() const { return current_; }
    QString message() const { return message_; }
    bool waiting() const { return bool(waitingFor_); }  // a press waits for the newest artifact

signals:
    void messageChanged(const QString& text);

private:
    void step(int direction);
    void say(const QString& text);

    PictureView* view_;
    PlayController* play_;
    std::vector<EdgeId> moves_;
    // the position the moves are of: its document, revision and rule (an artifact's address could
    // be reused by the next one's)
    struct Source {
        const PictureDocument* doc = nullptr;
        quint64 revision = 0;
        bool misere = false;
        bool operator==(const Source&) const = default;
    } source_;
    int current_ = -1;
    QString message_;
    QPointer<PictureDocument> waitingFor_;
    int pendingSteps_ = 0;
};

}  // namespace homestead::gui
