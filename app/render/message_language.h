// The language of the messages app/render writes itself (why a file could not be written or drawn):
// the window's (WindowLanguage sets it when it installs its translators), homestead-cli's --lang. One
// for the process, like Qt's installed translators, and read by workers as they word a failure.
//
//   render::setMessageLanguage(Language::German);   // window_language.cpp, homestead-cli's commands
//   render::renderMessage(Msg::RenderImageNotEncoded, {"PNG"})   == "das PNG-Bild kann nicht kodiert werden"
//   render::fileProblem("door.png", problem)                      == "door.png: " + problem  (French: "\u00A0: ")
#pragma once

#include "homestead/messages.h"

#include <QString>

#include <initializer_list>
#include <string_view>

namespace homestead::render {

void setMessageLanguage(Language language);
Language messageLanguage();  // English until set

// A message of the core's catalogue in the message language.
QString renderMessage(Msg id, std::initializer_list<std::string_view> arguments = {});
// The file and what is wrong with it, joined as the language joins an error's parts.
QString fileProblem(const QString& path, const QString& problem);

}  // namespace homestead::render
