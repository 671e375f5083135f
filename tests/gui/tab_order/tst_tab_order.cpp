// tab_order: on every page, Tab walks the controls in the order they are read — within a row of
// controls, left to right — so a student on the keyboard alone finds the next Tab where the eye
// expects it. Each page is shown in the window, its first control focused, and Tab pressed once per
// control of the page: two controls reached one after the other whose boxes share a row (their
// vertical extents overlap by most of the smaller one) must be met left to right, and no control is
// met twice over (a scroll area stopping Tab before the board it holds, a stop that does nothing).
#include "gui_test_helpers.h"

#include "page_tabs.h"

#include <QApplication>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>
#include <vector>

#include "hang_guard.h"

using namespace guitest;

namespace {

QRect onWindow(QWidget* w) { return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size()); }

bool sameRow(const QRect& a, const QRect& b) {
    const int overlap = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return overlap > std::min(a.height(), b.height()) * 2 / 3;
}

QString name(QWidget* w) {
    QString text = w->accessibleName();
    if (text.isEmpty()) text = w->property("text").toString();
    if (text.isEmpty()) text = w->objectName();
    return QStringLiteral("%1 “%2”").arg(QString::fromLatin1(w->metaObject()->className()), text);
}

}  // namespace

class TabOrderTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = openWindow();
        QVERIFY(window_);
    }
    void cleanupTestCase() { closeWindow(window_); }

    void rowsLeftToRight_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < window_->tabs()->count(); ++i)
            QTest::newRow(qPrintable(window_->tabs()->tabText(i))) << i;
    }
    void rowsLeftToRight() {
        QFETCH(int, index);
        QTabWidget* tabs = window_->tabs();
        tabs->setCurrentIndex(index);
        QWidget* page = tabs->currentWidget();
        window_->activateWindow();
        tabs->tabBar()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(tabs->tabBar()->hasFocus());
        std::vector<QWidget*> met;
        for (int i = 0; i < 80; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* now = QApplication::focusWidget();
            if (!now || !page->isAncestorOf(now) || (!met.empty() && now == met.front())) break;
            met.push_back(now);
        }
        QVERIFY2(met.size() >= 3, qPrintable(QString::number(met.size())));
        for (std::size_t i = 1; i < met.size(); ++i) {
            const QRect a = onWindow(met[i - 1]), b = onWindow(met[i]);
            QVERIFY2(!met[i - 1]->isAncestorOf(met[i]),
                     qPrintable(QStringLiteral("%1 holds %2: two Tab stops for one thing").arg(name(met[i - 1]), name(met[i]))));
            if (!sameRow(a, b)) continue;
            QVERIFY2(a.left() < b.left(), qPrintable(QStringLiteral("%1 at x %2, then %3 at x %4")
                                                         .arg(name(met[i - 1])).arg(a.left()).arg(name(met[i])).arg(b.left())));
        }
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TabOrderTest)
#include "tst_tab_order.moc"
