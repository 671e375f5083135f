// homestead._core: the core's theory for Python (pybind11). The package's __init__.py re-exports
// it and adds what is Python's own (networkx, files, the notebook drawing).
#include "python_errors.h"

#include <pybind11/pybind11.h>

namespace homestead::python {
void bindPicture(pybind11::module_& m);
void bindGames(pybind11::module_& m);
}  // namespace homestead::python

PYBIND11_MODULE(_core, m) {
    m.doc() = "Hackenbush unrestrained and Welter's game: the bindings of Homestead's core.";
    homestead::python::registerErrorTranslation();
    homestead::python::bindLanguage(m);
    homestead::python::bindPicture(m);
    homestead::python::bindGames(m);
}
