// While presenting at a projector's 1280×720, the status line's message and the drawing's value
// both read: a message longer than the room left of the value (Find Next Winning Move's sentence
// on the Homestead, in presentation mode's large type) is drawn cut with an ellipsis before the
// value instead of running under it, and its tooltip says it whole; the window stays 1280 wide.
#include "hang_guard.h"
#include "presentation_screens.h"

#include "eliding_status_bar.h"
#include "find_actions.h"
#include "status_line.h"
#include "text_scale.h"

#include <QAction>
#include <QHelpEvent>
#include <QLabel>
#include <QToolTip>

#include <utility>

using namespace guitest;

class PresentationStatusTest : public QObject {
    Q_OBJECT
    MainWindow* w = nullptr;
    ElidingStatusBar* bar = nullptr;

private slots:
    // The Homestead presented on the projector's screen.
    void init() {
        w = openToPresent(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(w);
        presentOn(w, QSize(1280, 720));
        bar = qobject_cast<ElidingStatusBar*>(w->statusBar());
        QVERIFY(bar);
    }
    void cleanup() { closePresented(std::exchange(w, nullptr)); }

    // At a larger text size the value and the parts no longer fit the 1280 pixels side by side (as on
    // a 1024-pixel projector): the parts give way and the value reads whole; back at the usual size,
    // the parts come back.
    void theValueReadsWholeWhenThePartsCannot() {
        auto* value = bar->findChild<QLabel*>(QStringLiteral("valueLabel"));
        auto* parts = bar->findChild<QLabel*>(QStringLiteral("partsLabel"));
        QVERIFY(value && parts);
        QTRY_VERIFY(parts->isVisible());
        const auto whole = [&] {
            const QRect inBar(value->mapTo(bar, QPoint(0, 0)), value->size());
            return value->isVisible() && value->width() >= value->sizeHint().width() && bar->rect().contains(inBar);
        };
        QVERIFY(whole());
        TextScale::instance()->larger();
        TextScale::instance()->larger();
        QTRY_VERIFY(!parts->isVisible());
        QVERIFY2(value->sizeHint().width() + parts->sizeHint().width() > bar->width(), "the text did not grow enough to test");
        QTRY_VERIFY(whole());
        QCOMPARE(w->width(), 1280);
        TextScale::instance()->reset();
        QTRY_VERIFY(parts->isVisible());
        QVERIFY(whole());
    }

    void aLongMessageIsCutBeforeTheValue() {
        w->findActions()->nextAction()->trigger();  // "Winning move 1 of 1: chop the twig bearing the highest apple …"
        const QString said = bar->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("twig bearing the highest apple")), qPrintable(said));
        QLabel* value = w->status()->valueLabel();
        QVERIFY(value->isVisible());
        QTRY_VERIFY(!w->status()->partsLabel()->isVisible());  // the parts give way to a message
        QCoreApplication::processEvents();                    // the bar laid out again
        // The message ends before the value begins, cut with an ellipsis; the value is whole.
        QVERIFY2(bar->messageCut(), qPrintable(QStringLiteral("%1 px of message in %2 px")
                                                    .arg(bar->fontMetrics().horizontalAdvance(said))
                                                    .arg(bar->messageRect().width())));
        const QString shown = bar->shownMessage();
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY(said.startsWith(shown.chopped(1).trimmed()));
        QVERIFY(bar->messageRect().left() + bar->fontMetrics().horizontalAdvance(shown) <= value->x());
        QVERIFY(bar->fontMetrics().horizontalAdvance(shown) <= bar->messageRect().width());
        QCOMPARE(value->width(), value->sizeHint().width());
        QCOMPARE(w->width(), 1280);
        // Its tooltip, over the message, says it whole.
        const QPoint at = bar->messageRect().center();
        QHelpEvent help(QEvent::ToolTip, at, bar->mapToGlobal(at));
        QApplication::sendEvent(bar, &help);
        QTRY_COMPARE(QToolTip::text(), said);
        QToolTip::hideText();
    }

    // A message that fits is drawn as it is.
    void aShortMessageIsWhole() {
        w->status()->show(QStringLiteral("Saved"));
        QCoreApplication::processEvents();
        QCOMPARE(bar->shownMessage(), QStringLiteral("Saved"));
        QVERIFY(!bar->messageCut());
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<PresentationStatusTest>(argc, argv); }
#include "tst_presentation_status.moc"
