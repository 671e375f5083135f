// The language of the core's sentences in the window (reader_language.h).
#include "reader_language.h"

#include <QLocale>

namespace homestead::gui {

Language readerLanguage() { return languageFromCode(QLocale().name().toStdString()).value_or(Language::English); }

}  // namespace homestead::gui
