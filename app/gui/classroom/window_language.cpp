// The window's language and its translators (see window_language.h).
#include "window_language.h"

#include "message_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QString>
#include <QTranslator>

#include <memory>

namespace homestead::gui {

namespace {
QString code(Language language) { return QString::fromLatin1(languageCode(language).data(), qsizetype(languageCode(language).size())); }

void remove(QTranslator*& translator) {
    if (!translator) return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}
}  // namespace

WindowLanguage* WindowLanguage::instance() {
    static WindowLanguage* one = new WindowLanguage;  // lives as long as the application
    return one;
}

bool WindowLanguage::set(Language language) {
    if (language == language_) return true;
    auto window = std::make_unique<QTranslator>();
    if (language != Language::English && !window->load(QStringLiteral(":/i18n/homestead_%1.qm").arg(code(language))))
        return false;
    remove(window_);
    remove(qt_);
    if (language != Language::English) {
        window_ = window.release();
        QCoreApplication::installTranslator(window_);
        // Qt's own words (its dialogs' buttons, a line edit's menu); without qt6-translations-l10n, English
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_%1").arg(code(language)), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            qt_ = qt.release();
            QCoreApplication::installTranslator(qt_);
        }
    }
    language_ = language;
    render::setMessageLanguage(language);  // what app/render says itself (a failed write)
    emit changed(language);
    return true;
}

bool WindowLanguage::choose(Language language) {
    if (!set(language)) return false;
    QSettings().setValue(QLatin1String(kSettingsKey), code(language));
    return true;
}

Language windowLanguage() { return WindowLanguage::instance()->language(); }

QLocale windowLocale() {
    QLocale::Language wanted = QLocale::English;
    switch (windowLanguage()) {
    case Language::English: wanted = QLocale::English; break;
    case Language::German: wanted = QLocale::German; break;
    case Language::French: wanted = QLocale::French; break;
    case Language::Spanish: wanted = QLocale::Spanish; break;
    }
    const QLocale system = QLocale::system();
    return system.language() == wanted ? system : QLocale(wanted);
}

Language startLanguage() {
    const QString stored = QSettings().value(QLatin1String(WindowLanguage::kSettingsKey)).toString();
    if (const auto chosen = languageFromCode(stored.toStdString())) return *chosen;
    if (const auto system = languageFromCode(QLocale::system().name().toStdString())) return *system;
    return Language::English;
}

}  // namespace homestead::gui
