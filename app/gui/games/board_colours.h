// The colours of the game boards drawn square by square (Welter's strip, the transfinite board): one
// palette, so that a coin, a square, a hint and a selection look the same on every board. The numbers
// drawn on a square or a coin (in the border colour, or near-black on a coin) read at WCAG AA.
//
//   p.setBrush(board::kCoin);  p.setPen(QPen(board::kCoinEdge, 2));
#pragma once

#include <QColor>

namespace homestead::gui::board {

inline const QColor kSquare{0xfb, 0xf6, 0xe9};
inline const QColor kSquareBorder{0x5b, 0x4a, 0x32};
inline const QColor kCoin{0xc8, 0x8a, 0x12};
inline const QColor kCoinEdge{0x6b, 0x45, 0x00};
inline const QColor kSelect{0x1f, 0x5f, 0xd0};
inline const QColor kHint{0x1a, 0x9a, 0x3a};
inline const QColor kHintFill{0xc9, 0xf0, 0xcf};  // a hinted move's target square

}  // namespace homestead::gui::board
