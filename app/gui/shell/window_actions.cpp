// The window's actions with their texts, icons, keys and tips (see window_actions.h).
#include "window_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QKeySequence>
#include <QStyle>
#include <QUndoStack>
#include <QWidget>

namespace homestead::gui {

namespace {
QString keyText(const QKeySequence& k) { return k.toString(QKeySequence::NativeText); }

// The platform's key for `standard`, or `fallback` where the platform has none (Save As has no key
// on a desktop without KDE's or GNOME's key theme: a student on the keyboard alone had none).
QList<QKeySequence> standardOr(QKeySequence::StandardKey standard, const QKeySequence& fallback) {
    const QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
    return keys.isEmpty() ? QList<QKeySequence>{fallback} : keys;
}
}  // namespace

QIcon WindowActions::icon(const char* name) { return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name))); }

QList<QKeySequence> WindowActions::redoKeys() {
    QList<QKeySequence> keys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!keys.contains(k)) keys << k;  // a key listed twice is "ambiguous"
    return keys;
}

WindowActions WindowActions::make(QWidget* window, QUndoStack* stack) {
    auto make = [window](const QString& text, const char* iconName, QList<QKeySequence> keys, const QString& tip) {
        auto* a = new QAction(text, window);
        if (iconName) a->setIcon(icon(iconName));
        a->setShortcuts(keys);
        const QString shortcut = keys.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(keyText(keys.first()));
        a->setToolTip(tip + shortcut);
        a->setStatusTip(tip);
        window->addAction(a);
        return a;
    };
    auto toggle = [&make](const QString& text, const char* iconName, QKeySequence key, const QString& tip, bool on) {
        QAction* a = make(text, iconName, {key}, tip);
        a->setCheckable(true);
        a->setChecked(on);
        return a;
    };
    WindowActions a;
    a.newFile = make(QWidget::tr("&New"), "new", {QKeySequence::New}, QWidget::tr("Start a new, empty picture"));
    a.open = make(QWidget::tr("&Open…"), "open", {QKeySequence::Open}, QWidget::tr("Open a picture file"));
    a.save = make(QWidget::tr("&Save"), "save", {QKeySequence::Save}, QWidget::tr("Save the picture"));
    a.saveAs = make(QWidget::tr("Save &As…"), nullptr, standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)), QWidget::tr("Save the picture under a new name"));
    a.exportImage = make(QWidget::tr("&Export Image…"), "export", {QKeySequence(Qt::CTRL | Qt::Key_E)},
                         QWidget::tr("Export the picture with its numbers as PNG or SVG"));
    a.quit = make(QWidget::tr("&Quit"), nullptr, standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), QWidget::tr("Quit Homestead"));

    a.undo = stack->createUndoAction(window, QWidget::tr("&Undo"));
    a.undo->setIcon(icon("undo"));
    a.undo->setShortcuts(QKeySequence::Undo);
    a.undo->setToolTip(QWidget::tr("Undo the last edit (%1)").arg(keyText(a.undo->shortcut())));
    window->addAction(a.undo);
    a.redo = stack->createRedoAction(window, QWidget::tr("&Redo"));
    a.redo->setIcon(icon("redo"));
    a.redo->setShortcuts(redoKeys());
    a.redo->setToolTip(QWidget::tr("Redo (%1)").arg(keyText(a.redo->shortcut())));
    window->addAction(a.redo);
    // Play's undo/redo of moves: they take Ctrl+Z / Ctrl+Shift+Z from the drawing's while playing, and
    // the Edit menu's letters (Alt+E, U) too, as they take the drawing's entries' place (hidden meanwhile)
    a.undoMove = make(QWidget::tr("&Undo Move"), "undo", {}, QWidget::tr("Take back the last move (against an engine, its answer too)"));
    a.undoMove->setToolTip(QStringLiteral("%1 (%2)").arg(a.undoMove->statusTip(), keyText(QKeySequence(QKeySequence::Undo))));
    a.redoMove = make(QWidget::tr("&Redo Move"), "redo", {}, QWidget::tr("Replay the move taken back"));
    a.redoMove->setToolTip(QStringLiteral("%1 (%2)").arg(a.redoMove->statusTip(), keyText(redoKeys().first())));
    for (QAction* m : {a.undoMove, a.redoMove}) {
        m->setEnabled(false);
        m->setVisible(false);  // shown in place of Undo/Redo while playing
    }
    a.copy = make(QWidget::tr("&Copy as CGSuite"), "copy", {QKeySequence::Copy}, QWidget::tr("Copy the picture as a CGSuite string"));
    a.paste = make(QWidget::tr("&Paste CGSuite / JSON"), "paste", {QKeySequence::Paste},
                   QWidget::tr("Paste a CGSuite string (or picture JSON) beside the drawing"));
    a.deleteSelection = make(QWidget::tr("&Delete"), "delete", {QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)},
                             QWidget::tr("Delete the selected nodes and edges"));
    a.selectAll = make(QWidget::tr("Select &All"), nullptr, {QKeySequence::SelectAll}, QWidget::tr("Select everything"));
    a.layout = make(QWidget::tr("&Lay Out Again"), "layout", {QKeySequence(Qt::CTRL | Qt::Key_L)},
                    QWidget::tr("Arrange the picture automatically as a tree above the ground"));

    auto* modes = new QActionGroup(window);
    a.drawMode = make(QWidget::tr("Dra&w"), "draw", {QKeySequence(Qt::Key_D)},
                      QWidget::tr("Draw: click to add a node, drag from a node to add an edge, Shift+drag to move"));
    a.selectMode = make(QWidget::tr("&Select and Move"), "select", {QKeySequence(Qt::Key_S)},
                        QWidget::tr("Select and move: drag nodes, rubber-band select"));
    for (QAction* m : {a.drawMode, a.selectMode}) {
        m->setCheckable(true);
        modes->addAction(m);
    }
    a.drawMode->setChecked(true);
    a.playMode = make(QWidget::tr("&Play Hackenbush"), nullptr, {QKeySequence(Qt::Key_P)},
                      QWidget::tr("Play: chop edges against the engine on a copy of the picture (the drawing stays safe)"));
    a.playMode->setCheckable(true);
    a.playMode->setIcon(window->style()->standardIcon(QStyle::SP_MediaPlay));
    a.playPanel = toggle(QWidget::tr("Play &Panel"), nullptr, QKeySequence(Qt::Key_F8),
                         QWidget::tr("Show or fold away the Play panel: whose move, the value, Hint and the moves so far"), true);
    a.playPanel->setVisible(false);  // (in Play only: HackenbushPage::setPlayMode)

    a.zoomIn = make(QWidget::tr("Zoom &In"), "zoom-in", {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)}, QWidget::tr("Zoom in"));
    a.zoomOut = make(QWidget::tr("Zoom &Out"), "zoom-out", {QKeySequence::ZoomOut}, QWidget::tr("Zoom out"));
    a.fit = make(QWidget::tr("&Fit to Window"), "zoom-fit", {QKeySequence(Qt::CTRL | Qt::Key_0)}, QWidget::tr("Show the whole picture"));
    a.actualSize = make(QWidget::tr("Actual Si&ze"), nullptr, {QKeySequence(Qt::CTRL | Qt::Key_1)}, QWidget::tr("Zoom 100%"));
    a.snap = toggle(QWidget::tr("S&nap to Grid"), nullptr, QKeySequence(Qt::Key_G), QWidget::tr("Snap nodes to a grid of half units"), false);
    a.stresses = toggle(QWidget::tr("Show S&tresses"), nullptr, QKeySequence(Qt::Key_T),
                        QWidget::tr("Label each standing edge with its stress"), true);
    a.weights = toggle(QWidget::tr("Show &Weights"), "weights", QKeySequence(Qt::Key_W),
                       QWidget::tr("Label each edge with its weight (σ|0) as well"), false);
    a.names = toggle(QWidget::tr("Show N&ames"), "names", QKeySequence(Qt::Key_N),  // N&ames: S&nap has the n
                     QWidget::tr("Label each named edge with its name first (\"trunk: 5\")"), false);
    a.classes = toggle(QWidget::tr("Colour Concyclic &Classes"), "classes", QKeySequence(Qt::Key_C),
                       QWidget::tr("Colour the edges of each concyclic class; select an edge to see its class"), false);
    a.winning = toggle(QWidget::tr("Show Winning &Moves"), "winning", QKeySequence(Qt::Key_M),
                       QWidget::tr("Highlight every edge whose chop wins"), false);
    a.garden = toggle(QWidget::tr("&Garden Side View"), "garden", QKeySequence(Qt::Key_F9),
                      QWidget::tr("Show the collapsed picture and the class panel beside the canvas"), true);

    a.guide = make(QWidget::tr("&Guide"), nullptr, {QKeySequence(Qt::Key_F1)},
                   QWidget::tr("What Nim, Hackenbush unrestrained and Welter's game are, and a glossary with examples"));
    a.about = make(QWidget::tr("&About Homestead"), "homestead", {}, QWidget::tr("About Homestead"));
    return a;
}

QList<QAction*> WindowActions::hackenbushActions() const {
    return {newFile, open, save, saveAs, exportImage, print, exportPdf, exportTikz, analysisPage,
            undo, redo, undoMove, redoMove, copy, paste, deleteSelection, selectAll, find, nextWinning, previousWinning,
            drawMode, selectMode, layout, zoomIn, zoomOut, fit, actualSize, snap, stresses, weights, names,
            classes, winning, garden, explain, playMode, playPanel};
}

QList<QAction*> WindowActions::canvasKeys() const {
    return {drawMode, selectMode, playMode, snap, stresses, weights, classes, winning, explain};
}

}  // namespace homestead::gui
