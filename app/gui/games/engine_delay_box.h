// The one "Engine delay" control of both games: a spin box in seconds (0 to 5, default 0.6) bound to
// an EngineRunner, the wait before each engine move in every mode (human against engine too). It is
// never greyed out: the delay applies whenever an engine is to move. Its number is written as the
// window's language writes one ("0,6 s" in German: windowLocale()), whatever the system's.
//
//   form->addRow(tr("Engine delay:"), engineDelayBox(runner));
#pragma once

class QDoubleSpinBox;

namespace homestead::gui {

class EngineRunner;

QDoubleSpinBox* engineDelayBox(EngineRunner* runner);

}  // namespace homestead::gui
