// presented_controls_fit: presenting (F5) on a projector's 1280×720 screen and an older one's
// 1024×768, and at the desk in a window filling the first, in each of the window's languages, every control shown on each game page has its whole size: a button's words are not cut
// at both ends ("omputer anhalte"), a box's current choice is not cut, and nothing lies past the
// window's right edge; presenting, Leave Presentation stays on the bar (not in its » overflow). (German and French words are the longest: a row that fits in English may not.)
#include "gui_test_helpers.h"
#include "presentation_screens.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QToolBar>

#include "hang_guard.h"

using namespace guitest;

namespace {

// The first control of `page` shown cut or past the window's edge, said; empty if none.
QString cutControl(QWidget* window, QWidget* page) {
    for (QWidget* w : page->findChildren<QWidget*>()) {
        if (!w->isVisible() || !(qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w)))
            continue;
        const QString what = QStringLiteral("%1 “%2”").arg(QString::fromLatin1(w->metaObject()->className()),
                                                          w->property("text").toString().isEmpty()
                                                              ? w->property("currentText").toString()
                                                              : w->property("text").toString());
        // a box shows its current choice whole (the others show whole in its list); a button its words
        if (auto* box = qobject_cast<QComboBox*>(w)) {
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.currentText = box->currentText();
            const int room = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box).width();
            const int words = box->fontMetrics().horizontalAdvance(box->currentText());
            if (room < words) return QStringLiteral("%1 has %2 px for words %3 px wide").arg(what).arg(room).arg(words);
        } else if (w->width() < w->sizeHint().width()) {
            return QStringLiteral("%1 is %2 px wide, needs %3").arg(what).arg(w->width()).arg(w->sizeHint().width());
        }
        const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
        if (r.right() >= window->width()) return QStringLiteral("%1 ends at x %2, past the window").arg(what).arg(r.right());
    }
    return {};
}

}  // namespace

class PresentedControlsFitTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QVERIFY(WindowLanguage::instance()->set(Language::English)); }

    void everyControlWhole_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<QSize>("screen");
        for (const QSize screen : {kProjector, kOlderProjector})
            for (const char* code : {"en", "de", "fr", "es"})
                QTest::addRow("%s presenting %dx%d", code, screen.width(), screen.height()) << QString::fromLatin1(code) << true << screen;
        for (const char* code : {"en", "de", "fr", "es"})
            QTest::addRow("%s at the desk", code) << QString::fromLatin1(code) << false << kProjector;
    }
    void everyControlWhole() {
        QFETCH(QString, code);
        QFETCH(bool, presenting);
        QFETCH(QSize, screen);
        const auto language = languageFromCode(code.toStdString());
        QVERIFY(language && WindowLanguage::instance()->set(*language));
        MainWindow* window = openToPresent(QString());
        QVERIFY(window);
        if (presenting) {
            presentOn(window, screen);
        } else {  // at the desk, the window filling the projector's screen
            window->setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
            QTRY_COMPARE(window->geometry(), QGuiApplication::primaryScreen()->availableGeometry());
        }
        QTabWidget* tabs = window->tabs();
        QStringList faults;
        for (int i = 1; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QString fault = cutControl(window, tabs->currentWidget());
            // (the Puzzles' game box with each of its choices: the longest, a classic picture, too)
            for (QComboBox* box : tabs->currentWidget()->findChildren<QComboBox*>())
                for (int k = 0; fault.isEmpty() && box->isVisible() && box->count() <= 4 && k < box->count(); ++k) {
                    box->setCurrentIndex(k);
                    QCoreApplication::processEvents();
                    fault = cutControl(window, tabs->currentWidget());
                }
            if (presenting && fault.isEmpty()) {  // and the way out stays on the bar, not in its overflow
                PresentationMode* mode = window->findChild<PresentationMode*>();
                QWidget* leave = mode->toolBar()->widgetForAction(mode->leaveAction());
                if (!leave || !leave->isVisible() || !window->rect().contains(QRect(leave->mapTo(window, QPoint(0, 0)), leave->size())))
                    fault = QStringLiteral("Leave Presentation is not on the bar");
            }
            if (!fault.isEmpty()) faults << QStringLiteral("%1: %2").arg(tabs->tabText(i), fault);
        }
        closePresented(window);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("; "))));
    }

private:
    static constexpr QSize kProjector{1280, 720};
    static constexpr QSize kOlderProjector{1024, 768};
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<PresentedControlsFitTest>(argc, argv); }
#include "tst_presented_controls_fit.moc"
