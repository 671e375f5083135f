// The file the benchmarks that open a picture in the window open: `edges` loops on one base node,
// or a random drawn-like picture of `edges` edges without positions (the window lays it out),
// written to big.json in `dir`.
//
//   QTemporaryDir dir;  window.startOpening(homestead::bench::writeOpenBenchFile(dir, 100000, false));
#pragma once

#include "bench_pictures.h"
#include "picture_io.h"

#include "../core/random_picture.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace homestead::bench {

inline QString writeOpenBenchFile(const QTemporaryDir& dir, int edges, bool loops) {
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(gui::io::writeJson(loops ? loopsOnOneNode(edges) : testing::randomLargePicture(7, edges))));
    return path;
}

}  // namespace homestead::bench
