// The language of the core's sentences the window shows and speaks (messages.h): the application's
// locale (QLocale(), which follows the chosen language), when the core has that language; else English.
//
//   text::spokenEdge(name, edge, after, false, readerLanguage());
#pragma once

#include "homestead/messages.h"

namespace homestead::gui {

Language readerLanguage();

}  // namespace homestead::gui
