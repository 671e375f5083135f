// Every error of the core reaches Python as ValueError with the core's own one-line message
// ("cgsuite string, column 5: blue edge 'l' — only green Hackenbush is supported"), in the language
// homestead.set_language() chose (English unless it was called). pybind11 already turns
// std::invalid_argument (PictureError, WelterError, OrdinalError, AnimatingError) into ValueError;
// this adds the readers' FormatError, a std::runtime_error, and says every error that keeps its
// parts (format_error.h: FormatError, WelterError) in the chosen language. The bindings' own
// messages come from the core's catalogue too (messages.h), through bindingMessage().
//
//   homestead.set_language('de')
//   homestead.welter([3, 3])   # ValueError: Feld 3 kommt zweimal vor (höchstens eine Münze pro Feld)
#pragma once

#include "homestead/messages.h"

#include <pybind11/pybind11.h>

#include <initializer_list>
#include <string>
#include <string_view>

namespace homestead::python {

void registerErrorTranslation();

// homestead.set_language(code) and homestead.get_language().
void bindLanguage(pybind11::module_& m);

// The language set_language() chose (English until it is called).
Language bindingLanguage();

// The catalogue's message `id` in that language, its arguments filled in.
std::string bindingMessage(Msg id, std::initializer_list<std::string_view> arguments = {});

}  // namespace homestead::python
