// What a window draws on, apart from its widgets: the document (the picture's revisions, its file),
// the undo history and the autosave that follows them. A window makes its own, or takes over the one
// of the window it replaces (window_host.h: the Language menu builds the window again in the new
// language), so a drawing, its file, its undo history and its unsaved changes outlive the widgets.
#pragma once

#include "autosaver.h"
#include "picture_document.h"

#include <QUndoStack>

#include <memory>

namespace homestead::gui {

struct WindowDrawing {
    PictureDocument document;
    QUndoStack stack;
    std::unique_ptr<Autosaver> autosaver;  // after the stack: it goes first
};

}  // namespace homestead::gui
