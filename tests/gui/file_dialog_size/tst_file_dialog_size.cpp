// file_dialog_size: Qt's own file dialog (the one the window gets where the desktop offers no native
// one) opens large enough to read at a projector's 1280×720. It opened at its own small size with its
// columns cut: the name, then size, type and date clipped at the right. Now it opens at 80% of the
// window (at least 800×500, within the screen), in details, every column as wide as its words and the
// name taking the rest, so nothing needs scrolling sideways. File ▸ Open and Save As open it so.
#include "gui_test_helpers.h"

#include "file_dialogs.h"

#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

#include "hang_guard.h"

using namespace guitest;

namespace {

// The size the dialog should open at over `window`.
QSize wanted(const QWidget* window) {
    const QSize share(int(window->width() * 0.8), int(window->height() * 0.8));
    return share.expandedTo(QSize(800, 500)).boundedTo(window->screen()->availableGeometry().size());
}

// "" when every column of the dialog's details shows whole within the list; else what is cut.
QString columnsCut(QFileDialog* dialog) {
    auto* list = dialog->findChild<QTreeView*>(QStringLiteral("treeView"));
    if (!list || !list->isVisible()) return QStringLiteral("no details list");
    QHeaderView* header = list->header();
    int total = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c)) continue;
        total += header->sectionSize(c);
        int needed = header->sectionSizeHint(c);  // the column's title
        for (int row = 0; row < list->model()->rowCount(list->rootIndex()); ++row) {  // and each entry's words
            const QString words = list->model()->index(row, c, list->rootIndex()).data().toString();
            needed = std::max(needed, list->fontMetrics().horizontalAdvance(words) + (c == 0 ? list->iconSize().width() + 8 : 4));
        }
        if (header->sectionSize(c) < needed)
            return QStringLiteral("column %1 is %2 px for %3 px").arg(c).arg(header->sectionSize(c)).arg(needed);
    }
    if (total > list->viewport()->width()) return QStringLiteral("the columns need %1 px of %2").arg(total).arg(list->viewport()->width());
    return {};
}

}  // namespace

class FileDialogSizeTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        for (const char* name : {"the-flower-garden-of-the-class-of-2026.json", "door.json"}) {
            QFile f(dir_.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{}");
        }
    }

    void qtsDialogFitsTheWindow() {
        QWidget window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QFileDialog dialog(&window, QStringLiteral("Open"), dir_.path(), QStringLiteral("Pictures (*.json)"));
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        QVERIFY(fileDialogs::fitToWindow(&dialog));
        QCOMPARE(dialog.size(), wanted(&window).expandedTo(dialog.minimumSizeHint()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.viewMode(), QFileDialog::Detail);
        auto* list = dialog.findChild<QTreeView*>(QStringLiteral("treeView"));
        QVERIFY(list);
        QTRY_VERIFY(list->model() && list->model()->rowCount(list->rootIndex()) >= 2);  // (the folder is read off the thread)
        QTRY_COMPARE(columnsCut(&dialog), QString());
    }

    void openAndSaveAsOpenItFitted() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        window->resize(1280, 720);
        QCoreApplication::processEvents();
        for (QAction* action : {window->actions().open, window->actions().saveAs}) {
            QSize seen;
            bool detailed = false;
            QTimer::singleShot(0, window, [&] {  // runs inside the dialog's own event loop
                if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                    seen = dialog->size();
                    detailed = dialog->viewMode() == QFileDialog::Detail;
                    dialog->reject();
                }
            });
            action->trigger();
            QVERIFY2(seen.isValid(), qPrintable(action->text() + QStringLiteral(": no file dialog")));
            QVERIFY2(seen.width() >= wanted(window).width() && seen.height() >= wanted(window).height(),
                     qPrintable(QStringLiteral("%1: %2×%3").arg(action->text()).arg(seen.width()).arg(seen.height())));
            QVERIFY(detailed);
        }
        closeWindow(window);
    }
};

QTEST_MAIN(FileDialogSizeTest)
#include "tst_file_dialog_size.moc"
