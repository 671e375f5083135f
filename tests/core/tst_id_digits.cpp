// The edge-list reader's plain lines and ids (edge_list_reader.h): a line "u v" is read where it
// stands, its end found by reading it, and ids of up to 19 digits in 8-byte chunks (with a byte loop
// in the last 24 bytes of the text). Ids of every length from 1 to 19 digits, up to 2^63 - 1, in the
// middle of the text and at its very end, read as std::from_chars reads them; one more than 2^63 - 1,
// and more than 19 digits, refused as too large (leading zeros allowed); lines with spaces, tabs,
// "\r\n", a comment, no final newline, or extra text, read or refused as before; huge ids repeated
// in any order numbered once each, in order of first mention, by readPictureEdges and edgeListValue.
// readIdDigits itself on tokens of every length, leading zeros, 2^63 - 1 and beyond; its 16-digit
// step with SSE2 and with SWAR agree on every digit string tried.
#include <QtTest>

#include "../../core/src/id_digits.h"

#include "homestead/analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"
#include "homestead/picture_value.h"

#include <charconv>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace homestead;

namespace {

constexpr NodeId kLargest = std::numeric_limits<NodeId>::max();

// The node ids of `p` in order.
std::vector<NodeId> nodeIds(const Picture& p) {
    std::vector<NodeId> ids;
    for (const Node& n : p.nodes()) ids.push_back(n.id);
    return ids;
}

// The message of the FormatError that reading `text` throws, or "" when it reads.
std::string readError(const std::string& text) {
    try {
        readPictureEdges(text, "t.edges");
    } catch (const FormatError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

class IdDigitsTest : public QObject {
    Q_OBJECT
private slots:
    // readIdDigits on a token followed by a space and padding (the chunked path) and at the text's
    // very end (the byte loop): the digit count and value std::from_chars gives, or 0 for more than
    // 19 digits or a value beyond 2^63 - 1. Lengths 1 to 19, random digits with fixed seeds, leading
    // zeros, the largest of each length, 2^63 - 1 and one more.
    void readIdDigitsAsFromChars() {
        std::mt19937_64 rng(1963);
        std::vector<std::string> tokens = {"0", "00", "0000000000000000001", "9223372036854775807", "9223372036854775808",
                                           "9999999999999999999", "18446744073709551615", "18446744073709551616",
                                           "00000000000000000000", "1000000000000000000", "0922337203685477580"};
        for (int digits = 1; digits <= 20; ++digits) {
            tokens.push_back(std::string(std::size_t(digits), '9'));
            for (int k = 0; k < 200; ++k) {
                std::string t;
                for (int i = 0; i < digits; ++i) t += char('0' + rng() % 10);
                tokens.push_back(t);
            }
        }
        for (const std::string& t : tokens) {
            std::uint64_t expected = 0;
            const auto r = std::from_chars(t.data(), t.data() + t.size(), expected);
            const bool fits = r.ec == std::errc() && t.size() <= 19 && expected <= std::uint64_t(kLargest);
            for (const std::string& text : {t + " 1" + std::string(30, '\n'), t}) {
                std::uint64_t value = 0;
                const std::size_t count = detail::readIdDigits(text.data(), text.data() + text.size(), value);
                QCOMPARE(count, fits ? t.size() : std::size_t(0));
                if (fits) QCOMPARE(value, expected);
            }
        }
    }

    // The 16-digit step: SSE2 (where built) and SWAR give the same value for any 16 digits.
    void sixteenDigitsAgree() {
        std::mt19937_64 rng(16);
        std::vector<std::string> tokens = {std::string(16, '0'), std::string(16, '9'), "0000000000000001", "1000000000000000"};
        for (int k = 0; k < 10000; ++k) {
            std::string t;
            for (int i = 0; i < 16; ++i) t += char('0' + rng() % 10);
            tokens.push_back(t);
        }
        for (const std::string& t : tokens) {
            std::uint64_t expected = 0;
            std::from_chars(t.data(), t.data() + t.size(), expected);
            QCOMPARE(detail::sixteenDigitsSwar(t.data()), expected);
            QCOMPARE(detail::sixteenDigits(t.data()), expected);
#if defined(__SSE2__)
            QCOMPARE(detail::sixteenDigitsSse2(t.data()), expected);
#endif
        }
    }

    // Every length from 1 to 19 digits, random digits and the largest of each length, as the first
    // and the second id of a line, in the middle of a long text (the chunked path) and on its last
    // line (the byte loop): each id reads as from_chars reads it.
    void idsOfEveryLengthReadAsFromChars() {
        std::mt19937_64 rng(19);
        std::vector<std::string> tokens;
        for (int digits = 1; digits <= 19; ++digits) {
            std::string nines(std::size_t(digits), '9'), random;
            random += char('1' + rng() % 9);
            while (random.size() < std::size_t(digits)) random += char('0' + rng() % 10);
            if (digits == 19) nines = "9223372036854775807";  // 2^63 - 1: the largest id
            if (digits == 19 && random > nines) random[0] = '8';
            tokens.push_back(nines);
            tokens.push_back(random);
        }
        tokens.push_back("0");
        tokens.push_back("0000000000000000000000042");  // leading zeros: 25 digits, the id 42
        for (std::size_t k = 0; k < tokens.size(); ++k) {
            const std::string& t = tokens[k];
            NodeId expected = -1;
            std::from_chars(t.data(), t.data() + t.size(), expected);
            const std::string other = tokens[(k + 7) % tokens.size()];
            NodeId otherId = -1;
            std::from_chars(other.data(), other.data() + other.size(), otherId);
            if (otherId == expected) continue;
            // the id first and second, mid-text and on the last line (no newline after it)
            const std::string padding = "# a comment long enough that the ids below are not in the text's last bytes\n";
            for (const std::string& text : {padding + t + " " + other + "\n" + padding, padding + other + " " + t + "\n" + padding,
                                            padding + t + " " + other, padding + other + " " + t}) {
                const Picture p = readPictureEdges(text, "t.edges");
                QCOMPARE(p.edgeCount(), std::size_t(1));
                const bool first = text.find(padding + t + " ") == 0;
                QCOMPARE(p.edges()[0].from, first ? expected : otherId);
                QCOMPARE(p.edges()[0].to, first ? otherId : expected);
            }
        }
    }

    // One more than the largest id, and 20 nines, are too large wherever they stand.
    void idsBeyondTheLargestAreRefused() {
        const std::string padding(40, '\n');
        for (const std::string big : {"9223372036854775808", "99999999999999999999", "18446744073709551616"}) {
            for (const std::string& text : {"1 " + big + "\n" + padding, big + " 1\n" + padding, "1 " + big, big + " 1"}) {
                const std::string error = readError(text);
                QVERIFY2(error.find("is too large") != std::string::npos, error.c_str());
                QVERIFY2(error.find("line 1, column " + std::to_string(text.find(big) + 1)) != std::string::npos, error.c_str());
            }
        }
    }

    // Spaces, tabs and "\r\n" around the ids, a comment after them, blank lines and no final newline
    // read as before; extra text, a missing id and a negative id are refused at their column.
    void plainLinesAndTheirNeighbours() {
        const Picture p = readPictureEdges("ground 1\n\t1 2  \r\n  2\t3 # a comment\n3 4#close\n\n \n4 1", "t.edges");
        QCOMPARE(p.edgeCount(), std::size_t(4));
        QCOMPARE(nodeIds(p), (std::vector<NodeId>{1, 2, 3, 4}));
        QCOMPARE(p.edges()[1].from, NodeId(2));
        QCOMPARE(p.edges()[3].to, NodeId(1));
        QVERIFY(p.node(1).ground);
        QCOMPARE(readError("0 1\n1 2 3\n"), std::string("t.edges: line 2, column 5: extra text '3' after the edge (one edge 'u v' a line; '#' starts a comment)"));
        QVERIFY(readError("0 1\n7\n").find("line 2, column 2: an edge needs two node ids") != std::string::npos);
        QVERIFY(readError("0 1\n7 -2\n").find("line 2, column 3: a node id must be a non-negative integer") != std::string::npos);
        QVERIFY(readError("0 1\n7 2x\n").find("line 2, column 3: a node id must be a non-negative integer, found '2x'") != std::string::npos);
    }

    // Huge ids (beyond the reader's bitmap), the largest among them, mentioned again and again in any
    // order, alone and beside small ids: one node each, in order of first mention, the ground line
    // applied, and the value the same as the same picture with small ids.
    void repeatedHugeIdsAreOneNodeEach() {
        std::mt19937_64 rng(63);
        for (int nodes : {5, 3000}) {
            std::vector<NodeId> huge(static_cast<std::size_t>(nodes));
            for (NodeId& id : huge) id = NodeId(rng() >> 1) | (NodeId(1) << 62);
            huge[std::size_t(nodes / 2)] = kLargest;
            if (nodes > 5) huge[7] = 3;  // one small id among them
            std::string bigText = "ground " + std::to_string(huge[0]) + "\n", smallText = "ground 0\n";
            std::vector<NodeId> order;
            std::vector<char> seen(std::size_t(nodes), 0);
            const auto mention = [&](std::size_t i) {
                if (!seen[i]) order.push_back(huge[i]);
                seen[i] = 1;
            };
            mention(0);
            for (int e = 0; e < 4 * nodes; ++e) {  // a tree, then repeats of every kind
                const std::size_t v = e < nodes - 1 ? std::size_t(e + 1) : std::size_t(rng() % std::size_t(nodes));
                const std::size_t u = e < nodes - 1 ? std::size_t(rng() % std::size_t(e + 1)) : std::size_t(rng() % std::size_t(nodes));
                mention(u);
                mention(v);
                bigText += std::to_string(huge[u]) + " " + std::to_string(huge[v]) + "\n";
                smallText += std::to_string(u) + " " + std::to_string(v) + "\n";
            }
            const Picture big = readPictureEdges(bigText, "big.edges");
            QCOMPARE(nodeIds(big), order);
            QVERIFY(big.node(huge[0]).ground);
            QCOMPARE(big.hasNode(kLargest), true);
            const std::uint64_t value = analyse(readPictureEdges(smallText, "small.edges")).value;
            QCOMPARE(analyse(big).value, value);
            QCOMPARE(edgeListValue(bigText, "big.edges"), value);
        }
    }
};

QTEST_APPLESS_MAIN(IdDigitsTest)
#include "tst_id_digits.moc"
