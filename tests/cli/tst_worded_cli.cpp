// The last of homestead-cli's words that were English whatever --lang said, run as a process: explain's
// refusal of a floating edge, search's limits (its help and its "too large" error), animating's labels,
// the export types render names, a PNG past its limits (the note, the refusal), the overview's word on
// --lang, bad exercise options, and a file that cannot be written (a folder
// that does not exist, a folder or a device in the file's place, a full disk) for convert, render and
// exercises. Without --lang each line is byte for byte what the tool always printed (a contract:
// shared/DESIGN.md); with --lang de, fr or es it is the core catalogue's sentence, with the file named.
#include <QtTest>

#include "../cli_process.h"
#include "../gui/full_disk.h"

#include <fstream>

class WordedCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString path(const QString& name) const { return dir.filePath(name); }
    QString door() const { return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"); }
    // stderr of `args`, with the exit status it must have
    QByteArray errorOf(const QStringList& args, int status) {
        const CliResult r = runCli(args);
        if (r.status != status) qWarning("status %d, stderr: %s", r.status, r.err.constData());
        return r.status == status && r.out.isEmpty() ? r.err : QByteArray("(status or stdout wrong)");
    }

private slots:
    void explainRefusesAFloatingEdgeInEachLanguage() {
        std::ofstream(path("float.json").toStdString())
            << R"({"format":"homestead-picture","version":1,"nodes":[{"id":0,"x":0,"y":0,"ground":true},{"id":1,"x":0,"y":1},)"
               R"({"id":2,"x":3,"y":3},{"id":3,"x":4,"y":4}],"edges":[{"id":0,"from":0,"to":1},{"id":1,"from":2,"to":3}]})";
        const QStringList args{"explain", path("float.json"), "--edge", "1"};
        QCOMPARE(errorOf(args, 2), QByteArray("homestead-cli: explain: --edge 1: edge 1 is floating (not connected to the ground): "
                                              "it has no stress and takes no part in the game\n"));
        QCOMPARE(errorOf(args + QStringList{"--lang", "de"}, 2),
                 QByteArray("homestead-cli: explain: --edge 1: Kante 1 schwebt in der Luft (nicht mit dem Boden verbunden): "
                            "Sie hat keine Spannung und spielt nicht mit\n"));
        QCOMPARE(errorOf(args + QStringList{"--lang", "fr"}, 2),
                 QByteArray("homestead-cli: explain\u00A0: --edge 1\u00A0: l'arête 1 flotte en l'air (sans lien avec le sol)\u00A0: "
                            "elle n'a pas de tension et ne joue aucun rôle\n"));
    }

    void searchSaysItsLimitsInEachLanguage() {
        QVERIFY(runCli({"search", "--help"}).out.contains("beyond its limits: 30 standing edges, 1,000,000 positions or 10 seconds of search.\n"));
        QVERIFY(runCli({"search", "--help", "--lang", "de"}).out.contains("30 stehende Kanten, 1.000.000 Stellungen oder 10 Sekunden Suche."));
        QVERIFY(runCli({"--lang", "es", "help", "search"}).out.contains("30 aristas en pie, 1.000.000 posiciones o 10 segundos de búsqueda."));
        const QStringList large{"search", "--cgsuite", ":G" + QString(38, QLatin1Char('e'))};
        QCOMPARE(errorOf(large, 2), QByteArray("homestead-cli: search: the picture has 38 standing edges; exhaustive search is limited to 30\n"));
        QCOMPARE(errorOf(large + QStringList{"--lang", "fr"}, 2),
                 QByteArray("homestead-cli: search\u00A0: le dessin a 38 arêtes debout\u00A0; la recherche complète est limitée à 30\n"));
    }

    void animatingLabelsInEachLanguage() {
        const QStringList steps{"animating", "-2", "^3", "+3", "^5"};
        QCOMPARE(runCli(steps).out, QByteArray("steps: -2 ^3 +3 ^5\nf(x) = x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6\npoles: -2 -1 1\nNim: 6\n"
                                               "Welt: none (the Nim is not 0)\n"));
        QCOMPARE(runCli(steps + QStringList{"--lang", "de"}).out,
                 QByteArray("Schritte: -2 ^3 +3 ^5\nf(x) = x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6\nPole: -2 -1 1\nNim: 6\n"
                            "Welt: keine (das Nim ist nicht 0)\n"));
        QCOMPARE(runCli({"--lang", "fr", "animating", "+1"}).out,
                 QByteArray("étapes\u00A0: +1\nf(x) = x ⊕ (x|-1)\npôles\u00A0: -1\nNim\u00A0: 0\nWelt\u00A0: -1\n"));
        QCOMPARE(runCli({"animating", "--lang", "es", "^2"}).out.split('\n').value(2), QByteArray("polos: ninguno"));
        QCOMPARE(runCli({"animating", "^2"}).out.split('\n').value(2), QByteArray("poles: none"));
    }

    void renderNamesItsTypesInEachLanguage() {
        const QStringList bmp{"render", door(), "-o", path("x.bmp")};
        QCOMPARE(errorOf(bmp, 2), "homestead-cli: render: -o '" + path("x.bmp").toUtf8() + "': the file must end in .png, .svg, .pdf or .tex\n");
        QVERIFY(errorOf(bmp + QStringList{"--lang", "de"}, 2).endsWith(".png, .svg, .pdf oder .tex enden\n"));
    }

    // A PNG past its limits: drawn smaller with a note, or refused when too small to read, in the language.
    void pngLimitsInEachLanguage() {
        const auto wide = [this](const QString& name, const char* x) {
            std::ofstream(path(name).toStdString())
                << R"({"format":"homestead-picture","version":1,"nodes":[{"id":0,"x":0,"y":0,"ground":true},{"id":1,"x":)" << x
                << R"(,"y":0,"ground":true},{"id":2,"x":0,"y":1}],"edges":[{"id":0,"from":0,"to":2}]})";
            return path(name);
        };
        const QString wider = wide(QStringLiteral("wider.json"), "150"), widest = wide(QStringLiteral("widest.json"), "1000000");
        const CliResult english = runCli({"render", wider, "-o", path("wider.png")});
        QCOMPARE(english.status, 0);
        QVERIFY2(english.err.startsWith("homestead-cli: render: note: " + path("wider.png").toUtf8() + ": the picture is drawn at ") &&
                     english.err.endsWith(" pixels: a PNG is limited to 16384 pixels a side and 64 million in all\n"),
                 english.err.constData());
        const CliResult german = runCli({"render", wider, "-o", path("wider.png"), "--lang", "de"});
        QCOMPARE(german.status, 0);
        QVERIFY2(german.err.startsWith("homestead-cli: render: Hinweis: " + path("wider.png").toUtf8() + ": das Bild ist in ") &&
                     german.err.endsWith(" Pixel: ein PNG ist auf 16384 Pixel je Seite und insgesamt 64 Millionen begrenzt\n"),
                 german.err.constData());
        const QByteArray refused = errorOf({"render", widest, "-o", path("widest.png")}, 2);
        QVERIFY2(refused.startsWith("homestead-cli: render: " + path("widest.png").toUtf8() + ": the image would be ") &&
                     refused.endsWith("too small to read its numbers (export SVG instead)\n"),
                 refused.constData());
        const QByteArray french = errorOf({"render", widest, "-o", path("widest.png"), "--lang", "fr"}, 2);
        QVERIFY2(french.startsWith("homestead-cli: render\u00A0: " + path("widest.png").toUtf8() + "\u00A0: le fichier ferait ") &&
                     french.endsWith("trop petit pour en lire les nombres (exporte plutôt en SVG)\n"),
                 french.constData());
        QVERIFY(!QFileInfo::exists(path("widest.png")));
    }

    // The overview says that --lang words everything (each command's output, its errors, --help), in
    // every language, not only the few commands it once named.
    void theOverviewSaysWhatLangWords() {
        QVERIFY(runCli({"--help"}).out.contains("\nSentences are in English; --lang de, fr or es writes them all in German, French or Spanish: each\n"
                                                "command's output and errors, and --help. JSON keys and numbers never change.\n"));
        QVERIFY(runCli({"--help", "--lang", "de"}).out.contains("Spanisch: die Ausgabe und die Fehler jedes Befehls und --help."));
        QVERIFY(runCli({"--help", "--lang", "fr"}).out.contains("ou en espagnol\u00A0: la sortie et les erreurs de chaque commande, et --help."));
        QVERIFY(runCli({"--lang", "es", "help"}).out.contains("la salida y los errores de cada orden, y --help."));
        for (const char* language : {"en", "de", "fr", "es"})
            QVERIFY2(!runCli({"--help", "--lang", language}).out.contains("search, exercises\n--json)"), language);
    }

    void badExerciseOptionsInEachLanguage() {
        QCOMPARE(errorOf({"exercises", "--count", "0", "--json"}, 2), QByteArray("homestead-cli: exercises: the count must be from 1 to 100, not 0\n"));
        QCOMPARE(errorOf({"exercises", "--count", "0", "--json", "--lang", "es"}, 2),
                 QByteArray("homestead-cli: exercises: la cantidad debe ir de 1 a 100, no 0\n"));
    }

    // A file that cannot be written: exit status 1 and one line naming the file and the problem.
    void unwritableFilesInEachLanguage() {
        const QByteArray missing = path("missing/door.json").toUtf8();
        const QStringList convert{"convert", door(), "-o", path("missing/door.json")};
        QCOMPARE(errorOf(convert, 1), "homestead-cli: convert: " + missing + ": cannot create the file: No such file or directory; nothing was written\n");
        QCOMPARE(errorOf(convert + QStringList{"--lang", "de"}, 1),
                 "homestead-cli: convert: " + missing + ": die Datei kann nicht angelegt werden: Datei oder Ordner existiert nicht; es wurde nichts geschrieben\n");
        QCOMPARE(errorOf(convert + QStringList{"--lang", "fr"}, 1),
                 "homestead-cli: convert\u00A0: " + missing + "\u00A0: impossible de créer le fichier\u00A0: fichier ou dossier inexistant\u00A0; rien n'a été écrit\n");
        const QByteArray sheet = path("missing/sheet.pdf").toUtf8();
        QCOMPARE(errorOf({"exercises", "--count", "1", "-o", path("missing/sheet.pdf"), "--lang", "es"}, 1),
                 "homestead-cli: exercises: " + sheet + ": no se puede crear el archivo: no existe el archivo o la carpeta; no se escribió nada\n");
        // a folder, a device where the file should be
        QVERIFY(QDir(dir.path()).mkdir("folder.svg"));
        const QByteArray folder = path("folder.svg").toUtf8();
        QCOMPARE(errorOf({"render", door(), "-o", path("folder.svg")}, 1), "homestead-cli: render: " + folder + ": is a folder, not a file; nothing was written\n");
        QCOMPARE(errorOf({"render", door(), "-o", path("folder.svg"), "--lang", "de"}, 1),
                 "homestead-cli: render: " + folder + ": ist ein Ordner, keine Datei; es wurde nichts geschrieben\n");
        QVERIFY(guitest::makeSpecialFile(path("device.json")));
        const QByteArray device = path("device.json").toUtf8();
        QCOMPARE(errorOf({"convert", door(), "-o", path("device.json")}, 1),
                 "homestead-cli: convert: " + device + ": is not a regular file (a device or a pipe); choose a file name; nothing was written\n");
        QCOMPARE(errorOf({"convert", door(), "-o", path("device.json"), "--lang", "es"}, 1),
                 "homestead-cli: convert: " + device + ": no es un archivo normal (un dispositivo o una tubería); elige un nombre de archivo; "
                 "no se escribió nada\n");
    }

    void aFullDiskInEachLanguage() {
        guitest::FullDisk disk;
        const QStringList render{"render", door(), "-o", disk.path("door.png")};
        const QByteArray png = disk.path("door.png").toUtf8();
        disk.fill();
        const QByteArray english = errorOf(render, 1), german = errorOf(render + QStringList{"--lang", "de"}, 1);
        disk.release();
        // (creating the file or writing it fails, as the disk decides: the reason is the disk's)
        QVERIFY2(english.startsWith("homestead-cli: render: " + png + ": ") && english.contains(": " + disk.reason().toUtf8() + "; nothing was written\n"),
                 english.constData());
        const QByteArray reason = disk.mounted() ? QByteArray("auf dem Datenträger ist kein Platz mehr") : QByteArray("die Datei ist zu groß");
        QVERIFY2(german.startsWith("homestead-cli: render: " + png + ": die Datei kann nicht ") &&
                     german.endsWith(": " + reason + "; es wurde nichts geschrieben\n"),
                 german.constData());
        QVERIFY(disk.files().isEmpty());
    }
};

QTEST_APPLESS_MAIN(WordedCliTest)
#include "tst_worded_cli.moc"
