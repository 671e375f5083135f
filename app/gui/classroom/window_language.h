// The language the window speaks: its own texts (tr(), from resources/translations/homestead_*.ts,
// embedded as :/i18n/homestead_xx.qm), Qt's own dialogs (qtbase_xx.qm from Qt's translations
// folder) and every sentence the core writes for it. One object for the application holds it; the
// window passes windowLanguage() to each core text function it calls (text::valueOutcome(v, windowLanguage())),
// and a worker that words a result takes the language when its job starts, not when it ends.
// At start it is the language chosen in the Language menu last time (QSettings "window/language"), else
// the system's (QLocale) if Homestead speaks it, else English; the Language menu switches it live
// (language_menu.h), and window_host.h builds the window again in the new language.
//
//   WindowLanguage::instance()->set(startLanguage());          // main(), before the window is built
//   label->setText(QString::fromStdString(text::valueOutcome(v, windowLanguage())));
//   connect(WindowLanguage::instance(), &WindowLanguage::changed, this, &Page::refresh);
//   spinBox->setLocale(windowLocale());                          // its decimal point, the language's
#pragma once

#include "homestead/messages.h"

#include <QLocale>
#include <QObject>

class QTranslator;

namespace homestead::gui {

class WindowLanguage : public QObject {
    Q_OBJECT
public:
    // The key under which the user's choice is stored (its code: "en", "de", "fr", "es").
    static constexpr const char* kSettingsKey = "window/language";

    // The application's one instance (made on first use, speaking English).
    static WindowLanguage* instance();

    Language language() const { return language_; }
    // Installs the window's translation and Qt's own for `language` in place of the previous ones
    // (English: none), then changed(). Qt sends every widget a LanguageChange event meanwhile.
    // False when the window's translation for it is missing (nothing changes then).
    bool set(Language language);
    // set(), and stored as the user's choice for the next start.
    bool choose(Language language);

signals:
    void changed(homestead::Language language);

private:
    WindowLanguage() = default;
    Language language_ = Language::English;
    QTranslator* window_ = nullptr;  // homestead_xx.qm
    QTranslator* qt_ = nullptr;      // qtbase_xx.qm
};

// The language the window speaks now: WindowLanguage::instance()->language().
Language windowLanguage();

// The locale numbers are written in (a decimal comma in German, French and Spanish): the system's own
// when it speaks the window's language (its region kept: en_GB, de_AT), else the language's usual one.
//   box->setLocale(windowLocale());   // "0,6 s" in German
QLocale windowLocale();

// The language to start in: the stored choice, else the system's if Homestead speaks it, else English.
Language startLanguage();

}  // namespace homestead::gui
