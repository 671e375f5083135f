// QCOMPARE for the core's 128-bit integers (wide_integer.h): Qt Test prints a failed comparison
// through QTest::toString, which knows no __int128; this gives it the decimal text.
#pragma once

#include "homestead/wide_integer.h"

#include <QtTest>

namespace QTest {
template <>
inline char* toString(const homestead::Int128& value) {
    return qstrdup(homestead::toDecimal(value).c_str());
}
}  // namespace QTest
