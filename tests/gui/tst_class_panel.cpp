// gui_class_panel: selecting an edge on a cycle with a real click shows its concyclic class in the
// side panel — the (x|y) matrix, the mating pairs and the spinster — exactly as the core's mateClass
// gives them: on Conway's lovers' bridge (the published matrix), on the Homestead's door (two edges
// of one name are told apart), on a bridge (no class), and on 40 random pictures (fixed seed). The
// mating is computed on a worker (the panel says so until it comes, then shows it; asked again it is
// a lookup), a mating for a picture edited meanwhile is not shown, and opening another picture or
// New forgets the edge shown (issue 13 §5). The matrix and its text share a splitter, the matrix
// taking the room.
#include "gui_test_helpers.h"

#include "class_panel.h"
#include "edit_commands.h"
#include "garden_view.h"

#include "homestead/concyclic.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>

#include "class_matrix_model.h"

using namespace guitest;

class TestClassPanel : public QObject {
    Q_OBJECT
private:
    // n edges around a ring through one base node: one class of n edges.
    static Picture groundRing(int n) {
        Picture ring;
        std::vector<NodeId> around{ring.addNode(Point{0, 0}, true)};
        for (int i = 1; i < n; ++i)
            around.push_back(ring.addNode(Point{60 * std::sin(6.2831853 * i / n), 60 - 60 * std::cos(6.2831853 * i / n)}));
        for (int i = 0; i < n; ++i) ring.addEdge(around[i], around[(i + 1) % n]);
        return ring;
    }

    // A window showing a built n-edge ground ring with the class panel in front; nullptr if no window.
    static MainWindow* openOnGroundRing(int n) {
        MainWindow* w = openWindow();
        if (!w) return nullptr;
        w->document()->setPicture(groundRing(n));
        w->document()->waitForAnalysis();
        w->scene()->finishBuild();
        w->sideTabs()->setCurrentWidget(w->classPanel());
        return w;
    }

    // Selects edge `id` by clicking it in Select mode; false if it is hidden under other items.
    static bool select(MainWindow& w, EdgeId id) {
        w.scene()->setMode(PictureScene::Mode::Select);
        std::optional<QPoint> vp = clearPointOn(w.view(), w.scene(), id);
        if (!vp) return false;
        clickAt(w.view()->viewport(), *vp);
        w.classPanel()->waitForMating();
        return w.scene()->selectedEdges() == std::vector<EdgeId>{id};
    }

    static QStringList headers(ClassMatrixModel* t, Qt::Orientation o) {
        QStringList out;
        const int n = o == Qt::Horizontal ? t->columnCount() : t->rowCount();
        for (int i = 0; i < n; ++i) out << t->headerData(i, o, Qt::DisplayRole).toString();
        return out;
    }
    static QString cell(ClassMatrixModel* t, int i, int j) { return t->index(i, j).data().toString(); }

    // The table shows exactly mateClass's matrix for the class of `id`; the heading numbers the
    // class from 1, like the command line.
    static QString checkAgainstCore(MainWindow& w, EdgeId id) {
        const Picture& p = w.document()->picture();
        const Analysis& a = w.document()->analysis();
        const int c = a.edge(id, p).concyclicClass;
        if (c < 0) return QStringLiteral("edge %1 has no class").arg(id);
        ClassMating m = mateClass(p, a.classes[c]);
        ClassMatrixModel* t = w.classPanel()->matrix();
        const int k = static_cast<int>(m.edges.size());
        if (t->rowCount() != k || t->columnCount() != k)
            return QStringLiteral("edge %1: table %2×%3 for a class of %4").arg(id).arg(t->rowCount()).arg(t->columnCount()).arg(k);
        for (int i = 0; i < k; ++i)
            for (int j = 0; j < k; ++j) {
                const QString want = i == j ? QStringLiteral("–") : QString::number(m.matrix[i][j]);
                if (cell(t, i, j) != want)
                    return QStringLiteral("edge %1: cell (%2, %3) is %4, the core says %5").arg(id).arg(i).arg(j).arg(cell(t, i, j), want);
            }
        const QString heading = w.classPanel()->heading()->text();
        if (!heading.contains(QStringLiteral("Concyclic class %1</b>").arg(c + 1)))
            return QStringLiteral("edge %1: heading %2, class %3").arg(id).arg(heading).arg(c + 1);
        const QString mating = w.classPanel()->mating()->text();
        if (mating.contains(QStringLiteral("Spinster")) != m.spinster.has_value())
            return QStringLiteral("edge %1: spinster shown wrongly: %2").arg(id).arg(mating);
        return {};
    }

private slots:
    void loversBridgeShowsConwaysMatrix() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/lovers-bridge.json"));
        QVERIFY(w);
        QVERIFY(select(*w, 2));  // r, a deck edge
        QCOMPARE(w->sideTabs()->currentWidget(), static_cast<QWidget*>(w->classPanel()));
        ClassMatrixModel* t = w->classPanel()->matrix();
        const QStringList deck{"p", "q", "r", "s", "t"};
        QCOMPARE(headers(t, Qt::Horizontal), deck);
        QCOMPARE(headers(t, Qt::Vertical), deck);
        // ONAG Fig. 42: rows x, columns y.
        const int conway[5][5] = {{0, 1, 7, 1, 1}, {1, 0, 1, 3, 15}, {7, 1, 0, 1, 1}, {1, 3, 1, 0, 3}, {1, 15, 1, 3, 0}};
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 5; ++j)
                QCOMPARE(cell(t, i, j), i == j ? QStringLiteral("–") : QString::number(conway[i][j]));
        const QString mating = w->classPanel()->mating()->text();
        QVERIFY2(mating.contains(QStringLiteral("{q, t} (15), {p, r} (7)")), qPrintable(mating));
        QVERIFY2(mating.contains(QStringLiteral("<b>Spinster:</b> s")), qPrintable(mating));
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("5 edges")), qPrintable(w->classPanel()->heading()->text()));
        QCOMPARE(checkAgainstCore(*w, 2), QString());
        closeWindow(w);
    }

    void edgesOfOneNameAreToldApart() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(w);
        QVERIFY(select(*w, 64));  // the top of the door; its posts are both "door post"
        const QStringList h = headers(w->classPanel()->matrix(), Qt::Horizontal);
        QCOMPARE(h, (QStringList{"door post (62)", "door post (63)", "top of the door"}));
        const QString mating = w->classPanel()->mating()->text();
        QVERIFY2(mating.contains(QStringLiteral("{door post (62), door post (63)} (3)")), qPrintable(mating));
        QVERIFY2(mating.contains(QStringLiteral("Spinster:</b> top of the door")), qPrintable(mating));
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("3 edges")), qPrintable(w->classPanel()->heading()->text()));

        QVERIFY(select(*w, 0));  // the trunk: a bridge
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("is a bridge")), qPrintable(w->classPanel()->heading()->text()));
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 0);
        closeWindow(w);
    }

    // An arch of 200 edges between two base nodes is one class: its whole matrix is shown (model and
    // view), and the mating listed. While the panel is hidden, edits do not rebuild it; it catches up when shown.
    void largeClassAndHiddenPanel() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        Picture arch;
        NodeId previous = arch.addNode(Point{0, 0}, true);
        for (int i = 1; i < 200; ++i) {
            const double angle = 3.14159265 * i / 200;
            NodeId next = arch.addNode(Point{100 - 100 * std::cos(angle), 100 * std::sin(angle)});
            arch.addEdge(previous, next);
            previous = next;
        }
        arch.addEdge(previous, arch.addNode(Point{200, 0}, true));
        w->document()->setPicture(arch);
        w->document()->waitForAnalysis();
        w->view()->resetZoom();  // at actual size, where each edge is long enough to click
        w->view()->centerOn(w->scene()->edgeItem(100));
        QVERIFY(select(*w, 100));
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("200 edges")), qPrintable(w->classPanel()->heading()->text()));
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 200);
        QCOMPARE(checkAgainstCore(*w, 100), QString());
        const QString mating = w->classPanel()->mating()->text();
        QCOMPARE(mating.count(QStringLiteral("} (")), 100);  // 100 pairs, no spinster
        QVERIFY(mating.contains(QStringLiteral("No spinster")));

        QVERIFY(w->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));
        w->document()->waitForAnalysis();
        QVERIFY(select(*w, 64));  // the door: 3 rows
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 3);
        w->sideTabs()->setCurrentWidget(w->gardenView());
        w->classPanel()->showClassOf(std::nullopt);  // as a new selection would, while hidden
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 3);  // not rebuilt while hidden
        w->sideTabs()->setCurrentWidget(w->classPanel());
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 0);  // caught up when shown
        QVERIFY(w->classPanel()->heading()->text().contains(QStringLiteral("Select an edge")));
        closeWindow(w);
    }

    void matingComesFromTheWorker() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/lovers-bridge.json"));
        QVERIFY(w);
        ClassPanel* panel = w->classPanel();
        const auto artifact = w->document()->artifact();
        const int c = artifact->edge(2)->concyclicClass;
        QCOMPARE(artifact->cachedMating(c), nullptr);
        std::optional<QPoint> vp = clearPointOn(w->view(), w->scene(), 2);
        QVERIFY(vp);
        clickAt(w->view()->viewport(), *vp);
        // No event loop has run since the click: the window has asked the worker and says so.
        QVERIFY2(panel->mating()->text().contains(QStringLiteral("Mating the class")), qPrintable(panel->mating()->text()));
        QCOMPARE(panel->matrix()->rowCount(), 0);
        panel->waitForMating();
        QVERIFY(artifact->cachedMating(c));
        QCOMPARE(panel->matrix()->rowCount(), 5);
        QCOMPARE(checkAgainstCore(*w, 2), QString());
        // Asked again: a lookup in the artifact, shown at once, no worker.
        panel->showClassOf(std::nullopt);
        panel->showClassOf(2);
        QVERIFY(!panel->matingRunning());
        QCOMPARE(panel->matrix()->rowCount(), 5);
        closeWindow(w);
    }

    void matingOfAnEditedPictureIsNotShown() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/lovers-bridge.json"));
        QVERIFY(w);
        ClassPanel* panel = w->classPanel();
        std::optional<QPoint> vp = clearPointOn(w->view(), w->scene(), 2);
        QVERIFY(vp);
        clickAt(w->view()->viewport(), *vp);
        QVERIFY(panel->matingRunning());
        // Before the worker's answer is collected, a chord between the ends of edge 2 splits the
        // class: what is finally shown is the new picture's class, not the one asked for.
        const Edge r = w->document()->picture().edge(2);
        w->undoStack()->push(new AddEdgeCommand(w->document(), r.from, r.to));
        w->document()->waitForAnalysis();
        panel->waitForMating();
        const auto& classes = w->document()->analysis().classes;
        const int c = w->document()->artifact()->edge(2)->concyclicClass;
        QVERIFY(classes[c].size() != 5);
        QCOMPARE(panel->matrix()->rowCount(), int(classes[c].size()));
        QCOMPARE(checkAgainstCore(*w, 2), QString());
        closeWindow(w);
    }

    void anotherPictureForgetsTheEdge() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(w);
        w->sideTabs()->setCurrentWidget(w->classPanel());
        QVERIFY(w->classPanel()->isVisible());
        QVERIFY(select(*w, 64));  // the door: a matrix to show
        QVERIFY(!w->classPanel()->table()->isHidden());
        QVERIFY(select(*w, 0));  // the trunk: a bridge
        QVERIFY(w->classPanel()->heading()->text().contains(QStringLiteral("Edge 0 is a bridge")));
        QVERIFY(w->classPanel()->table()->isHidden());  // no empty box under the sentence
        // Another picture, which has an edge 0 too, that nobody clicked.
        QVERIFY(w->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json")));
        w->document()->waitForAnalysis();
        QVERIFY(w->scene()->selectedEdges().empty());
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("Select an edge")),
                 qPrintable(w->classPanel()->heading()->text()));
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 0);
        QVERIFY(w->classPanel()->table()->isHidden());
        // New, then an edge 0 drawn: still nothing selected, nothing described.
        QVERIFY(select(*w, 0));
        w->actions().newFile->trigger();  // as the user does it
        w->undoStack()->push(new AddNodeCommand(w->document(), Point{0, 0}, true));
        w->undoStack()->push(new AddEdgeCommand(w->document(), w->document()->picture().nodes().front().id, Point{0, 2}, false));
        w->document()->waitForAnalysis();
        QVERIFY(w->document()->picture().hasEdge(0));
        QVERIFY2(w->classPanel()->heading()->text().contains(QStringLiteral("Select an edge")),
                 qPrintable(w->classPanel()->heading()->text()));
        closeWindow(w);
    }

    // Conway's lovers' bridge: pointing at cell (p, r) highlights p (red) and r (indigo) on the
    // canvas, and only them, and the status line says the core's sentence with the matrix's names;
    // another cell moves both marks; leaving the matrix clears them.
    void class_matrix_hoverHighlightsXAndY() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/lovers-bridge.json"));
        QVERIFY(w);
        QVERIFY(select(*w, 2));
        ClassPanel* panel = w->classPanel();
        QTableView* table = panel->table();
        ClassMatrixModel* m = panel->matrix();
        QCOMPARE(m->rowCount(), 5);
        const Picture& picture = w->document()->picture();
        auto marked = [&] {
            std::vector<std::pair<EdgeId, QColor>> out;
            for (const Edge& e : picture.edges())
                if (w->scene()->edgeItem(e.id)->look() == EdgeItem::Look::Class) out.push_back({e.id, w->scene()->edgeItem(e.id)->stroke().color()});
            return out;
        };
        w->scene()->hoverEdge(std::nullopt);  // the mouse went from the canvas (which clears the hover) to the panel
        QVERIFY(marked().empty());  // classes not shown: nothing coloured before
        auto hover = [&](int row, int column) {
            const QRect r = table->visualRect(m->index(row, column));
            QTest::mouseMove(table->viewport(), r.center());
            QMouseEvent move(QEvent::MouseMove, QPointF(r.center()), table->viewport()->mapToGlobal(QPointF(r.center())), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(table->viewport(), &move);
        };
        for (int row = 0; row < 5; ++row)
            for (int column = 0; column < 5; ++column) {
                if (row == column) continue;
                hover(row, column);
                const EdgeId x = m->edgeAt(row), y = m->edgeAt(column);
                QCOMPARE(w->scene()->markedX(), std::optional<EdgeId>(x));
                QCOMPARE(w->scene()->markedY(), std::optional<EdgeId>(y));
                const auto got = marked();
                QCOMPARE(got.size(), std::size_t(2));
                for (const auto& [id, colour] : got) {
                    QVERIFY(id == x || id == y);
                    QCOMPARE(colour, id == x ? PictureScene::kMarkX : PictureScene::kMarkY);
                }
                // the names shown are the picture's own
                QCOMPARE(m->headerData(row, Qt::Vertical, Qt::DisplayRole).toString(), QString::fromStdString(picture.edge(x).name));
                QCOMPARE(m->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(), QString::fromStdString(picture.edge(y).name));
                const QString px = QString::fromStdString(picture.edge(x).name), py = QString::fromStdString(picture.edge(y).name);
                const QString want = QStringLiteral("(%1|%2) = ω(σ_%1(%2)) = %3: the weight of %2 after %1 is chopped")
                                         .arg(px, py, cell(m, row, column));
                QCOMPARE(w->statusBar()->currentMessage(), want);
            }
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(table->viewport(), &leave);
        QCOMPARE(w->scene()->markedX(), std::nullopt);
        QVERIFY(marked().empty());
        QVERIFY(w->statusBar()->currentMessage().isEmpty());
        closeWindow(w);
    }

    // A 2,000-edge ring through the ground is one class: the matrix shown asks the model for the
    // cells it paints only (a few hundred), not the 4,000,000 of the class.
    void class_matrix_paintsVisibleCellsOnly() {
        const int n = 2000;
        MainWindow* w = openOnGroundRing(n);
        QVERIFY(w);
        ClassPanel* panel = w->classPanel();
        panel->showClassOf(5);
        panel->waitForMating();
        QCOMPARE(panel->matrix()->rowCount(), n);
        QApplication::processEvents();
        panel->matrix()->resetDataRequests();
        panel->table()->viewport()->repaint();  // one paint of the matrix
        const QSize cells = panel->table()->viewport()->size();
        const long long visible = (cells.width() / panel->table()->columnWidth(0) + 2) * (cells.height() / panel->table()->rowHeight(0) + 2);
        QVERIFY2(panel->matrix()->dataRequests() > 0, "the matrix was not painted");
        QVERIFY2(panel->matrix()->dataRequests() <= visible,
                 qPrintable(QStringLiteral("%1 cells asked for, %2 visible").arg(panel->matrix()->dataRequests()).arg(visible)));
        closeWindow(w);
    }

    // A large class's matrix and its wall of mating text share a vertical splitter, and in a
    // 1280×720 window the matrix is given more of the height than the text.
    void class_matrix_takesTheRoomInASplitter() {
        MainWindow* w = openOnGroundRing(400);
        QVERIFY(w);
        w->resize(1280, 720);
        ClassPanel* panel = w->classPanel();
        panel->showClassOf(5);
        panel->waitForMating();
        QCOMPARE(panel->matrix()->rowCount(), 400);
        QApplication::processEvents();
        auto* splitter = panel->findChild<QSplitter*>();
        QVERIFY2(splitter, "no splitter in the class panel");
        QCOMPARE(splitter->orientation(), Qt::Vertical);
        QCOMPARE(splitter->count(), 2);
        QCOMPARE(splitter->widget(0), static_cast<QWidget*>(panel->table()));
        QVERIFY(splitter->widget(1)->isAncestorOf(panel->mating()));
        QVERIFY(panel->table()->isVisible() && panel->mating()->isVisible());
        const int matrix = panel->table()->height(), text = splitter->widget(1)->height();
        QVERIFY2(matrix > text, qPrintable(QStringLiteral("matrix %1 px, text %2 px").arg(matrix).arg(text)));
        closeWindow(w);
    }

    // The matrix's headers take the size the panel measured from the names (O(k) advances), so the
    // relayout after a 2,000-edge class comes asks the model for the sections painted only, not for
    // the 200 first and last sections of each header that QHeaderView measures by itself.
    void class_matrix_headersMeasureNoSections() {
        const int n = 2000;
        MainWindow* w = openOnGroundRing(n);
        QVERIFY(w);
        QApplication::processEvents();
        ClassPanel* panel = w->classPanel();
        panel->matrix()->resetHeaderRequests();
        panel->showClassOf(5);
        panel->waitForMating();
        QCOMPARE(panel->matrix()->rowCount(), n);
        QApplication::processEvents();  // the relayout and the paint
        QTableView* t = panel->table();
        const QSize cells = t->viewport()->size();
        const long long sections = cells.width() / t->columnWidth(0) + cells.height() / t->rowHeight(0) + 4;
        // a painted section asks for a few roles (display, font, alignment, colours, decoration, …)
        const long long bound = 12 * sections;
        QVERIFY2(panel->matrix()->headerRequests() > 0, "the headers were not painted");
        QVERIFY2(panel->matrix()->headerRequests() <= bound,
                 qPrintable(QStringLiteral("%1 header cells asked for; %2 sections visible").arg(panel->matrix()->headerRequests()).arg(sections)));
        // and the names still fit: the row names' column is as wide as a column
        QCOMPARE(t->verticalHeader()->width(), t->columnWidth(0));
        closeWindow(w);
    }

    void randomPicturesMatchTheCore() {
        std::mt19937 rng(4242);
        MainWindow* w = openWindow();
        QVERIFY(w);
        int checked = 0;
        for (int round = 0; round < 40; ++round) {
            w->document()->setPicture(randomPicture(rng, 3 + rng() % 5, 3 + rng() % 8));
            w->document()->waitForAnalysis();
            w->view()->fitToContents();
            const Analysis& a = w->document()->analysis();
            for (const auto& cls : a.classes)
                for (EdgeId id : cls) {
                    if (!select(*w, id)) continue;
                    QString problem = checkAgainstCore(*w, id);
                    QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
                    ++checked;
                    break;
                }
        }
        qInfo("%d classes checked", checked);
        QVERIFY(checked >= 40);
        closeWindow(w);
    }
};

QTEST_MAIN(TestClassPanel)
#include "tst_class_panel.moc"
