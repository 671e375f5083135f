// A file's bytes for a test's comparison: empty when it cannot be read (a test then compares against
// what it expected and fails with both shown).
//
//   QCOMPARE(readAll(path), before);   // the save left the file as it was
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace homestead::testing {

inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace homestead::testing
