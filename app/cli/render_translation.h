// The words app/render draws itself (exercise sheets: headings, "heap 1", the footer; a handout's
// legend; "value 3" under a picture) come from Qt's tr(), which the window translates with its
// installed catalogue. homestead-cli installs the same catalogue (embedded as :/i18n/homestead_xx.qm)
// for --lang's language once its QGuiApplication exists, so a sheet made with --lang de reads as
// the window's German sheet does. English installs nothing: its output stays as it always was.
//
//   ensureGuiApplication();   // installs it for render::messageLanguage()
#pragma once

#ifdef HOMESTEAD_WITH_RENDER
#include "homestead/messages.h"

namespace homestead::cli {

// Installs the catalogue for `language` (none for English); false when it is missing.
bool installRenderTranslation(Language language);

}  // namespace homestead::cli
#endif
