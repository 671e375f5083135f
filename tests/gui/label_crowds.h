// Label crowds the placement does not clear yet (issue 38, item 2, left to do): rows of the label
// suites in which a few labels still meet (a leader through another label, a label over an edge).
// Such a row is held to the number of faults it has now, so it cannot get worse unnoticed, and its
// faults are printed; every other row must have none. Clearing a crowd means taking its row out of
// the suite's list, which makes it strict again.
//
//   const QString problem = crowdProblem(faults, QString::fromLatin1(QTest::currentDataTag()), kStillCrowded);
//   QVERIFY2(problem.isEmpty(), qPrintable(problem));
#pragma once

#include <QDebug>
#include <QString>
#include <QStringList>

#include <vector>

namespace guitest {

struct KnownCrowd {
    const char* row;  // the data tag of the row
    int most;         // the faults it may still have
};

// "" when `faults` is empty, or within what a listed row may still have; else what is wrong.
inline QString crowdProblem(const QStringList& faults, const QString& row, const std::vector<KnownCrowd>& known) {
    int allowed = 0;
    for (const KnownCrowd& k : known)
        if (row == QLatin1String(k.row)) allowed = k.most;
    if (allowed > 0 && !faults.isEmpty())
        qInfo().noquote() << "still crowded (" << faults.size() << "of at most" << allowed << "):" << faults.join(QStringLiteral("; "));
    if (faults.size() <= allowed) return {};
    return faults.join(QLatin1Char('\n')) +
           (allowed ? QStringLiteral("\n(%1 faults; this crowded row may have at most %2)").arg(faults.size()).arg(allowed) : QString());
}

}  // namespace guitest
