// Big immutable data (a big picture's artifact, a class's k×k mating matrix) is freed off the
// window's thread: freeing it costs milliseconds, and the last reference to an old revision's artifact is dropped wherever a view lets go of it,
// usually on the window's thread. releasedOffThread() wraps an object in a shared_ptr whose deleter,
// when it runs on the application's main thread, hands the delete to the background pool
// (background_pool.h: low priority, never a thread the next analysis needs); on any other thread
// (or with no application or pool left, at exit) it deletes at once.
//
//   auto artifact = releasedOffThread(std::make_unique<const PictureAnalysis>(picture));
//   snapshot_ = newer;   // the old artifact's last reference: deleted on a worker
#pragma once

#include <functional>
#include <memory>

namespace homestead::gui {

// Runs `destroy` (which deletes `what`) on a worker if called on the main thread, else here.
void releaseOffWindowThread(const void* what, std::function<void()> destroy);

template <class T> std::shared_ptr<const T> releasedOffThread(std::unique_ptr<const T> object) {
    return std::shared_ptr<const T>(object.release(), [](const T* p) { releaseOffWindowThread(p, [p] { delete p; }); });
}

// Tests: called with each object released this way, on the thread that deletes it, just before the
// delete, and whether that thread is the main one. Empty: no observer.
void setReleaseObserver(std::function<void(const void* what, bool onWindowThread)> observer);

}  // namespace homestead::gui
