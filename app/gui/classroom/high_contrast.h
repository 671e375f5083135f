// The high-contrast theme: every stroke thicker, darker text on opaque rimmed plates, pale colours
// replaced by ones of at least 3:1 on white (render::edgePen's `strong`). It is on while the user's
// View → High Contrast (Ctrl+Shift+C, remembered with QSettings) is checked, and always while
// presentation mode is: one object for the application, which the canvases follow.
//
//   connect(HighContrast::instance(), &HighContrast::changed, scene, &PictureScene::setHighContrast);
//   addHighContrastAction(window, viewMenu);
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace homestead::gui {

class HighContrast : public QObject {
    Q_OBJECT
public:
    // The key under which the user's choice is stored.
    static constexpr const char* kSettingsKey = "view/highContrast";

    // The application's one instance (made on first use, reading the stored choice).
    static HighContrast* instance();

    bool on() const { return user_ || presentation_; }
    bool userOn() const { return user_; }
    // Sets the user's choice and stores it.
    void setUserOn(bool on);
    // Presentation mode begins (true) or ends.
    void setPresentation(bool on);
    // Reads the stored choice again (tests; a second window).
    void reload();

signals:
    void changed(bool on);  // on() changed

private:
    HighContrast();
    void apply(bool user, bool presentation);
    bool user_ = false;
    bool presentation_ = false;
};

// View → High Contrast: a checkable action (a child of `window`, named highContrast) with its
// shortcut on `window` and its item in `menu` (if given), checked while the user's choice is on.
QAction* addHighContrastAction(QWidget* window, QMenu* menu);

}  // namespace homestead::gui
