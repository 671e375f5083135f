// Runs every Qt Test class registered with HOMESTEAD_HARDENING_TEST, in name order, in one
// application; the suite fails if any class does. Arguments after the program name go to each class
// (so `-v2` or a test function's name work as with any Qt Test suite).
#include "hardening_suite.h"

#include <QApplication>
#include <QTest>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (homestead::testing::hardeningTests().empty())
        return 1;  // a suite that checks nothing is a defect, not a pass
    int failures = 0;
    for (auto& [name, make] : homestead::testing::hardeningTests()) {
        std::unique_ptr<QObject> test = make();
        failures += QTest::qExec(test.get(), argc, argv) != 0 ? 1 : 0;
    }
    return failures == 0 ? 0 : 1;
}
