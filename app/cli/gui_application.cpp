// The command line's QGuiApplication, made on first use (see gui_application.h).
#ifdef HOMESTEAD_WITH_RENDER
#include "gui_application.h"

#include "message_language.h"
#include "render_translation.h"

#include <QGuiApplication>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace homestead::cli {

void ensureGuiApplication() {
    if (QCoreApplication::instance()) return;
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    // Qt's own chatter (runtime directories, fonts) is not for the user: stderr carries only errors.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtFatalMsg) std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
    });
    static int argc = 1;
    static char name[] = "homestead-cli";
    static char* argv[] = {name, nullptr};
    static std::unique_ptr<QGuiApplication> app = std::make_unique<QGuiApplication>(argc, argv);
    installRenderTranslation(render::messageLanguage());  // what render draws in words, in --lang's language
}

}  // namespace homestead::cli
#endif  // HOMESTEAD_WITH_RENDER
