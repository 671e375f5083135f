// side_tabs_fit: in a window filling a 1280×720 screen (a projector's; the offscreen platform's first
// screen, presentation_screens.h), the Hackenbush page's side panel shows every tab's words — Garden,
// Concyclic class — and its corner button's (Step by step, which reads as a third tab) in each of the
// window's languages: none cut short, none hidden behind scroll arrows, the button not reduced to its
// icon. A language whose words are too long there fails here, naming them.
#include "gui_test_helpers.h"
#include "presentation_screens.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QFontMetrics>
#include <QScreen>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

#include <memory>

#include "hang_guard.h"

using namespace guitest;

class SideTabsFitTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QVERIFY(WindowLanguage::instance()->set(Language::English)); }

    void everyTabsWordsShow_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "de", "fr", "es"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void everyTabsWordsShow() {
        QFETCH(QString, code);
        const auto language = languageFromCode(code.toStdString());
        QVERIFY(language && WindowLanguage::instance()->set(*language));
        std::unique_ptr<MainWindow> w(new MainWindow);
        QScreen* projector = QGuiApplication::primaryScreen();
        QCOMPARE(projector->geometry().size(), QSize(1280, 720));
        w->setGeometry(projector->availableGeometry());
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QCoreApplication::processEvents();

        QTabWidget* side = w->sideTabs();
        QTabBar* bar = side->tabBar();
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->width() >= bar->sizeHint().width(),  // every tab at its whole size: nothing elided, no scroll arrows
                 qPrintable(QStringLiteral("the tabs need %1 px, have %2").arg(bar->sizeHint().width()).arg(bar->width())));
        const QFontMetrics metrics(bar->font());
        for (int i = 0; i < bar->count(); ++i) {
            const QString text = bar->tabText(i);
            QVERIFY(!text.isEmpty());
            const int words = metrics.horizontalAdvance(text);
            QVERIFY2(bar->tabRect(i).width() >= words + bar->iconSize().width(),
                     qPrintable(QStringLiteral("“%1”: %2 px for words %3 px wide").arg(text).arg(bar->tabRect(i).width()).arg(words)));
            QVERIFY(bar->tabRect(i).right() < bar->width());
        }

        auto* step = qobject_cast<QToolButton*>(side->cornerWidget(Qt::TopRightCorner));
        QVERIFY(step && step->isVisible());
        QVERIFY2(step->toolButtonStyle() == Qt::ToolButtonTextBesideIcon,
                 qPrintable(QStringLiteral("“%1” shows its icon alone: the tabs take %2 px of %3")
                                .arg(step->text()).arg(bar->sizeHint().width()).arg(side->width())));
        QVERIFY(!step->text().isEmpty());
        QVERIFY(step->width() >= step->sizeHint().width());
        QVERIFY(step->width() >= QFontMetrics(step->font()).horizontalAdvance(step->text()) + step->iconSize().width());
        const QRect lastTab = bar->tabRect(bar->count() - 1).translated(bar->mapTo(side, QPoint(0, 0)));
        QVERIFY2(step->geometry().left() > lastTab.right(), "the button lies over the tabs");
        QVERIFY(step->geometry().right() < side->width());
        qInfo("%s: tabs %d px + button %d px in a panel %d px wide", qPrintable(code), bar->sizeHint().width(),
              step->sizeHint().width(), side->width());
        w->undoStack()->setClean();
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<SideTabsFitTest>(argc, argv); }
#include "tst_side_tabs_fit.moc"
