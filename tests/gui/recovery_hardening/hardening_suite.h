// The recovery_hardening suite is one program made of several Qt Test classes, one file per concern
// (recovery files, big titles, layout bounds, the file watcher, memory, integer limits), so that each
// concern keeps a file of its own and the suite still runs as one ctest entry. A file adds its class
// with HOMESTEAD_HARDENING_TEST(ClassName); main.cpp runs every registered class in name order.
//
//   class RecoveryFilesTest : public QObject { Q_OBJECT  private slots: void ... };
//   HOMESTEAD_HARDENING_TEST(RecoveryFilesTest)
//   #include "recovery_files.moc"
#pragma once

#include <QObject>

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace homestead::testing {

using HardeningTestFactory = std::function<std::unique_ptr<QObject>()>;

// The registered classes by name; filled before main runs by the registration objects below.
inline std::map<std::string, HardeningTestFactory>& hardeningTests() {
    static std::map<std::string, HardeningTestFactory> tests;
    return tests;
}

struct HardeningTestRegistration {
    HardeningTestRegistration(const char* name, HardeningTestFactory factory) {
        hardeningTests().emplace(name, std::move(factory));
    }
};

}  // namespace homestead::testing

#define HOMESTEAD_HARDENING_TEST(ClassName)                                                 \
    static const homestead::testing::HardeningTestRegistration registration##ClassName{      \
        #ClassName, [] { return std::unique_ptr<QObject>(std::make_unique<ClassName>()); }};
