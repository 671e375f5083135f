// The example pictures: where they are looked for and how they are listed (see example_pictures.h).
#include "example_pictures.h"

#include "picture_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace homestead::gui {

namespace {
// Examples are read when the menu is filled, at start-up: a huge file there is no example.
constexpr qint64 kMaxExampleBytes = 4 << 20;

// The titles of the pictures Homestead comes with, for lupdate: the menu shows them in the window's
// language (a title not listed here, a user's own picture's, is shown as it is).
[[maybe_unused]] constexpr const char* kBuiltInTitles[] = {
    QT_TRANSLATE_NOOP("ExamplePictures", "A cycle on a stalk"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Door"),
    QT_TRANSLATE_NOOP("ExamplePictures", "A flower"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Girl on both feet"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Girl on one foot"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Girl with umbrella and bird (a)"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Girl with umbrella and bird (b)"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Hackenbush Homestead"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Lovers' bridge"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Stalks of 2, 3 and 5"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Ambidextrous strong-man (a)"),
    QT_TRANSLATE_NOOP("ExamplePictures", "Ambidextrous strong-man (b)"),
    QT_TRANSLATE_NOOP("ExamplePictures", "A tree"),
};
}  // namespace

QStringList exampleFolders() {
    QStringList folders;
    auto add = [&](const QString& folder) {
        const QString clean = QDir::cleanPath(folder);
        if (QFileInfo(clean).isDir() && !folders.contains(clean)) folders << clean;
    };
    add(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/homestead/pictures"));
    for (const QString& data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        add(data + QStringLiteral("/homestead/pictures"));
    add(QStringLiteral(":/pictures"));
    return folders;
}

std::vector<ExamplePicture> examplePictures(const QStringList& folders) {
    std::vector<ExamplePicture> examples;
    QSet<QString> seen;
    for (const QString& folder : folders) {
        const QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
        for (const QFileInfo& file : files) {
            if (seen.contains(file.fileName()) || file.size() > kMaxExampleBytes) continue;
            QFile f(file.filePath());
            if (!f.open(QIODevice::ReadOnly)) continue;
            QString title = file.completeBaseName();
            try {
                const Picture p = io::readJson(f.readAll().toStdString(), file.filePath().toStdString());
                if (!p.title.empty())
                    title = QCoreApplication::translate("ExamplePictures", p.title.c_str());  // kBuiltInTitles
            } catch (const std::exception&) {
                continue;  // not a picture: left out of the menu
            }
            seen.insert(file.fileName());
            examples.push_back({title, file.filePath()});
        }
    }
    std::sort(examples.begin(), examples.end(), [](const ExamplePicture& a, const ExamplePicture& b) {
        return QString::localeAwareCompare(a.title, b.title) < 0;
    });
    return examples;
}

}  // namespace homestead::gui
