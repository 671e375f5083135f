// Ordinals below ω^ω (ordinal.h): parsing both notations, printing, comparison (checked against
// lexicographic order of coefficient lists on 2,000 random pairs), nim-addition, and parse errors
// naming the column.
#include <QtTest>

#include "homestead/ordinal.h"

#include <random>

using homestead::Ordinal;
using homestead::OrdinalError;

namespace {
std::string errorOf(const std::string& text) {
    try {
        Ordinal::parse(text);
    } catch (const OrdinalError& e) {
        return e.what();
    }
    return "(no error)";
}
}  // namespace

class OrdinalTest : public QObject {
    Q_OBJECT
private slots:
    void parseAndPrint() {
        const auto a = Ordinal::parse("w^2*3+w*4+16");
        QCOMPARE(a.coefficients(), (std::vector<std::int64_t>{16, 4, 3}));
        QCOMPARE(a.toAscii(), std::string("w^2*3+w*4+16"));
        QCOMPARE(a.toUnicode(), std::string("ω²·3+ω·4+16"));
        QCOMPARE(Ordinal::parse("ω²·3+ω·4+16"), a);
        QCOMPARE(Ordinal::parse(" w^2 * 3 + w * 4 + 16 "), a);
        QCOMPARE(Ordinal::parse("ω^2·3+ω·4+16"), a);
        QCOMPARE(Ordinal::parse("w").toUnicode(), std::string("ω"));
        QCOMPARE(Ordinal::parse("w^10*2+5").toUnicode(), std::string("ω¹⁰·2+5"));
        QCOMPARE(Ordinal::parse("ω¹⁰·2+5").toAscii(), std::string("w^10*2+5"));
        QCOMPARE(Ordinal::parse("0").toAscii(), std::string("0"));
        QVERIFY(Ordinal::parse("0").isZero());
        QCOMPARE(Ordinal::parse("w^3").coefficients(), (std::vector<std::int64_t>{0, 0, 0, 1}));
        QCOMPARE(Ordinal::parse("w*0+7"), Ordinal(7));
        QCOMPARE((Ordinal::parse("w^2+w*5+25").divideByOmega()), Ordinal::parse("w+5"));
        QCOMPARE(Ordinal::parse("w+5").timesOmegaPlus(25), Ordinal::parse("w^2+w*5+25"));
        QCOMPARE(Ordinal(25).finitePart(), std::int64_t(25));
    }

    void errors() {
        QCOMPARE(errorOf("3*w"), std::string("ordinal '3*w', column 3: write the coefficient after the power of w (w*3, not 3*w)"));
        QCOMPARE(errorOf("w+w^2"), std::string("ordinal 'w+w^2', column 3: terms must come in decreasing powers of w"));
        QCOMPARE(errorOf("w^"), std::string("ordinal 'w^', column 3: expected a number"));
        QCOMPARE(errorOf(""), std::string("ordinal '', column 1: empty (expected an ordinal such as w^2*3+w*4+16)"));
        QCOMPARE(errorOf("5+"), std::string("ordinal '5+', column 3: expected a term such as w^2*3, w*4, w or 16"));
        QCOMPARE(errorOf("w 5"), std::string("ordinal 'w 5', column 3: expected '+' or the end"));
        QVERIFY(errorOf("99999999999999999999").find("too large") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(OrdinalError, Ordinal(-1));
    }

    void negativeAndHugeNumbersAreRefused() {
        // A negative power was cast to size_t and indexed far outside the coefficients (a crash).
        const std::string negative = "a negative number (powers of w and coefficients are natural numbers)";
        QCOMPARE(errorOf("w^-1"), "ordinal 'w^-1', column 3: " + negative);
        QCOMPARE(errorOf("w^2+w^-1"), "ordinal 'w^2+w^-1', column 7: " + negative);
        QCOMPARE(errorOf("ω^-3*2"), "ordinal 'ω^-3*2', column 4: " + negative);
        QCOMPARE(errorOf("w*-3"), "ordinal 'w*-3', column 3: " + negative);
        QCOMPARE(errorOf("w^ -1"), "ordinal 'w^ -1', column 4: " + negative);
        QCOMPARE(errorOf("w^99999999999"), std::string("ordinal 'w^99999999999', column 14: power of w too large (at most 1000)"));
        QCOMPARE(errorOf("w^1001"), std::string("ordinal 'w^1001', column 7: power of w too large (at most 1000)"));
        QVERIFY(errorOf("w^9223372036854775808").find("number too large") != std::string::npos);
        QVERIFY(errorOf("ω¹⁰⁰⁰⁰").find("exponent too large") != std::string::npos);
        QCOMPARE(Ordinal::parse("w^1000").coefficients().size(), std::size_t(1001));
    }

    void messagesAreOneShortLine() {
        const std::string twoLines = errorOf("w\n+1x");
        QCOMPARE(twoLines, std::string("ordinal 'w\\n+1x', column 2: expected '+' or the end"));
        const std::string huge = errorOf("w+" + std::string(100000, '9'));
        QVERIFY2(huge.size() < 200, huge.c_str());
        QVERIFY(huge.find("…'") != std::string::npos);
    }

    void comparisonAndNimSum() {
        QVERIFY(Ordinal::parse("w") > Ordinal(1000000));
        QVERIFY(Ordinal::parse("w^2") > Ordinal::parse("w*999+999"));
        QVERIFY(Ordinal::parse("w*2+4") < Ordinal::parse("w*2+9"));
        QCOMPARE(nimAdd(Ordinal::parse("w*2+4"), Ordinal::parse("w*3+5")), Ordinal::parse("w+1"));
        QCOMPARE(nimAdd(Ordinal::parse("w^2+w"), Ordinal::parse("w^2+w")), Ordinal(0));
        std::mt19937_64 rng(5);
        for (int i = 0; i < 2000; ++i) {
            std::vector<std::int64_t> a(rng() % 4), b(rng() % 4);
            for (auto& c : a) c = static_cast<std::int64_t>(rng() % 4);
            for (auto& c : b) c = static_cast<std::int64_t>(rng() % 4);
            const auto oa = Ordinal::fromCoefficients(a), ob = Ordinal::fromCoefficients(b);
            // Reference: pad to equal length, compare from the top.
            std::vector<std::int64_t> pa = a, pb = b;
            pa.resize(5, 0), pb.resize(5, 0);
            const bool less = std::lexicographical_compare(pa.rbegin(), pa.rend(), pb.rbegin(), pb.rend());
            QCOMPARE(oa < ob, less);
            QCOMPARE(oa == ob, pa == pb);
            QCOMPARE(Ordinal::parse(oa.toAscii()), oa);
            QCOMPARE(Ordinal::parse(oa.toUnicode()), oa);
            const auto sum = nimAdd(oa, ob);
            for (std::size_t k = 0; k < 5; ++k) QCOMPARE(sum.coefficient(k), pa[k] ^ pb[k]);
            QCOMPARE(nimAdd(sum, ob), oa);
        }
    }
};

QTEST_APPLESS_MAIN(OrdinalTest)
#include "tst_ordinal.moc"
