// A hook tests set to run code on a worker's thread at a given point (PictureLoader's read, the
// recovery files' read at start): set() from any thread, call() where the point is. The hook is
// copied out under the lock and run outside it, so a hook may block (tests hold a read back with it).
//
//   TestHook<const QString&> readHook;      // a file-scope hook
//   readHook.set([](const QString& path) { ... });
//   readHook.call(path);                    // nothing when none is set
#pragma once

#include <functional>
#include <mutex>

namespace homestead::gui {

template <class... Args>
class TestHook {
public:
    void set(std::function<void(Args...)> hook) {
        std::lock_guard lock(mutex_);
        hook_ = std::move(hook);
    }
    void call(Args... args) const {
        std::function<void(Args...)> hook;
        {
            std::lock_guard lock(mutex_);
            hook = hook_;
        }
        if (hook) hook(args...);
    }

private:
    mutable std::mutex mutex_;
    std::function<void(Args...)> hook_;
};

}  // namespace homestead::gui
