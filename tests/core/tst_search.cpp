// searchValue(): golden values (stalks, the door, a 4-cycle on a stalk of 2, a loop, Conway's
// figures in miniature), many parallel edges handled as counts, floating edges ignored, and the
// limits refused with a clear message.
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/search.h"

using namespace homestead;
using namespace homestead::testing;

class SearchTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        for (int n = 0; n <= 12; ++n) QCOMPARE(searchValue(stalk(n)), std::uint64_t(n));
        QCOMPARE(searchValue(door()), std::uint64_t(1));
        QCOMPARE(searchValue(cycleOnStalk()), std::uint64_t(2));
        QCOMPARE(searchValue(groundLoop()), std::uint64_t(1));
    }

    void parallelEdgesAreCounts() {
        // 25 parallel edges from the ground to one node with a stalk of 3 on top: the 25 become 25
        // ground loops (worth 1), the stalk stands on them (3): 1 ^ 3 = 2.
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode();
        for (int i = 0; i < 25; ++i) p.addEdge(g, a);
        NodeId below = a;
        for (int i = 0; i < 3; ++i) {
            NodeId top = p.addNode();
            p.addEdge(below, top);
            below = top;
        }
        QCOMPARE(searchValue(p), std::uint64_t(2));
    }

    void floatingEdgesDoNotCount() {
        Picture p = stalk(3);
        NodeId x = p.addNode(), y = p.addNode();
        p.addEdge(x, y);
        p.addEdge(y, y);
        QCOMPARE(searchValue(p), std::uint64_t(3));
    }

    void limits() {
        try {
            searchValue(stalk(31));
            QFAIL("no error");
        } catch (const SearchTooLarge& error) {
            QVERIFY(std::string(error.what()).find("31 standing edges") != std::string::npos);
        }
        QCOMPARE(searchValue(stalk(31), SearchLimits{40, 1000}), std::uint64_t(31));
        // A position budget: a wide fan of distinct stalks on a shared base edge.
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode();
        p.addEdge(g, a);
        for (int i = 0; i < 12; ++i) {
            NodeId b = p.addNode(), c = p.addNode();
            p.addEdge(a, b);
            p.addEdge(b, c);
        }
        QVERIFY_THROWS_EXCEPTION(SearchTooLarge, searchValue(p, SearchLimits{30, 100}));
        try {
            searchValue(p, SearchLimits{30, 1000});
            QFAIL("no error");
        } catch (const SearchTooLarge& error) {
            QCOMPARE(std::string(error.what()),
                     std::string("search: gave up after 1,000 positions; the picture is too large to search "
                                 "exhaustively (the limits: 30 standing edges or 1,000 positions)"));
        }
    }

    void timeBound() {
        // The limits are worded once, for the messages and the command's help alike.
        QCOMPARE(describeLimits(), std::string("30 standing edges or 1,000,000 positions"));
        SearchLimits commandLine;
        commandLine.maxTime = kCommandLineSearchTime;
        QCOMPARE(describeLimits(commandLine), std::string("30 standing edges, 1,000,000 positions or 10 seconds of search"));
        // A deadline already passed: the search gives up at its first clock reading, at the start.
        SearchLimits passed;
        passed.maxTime = std::chrono::milliseconds(0);
        try {
            searchValue(stalk(3), passed);
            QFAIL("no error");
        } catch (const SearchTooLarge& error) {
            QCOMPARE(std::string(error.what()),
                     std::string("search: gave up after 0 seconds of search (0 positions); the picture is too large "
                                 "to search exhaustively (the limits: 30 standing edges, 1,000,000 positions or 0 "
                                 "seconds of search)"));
        }
        // With time to spare the same search finishes.
        SearchLimits generous;
        generous.maxTime = std::chrono::hours(1);
        QCOMPARE(searchValue(stalk(3), generous), std::uint64_t(3));
    }
};

QTEST_APPLESS_MAIN(SearchTest)
#include "tst_search.moc"
