// The window opened in one of the translated languages, for the suites that read it in each
// (translations, menu_accelerators): one data row per language, and the window opened in the row's.
//
//   void noEnglishLeft_data() { addTranslatedLanguageRows(); }
//   void noEnglishLeft() { QFETCH(QString, code); MainWindow* w = openWindowIn(code); QVERIFY(w); ... }
#pragma once

#include "gui_test_helpers.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QString>
#include <QTest>

namespace guitest {

inline void addTranslatedLanguageRows() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"de", "fr", "es"}) QTest::newRow(code) << QString::fromLatin1(code);
}

// The window in the language of `code` (the application's language set first); null if the code
// names no language or the window does not open.
inline homestead::gui::MainWindow* openWindowIn(const QString& code) {
    const auto language = homestead::languageFromCode(code.toStdString());
    if (!language || !homestead::gui::WindowLanguage::instance()->set(*language)) return nullptr;
    return openWindow();
}

}  // namespace guitest
