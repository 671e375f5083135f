// gui_analysis_pictures: the analysis's pictures (analysis_pictures.h). Each revision handed out is
// the last one with the edits applied, made on the spare that prepare() readied, with no copy; the
// spare is a picture that came back, caught up by replaying what it missed, or else a copy (a new
// picture, pictures all still held, one too far behind). A picture held by anyone is never changed.
#include "analysis_pictures.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace homestead;
using namespace homestead::gui;

namespace {
// A picture of one base node, and the edit that adds a node and an edge to it (`k`-th of a run).
Picture groundOnly() {
    Picture p;
    p.addNode(Point{0, 0}, true);
    return p;
}
std::vector<AnalysisPictures::Edit> grow(int k) {
    return {[k](Picture& p) {
        const NodeId n = p.addNode(Point{double(k), 1});
        p.addEdge(p.nodes().front().id, n);
    }};
}
Picture grown(Picture p, int from, int to) {
    for (int k = from; k < to; ++k) grow(k).front()(p);
    return p;
}
}  // namespace

class TestAnalysisPictures : public QObject {
    Q_OBJECT
private slots:
    void anEditIsReplayedOnTheSpareNotCopied() {
        AnalysisPictures pictures;
        auto base = std::make_shared<const Picture>(groundOnly());
        pictures.start(base);
        pictures.prepare();
        QCOMPARE(pictures.spareCopies(), 1);  // a new picture: the spare is its copy
        auto first = pictures.next(grow(0));
        QCOMPARE(pictures.copies(), 0);
        QVERIFY(first.get() != base.get());
        QCOMPARE(*first, grown(groundOnly(), 0, 1));
        QCOMPARE(*base, groundOnly());  // the new picture itself never changed

        pictures.prepare();  // `first` held: nothing has come back, so a copy of it
        QCOMPARE(pictures.spareCopies(), 2);
        auto second = pictures.next(grow(1));
        QCOMPARE(pictures.copies(), 0);
        QCOMPARE(*second, grown(groundOnly(), 0, 2));
        QCOMPARE(*first, grown(groundOnly(), 0, 1));  // held: unchanged

        first.reset();  // comes back, one revision behind
        pictures.prepare();
        QCOMPARE(pictures.spareCopies(), 2);  // caught up, not copied
        auto third = pictures.next(grow(2));
        QCOMPARE(pictures.copies(), 0);
        QCOMPARE(*third, grown(groundOnly(), 0, 3));
        QCOMPARE(*second, grown(groundOnly(), 0, 2));
    }

    // Many revisions, each picture held: none is ever changed (each spare is a new copy). When the
    // oldest comes back, too far behind to catch up (more revisions than are kept), the spare is a
    // copy of the last revision over it, and the next revision is right.
    void aHeldPictureIsNeverChangedAndOneTooOldIsCopiedOver() {
        AnalysisPictures pictures;
        pictures.start(std::make_shared<const Picture>(groundOnly()));
        const int revisions = int(AnalysisPictures::kRevisionsKept) + 3;
        std::vector<std::shared_ptr<const Picture>> held;
        for (int k = 0; k < revisions; ++k) {
            pictures.prepare();
            held.push_back(pictures.next(grow(k)));
        }
        QCOMPARE(pictures.copies(), 0);
        QCOMPARE(pictures.spareCopies(), revisions);
        for (int k = 0; k < revisions; ++k) QCOMPARE(*held[k], grown(groundOnly(), 0, k + 1));
        held.front().reset();  // back, but too far behind
        pictures.prepare();
        QCOMPARE(pictures.spareCopies(), revisions + 1);
        auto after = pictures.next(grow(revisions));
        QCOMPARE(*after, grown(groundOnly(), 0, revisions + 1));
        held.back().reset();  // back, one behind: caught up
        pictures.prepare();
        QCOMPARE(pictures.spareCopies(), revisions + 1);
        QCOMPARE(*pictures.next(grow(revisions + 1)), grown(groundOnly(), 0, revisions + 2));
        QCOMPARE(pictures.copies(), 0);
    }

    // No prepare() between two revisions (the next task came first): next() copies, and is right.
    void withNoSpareNextCopies() {
        AnalysisPictures pictures;
        pictures.start(std::make_shared<const Picture>(groundOnly()));
        auto a = pictures.next(grow(0));
        QCOMPARE(pictures.copies(), 1);
        auto b = pictures.next(grow(1));
        QCOMPARE(pictures.copies(), 2);
        QCOMPARE(*a, grown(groundOnly(), 0, 1));
        QCOMPARE(*b, grown(groundOnly(), 0, 2));
    }

    // A new picture: the old picture's spare is not caught up (its edits belong to another picture).
    void aNewPictureStartsOver() {
        AnalysisPictures pictures;
        pictures.start(std::make_shared<const Picture>(groundOnly()));
        pictures.prepare();
        pictures.next(grow(0));  // let go of at once: back on the shelf
        pictures.prepare();
        Picture other = groundOnly();
        other.title = "other";
        pictures.start(std::make_shared<const Picture>(other));
        pictures.prepare();
        auto p = pictures.next(grow(5));
        QCOMPARE(*p, grown(other, 5, 6));
    }
};

QTEST_MAIN(TestAnalysisPictures)
#include "tst_analysis_pictures.moc"
