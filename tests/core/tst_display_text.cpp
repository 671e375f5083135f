// Echoed text in messages (display_text.h): control characters escaped (newline, NUL, ESC, DEL, C1,
// the Unicode line separators), invalid UTF-8 shown as \xNN, valid UTF-8 unchanged, and the
// shortening to 60 characters with "…" never cutting a UTF-8 sequence. On 5,000 random byte
// strings (fixed seed) the result is always valid UTF-8, holds no control character and shows at
// most the limit.
#include <QtTest>

#include "homestead/display_text.h"

#include <QStringDecoder>

#include <random>

using homestead::characterLength;
using homestead::displayText;
using homestead::quote;

namespace {

bool validUtf8(const std::string& s) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(QByteArrayView(s.data(), qsizetype(s.size())));
    return !decoder.hasError() && !decoded.contains(QChar::ReplacementCharacter);
}

bool hasControl(const std::string& s) {
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7F) return true;
    return false;
}

// Characters (code points) in valid UTF-8.
std::size_t characters(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80) ++n;
    return n;
}

}  // namespace

class DisplayTextTest : public QObject {
    Q_OBJECT
private slots:
    void escapesControlCharacters() {
        QCOMPARE(displayText("a\nb"), std::string("a\\nb"));
        QCOMPARE(displayText(std::string("a\0b", 3)), std::string("a\\0b"));
        QCOMPARE(displayText("\r\t\x1b[31m\x7f"), std::string("\\r\\t\\x1b[31m\\x7f"));
        QCOMPARE(displayText("back\\slash"), std::string("back\\\\slash"));
        QCOMPARE(displayText("\u0085|\u2028|\u2029"), std::string("\\u{0085}|\\u{2028}|\\u{2029}"));
        QCOMPARE(quote("door.json"), std::string("'door.json'"));
    }

    void keepsValidUtf8AndEscapesInvalidBytes() {
        QCOMPARE(displayText("ω²·3+ω·4+16 — ünïcode 𝔊"), std::string("ω²·3+ω·4+16 — ünïcode 𝔊"));
        QCOMPARE(displayText("\xff"), std::string("\\xff"));
        QCOMPARE(displayText("ab\xcf"), std::string("ab\\xcf"));              // ω cut after its first byte
        QCOMPARE(displayText("\xc0\x80"), std::string("\\xc0\\x80"));        // an overlong NUL
        QCOMPARE(displayText("\xed\xa0\x80"), std::string("\\xed\\xa0\\x80"));  // a surrogate
        QCOMPARE(displayText("\xf4\x90\x80\x80"), std::string("\\xf4\\x90\\x80\\x80"));  // above U+10FFFF
    }

    void shortensWithoutCuttingACharacter() {
        QCOMPARE(quote(std::string(500, 'x')), "'" + std::string(60, 'x') + "…'");
        QCOMPARE(displayText(std::string(60, 'x')), std::string(60, 'x'));  // exactly the limit: whole
        std::string omegas;
        for (int i = 0; i < 100; ++i) omegas += "ω";
        const std::string shown = displayText(omegas);
        QVERIFY(validUtf8(shown));
        QCOMPARE(characters(shown), std::size_t(61));
        QVERIFY(shown.ends_with("ω…"));
        QCOMPARE(displayText("abcdef", 3), std::string("abc…"));
        QCOMPARE(displayText("a\nbcdef", 2), std::string("a\\n…"));  // an escape is never cut
        QCOMPARE(displayText(std::string(10'000'000, 'a')).size(), std::size_t(60 + 3));
        QCOMPARE(displayText("abc", std::string::npos), std::string("abc"));
    }

    void characterLengthOfOneCharacter() {
        const std::string text = "aω𝔊\xff";
        QCOMPARE(characterLength(text, 0), std::size_t(1));
        QCOMPARE(characterLength(text, 1), std::size_t(2));
        QCOMPARE(characterLength(text, 3), std::size_t(4));
        QCOMPARE(characterLength(text, 7), std::size_t(1));
        QCOMPARE(characterLength(text, 8), std::size_t(0));
        QCOMPARE(characterLength("\xcf", 0), std::size_t(1));  // a cut sequence: one stray byte
    }

    void randomBytesGiveOneValidLine() {
        std::mt19937_64 rng(77);
        for (int i = 0; i < 5000; ++i) {
            std::string bytes(rng() % 200, '\0');
            for (char& c : bytes) {
                // Mostly bytes that make or break UTF-8 sequences, some ASCII and controls.
                const auto r = rng() % 4;
                c = static_cast<char>(r == 0 ? rng() % 0x80 : r == 1 ? 0x80 + rng() % 0x40 : 0xC0 + rng() % 0x40);
            }
            const std::size_t limit = rng() % 80;
            const std::string shown = displayText(bytes, limit);
            QVERIFY(validUtf8(shown));
            QVERIFY(!hasControl(shown));
            QVERIFY(characters(shown) <= 8 * limit + 1);  // an escape is at most 8 characters ("\u{0085}")
            if (bytes.empty()) QVERIFY(shown.empty());
        }
    }
};

QTEST_APPLESS_MAIN(DisplayTextTest)
#include "tst_display_text.moc"
