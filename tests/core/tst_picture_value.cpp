// The value alone (picture_value.h) against the full analysis on the 4,000 pictures of
// forEachMixedPicture and against exhaustive search on small random pictures, from a Picture and
// from its .edges text; and edgeListValue refuses exactly what readPictureEdges refuses, with the
// same message.
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_value.h"
#include "homestead/search.h"
#include "random_picture.h"

using namespace homestead;

class PictureValueTest : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheAnalysis() {
        int failures = 0;
        testing::forEachMixedPicture(7919, 3, 12, [&](std::uint64_t seed, Picture p) {
            const std::uint64_t expected = analyse(p, {.winningMoves = false}).value;
            if (pictureValue(p) == expected && edgeListValue(writePictureEdges(p), "p.edges") == expected) return true;
            qWarning("seed %llu: the value alone differs from the analysis", static_cast<unsigned long long>(seed));
            ++failures;
            return false;
        });
        QCOMPARE(failures, 0);
    }

    void agreesWithExhaustiveSearch() {
        std::mt19937_64 rng(2024);
        for (int i = 0; i < 300; ++i) {
            const Picture p = testing::randomSmallPicture(rng, 9);
            const std::uint64_t searched = searchValue(p);
            QCOMPARE(pictureValue(p), searched);
            QCOMPARE(edgeListValue(writePictureEdges(p), "p.edges"), searched);
        }
    }

    void theEmptyListAndTheGroundAlone() {
        QCOMPARE(edgeListValue("", "e.edges"), std::uint64_t(0));
        QCOMPARE(edgeListValue("ground 4\n", "e.edges"), std::uint64_t(0));
        QCOMPARE(edgeListValue("# the door\nground 0 1\n0 2\n1 3\n2 3\n", "door.edges"), std::uint64_t(1));
        QCOMPARE(edgeListValue("7 8\n", "floating.edges"), std::uint64_t(0));  // no ground: all floats
        QCOMPARE(edgeListValue("0 1\n1 2\nground 0\n", "late.edges"), std::uint64_t(2));  // ground named last
        QCOMPARE(edgeListValue("ground 9223372036854775807\n9223372036854775807 5\n5 5\n", "huge.edges"), std::uint64_t(2));
    }

    void refusesWhatTheReaderRefuses() {
        const std::vector<std::string> bad{"0 x\n", "0\n", "0 1 2\n", "ground\n", "-1 2\n", "0 99999999999999999999\n",
                                           std::string("ground 0\n0 1\n") + '\0' + "\n", "+1 2\n"};
        for (const std::string& text : bad) {
            std::string expected;
            try {
                readPictureEdges(text, "bad.edges");
            } catch (const FormatError& e) {
                expected = e.what();
            }
            QVERIFY2(!expected.empty(), text.c_str());
            QVERIFY_THROWS_EXCEPTION(FormatError, edgeListValue(text, "bad.edges"));
            try {
                edgeListValue(text, "bad.edges");
            } catch (const FormatError& e) {
                QCOMPARE(std::string(e.what()), expected);
            }
        }
    }
};

QTEST_APPLESS_MAIN(PictureValueTest)
#include "tst_picture_value.moc"
