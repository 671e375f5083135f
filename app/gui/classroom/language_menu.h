// The Language menu: English, Deutsch, Français, Español — each named in itself, so anyone finds
// their own — checked at the language the window speaks; choosing one switches to it and remembers
// it for the next start (WindowLanguage::choose, window_language.h). The actions are named language_en,
// language_de, language_fr and language_es.
//
//   menuBar()->addMenu(makeLanguageMenu(window));
#pragma once

class QMenu;
class QWidget;

namespace homestead::gui {

QMenu* makeLanguageMenu(QWidget* window);

}  // namespace homestead::gui
