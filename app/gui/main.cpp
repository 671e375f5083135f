// homestead: the Qt application. `homestead [FILE]` opens the workbench, with FILE if given — after
// offering to restore any drawing a crashed or killed Homestead left unsaved (recovery_file.h).
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Homestead"));
    QApplication::setApplicationName(QStringLiteral("Homestead"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication::setDesktopFileName(QStringLiteral("homestead"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A workbench for Hackenbush unrestrained and Welter's game."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A picture file (*.json) to open."), QStringLiteral("[file]"));
    parser.process(app);

    homestead::gui::MainWindow window;
    window.show();
    // work a crashed or killed Homestead left unsaved comes first; a restored drawing is not replaced
    const bool restored = window.offerRecovery();
    if (!restored && !parser.positionalArguments().isEmpty()) window.openFile(parser.positionalArguments().first());
    // Test-only (tests/gui/tst_autosave.cpp, the kill -9 test): one edit, as if this text were pasted.
    if (const QString paste = qEnvironmentVariable("HOMESTEAD_TEST_PASTE"); !paste.isEmpty()) window.pasteText(paste);
    return app.exec();
}
