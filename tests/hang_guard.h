// The one time limit a test may use: a hang guard, so that a broken build fails instead of waiting
// forever. It is not a speed limit and never a figure: a step that takes a second alone can take a
// minute on a busy machine (the suite must pass while another build or `stress --cpu 2` runs beside
// it), so the guard is generous, and ctest's per-suite TIMEOUT (tests/CMakeLists.txt) stays above it.
// Durations are measured in tests/bench, never asserted here.
//
// Qt Test's QTRY_VERIFY, QTRY_VERIFY2 and QTRY_COMPARE give up after 5 s, which a busy machine can
// exceed; below they are redefined to wait up to the guard instead, so every waiting check in the
// suites has the same, generous limit. Include this header after <QTest>'s users' other includes
// (it includes <QTest> itself).
//
//   QTRY_VERIFY(game->isOver());                                     // waits up to the guard
//   QVERIFY(QTest::qWaitFor([&] { return done; }, homestead::testing::kHangGuardMs));
#pragma once

#include <QTest>

namespace homestead::testing {

inline constexpr int kHangGuardMs = 10 * 60 * 1000;

}  // namespace homestead::testing

#undef QTRY_VERIFY
#define QTRY_VERIFY(expr) QTRY_VERIFY_WITH_TIMEOUT(expr, homestead::testing::kHangGuardMs)
#undef QTRY_VERIFY2
#define QTRY_VERIFY2(expr, messageExpression) \
    QTRY_VERIFY2_WITH_TIMEOUT(expr, messageExpression, homestead::testing::kHangGuardMs)
#undef QTRY_COMPARE
#define QTRY_COMPARE(expr, expected) QTRY_COMPARE_WITH_TIMEOUT(expr, expected, homestead::testing::kHangGuardMs)
