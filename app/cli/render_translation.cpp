// The render library's words in --lang's language (see render_translation.h).
#ifdef HOMESTEAD_WITH_RENDER
#include "render_translation.h"

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace homestead::cli {

bool installRenderTranslation(Language language) {
    if (language == Language::English) return true;  // the sources' own words
    static QTranslator translator;                     // one language per process
    const std::string_view code = languageCode(language);
    if (!translator.load(QStringLiteral(":/i18n/homestead_%1.qm").arg(QLatin1String(code.data(), qsizetype(code.size())))))
        return false;
    return QCoreApplication::installTranslator(&translator);
}

}  // namespace homestead::cli
#endif  // HOMESTEAD_WITH_RENDER
