// The engine runner shared by Play and Welter's strip (see engine_runner.h).
#include "engine_runner.h"

namespace homestead::gui {

EngineRunner::EngineRunner(QObject* parent) : QObject(parent) {
    connect(&job_, &LatestJob::busyChanged, this, &EngineRunner::busyChanged);
}

}  // namespace homestead::gui
