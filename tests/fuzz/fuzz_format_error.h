// Shared by the libFuzzer targets of the picture readers: a FormatError is one clean line
// (fuzz_check.h) in English and in every language its text() is asked in (format_error.h).
#pragma once

#include "fuzz_check.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"

namespace homestead::fuzz {

inline void checkFormatError(const FormatError& error) {
    checkMessage(error.what());
    for (Language language : kLanguages) checkMessage(error.text(language));
}

}  // namespace homestead::fuzz
