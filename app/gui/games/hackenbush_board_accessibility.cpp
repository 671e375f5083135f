// The puzzle board's picked edge for a screen reader (see hackenbush_board_accessibility.h).
#include "hackenbush_board_accessibility.h"

#include "hackenbush_board.h"
#include "window_language.h"

#include "homestead/spoken_text.h"

#include <string>

namespace homestead::gui {

HackenbushBoardAccessibility::HackenbushBoardAccessibility(HackenbushBoard* board)
    : AccessibleItems(board, QAccessible::Canvas, QAccessible::Graphic), board_(board) {}

int HackenbushBoardAccessibility::count() const { return board_->picture().hasEdge(board_->hovered()) ? 1 : 0; }

QString HackenbushBoardAccessibility::itemText(int index) const {
    if (index != 0 || !count()) return {};
    const EdgeId id = board_->hovered();
    const Edge& edge = board_->picture().edge(id);
    const std::string name = edge.name.empty() ? std::to_string(id) : edge.name;
    return QString::fromStdString(
        text::spokenEdge(name, board_->edgeAnalysis(id), std::nullopt, !board_->numbersShown(), windowLanguage()));
}

QRect HackenbushBoardAccessibility::itemRect(int index) const {
    if (index != 0 || !count()) return {};
    const QPoint mid = board_->edgePoint(board_->hovered()).toPoint();
    return QRect(mid - QPoint(12, 12), QSize(24, 24));
}

std::vector<std::int64_t> HackenbushBoardAccessibility::shown() const { return {count() ? board_->hovered() : -1}; }

}  // namespace homestead::gui
