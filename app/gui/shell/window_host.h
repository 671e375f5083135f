// The application's window, built again when the language changes (Language menu, window_language.h):
// every text of the window is set where its widget is made, so a window made after the translators
// changed speaks the new language throughout — menus, pages, dialogs and the core's sentences alike.
// The new window takes over the old one's drawing (window_drawing.h: the picture, its file, the undo
// history, unsaved changes and their autosave), the page shown, the Welter and Nim positions (as new
// games from them), a game of Hackenbush in progress (the same game: its moves, players and position),
// the drawing's selection, the canvas's zoom and place in view (canvas_state.h), presentation mode and
// the geometry; the old one goes without asking to save.
//
//   WindowHost host;  host.window()->show();
//   connect(&host, &WindowHost::windowReplaced, ...);   // the window after a language switch
#pragma once

#include <QObject>
#include <QPointer>

namespace homestead::gui {

class MainWindow;

class WindowHost : public QObject {
    Q_OBJECT
public:
    explicit WindowHost(QObject* parent = nullptr);
    ~WindowHost() override;

    MainWindow* window() const { return window_; }
    // Builds the window again around the same drawing (what the language switch does).
    void rebuild();

signals:
    void windowReplaced(homestead::gui::MainWindow* window);

private:
    QPointer<MainWindow> window_;
};

}  // namespace homestead::gui
