// A title or a name as the window and the exports show it: on one line and at most a few dozen
// words long, whatever the file held. A picture's title is kept whole in the picture and in the
// files saved from it; only what is shown is cut. Every place that shows a title or a file name
// (the window title, the status line, dialogs, the menus, the bar that says a file changed, the
// heading of a PNG, SVG, PDF or TikZ export) goes through here, so a 17 MB title can neither reach
// the window system (an X11 request has a size limit, and the connection breaks beyond it) nor
// flood a page.
//   - line breaks, tabs and other control characters become spaces;
//   - at most `limit` characters (code points) are kept, then "…"; a pair of UTF-16 surrogates or a
//     UTF-8 sequence is never cut.
// Cost: O(limit), however long the title is.
//
//   displayTitle(std::string(17'000'000, 'x'))   // 120 x's and "…"
//   displayTitle(QStringLiteral("door\n.json"))  // "door .json"
#pragma once

#include <QString>

#include <string_view>

namespace homestead::render {

inline constexpr int kTitleDisplayLimit = 120;  // characters of a title or name that are shown

QString displayTitle(std::string_view title, int limit = kTitleDisplayLimit);  // UTF-8, as a Picture holds it
QString displayTitle(QStringView title, int limit = kTitleDisplayLimit);

}  // namespace homestead::render
