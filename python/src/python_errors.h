// Every error of the core reaches Python as ValueError with the core's own one-line message
// ("cgsuite string, column 5: blue edge 'l' — only green Hackenbush is supported"). pybind11
// already turns std::invalid_argument (PictureError, WelterError, OrdinalError, AnimatingError)
// into ValueError; this adds the readers' FormatError, a std::runtime_error.
#pragma once

#include <pybind11/pybind11.h>

namespace homestead::python {

void registerErrorTranslation();

}  // namespace homestead::python
