// Help → Guide: the guide is built in (offline) and covers the glossary; every link resolves — an
// anchor to a place in the guide, an example to a picture among the examples whose named edge exists
// — and following it in the window opens that picture with exactly that edge selected (a class link
// also shows the class panel: the Lovers' bridge's p q r s t); a Nim link opens the Nim page on its
// heaps; a transfinite link (from the ordinal and transfinite mating entries) asks for its game and
// ordinals. F1 opens the guide from every tab.
#include "gui_test_helpers.h"

#include "class_panel.h"
#include "example_pictures.h"
#include "help_guide.h"
#include "homestead/animating.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"
#include "nim_game.h"
#include "nim_page.h"
#include "picture_io.h"
#ifndef Q_MOC_RUN  // moc cannot parse <compare>, which the ordinals need
#include "transfinite_game.h"
#endif

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QtTest>

using namespace guitest;

namespace {

std::optional<Picture> readExample(const QString& file) {
    for (const ExamplePicture& e : examplePictures(exampleFolders()))
        if (QFileInfo(e.path).fileName() == file) {
            QFile f(e.path);
            if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
            return io::readJson(f.readAll().toStdString(), e.path.toStdString());
        }
    return std::nullopt;
}

std::optional<EdgeId> edgeOf(const Picture& p, const GuideExample& e) {
    for (const Edge& edge : p.edges())
        if (e.edgeId ? edge.id == *e.edgeId : QString::fromStdString(edge.name) == e.edgeName) return edge.id;
    return std::nullopt;
}

}  // namespace

class TestHelpGuide : public QObject {
    Q_OBJECT
private slots:
    void theGuideIsBuiltInAndCoversTheGlossary() {
        const QString html = guideHtml();
        QVERIFY(html.contains(QStringLiteral("<h1>Homestead guide</h1>")));
        for (const char* term : {"nim-sum", "mex", "Grundy value", "stress", "weight", "load", "cycle", "garden",
                                 "concyclic class", "mating function", "spinster", "fickle", "animating function",
                                 "carry bell", "pole", "Nim (of a function)", "Welt", "ordinal", "transfinite mating"})
            QVERIFY2(html.contains(QStringLiteral("<h3>")) &&
                         QRegularExpression(QStringLiteral("<h3><a name=\"[a-z]+\"></a>%1").arg(QRegularExpression::escape(QString::fromUtf8(term))))
                             .match(html)
                             .hasMatch(),
                     term);
        for (const char* section : {"Nim, the first lesson", "Hackenbush unrestrained", "Welter's game",
                                    "Animating functions", "Transfinite Welter and Nim"})
            QVERIFY2(html.contains(QString::fromUtf8(section)), section);
    }

    void everyLinkResolves() {
        const QString html = guideHtml();
        const QList<QUrl> links = guideLinks();
        int examples = 0, anchors = 0, nims = 0, functions = 0, transfinites = 0;
        for (const QUrl& url : links) {
            if (url.scheme().isEmpty()) {
                QVERIFY2(html.contains(QStringLiteral("<a name=\"%1\">").arg(url.fragment())), qPrintable(url.toString()));
                ++anchors;
            } else if (const auto e = parseGuideExample(url)) {
                const auto picture = readExample(e->file);
                QVERIFY2(picture.has_value(), qPrintable(url.toString()));
                QVERIFY2(edgeOf(*picture, *e).has_value(), qPrintable(url.toString()));
                ++examples;
            } else if (const auto heaps = parseGuideNim(url)) {
                QVERIFY(!heaps->empty());
                ++nims;
            } else if (const auto steps = parseGuideAnimating(url)) {
                for (const QString& text : *steps) animating::parse(text.toStdString());  // throws on a bad step
                ++functions;
            } else if (const auto position = parseGuideTransfinite(url)) {
                TransfiniteGame game;  // the page's own check of the coins typed
                QVERIFY2(game.setCoinsText(position->coins, position->nim ? TransfiniteKind::Nim : TransfiniteKind::Welter),
                         qPrintable(url.toString() + QStringLiteral(": ") + game.lastError()));
                ++transfinites;
            } else {
                QFAIL(qPrintable(QStringLiteral("a link the guide cannot follow: ") + url.toString()));
            }
        }
        QVERIFY(examples >= 12);
        QVERIFY(anchors >= 5);
        QVERIFY(nims >= 2);
        QVERIFY(functions >= 4);
        QVERIFY(transfinites >= 4);  // the section's two and the glossary's
    }

    // The glossary's ordinal and transfinite mating link to the transfinite games: following a link
    // asks for the game and its squares as written, and Abuku's examples are the ones linked.
    void aTransfiniteLinkAsksForItsPosition() {
        HelpGuide guide;
        std::vector<GuideTransfinite> asked;
        connect(&guide, &HelpGuide::transfiniteRequested, this, [&](const GuideTransfinite& t) { asked.push_back(t); });
        guide.follow(QUrl(QStringLiteral("transfinite:welter/1,w*2+4,w*2+9,w^2+w*4+16,w^2+w*5+25")));
        guide.follow(QUrl(QStringLiteral("transfinite:nim/1,w*2+4")));
        guide.follow(QUrl(QStringLiteral("transfinite:chess/1")));  // not a game: nothing asked
        QCOMPARE(asked.size(), std::size_t{2});
        QCOMPARE(asked[0].nim, false);
        QCOMPARE(asked[0].coins, QStringLiteral("1 w*2+4 w*2+9 w^2+w*4+16 w^2+w*5+25"));
        QCOMPARE(asked[1].nim, true);
        QCOMPARE(asked[1].coins, QStringLiteral("1 w*2+4"));
        for (const QString& term : {QStringLiteral("ordinal"), QStringLiteral("transfinitemating")}) {
            const QString html = guideHtml();
            const qsizetype at = html.indexOf(QStringLiteral("<a name=\"%1\">").arg(term));
            const QString entry = html.mid(at, html.indexOf(QStringLiteral("<h3>"), at + 1) - at);
            QVERIFY2(entry.contains(QStringLiteral("href=\"transfinite:")), qPrintable(term));
        }
        bool welterExample = false;
        for (const QUrl& url : guideLinks())
            if (const auto t = parseGuideTransfinite(url); t && !t->nim) {
                std::vector<Ordinal> coins;
                for (const QString& text : t->coins.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    coins.push_back(Ordinal::parse(text.toStdString()));
                welterExample |= transfinite::welterValue(coins) == Ordinal::parse("w+4");
            }
        QVERIFY(welterExample);
    }

    void followingAnExampleLinkSelectsTheNamedEdge() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        HelpGuide* guide = window->guide();
        for (const QUrl& url : guideLinks()) {
            const auto e = parseGuideExample(url);
            if (!e) continue;
            window->tabs()->setCurrentIndex(2);  // from another page: the link brings the canvas back
            guide->follow(url);
            QCOMPARE(window->tabs()->currentIndex(), 0);
            const Picture& shown = window->document()->picture();
            QCOMPARE(shown, *readExample(e->file));
            const EdgeId edge = *edgeOf(shown, *e);
            QCOMPARE(window->scene()->selectedEdges(), std::vector<EdgeId>{edge});
            if (e->classPanel) QCOMPARE(window->sideTabs()->currentWidget(), static_cast<QWidget*>(window->classPanel()));
            window->undoStack()->setClean();
        }
        closeWindow(window);
    }

    void theConcyclicClassLinkShowsPQRST() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        window->guide()->follow(QUrl(QStringLiteral("example:lovers-bridge.json?edge=p&panel=class")));
        window->document()->waitForAnalysis();
        window->classPanel()->waitForMating();
        const QAbstractItemModel* matrix = window->classPanel()->table()->model();
        QStringList headers;
        for (int c = 0; c < matrix->columnCount(); ++c) headers << matrix->headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers, (QStringList{"p", "q", "r", "s", "t"}));
        QVERIFY(window->classPanel()->mating()->text().contains(QStringLiteral("s")));
        closeWindow(window);
    }

    void aNimLinkOpensTheNimPage() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        window->guide()->follow(QUrl(QStringLiteral("nim:10,13,12,8")));
        QCOMPARE(window->tabs()->currentWidget(), window->nimPage());
        QCOMPARE(static_cast<NimPage*>(window->nimPage())->game()->heaps(), (std::vector<std::int64_t>{10, 13, 12, 8}));
        closeWindow(window);
    }

    void f1OpensTheGuideFromEveryTab() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        for (int tab = 0; tab < window->tabs()->count(); ++tab) {
            window->tabs()->setCurrentIndex(tab);
            QVERIFY(window->actions().guide->isEnabled());
            QCOMPARE(window->actions().guide->shortcut(), QKeySequence(Qt::Key_F1));
            window->actions().guide->trigger();
            QVERIFY(window->guide()->isVisible());
            window->guide()->hide();
        }
        closeWindow(window);
    }
};

QTEST_MAIN(TestHelpGuide)
#include "tst_help_guide.moc"
