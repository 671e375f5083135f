// Fonts and painting need a QGuiApplication; the command line has none until a command draws
// something (render, exercises -o). ensureGuiApplication() makes one on first use, on Qt's offscreen
// platform unless QT_QPA_PLATFORM says otherwise, with Qt's own chatter kept off stderr (which
// carries only errors), and with what app/render draws in words in --lang's language (render_translation.h).
#pragma once

#ifdef HOMESTEAD_WITH_RENDER
namespace homestead::cli {

void ensureGuiApplication();

}  // namespace homestead::cli
#endif
