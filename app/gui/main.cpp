// homestead: the Qt application. `homestead [FILE]` opens the workbench, with FILE if given.
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
    if (!parser.positionalArguments().isEmpty()) window.openFile(parser.positionalArguments().first());
    return app.exec();
}
