// wrapping_row: the game pages' rows of controls (wrapping_row.h) keep each control at the width it
// asks for and wrap onto more lines where the row is narrower than they are together: one line when
// they fit, two controls to a line where only two fit, one to a line where not even one fits; a
// hidden control takes no room; lines never overlap, and the height asked for a width is the height
// the lines take at it. (presented_controls_fit checks the pages built with it.)
#include "wrapping_row.h"

#include <QPushButton>
#include <QTest>
#include <QWidget>

#include <memory>
#include <vector>

using homestead::gui::WrappingRow;

class TestWrappingRow : public QObject {
    Q_OBJECT
    static constexpr int kWide = 100, kHigh = 30, kGap = 6, kControls = 5;

    struct Row {
        std::unique_ptr<QWidget> host = std::make_unique<QWidget>();
        WrappingRow* row = new WrappingRow(host.get());
        std::vector<QPushButton*> controls;
        Row() {
            row->setContentsMargins(0, 0, 0, 0);
            row->setSpacing(kGap);
            for (int i = 0; i < kControls; ++i) {
                auto* b = new QPushButton(QStringLiteral("control %1").arg(i));
                b->setFixedSize(kWide, kHigh);
                row->addWidget(b);
                controls.push_back(b);
            }
        }
        // Lays the row out `width` wide, as tall as it asks; the lines' tops, in order.
        QList<int> layOut(int width) {
            row->setGeometry(QRect(0, 0, width, row->heightForWidth(width)));
            QList<int> tops;
            for (QPushButton* b : controls)
                if (!b->isHidden() && !tops.contains(b->geometry().top())) tops << b->geometry().top();
            return tops;
        }
    };

    static void noOverlaps(const Row& r, int width) {
        for (QPushButton* a : r.controls)
            for (QPushButton* b : r.controls)
                if (a != b && !a->isHidden() && !b->isHidden())
                    QVERIFY2(!a->geometry().intersects(b->geometry()), qPrintable(a->text() + QStringLiteral(" meets ") + b->text()));
        for (QPushButton* b : r.controls) QVERIFY(b->isHidden() || b->geometry().right() < width);
    }

private slots:
    void oneLineWhenTheyFit() {
        Row r;
        const int all = kControls * kWide + (kControls - 1) * kGap;
        QCOMPARE(r.row->sizeHint(), QSize(all, kHigh));
        QCOMPARE(r.row->minimumSize(), QSize(kWide, kHigh));
        QCOMPARE(r.layOut(all), QList<int>{0});
        QCOMPARE(r.row->heightForWidth(all), kHigh);
        for (int i = 0; i < kControls; ++i) QCOMPARE(r.controls[i]->geometry(), QRect(i * (kWide + kGap), 0, kWide, kHigh));
        noOverlaps(r, all);
    }

    void wrapsWhereTheyDoNot() {
        Row r;
        const int twoFit = 2 * kWide + kGap + 10;  // two to a line: three lines for five
        QCOMPARE(r.layOut(twoFit), (QList<int>{0, kHigh + kGap, 2 * (kHigh + kGap)}));
        QCOMPARE(r.row->heightForWidth(twoFit), 3 * kHigh + 2 * kGap);
        for (QPushButton* b : r.controls) QCOMPARE(b->width(), kWide);  // none squeezed
        QCOMPARE(r.controls[2]->geometry().topLeft(), QPoint(0, kHigh + kGap));
        noOverlaps(r, twoFit);
        // narrower than one control: one to a line
        QCOMPARE(r.layOut(kWide / 2).size(), kControls);
        QCOMPARE(r.row->heightForWidth(kWide / 2), kControls * kHigh + (kControls - 1) * kGap);
        for (QPushButton* b : r.controls) QCOMPARE(b->geometry().left(), 0);
    }

    void aHiddenControlTakesNoRoom() {
        Row r;
        r.controls[1]->hide();
        const int four = 4 * kWide + 3 * kGap;
        QCOMPARE(r.row->sizeHint().width(), four);
        QCOMPARE(r.layOut(four), QList<int>{0});
        QCOMPARE(r.controls[2]->geometry().left(), kWide + kGap);
        noOverlaps(r, four);
    }
};

QTEST_MAIN(TestWrappingRow)
#include "tst_wrapping_row.moc"
