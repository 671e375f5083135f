// The window's actions, each a named member (window.actions().save), made in one place with their
// text, icon, keys and tips. The controllers connect what each one does (files, edits, the Hackenbush
// page); menus, toolbars and the presentation bar pick them by name, so no action is looked up by a
// string anywhere.
//
//   WindowActions a = WindowActions::make(window, &undoStack);
//   connect(a.save, &QAction::triggered, files, &FileController::save);
#pragma once

#include <QIcon>
#include <QList>
#include <QKeySequence>

class QAction;
class QUndoStack;
class QWidget;

namespace homestead::gui {

struct WindowActions {
    // File
    QAction* newFile = nullptr;
    QAction* open = nullptr;
    QAction* save = nullptr;
    QAction* saveAs = nullptr;
    QAction* exportImage = nullptr;
    QAction* print = nullptr;         // these four are HandoutActions' (handout_actions.h)
    QAction* exportPdf = nullptr;
    QAction* exportTikz = nullptr;
    QAction* analysisPage = nullptr;
    QAction* quit = nullptr;
    // Edit: the drawing's undo and redo, and Play's moves' (shown in their place while playing)
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    QAction* undoMove = nullptr;
    QAction* redoMove = nullptr;
    QAction* copy = nullptr;
    QAction* paste = nullptr;
    QAction* deleteSelection = nullptr;
    QAction* selectAll = nullptr;
    QAction* find = nullptr;  // these three are FindActions' (find_actions.h)
    QAction* nextWinning = nullptr;
    QAction* previousWinning = nullptr;
    QAction* drawMode = nullptr;
    QAction* selectMode = nullptr;
    QAction* layout = nullptr;
    // View
    QAction* zoomIn = nullptr;
    QAction* zoomOut = nullptr;
    QAction* fit = nullptr;
    QAction* actualSize = nullptr;
    QAction* snap = nullptr;
    QAction* stresses = nullptr;
    QAction* weights = nullptr;
    QAction* names = nullptr;
    QAction* classes = nullptr;
    QAction* winning = nullptr;
    QAction* garden = nullptr;
    QAction* explain = nullptr;  // the Explain dock's toggle (explain_panel.h)
    QAction* playMode = nullptr;
    QAction* playPanel = nullptr;  // the Play dock shown or folded away (F8), offered in Play only
    // Help
    QAction* guide = nullptr;
    QAction* about = nullptr;

    // The window's own actions (shortcuts on `window`, undo and redo made from `stack`); the
    // handouts', Find's and Explain's are filled in by whoever makes them.
    static WindowActions make(QWidget* window, QUndoStack* stack);
    // Every action of the Hackenbush page: all but Quit, Guide and About, which every page offers.
    QList<QAction*> hackenbushActions() const;
    // The single-letter actions that act on the canvas only (not while a combo box has the focus).
    QList<QAction*> canvasKeys() const;
    // The application's icon `name` (resources/icons/NAME.svg).
    static QIcon icon(const char* name);
    // Redo's keys: Ctrl+Shift+Z, Ctrl+Y and the platform's own, each once.
    static QList<QKeySequence> redoKeys();
};

}  // namespace homestead::gui
