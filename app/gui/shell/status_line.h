// The window's status line: the drawing's value and parts on the right (greyed while a new analysis
// is worked out, with "analysing…"), Play's instruction as its resting text during a game, and the
// messages — the window's, an edge's sentence under the mouse, and those of the game page in view,
// each page's routed here once. On the Hackenbush page it shows the drawing's value; on another page
// that page's message, and the Hackenbush page's message comes back with it. Where the value and
// the parts do not both fit the bar (a 1024-pixel projector in presentation mode's large type), the
// parts give way, so that the value reads whole (the garden, F9, shows the parts).
//
//   StatusLine status(window->statusBar(), &doc, [play] { return play->active(); });
//   status.setPage(nimPage, false);
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QLabel;
class QStatusBar;

namespace homestead::gui {

class GamePage;
class PictureDocument;

class StatusLine : public QObject {
    Q_OBJECT
public:
    StatusLine(QStatusBar* bar, PictureDocument* drawing, std::function<bool()> playing, QObject* parent = nullptr);

    QStatusBar* bar() const { return bar_; }
    void show(const QString& message, int timeoutMs = 0);
    void clear();
    // An edge's sentence (its tooltip's HTML) cut with an ellipsis where the value begins.
    void showSentence(const QString& html);
    // A game page's messages come here while it is in view.
    void routeFrom(GamePage* page);
    // The page in view; `drawing`: it is the Hackenbush page, whose value and parts show.
    void setPage(GamePage* page, bool drawing);
    // Play began or ended: the value steps aside for the instruction.
    void updateLabels();
    // Play's game is over (`gameOver`, the page's sentence) or goes on (empty): the resting text
    // says the end and how to play again (and to take a move back, if one can be) instead of how
    // to chop. With the Play panel folded away (F8), `position` (a sentence, whose move and the value)
    // is what the panel would say of the game going on: the resting text says that instead.
    void setPlayOver(const QString& gameOver, bool canUndo, const QString& position = {});
    QString playInstruction() const;

    QString valueText() const;
    QString partsText() const;
    QLabel* valueLabel() const { return value_; }
    QLabel* partsLabel() const { return parts_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // the bar resized, new type: updateLabels

private:
    // Whether the parts fit beside the value on the bar as it is now.
    bool partsFit() const;
    void showAnalysis();
    void analysisStarted();

    QStatusBar* bar_;
    PictureDocument* drawing_;
    std::function<bool()> playing_;
    GamePage* page_ = nullptr;  // a game page in view, null on the Hackenbush page
    QString drawingMessage_;    // the Hackenbush page's message while another page is in view
    QLabel* value_ = nullptr;
    QLabel* parts_ = nullptr;
    QLabel* busy_ = nullptr;
    QLabel* playInstruction_ = nullptr;  // the resting text in Play
};

}  // namespace homestead::gui
