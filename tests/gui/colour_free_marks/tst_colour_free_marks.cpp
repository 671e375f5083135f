// colour_free_marks: what the boards mark reads without its colour, for a colour-blind student and
// on a grey projector. On Nim's heaps the counters a take would remove (the mouse over them, or the
// keys' cursor) are tinted red — and crossed out, so that in grey they still differ from the
// counters that stay: seen in luminance alone, a counter about to go has light pixels (the cross)
// that a kept one has not. On the canvas, what would fall with the hovered (or keyboard-focused) edge
// is drawn in the load's crimson: to normal, protanope, deuteranope and tritanope eyes alike (the
// Machado simulation of back_row_palette) it differs from the edge green, every class colour, the
// winning orange and the hovered edge's black by ΔE2000 ≥ 10 (the old crimson was 9.0 from the
// green to a deuteranope: what falls looked like what stays).
#include "gui_test_helpers.h"

#include "back_row_palette/colour_vision.h"
#include "nim_heaps_view.h"
#include "picture_style.h"

#include <QImage>
#include <QLineF>

#include <vector>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Pixels of `area` (in the view) whose grey (luminance) is light.
int lightPixels(const QImage& frame, const QRectF& area) {
    int light = 0;
    const QRect r = area.toAlignedRect().intersected(frame.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (qGray(frame.pixel(x, y)) > 200 && QLineF(area.center(), QPointF(x, y)).length() < area.width() * 0.4) ++light;
    return light;
}

}  // namespace

class ColourFreeMarksTest : public QObject {
    Q_OBJECT
private slots:
    void nimTakesAreCrossedOut() {
        NimHeapsView view;
        view.setHeaps({3, 4});
        view.resize(700, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(view.hasFocus());
        QTest::keyClick(&view, Qt::Key_Left);  // the keys' cursor: a take of the first heap's last two counters
        const auto pointed = view.pointed();
        QVERIFY(pointed);
        const auto [heap, from] = *pointed;
        QVERIFY(from >= 1 && from < 3);
        const QImage frame = view.grab().toImage();
        const double dpr = frame.devicePixelRatio();
        auto inFrame = [dpr](QRectF r) { return QRectF(r.topLeft() * dpr, r.size() * dpr); };
        for (std::int64_t k = 0; k < 3; ++k) {
            const int light = lightPixels(frame, inFrame(view.counterRect(heap, k)));
            if (k >= from) QVERIFY2(light >= 20, qPrintable(QStringLiteral("counter %1 to go: %2 light pixels").arg(k).arg(light)));
            else QVERIFY2(light == 0, qPrintable(QStringLiteral("counter %1 to stay: %2 light pixels").arg(k).arg(light)));
        }
    }

    void loadDiffersToEveryEye() {
        using namespace palettetest;
        std::vector<QColor> others{render::colors::edge, render::colors::winning, render::colors::strongWinning,
                                   render::colors::hovered};
        for (int k = 0; k < render::kMarkColours; ++k)
            for (const bool strong : {false, true}) others.push_back(render::classColor(k, strong));
        for (const QColor& other : others)
            for (Vision v : kVisions) {
                const double d = seenDifference(render::colors::load, other, v);
                QVERIFY2(d >= 10, qPrintable(QStringLiteral("the load %1 and %2 to a %3 eye: ΔE %4")
                                                 .arg(render::colors::load.name(), other.name(), QLatin1String(visionName(v)))
                                                 .arg(d)));
            }
        QVERIFY(contrastOnWhite(render::colors::load) >= 3);
    }
};

QTEST_MAIN(ColourFreeMarksTest)
#include "tst_colour_free_marks.moc"
