// gui_nim_heaps_view: the rows of counters the Nim and Puzzles pages share (nim_heaps_view.h), alone.
// A click on counter k of a heap asks to leave k; the keyboard asks the same (Up/Down choose a
// heap, skipping empty ones, Left/Right how many stay, Enter takes); a view that is not interactive
// asks nothing.
#include "nim_heaps_view.h"

#include <QSignalSpy>
#include <QTest>

#include <cstdint>
#include <utility>
#include <vector>

using namespace homestead::gui;

class TestNimHeapsView : public QObject {
    Q_OBJECT

    // The (heap, leave) pairs the view asked for, in order.
    static std::vector<std::pair<std::size_t, std::int64_t>> asked(const QSignalSpy& spy) {
        std::vector<std::pair<std::size_t, std::int64_t>> out;
        for (const QList<QVariant>& args : spy)
            out.emplace_back(args.at(0).value<std::size_t>(), args.at(1).value<std::int64_t>());
        return out;
    }

private slots:
    void aClickLeavesTheCountersLeftOfIt() {
        NimHeapsView view;
        view.resize(840, 300);
        view.setHeaps({3, 5});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &NimHeapsView::takeRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.counterRect(1, 2).center().toPoint());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.counterRect(0, 0).center().toPoint());
        QCOMPARE(asked(spy), (std::vector<std::pair<std::size_t, std::int64_t>>{{1, 2}, {0, 0}}));
    }

    void theKeyboardChoosesAHeapAndHowManyStay() {
        NimHeapsView view;
        view.resize(840, 300);
        view.setHeaps({3, 0, 5});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &NimHeapsView::takeRequested);
        // The cursor starts on the first heap's last counter; Down skips the empty heap.
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Left);
        QTest::keyClick(&view, Qt::Key_Return);
        QTest::keyClick(&view, Qt::Key_Up);  // back to the first heap, one counter staying
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Enter);  // Right stops at the last counter: two stay
        QCOMPARE(asked(spy), (std::vector<std::pair<std::size_t, std::int64_t>>{{2, 1}, {0, 2}}));
    }

    void aViewThatIsNotInteractiveAsksNothing() {
        NimHeapsView view;
        view.resize(840, 300);
        view.setHeaps({3, 5});
        view.setInteractive(false);
        QVERIFY(!view.interactive());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &NimHeapsView::takeRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.counterRect(1, 2).center().toPoint());
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 0);
    }
};

QTEST_MAIN(TestNimHeapsView)
#include "tst_nim_heaps_view.moc"
