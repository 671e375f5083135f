// Helpers for the garden view's suites (gui_garden_layout, gui_garden_sketch): a picture shown in
// a garden view and waited for until its layout, made on the background pool, is the one of that
// picture (as many bridges as its garden).
#pragma once

#include "garden_view.h"
#include "picture_document.h"

#include "homestead/garden.h"

#include <QTest>

#include "../hang_guard.h"

namespace gardentest {

// Shows `p` in `view` (the garden view of `doc`) and waits for its layout; false if it never comes.
[[nodiscard]] inline bool showPicture(homestead::gui::PictureDocument& doc, homestead::gui::GardenView& view,
                                      const homestead::Picture& p) {
    const std::size_t bridges = homestead::collapse(p).bridges.size();
    doc.setPicture(p);
    doc.waitForAnalysis();
    return QTest::qWaitFor([&] { return !view.computing() && view.garden().bridges.size() == bridges; },
                           homestead::testing::kHangGuardMs);
}

}  // namespace gardentest
