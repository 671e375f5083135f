// See python_errors.h.
#include "python_errors.h"

#include "homestead/format_error.h"

#include <exception>

namespace homestead::python {

void registerErrorTranslation() {
    pybind11::register_exception_translator([](std::exception_ptr error) {
        try {
            if (error) std::rethrow_exception(error);
        } catch (const FormatError& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        }
    });
}

}  // namespace homestead::python
