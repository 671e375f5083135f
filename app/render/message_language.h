// The language of the messages app/render writes itself (why a file could not be written): the
// window's (WindowLanguage sets it when it installs its translators), homestead-cli's --lang. One for
// the process, like Qt's installed translators, and read by workers as they word a failure.
//
//   render::setMessageLanguage(Language::German);   // window_language.cpp, homestead-cli's commands
//   message(render::messageLanguage(), Msg::WriteIsFolder)
#pragma once

#include "homestead/messages.h"

namespace homestead::render {

void setMessageLanguage(Language language);
Language messageLanguage();  // English until set

}  // namespace homestead::render
