// homestead: the Qt application. `homestead [FILE]` opens the workbench, with FILE if given — after
// offering to restore any drawing a crashed or killed Homestead left unsaved (recovery_file.h).
#include "analysis_thread_check.h"
#include "example_pictures.h"
#include "guarded_application.h"
#include "main_window.h"
#include "window_language.h"
#include "window_host.h"
#include "window_start.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <cstdio>
#include <cstring>

namespace {

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral("A workbench for Hackenbush unrestrained and Welter's game."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("list-examples"), QStringLiteral("Print the example pictures (title, tab, file) and exit.")});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A picture file (*.json) to open."), QStringLiteral("[file]"));
}

// `homestead --list-examples` prints the example pictures the Examples menu offers (title, a tab, the
// file) — to check an installation from a terminal. It, --help and --version need no window and no
// display: a QCoreApplication does. True when one of them is asked for.
bool windowless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"--list-examples", "--help", "-h", "-?", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

int runWindowless(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Homestead"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);  // --help and --version print and exit here
    for (const homestead::gui::ExamplePicture& e : homestead::gui::examplePictures(homestead::gui::exampleFolders()))
        std::printf("%s\t%s\n", qPrintable(e.title), qPrintable(e.path));
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (windowless(argc, argv)) return runWindowless(argc, argv);
    homestead::gui::GuardedApplication app(argc, argv);  // running out of memory is a message, not an abort
    QApplication::setOrganizationName(QStringLiteral("Homestead"));
    QApplication::setApplicationName(QStringLiteral("Homestead"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication::setDesktopFileName(QStringLiteral("homestead"));
    homestead::gui::installAnalysisThreadCheck();  // no analysis on the window's thread (asserted in debug builds)

    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    // the language chosen last time, else the system's (window_language.h); the Language menu switches it
    // live, building the window again around the same drawing (window_host.h)
    homestead::gui::WindowLanguage::instance()->set(homestead::gui::startLanguage());
    homestead::gui::WindowHost host;
    host.window()->show();
    homestead::gui::startWindow(*host.window(), parser.positionalArguments());
    return app.exec();
}
