// For tests: Conway's tree (resources/pictures/tree.json) open in a window whose canvas has the
// keyboard focus, set for a game of Play between two humans played by keys (quickPlay: no engine
// delay); and the tree's trunk, the one edge on the ground, whose chop ends the game at once.
// Include after ../hang_guard.h, whose QTRY_* it uses.
//
//   MainWindow* window = openTreeForKeys();  QVERIFY(window);
//   QTest::keyClick(window->view(), Qt::Key_P);  const EdgeId t = *groundEdge(window->document()->picture());
#pragma once

#include "gui_test_helpers.h"
#include "play_controller.h"

#include <optional>

namespace guitest {

// Null if the tree does not open or the canvas does not take the focus.
[[nodiscard]] inline MainWindow* openTreeForKeys() {
    MainWindow* window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"));
    if (!window) return nullptr;
    quickPlay(window)->setPlayers(PlayerKind::Human, PlayerKind::Human);
    window->activateWindow();
    window->view()->setFocus(Qt::TabFocusReason);  // as Tab from the tabs: the first item of the tree
    if (!QTest::qWaitFor([window] { return window->view()->hasFocus(); }, homestead::testing::kHangGuardMs)) {
        closeWindow(window);
        return nullptr;
    }
    return window;
}

// The last edge standing on a ground node (the tree's trunk), if any.
inline std::optional<EdgeId> groundEdge(const Picture& picture) {
    std::optional<EdgeId> found;
    for (const Edge& e : picture.edges())
        if (picture.node(e.from).ground || picture.node(e.to).ground) found = e.id;
    return found;
}

}  // namespace guitest
