// projector_pages_fit: a window filling a projector's 1280×720 screen (the offscreen platform's first
// screen, presentation_screens.h), at the desktop's text size, never grows past the screen's edge,
// where a projector would cut off the page's last controls and the status line's value:
// - showing each page in turn (Hackenbush, Welter, Nim, Puzzles, Animating, Transfinite), in each of
//   the window's languages, asks for no more than the screen;
// - leaving Play on a large picture (the Homestead) keeps the window as wide as it was: the Play
//   instruction, shown for a moment beside the value and the parts, asks the status bar for no width.
// A window manager would keep the window on the screen; without one (Xvfb at a projector's size, the
// offscreen platform) the window takes its minimum and keeps it, which is what these check.
#include "gui_test_helpers.h"
#include "presentation_screens.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QScreen>
#include <QTabWidget>

#include <memory>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Empty if the window lies within the screen's free area and asks for no more; else what is wrong.
QString overflow(const MainWindow& w, const QString& when) {
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    const QSize least = w.minimumSizeHint();
    if (least.width() > screen.width() || least.height() > screen.height())
        return QStringLiteral("%1: the window needs %2x%3").arg(when).arg(least.width()).arg(least.height());
    if (w.frameGeometry().right() > screen.right() || w.frameGeometry().bottom() > screen.bottom())
        return QStringLiteral("%1: the window grew to %2x%3").arg(when).arg(w.width()).arg(w.height());
    return {};
}

}  // namespace

class ProjectorPagesFitTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720)); }
    void cleanup() { QVERIFY(WindowLanguage::instance()->set(Language::English)); }

    void everyPageFits_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "de", "fr", "es"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void everyPageFits() {
        QFETCH(QString, code);
        const auto language = languageFromCode(code.toStdString());
        QVERIFY(language && WindowLanguage::instance()->set(*language));
        std::unique_ptr<MainWindow> w(new MainWindow);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QTabWidget* tabs = w->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            const QString fault = overflow(*w, tabs->tabText(i));
            QVERIFY2(fault.isEmpty(), qPrintable(fault));
        }
        w->undoStack()->setClean();
    }

    void leavingPlayKeepsTheWindow() {
        std::unique_ptr<MainWindow> w(new MainWindow);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(w->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));
        QCoreApplication::processEvents();
        const QSize before = w->size();
        QVERIFY2(overflow(*w, QStringLiteral("drawing")).isEmpty(), qPrintable(overflow(*w, QStringLiteral("drawing"))));
        w->setPlayMode(true);
        QCoreApplication::processEvents();
        QVERIFY2(overflow(*w, QStringLiteral("in Play")).isEmpty(), qPrintable(overflow(*w, QStringLiteral("in Play"))));
        w->setPlayMode(false);
        QCoreApplication::processEvents();
        QVERIFY2(overflow(*w, QStringLiteral("after Play")).isEmpty(), qPrintable(overflow(*w, QStringLiteral("after Play"))));
        QCOMPARE(w->size(), before);
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<ProjectorPagesFitTest>(argc, argv); }
#include "tst_projector_pages_fit.moc"
