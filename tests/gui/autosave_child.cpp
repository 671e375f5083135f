// A Homestead window as the application starts one (startWindow), for gui_autosave's kill -9 test:
// `autosave_child [--paste TEXT] [--restore] [FILE]`. --paste makes one edit once FILE is open, as
// if TEXT were pasted; --restore answers the recovery offer with Restore. What a test needs of a
// running window is given here, so the application itself reads no test-only settings.
#include "main_window.h"
#include "recovery_controller.h"
#include "window_start.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv) {
    using namespace homestead::gui;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Homestead"));  // the recovery folder is the application's
    QApplication::setApplicationName(QStringLiteral("Homestead"));
    QCommandLineParser parser;
    const QCommandLineOption paste(QStringLiteral("paste"), QStringLiteral("Paste TEXT once the file is open."), QStringLiteral("text"));
    const QCommandLineOption restore(QStringLiteral("restore"), QStringLiteral("Restore what the offer finds."));
    parser.addOptions({paste, restore});
    parser.process(app);

    MainWindow window;
    window.show();
    if (parser.isSet(restore))
        window.recovery()->setAnswer([](const Recovery&) { return RecoveryController::Answer::Restore; });
    const QString text = parser.value(paste);
    startWindow(window, parser.positionalArguments(), [&window, text] {
        if (!text.isEmpty()) window.pasteText(text);
    });
    return app.exec();
}
