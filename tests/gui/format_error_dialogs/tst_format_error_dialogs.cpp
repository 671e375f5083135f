// format_error_dialogs: a bad picture file opened in a German, French or Spanish window is told in
// that language. Opening an .edges file with a letter for a node id, a JSON picture whose edge has no
// "to" and one with a node id used twice, pasting a CGSuite string with an unknown character and a
// picture JSON naming a missing node, and restoring a recovery file whose picture is bad: each error
// dialog (or the recovery's question) holds the core's sentence in the window's language, with the
// file, the line and column or JSON path and the quoted detail, and no English word of the English
// sentence (format_error_checks.h). In the English window the dialog says what() word for word.
#include "core/format_error_checks.h"
#include "gui_test_helpers.h"
#include "window_in_language.h"

#include "main_window.h"
#include "private_file.h"
#include "recovery_controller.h"
#include "recovery_file.h"
#include "window_language.h"

#include "homestead/cgsuite.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"
#include "homestead/picture_file.h"
#include "homestead/picture_json.h"
#include "homestead/text_input.h"

#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <optional>
#include <string>

using namespace guitest;

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The error the core's reader gives for the file at `path`.
std::optional<FormatError> errorOpening(const QString& path) {
    try {
        loadPictureFile(QFile::encodeName(path).toStdString(), FileAccess::Copy);
    } catch (const FormatError& error) {
        return error;
    }
    return std::nullopt;
}

std::optional<FormatError> errorReading(const std::string& cgsuite) {
    try {
        readCgsuite(cgsuite);
    } catch (const FormatError& error) {
        return error;
    }
    return std::nullopt;
}

// A text as a dialog's plain text shows it (a no-break space, French's before a colon, as a space).
QString asShown(QString text) { return text.replace(QChar(0x00A0), QLatin1Char(' ')); }

// The text of the window's newest error dialog as a reader sees it (its HTML made plain); the
// dialogs are closed.
QString lastDialogText(MainWindow* w) {
    const QList<QMessageBox*> boxes = w->findChildren<QMessageBox*>(QStringLiteral("errorDialog"));
    if (boxes.isEmpty()) return {};
    const QString text = QTextDocumentFragment::fromHtml(boxes.last()->informativeText()).toPlainText();
    qDeleteAll(boxes);
    return text;
}

QString where(const QString& what) { return what + QStringLiteral(" (") + QString::fromLatin1(languageCode(windowLanguage()).data(), 2) + QLatin1Char(')'); }

}  // namespace

class FormatErrorDialogs : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    void badFilesInTheWindowsLanguage_data() {
        addTranslatedLanguageRows();
        QTest::newRow("en") << QStringLiteral("en");
    }

    void badFilesInTheWindowsLanguage() {
        QFETCH(QString, code);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString letter = dir.filePath(QStringLiteral("letter.edges"));
        QVERIFY(writeBytes(letter, "ground 0\n0 1\n1 x\n"));
        const QString noTo = dir.filePath(QStringLiteral("no-to.json"));
        QVERIFY(writeBytes(noTo, R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 0, "ground": true}, {"id": 1}],
"edges": [{"id": 0, "from": 0}]})"));
        const QString twice = dir.filePath(QStringLiteral("twice.json"));
        QVERIFY(writeBytes(twice, R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 0}, {"id": 0}], "edges": []})"));
        MainWindow* w = openWindowIn(code);
        QVERIFY(w);
        const Language language = windowLanguage();
        QCOMPARE(QString::fromLatin1(languageCode(language).data(), 2), code);

        struct Case {
            QString path;
            QString place;  // the line and column or the JSON path, in the window's language
        };
        const Case cases[] = {
            {letter, QString::fromStdString(message(language, Msg::FormatLineColumn, {"3", "3"}))},
            {noTo, QStringLiteral("$.edges[0]")},
            {twice, QStringLiteral("$.nodes[1].id")},
        };
        for (const Case& c : cases) {
            const std::optional<FormatError> error = errorOpening(c.path);
            QVERIFY(error);
            const QString english = QString::fromStdString(error->what());
            const QString expected = QString::fromStdString(error->text(language));
            QVERIFY2(!w->openFile(c.path), qPrintable(c.path));
            QCOMPARE(w->lastError(), expected);
            const QString dialog = lastDialogText(w);
            QVERIFY2(dialog.contains(asShown(expected)), qPrintable(where(dialog)));
            QVERIFY2(dialog.contains(asShown(c.place)), qPrintable(where(dialog)));
            QVERIFY2(dialog.contains(QString::fromStdString(displayPath(QFile::encodeName(c.path).toStdString()))), qPrintable(where(dialog)));
            if (language == Language::English) {
                QCOMPARE(expected, english);
                continue;
            }
            const QString problem = formatcheck::formatErrorProblem(dialog, english, {QString::fromStdString(displayPath(QFile::encodeName(c.path).toStdString()))});
            QVERIFY2(problem.isEmpty(), qPrintable(where(problem)));
        }
        closeWindow(w);
    }

    // Paste: a CGSuite string and a picture's JSON from the clipboard, the clipboard named in the language.
    void pastesInTheWindowsLanguage_data() { addTranslatedLanguageRows(); }
    void pastesInTheWindowsLanguage() {
        QFETCH(QString, code);
        MainWindow* w = openWindowIn(code);
        QVERIFY(w);
        const Language language = windowLanguage();

        const std::optional<FormatError> cgsuite = errorReading("ee?e");
        QVERIFY(cgsuite);
        QVERIFY(!w->pasteText(QStringLiteral("ee?e")));
        QCOMPARE(w->lastError(), QString::fromStdString(cgsuite->text(language)));
        QString dialog = lastDialogText(w);
        QVERIFY2(dialog.contains(asShown(QString::fromStdString(message(language, Msg::FormatCgsuiteColumn, {"3"})))), qPrintable(where(dialog)));
        QString problem = formatcheck::formatErrorProblem(dialog, QString::fromStdString(cgsuite->what()));
        QVERIFY2(problem.isEmpty(), qPrintable(where(problem)));

        QVERIFY(!w->pasteText(QStringLiteral(R"({"format": "homestead-picture", "version": 1, "nodes": [], "edges": [{"id": 0, "from": 7, "to": 7}]})")));
        dialog = lastDialogText(w);
        QVERIFY2(dialog.contains(asShown(QString::fromStdString(message(language, Msg::FormatNoSuchNode, {"7"})))), qPrintable(where(dialog)));
        problem = formatcheck::formatErrorProblem(dialog, QStringLiteral("clipboard: $.edges[0].from: node 7 does not exist"));
        QVERIFY2(problem.isEmpty(), qPrintable(where(problem)));
        closeWindow(w);
    }

    // Restore: a recovery file whose header reads but whose picture does not is offered as unreadable, told in the language.
    void recoveryInTheWindowsLanguage_data() { addTranslatedLanguageRows(); }
    void recoveryInTheWindowsLanguage() {
        QFETCH(QString, code);
        QVERIFY(makePrivateFolder(recoveryFolder()));
        const QString file = recoveryFilePath(newRecoveryId());
        QVERIFY(writeBytes(file, "{\"format\":\"homestead-recovery\",\"version\":2}\n"
                                 "{\"format\": \"homestead-picture\", \"version\": 1, \"nodes\": [], \"edges\": [{\"id\": 0}]}"));
        MainWindow* w = openWindowIn(code);
        QVERIFY(w);
        const Language language = windowLanguage();
        QString told;
        w->recovery()->setAnswer([&](const Recovery& r) {
            if (r.file != file) return RecoveryController::Answer::Keep;
            if (r.readable()) return RecoveryController::Answer::Restore;
            told = r.error;
            return RecoveryController::Answer::Discard;
        });
        QVERIFY(!w->offerRecovery());
        QVERIFY2(told.contains(QString::fromStdString(message(language, Msg::FormatEdgeNoFrom))), qPrintable(where(told)));
        const QString problem = formatcheck::formatErrorProblem(told, file + QStringLiteral(": ") + file + QStringLiteral(": $.edges[0]: the edge has no \"from\" node"), {file});
        QVERIFY2(problem.isEmpty(), qPrintable(where(problem)));
        QVERIFY(!QFile::exists(file));
        closeWindow(w);
    }
};

QTEST_MAIN(FormatErrorDialogs)
#include "tst_format_error_dialogs.moc"
