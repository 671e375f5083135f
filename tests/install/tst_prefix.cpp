// install_prefix: `cmake --install` of this build into a temporary prefix gives a working Homestead.
// The installed homestead-cli analyses the installed Homestead picture (value 10); the installed
// homestead lists exactly the installed example pictures (`--list-examples`: the Examples menu's
// list), while the program in the build folder lists its built-in copies; the .desktop entry names
// the installed program, the installed icon and the picture type of the installed MIME package; and
// that package, compiled with update-mime-database, gives *.hackenbush.json files and files whose
// content says "homestead-picture" that type, a plain JSON file not.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr int kHangGuardMs = 120000;  // a broken program fails instead of hanging the suite

struct Run {
    int status = -1;
    QByteArray out, err;
};

Run run(const QString& program, const QStringList& arguments, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    Run r;
    if (!p.waitForStarted(kHangGuardMs) || !p.waitForFinished(kHangGuardMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "did not run to the end: " + p.errorString().toUtf8();
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QStringList pictureNames(const QString& folder) {
    return QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// `homestead --list-examples` as (title, file) pairs; XDG data folders pointed at an empty one, so
// only the program's own examples count.
QList<QPair<QString, QString>> listExamples(const QString& program, const QString& emptyData) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), emptyData);
    env.insert(QStringLiteral("XDG_DATA_DIRS"), emptyData);
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));  // listing must not need a display
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    const Run r = run(program, {QStringLiteral("--list-examples")}, env);
    QList<QPair<QString, QString>> out;
    if (r.status != 0) {
        qWarning("%s --list-examples: status %d, %s", qPrintable(program), r.status, r.err.constData());
        return out;
    }
    for (const QString& line : QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList parts = line.split(QLatin1Char('\t'));
        if (parts.size() == 2) out.append({parts[0], parts[1]});
        else out.append({line, QString()});
    }
    return out;
}

}  // namespace

class TestPrefix : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(prefix_.isValid());
        QVERIFY(emptyData_.isValid());
        const Run r = run(QStringLiteral(HOMESTEAD_CMAKE),
                          {QStringLiteral("--install"), QStringLiteral(HOMESTEAD_BUILD_DIR), QStringLiteral("--prefix"), prefix_.path()});
        QVERIFY2(r.status == 0, r.err.constData());
    }

    void installedCliAnalysesAnInstalledPicture() {
        const QString cli = prefix_.filePath(QStringLiteral("bin/homestead-cli"));
        QVERIFY(QFileInfo(cli).isExecutable());
        const QString picture = prefix_.filePath(QStringLiteral("share/homestead/pictures/homestead.json"));
        const Run r = run(cli, {QStringLiteral("analyse"), QStringLiteral("--json"), picture});
        QVERIFY2(r.status == 0, r.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(result.contains(QStringLiteral("value")), r.out.constData());
        QCOMPARE(result.value(QStringLiteral("value")).toInt(-1), 10);
        QVERIFY(!result.value(QStringLiteral("edges")).toArray().isEmpty());
    }

    void everyExamplePictureIsInstalled() {
        const QStringList source = pictureNames(QStringLiteral(HOMESTEAD_RESOURCES "/pictures"));
        QVERIFY(source.size() >= 10);
        QCOMPARE(pictureNames(prefix_.filePath(QStringLiteral("share/homestead/pictures"))), source);
    }

#ifdef HOMESTEAD_WITH_GUI
    // The Examples menu of the installed program offers the installed files (every one, by title).
    void installedGuiFindsItsExamples() {
        const QString gui = prefix_.filePath(QStringLiteral("bin/homestead"));
        QVERIFY(QFileInfo(gui).isExecutable());
        const QString folder = QFileInfo(prefix_.filePath(QStringLiteral("share/homestead/pictures"))).canonicalFilePath();
        const auto examples = listExamples(gui, emptyData_.path());
        QCOMPARE(examples.size(), pictureNames(folder).size());
        bool homestead = false;
        for (const auto& [title, file] : examples) {
            QVERIFY2(QFileInfo(file).canonicalPath() == folder, qPrintable(title + QStringLiteral(": ") + file));
            homestead = homestead || (title == QStringLiteral("Hackenbush Homestead") && file.endsWith(QStringLiteral("/homestead.json")));
        }
        QVERIFY(homestead);
    }

    // Run from the build folder (no share/homestead beside it) it offers its built-in copies.
    void buildTreeGuiListsItsBuiltInExamples() {
        const auto examples = listExamples(QStringLiteral(HOMESTEAD_GUI), emptyData_.path());
        QCOMPARE(examples.size(), pictureNames(QStringLiteral(HOMESTEAD_RESOURCES "/pictures")).size());
        for (const auto& [title, file] : examples) QVERIFY2(file.startsWith(QStringLiteral(":/pictures/")), qPrintable(file));
    }

    void desktopEntryIconAndMimeTypeFitTogether() {
        const QString desktop = prefix_.filePath(QStringLiteral("share/applications/homestead.desktop"));
        QVERIFY(QFile::exists(desktop));
        QSettings entry(desktop, QSettings::IniFormat);
        entry.beginGroup(QStringLiteral("Desktop Entry"));
        QCOMPARE(entry.value(QStringLiteral("Type")).toString(), QStringLiteral("Application"));
        QCOMPARE(entry.value(QStringLiteral("Exec")).toString().section(QLatin1Char(' '), 0, 0), QStringLiteral("homestead"));
        QVERIFY(QFile::exists(prefix_.filePath(QStringLiteral("bin/homestead"))));
        const QString icon = entry.value(QStringLiteral("Icon")).toString();
        QCOMPARE(icon, QStringLiteral("homestead"));
        QVERIFY(QFile::exists(prefix_.filePath(QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(icon))));
        QVERIFY(QFile::exists(prefix_.filePath(QStringLiteral("share/icons/hicolor/scalable/mimetypes/application-x-homestead-picture.svg"))));
        // QSettings reads "a;b;" as a list
        const QStringList types = entry.value(QStringLiteral("MimeType")).toStringList().filter(QRegularExpression(QStringLiteral(".+")));
        QCOMPARE(types, QStringList{QStringLiteral("application/x-homestead-picture")});

        QFile package(prefix_.filePath(QStringLiteral("share/mime/packages/homestead.xml")));
        QVERIFY(package.open(QIODevice::ReadOnly));
        QVERIFY(package.readAll().contains("type=\"application/x-homestead-picture\""));
    }

    // The installed MIME package, compiled as a desktop would, does what its comment says.
    void mimePackageRecognisesPictures() {
        const QString mime = prefix_.filePath(QStringLiteral("share/mime"));
        const Run r = run(QStringLiteral("update-mime-database"), {mime});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(QFile::exists(mime + QStringLiteral("/mime.cache")));
        // QMimeDatabase reads the XDG data folders when first used (nothing in this suite used it before)
        qputenv("XDG_DATA_DIRS", (prefix_.filePath(QStringLiteral("share")) + QStringLiteral(":/usr/local/share:/usr/share")).toUtf8());
        qputenv("XDG_DATA_HOME", emptyData_.path().toUtf8());
        QMimeDatabase db;
        const QMimeType picture = db.mimeTypeForName(QStringLiteral("application/x-homestead-picture"));
        QVERIFY(picture.isValid());
        QVERIFY(picture.inherits(QStringLiteral("application/json")));
        QCOMPARE(db.mimeTypeForFile(QStringLiteral("door.hackenbush.json"), QMimeDatabase::MatchExtension).name(), picture.name());
        QCOMPARE(db.mimeTypeForFile(QStringLiteral("data.json"), QMimeDatabase::MatchExtension).name(), QStringLiteral("application/json"));
        QFile homestead(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(homestead.open(QIODevice::ReadOnly));
        QCOMPARE(db.mimeTypeForData(homestead.readAll()).name(), picture.name());
        QVERIFY(db.mimeTypeForData(QByteArray("{\"format\": \"something-else\", \"version\": 1}")).name() != picture.name());
    }
#endif

private:
    QTemporaryDir prefix_, emptyData_;
};

QTEST_GUILESS_MAIN(TestPrefix)
#include "tst_prefix.moc"
