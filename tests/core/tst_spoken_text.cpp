// core_spoken_text: what a screen reader says of the canvas's focused edge and node (spoken_text.h).
// The sentence of the Homestead's trunk reads as the issue words it, with the stress and the value
// chopping it leaves taken from the analysis; each case (winning, losing, unknown value, floating, not
// analysed, numbers hidden) has its own words, in every language, and no argument is left unfilled.
#include "homestead/explanation.h"
#include "homestead/picture_analysis.h"
#include "homestead/spoken_text.h"

#include "../classic_pictures.h"

#include <QTest>

#include <string>

using namespace homestead;

class SpokenText : public QObject {
    Q_OBJECT
private slots:
    void trunkOfTheHomestead() {
        const auto a = PictureAnalysis::of(testing::classicPicture("homestead"));
        const EdgeId trunk = 0;
        const EdgeAnalysis* edge = a->edge(trunk);
        QVERIFY(edge && edge->standing);
        const std::uint64_t after = valueAfterChop(*a, trunk);
        QVERIFY(after != 0);
        QCOMPARE(text::spokenEdge("trunk", edge, after),
                 "edge trunk, stress " + std::to_string(edge->stress) + ", chopping it leaves " + std::to_string(after) +
                     ": a losing move");
        QCOMPARE(text::spokenEdge("trunk", edge, std::nullopt), "edge trunk, stress " + std::to_string(edge->stress));
        QCOMPARE(text::spokenEdge("trunk", edge, after, true), std::string("edge trunk"));
    }

    void winningFloatingAndPending() {
        EdgeAnalysis edge;
        edge.standing = true;
        edge.stress = 3;
        QCOMPARE(text::spokenEdge("b", &edge, 0), std::string("edge b, stress 3, chopping it leaves 0: a winning move"));
        QCOMPARE(text::spokenEdge("7", nullptr, std::nullopt), std::string("edge 7, being analysed"));
        edge.standing = false;
        QCOMPARE(text::spokenEdge("7", &edge, std::nullopt), std::string("edge 7, floating: not connected to the ground"));
        QCOMPARE(text::spokenNode("4", true), std::string("node 4, on the ground"));
        QCOMPARE(text::spokenNode("4", false), std::string("node 4"));
    }

    // Every language has its own words for each case, with every argument filled in.
    void everyLanguageSpeaksItsOwn() {
        EdgeAnalysis edge;
        edge.standing = true;
        edge.stress = 15;
        for (Language language : kLanguages) {
            const std::string loses = text::spokenEdge("trunk", &edge, 5, false, language);
            QVERIFY2(loses.find("15") != std::string::npos && loses.find('5') != std::string::npos, loses.c_str());
            QVERIFY2(loses.find('{') == std::string::npos, loses.c_str());
            QVERIFY(loses != text::spokenEdge("trunk", &edge, 0, false, language));
            if (language != Language::English) {
                QVERIFY(loses != text::spokenEdge("trunk", &edge, 5));
                QVERIFY(text::spokenNode("4", true, language) != text::spokenNode("4", true));
            }
        }
        QCOMPARE(text::spokenEdge("Stamm", &edge, 5, false, Language::German),
                 std::string("Kante Stamm, Spannung 15, sie abzuschneiden lässt 5: ein Verlustzug"));
    }
};

QTEST_APPLESS_MAIN(SpokenText)
#include "tst_spoken_text.moc"
