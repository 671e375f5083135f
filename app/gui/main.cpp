// homestead: the Qt application. `homestead [FILE]` opens the workbench, with FILE if given.
// `homestead --list-examples` prints the example pictures the Examples menu offers (title, a tab,
// the file) and exits, without opening a window — to check an installation from a terminal. It, like
// --help and --version, works without a display.
#include "example_pictures.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral("A workbench for Hackenbush unrestrained and Welter's game."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("list-examples"), QStringLiteral("Print the example pictures (title, tab, file) and exit.")});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A picture file (*.json) to open."), QStringLiteral("[file]"));
}

int listExamples() {
    for (const homestead::gui::ExamplePicture& e : homestead::gui::examplePictures(homestead::gui::exampleFolders()))
        std::printf("%s\t%s\n", qPrintable(e.title), qPrintable(e.path));
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    // Listing, help and version need no window (nor a display): a QCoreApplication is enough.
    bool listOnly = false;
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"--list-examples", "--help", "-h", "-?", "--version", "-v"})
            listOnly = listOnly || std::strcmp(argv[i], option) == 0;
    std::unique_ptr<QCoreApplication> app(listOnly ? new QCoreApplication(argc, argv) : new QApplication(argc, argv));
    QCoreApplication::setOrganizationName(QStringLiteral("Homestead"));
    QCoreApplication::setApplicationName(QStringLiteral("Homestead"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    if (!listOnly) QGuiApplication::setDesktopFileName(QStringLiteral("homestead"));

    QCommandLineParser parser;
    describe(parser);
    parser.process(*app);
    if (parser.isSet(QStringLiteral("list-examples"))) return listExamples();

    homestead::gui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) window.openFile(parser.positionalArguments().first());
    return app->exec();
}
