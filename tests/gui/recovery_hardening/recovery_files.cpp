// recovery_hardening, recovery files (issue 37, items 1, 2, 5, 6, 9): a second run with the same pid
// (every launch in a PID namespace) offers the first run's recovery and never writes over it; a
// crashed owner not yet reaped (a zombie) holds nothing; a 1 MB title is offered at once, elided; an
// unreadable recovery is offered to be kept or deleted; a failing autosave says so in the status line
// and the title until it works again; the folder is 0700, the files and the settings 0600, and a
// link planted at the recovery path is replaced, its target untouched.
#include "hardening_suite.h"

#include "gui/gui_test_helpers.h"

#include "autosaver.h"
#include "edit_commands.h"
#include "private_file.h"
#include "recovery_controller.h"
#include "recovery_file.h"
#include "recovery_lock.h"
#include "status_line.h"
#include "window_start.h"

#include "homestead/picture_json.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hang_guard.h"

using namespace guitest;

namespace {

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

int mode(const QString& path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

void pushNode(MainWindow& w, double x) { w.undoStack()->push(new AddNodeCommand(w.document(), Point{x, 1}, false)); }

// A window's drawing autosaved now.
void autosave(MainWindow& w) {
    pushNode(w, double(w.undoStack()->index()));
    w.autosaver()->autosaveNow();
    w.autosaver()->waitForWrite();
}

Picture stalk(std::string title = "stalk") {
    Picture p;
    p.title = std::move(title);
    const NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1});
    p.addEdge(g, a);
    return p;
}

char processState(pid_t pid) {
    const QByteArray stat = contents(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && close + 2 < stat.size() ? stat.at(close + 2) : '?';
}

// What the offer at start saw, answered by `answer` (Keep unless told).
struct OfferLog {
    std::vector<Recovery> seen;
    std::function<RecoveryController::Answer(const Recovery&)> answer(RecoveryController::Answer a) {
        return [this, a](const Recovery& r) {
            seen.push_back(r);
            return a;
        };
    }
    const Recovery* find(const QString& file) const {
        for (const Recovery& r : seen)
            if (r.file == file) return &r;
        return nullptr;
    }
};

bool offerAtStart(MainWindow& w) {
    QSignalSpy offered(&w, &MainWindow::recoveryOffered);
    w.startRecoveryOffer();
    if (!QTest::qWaitFor([&] { return offered.count() == 1; }, homestead::testing::kHangGuardMs)) return false;
    return true;
}

}  // namespace

class RecoveryFilesTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QFile::remove(recoveryFolder());  // a file or a link left in its place by a test that failed
        QDir(recoveryFolder()).removeRecursively();
    }
    void cleanupTestCase() { QDir(recoveryFolder()).removeRecursively(); }

    // Item 1: in a PID namespace every launch has the same pid. Two windows of this process are two
    // such runs: the first "killed" (its file and lock file left, the lock held by nobody), the second
    // finds and offers its file, and its own autosave goes elsewhere.
    void aSecondRunWithTheSamePidOffersTheFirstRunsRecovery() {
        auto first = std::make_unique<MainWindow>();
        autosave(*first);
        autosave(*first);
        const QString firstFile = first->autosaver()->recoveryPath();
        const QByteArray firstBytes = contents(firstFile);
        QVERIFY(!firstBytes.isEmpty());
        QVERIFY(!firstFile.contains(QString::number(QCoreApplication::applicationPid())));
        const Picture drawn = first->document()->picture();
        first->autosaver()->leaveAsKilled();
        first.reset();
        QVERIFY(QFile::exists(firstFile));
        QVERIFY(QFile::exists(recoveryLockPath(firstFile)));  // naming this very pid

        MainWindow second;
        OfferLog log;
        second.recovery()->setAnswer(log.answer(RecoveryController::Answer::Keep));
        QVERIFY(offerAtStart(second));
        QVERIFY(log.find(firstFile));
        QVERIFY(log.find(firstFile)->readable());
        QCOMPARE(log.find(firstFile)->edges, qint64(0));
        autosave(second);
        autosave(second);
        QVERIFY(second.autosaver()->recoveryPath() != firstFile);
        QCOMPARE(contents(firstFile), firstBytes);  // never written over

        OfferLog again;  // kept: offered again, and restored
        second.undoStack()->setClean();
        second.recovery()->setAnswer(again.answer(RecoveryController::Answer::Restore));
        QVERIFY(second.offerRecovery());
        QVERIFY(second.document()->picture() == drawn);
        second.autosaver()->waitForWrite();
        QTRY_VERIFY(!QFile::exists(firstFile));
        second.undoStack()->setClean();
    }

    // Item 6: a crashed process its parent has not reaped yet is a zombie: alive to kill(pid, 0),
    // but it holds no file any more. Its lock is stale, its recovery offered.
    void aZombieOwnersLockIsStale() {
        const pid_t child = ::fork();
        if (child == 0) ::_exit(0);
        QVERIFY(child > 0);
        QTRY_COMPARE(processState(child), 'Z');
        QVERIFY(!processRunning(child));

        const QString file = recoveryFilePath(newRecoveryId());
        QVERIFY(writeRecovery(file, stalk(), QString()));
        {
            RecoveryLock lock(recoveryLockPath(file));
            QVERIFY(lock.acquire());
            lock.abandon();
        }
        QByteArray lockFile = contents(recoveryLockPath(file));
        lockFile = QByteArray::number(child) + lockFile.mid(lockFile.indexOf('\n'));  // the zombie's
        QVERIFY(writeBytes(recoveryLockPath(file), lockFile));
        QVERIFY(!recoveryLockHeld(recoveryLockPath(file)));
        std::vector<Recovery> offered = abandonedRecoveries();
        QCOMPARE(offered.size(), std::size_t(1));
        QCOMPARE(offered[0].file, file);
        ::waitpid(child, nullptr, 0);
    }

    // A live run's lock is held, in this process or another.
    void aLiveRunsLockIsHeld() {
        MainWindow w;
        autosave(w);
        QVERIFY(recoveryLockHeld(recoveryLockPath(w.autosaver()->recoveryPath())));
        QVERIFY(abandonedRecoveries().empty());
        w.undoStack()->setClean();
        QVERIFY(!QFile::exists(recoveryLockPath(w.autosaver()->recoveryPath())));  // let go with the file
    }

    // Item 2: a 1 MB title is offered at once (only the header is read), in the real dialog, elided;
    // a file of the earlier format whose header holds the whole megabyte is offered as unreadable.
    void aMegabyteTitleIsOfferedElided() {
        const std::string megabyte(1 << 20, 'T');
        const QString file = recoveryFilePath(newRecoveryId());
        QVERIFY(writeRecovery(file, stalk(megabyte), QString()));
        const Recovery header = readRecoveryHeader(file);
        QVERIFY(header.readable());
        QVERIFY(header.title.size() <= kRecoveryTitleChars + 1);
        QVERIFY(header.bytes > (1 << 20));

        const QString old = recoveryFilePath(newRecoveryId());
        const QJsonObject oldHeader{{QStringLiteral("format"), QStringLiteral("homestead-recovery")},
                                    {QStringLiteral("version"), 1},
                                    {QStringLiteral("pid"), 1},
                                    {QStringLiteral("path"), QString()},
                                    {QStringLiteral("title"), QString::fromStdString(megabyte)},
                                    {QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
        QVERIFY(writeBytes(old, QJsonDocument(oldHeader).toJson(QJsonDocument::Compact) + '\n' +
                                    QByteArray::fromStdString(writePictureJson(stalk(megabyte)))));

        MainWindow w;
        QStringList questions, unreadable;
        QTimer answerer;  // answers each question as a user would: closes it (Keep)
        connect(&answerer, &QTimer::timeout, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            (box->objectName() == QLatin1String("recoveryDialog") ? questions : unreadable)
                << box->text() + QLatin1Char('\n') + box->informativeText();
            box->reject();
        });
        answerer.start(20);
        QVERIFY(offerAtStart(w));
        answerer.stop();
        QCOMPARE(questions.size(), 1);
        QCOMPARE(unreadable.size(), 1);
        QVERIFY2(questions.first().size() < 2000, qPrintable(QString::number(questions.first().size())));
        QVERIFY(questions.first().contains(QStringLiteral("TTTT")));
        QVERIFY(questions.first().contains(QStringLiteral("…")));
        QVERIFY(unreadable.first().size() < 2000);
        QVERIFY(unreadable.first().contains(QStringLiteral("header")));
        QVERIFY(QFile::exists(file) && QFile::exists(old));  // both kept
    }

    // A drawing with nodes and no edge yet (a click on the empty canvas places a node) is offered as
    // one with "no edges yet", not "0 edges"; one edge is "1 edge", more are counted.
    void theOfferCountsTheEdgesInWords() {
        Picture dot;
        dot.addNode(Point{0, 3});
        const std::pair<Picture, QString> drawings[] = {{dot, QStringLiteral(": no edges yet.")},
                                                        {stalk(), QStringLiteral(": 1 edge.")}};
        for (const auto& [picture, said] : drawings) {
            const QString file = recoveryFilePath(newRecoveryId());
            QVERIFY(writeRecovery(file, picture, QString()));
            MainWindow w;
            QStringList questions;
            QTimer answerer;  // reads each question, then closes it (Keep)
            connect(&answerer, &QTimer::timeout, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                questions << box->informativeText();
                box->reject();
            });
            answerer.start(20);
            QVERIFY(offerAtStart(w));
            answerer.stop();
            QCOMPARE(questions.size(), 1);
            QVERIFY2(questions.first().contains(said), qPrintable(questions.first()));
            QVERIFY(!questions.first().contains(QStringLiteral(" 0 edges")));
            QVERIFY(QFile::remove(file));
        }
    }

    // Item 5: a file that cannot be read is offered, not skipped: kept, it stays; deleted, it goes.
    void anUnreadableRecoveryIsOfferedForDeletion() {
        const QString file = recoveryFilePath(newRecoveryId());
        QVERIFY(makePrivateFolder(recoveryFolder()));
        QVERIFY(writeBytes(file, "{\"format\":\"homestead-recovery\",\"version\":2}\nnot a picture"));
        const QString garbage = recoveryFilePath(newRecoveryId());
        QVERIFY(writeBytes(garbage, QByteArray(300, '\x01')));
        MainWindow w;
        OfferLog kept;
        w.recovery()->setAnswer(kept.answer(RecoveryController::Answer::Keep));
        QVERIFY(offerAtStart(w));
        QVERIFY(kept.find(garbage) && !kept.find(garbage)->readable());
        QVERIFY(!kept.find(garbage)->error.isEmpty());
        QVERIFY(QFile::exists(garbage) && QFile::exists(file));

        // deleted, it goes
        w.recovery()->setAnswer([](const Recovery& r) { return r.readable() ? RecoveryController::Answer::Keep : RecoveryController::Answer::Discard; });
        QVERIFY(!w.offerRecovery());
        QVERIFY(!QFile::exists(garbage) && QFile::exists(file));

        // a header that reads but a picture that does not: found out on Restore, then offered as unreadable
        OfferLog restore;
        w.recovery()->setAnswer([&](const Recovery& r) {
            restore.seen.push_back(r);
            return r.readable() ? RecoveryController::Answer::Restore : RecoveryController::Answer::Discard;
        });
        QVERIFY(!w.offerRecovery());
        QCOMPARE(restore.seen.size(), std::size_t(2));
        QVERIFY(restore.seen[0].readable() && !restore.seen[1].readable());
        QCOMPARE(restore.seen[1].file, file);
        QVERIFY(!QFile::exists(file));
        QVERIFY(w.document()->picture().empty());
    }

    // Item 5: a plain file where the recovery folder should be: said once in the status line and the
    // title, kept in the title when it changes, retried, and cleared once a write works.
    void aFailingAutosaveIsShownUntilItWorks() {
        QVERIFY(QDir().mkpath(QFileInfo(recoveryFolder()).absolutePath()));
        QVERIFY(writeBytes(recoveryFolder(), "in the way"));
        MainWindow w;
        QSignalSpy changes(w.autosaver(), &Autosaver::failureChanged);
        autosave(w);
        QVERIFY(!w.autosaver()->failure().isEmpty());
        QCOMPARE(changes.count(), 1);
        QVERIFY(w.windowTitle().contains(QStringLiteral("Autosave failed:")));
        QVERIFY(w.windowTitle().contains(QStringLiteral("save with Ctrl+S")));
        QVERIFY(w.status()->bar()->currentMessage().startsWith(QStringLiteral("Autosave failed:")));
        autosave(w);  // fails again: not said again
        QCOMPARE(changes.count(), 1);
        w.document()->setFilePath(QStringLiteral("/tmp/elsewhere.json"));  // the title changes: the warning stays
        QVERIFY(w.windowTitle().contains(QStringLiteral("elsewhere.json")));
        QVERIFY(w.windowTitle().contains(QStringLiteral("Autosave failed:")));

        QVERIFY(QFile::remove(recoveryFolder()));  // fixed: the retry works without another edit
        w.autosaver()->setRetryDelay(10);
        w.autosaver()->autosaveNow();  // (fails or is under way; the retry follows either way)
        QTRY_VERIFY(w.autosaver()->failure().isEmpty() && !w.autosaver()->writing());
        QCOMPARE(changes.count(), 2);
        QVERIFY(!w.windowTitle().contains(QStringLiteral("Autosave failed")));
        QVERIFY(!w.status()->bar()->currentMessage().contains(QStringLiteral("Autosave failed")));
        QVERIFY(QFile::exists(w.autosaver()->recoveryPath()));
        w.undoStack()->setClean();

        // failing again, then the drawing is saved: nothing unsaved is left to warn about
        QVERIFY(QDir(recoveryFolder()).removeRecursively());
        QVERIFY(writeBytes(recoveryFolder(), "in the way"));
        autosave(w);
        QVERIFY(w.windowTitle().contains(QStringLiteral("Autosave failed:")));
        w.undoStack()->setClean();
        QVERIFY(!w.windowTitle().contains(QStringLiteral("Autosave failed")));
        QVERIFY(QFile::remove(recoveryFolder()));
    }

    // Item 9: the folder 0700 (even one made earlier with 0755), the file 0600, the settings 0600.
    void recoveryAndSettingsArePrivate() {
        QVERIFY(QDir().mkpath(recoveryFolder()));
        QVERIFY(QFile::setPermissions(recoveryFolder(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                                            QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                            QFileDevice::ExeOther));
        const mode_t mask = ::umask(022);
        MainWindow w;
        autosave(w);
        QCOMPARE(mode(recoveryFolder()), 0700);
        QCOMPARE(mode(w.autosaver()->recoveryPath()), 0600);
        w.undoStack()->setClean();

        const QString settings = QSettings().fileName();
        QFile::remove(settings);
        QVERIFY(protectSettingsFile());
        QSettings().setValue(QStringLiteral("recoveryFilesTest"), QStringLiteral("/home/someone/private.json"));
        QSettings().sync();
        QCOMPARE(mode(settings), 0600);
        QVERIFY(QFile::setPermissions(settings, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther));
        QVERIFY(protectSettingsFile());  // an existing one made private too
        QCOMPARE(mode(settings), 0600);
        QSettings().remove(QStringLiteral("recoveryFilesTest"));
        ::umask(mask);
    }

    // Item 9: a link planted at the recovery path is replaced by the file; its target keeps its bytes.
    // A link planted in place of the folder is refused.
    void aPlantedLinkIsNotFollowed() {
        QTemporaryDir outside;
        const QString victim = outside.filePath(QStringLiteral("victim.txt"));
        QVERIFY(writeBytes(victim, "precious"));
        MainWindow w;
        QVERIFY(makePrivateFolder(recoveryFolder()));
        QVERIFY(QFile::link(victim, w.autosaver()->recoveryPath()));
        autosave(w);
        QVERIFY(w.autosaver()->failure().isEmpty());
        QCOMPARE(contents(victim), QByteArray("precious"));
        QVERIFY(!QFileInfo(w.autosaver()->recoveryPath()).isSymLink());
        QVERIFY(readRecovery(w.autosaver()->recoveryPath()).has_value());
        w.undoStack()->setClean();

        QVERIFY(QDir(recoveryFolder()).removeRecursively());
        QVERIFY(QFile::link(outside.path(), recoveryFolder()));
        const int outsideMode = mode(outside.path());
        MainWindow other;
        autosave(other);
        QVERIFY(!other.autosaver()->failure().isEmpty());
        QCOMPARE(QDir(outside.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("victim.txt")});
        QCOMPARE(mode(outside.path()), outsideMode);  // not made 0700 through the link either
        other.undoStack()->setClean();
        QFile::remove(recoveryFolder());
    }
};

HOMESTEAD_HARDENING_TEST(RecoveryFilesTest)
#include "recovery_files.moc"
