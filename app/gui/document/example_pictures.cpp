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
                if (!p.title.empty()) title = QString::fromStdString(p.title);
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
