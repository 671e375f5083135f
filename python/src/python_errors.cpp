// See python_errors.h.
#include "python_errors.h"

#include "homestead/format_error.h"

#include <atomic>
#include <exception>

namespace homestead::python {

namespace {
std::atomic<Language> chosen{Language::English};  // read with or without the GIL (values() releases it)
}  // namespace

Language bindingLanguage() { return chosen.load(std::memory_order_relaxed); }

std::string bindingMessage(Msg id, std::initializer_list<std::string_view> arguments) {
    return message(bindingLanguage(), id, arguments);
}

void registerErrorTranslation() {
    pybind11::register_exception_translator([](std::exception_ptr error) {
        try {
            if (error) std::rethrow_exception(error);
        } catch (const std::exception& e) {
            // a reader's error or a bad square, in the chosen language; anything else as pybind11 says it
            if (!dynamic_cast<const WordedError*>(&e)) throw;
            PyErr_SetString(PyExc_ValueError, errorText(e, bindingLanguage()).c_str());
        }
    });
}

void bindLanguage(pybind11::module_& m) {
    m.def("set_language", [](const std::string& code) {
        const auto language = languageFromCode(code);
        if (!language) throw pybind11::value_error("language '" + code + "' is not one homestead speaks (en, de, fr or es)");
        chosen.store(*language, std::memory_order_relaxed);
    }, pybind11::arg("code"), R"doc(
The language of every error message from now on: 'en' (the default), 'de', 'fr' or 'es' (a region
after it, as in 'de_DE', is ignored). Numbers, file names and what the input holds stay as they are.
ValueError, in English, for any other code.

>>> set_language('de')
>>> welter([3, 3])
Traceback (most recent call last):
ValueError: Feld 3 kommt zweimal vor (höchstens eine Münze pro Feld)
>>> set_language('en')
)doc");
    m.def("_node_not_in_graph", [](const std::string& node) { return bindingMessage(Msg::PyNodeNotInGraph, {node}); });
    m.def("get_language", [] { return std::string(languageCode(bindingLanguage())); }, R"doc(
The code of the language set_language() chose: 'en', 'de', 'fr' or 'es'.

>>> get_language()
'en'
)doc");
}

}  // namespace homestead::python
