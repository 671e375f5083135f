// The size of every number the application shows, as one factor that each view multiplies its own
// pixel sizes by: canvas labels, the garden, the class matrix, the Welter and Nim pages, the status
// line and tooltips. It is the user's text size (View → Larger Text Ctrl+Shift+=, Smaller Text
// Ctrl+Shift+-, Reset; remembered with QSettings) times a boost while presentation mode is on, so a
// page needs one hook for both. One object for the application: a page reads factor() when it
// builds its fonts and listens to changed() to build them again. The steps are a short fixed list,
// so Larger and Smaller undo each other.
//
//   QFont f = font();
//   f.setPixelSize(TextScale::pixels(14));
//   connect(TextScale::instance(), &TextScale::changed, this, [this] { rebuildFonts(); });
//   TextScale::follow(panel, [panel] { panel->refresh(); });   // a whole widget's inherited font
//
// Presentation mode promises more than a factor: every number readable from the back of a room,
// its digits at least kPresentationDigitPixels tall as drawn (their ink, not the font's nominal
// size), times the user's text size. backRow(font) raises a font that falls short to that height;
// factorFor(font) is the factor that does so for a font drawn scaled (the canvas's labels).
//
//   painter.setFont(TextScale::backRow(numberFont));
#pragma once

#include <QFont>
#include <QObject>

#include <functional>

class QWidget;

namespace homestead::gui {

class TextScale : public QObject {
    Q_OBJECT
public:
    // The text sizes offered, smallest first; 1 is the default.
    static constexpr double kSteps[] = {0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5, 3.0};
    // How much larger everything is in presentation mode, on top of the user's size.
    static constexpr double kPresentationBoost = 1.75;
    // The key under which the user's size is stored.
    static constexpr const char* kSettingsKey = "view/textScale";

    // The application's one instance (made on first use, reading the stored size).
    static TextScale* instance();
    // `base` pixels at the current factor, rounded (never below 1).
    static int pixels(double base);
    // Gives `widget` (and the children that inherit its font) the application's font times the
    // factor, now and on every change, then calls `relayout` (if given) after a change: the one
    // hook a panel or page needs when its text is in ordinary widgets. `backRow` also raises that
    // font to backRow()'s height while presenting (a page whose every text may hold a number).
    static void follow(QWidget* widget, std::function<void()> relayout = {}, bool backRow = false);
    // `font`, `k` times larger in whichever unit it is given (points, or pixels: never below 1).
    static QFont scaled(QFont font, double k);
    // The height of a digit's ink while presenting, in pixels at the user's size 1 (WCAG's large
    // text is 24 px; a digit of 24 px reads from the back of a classroom at a projector's 1280×720).
    static constexpr double kPresentationDigitPixels = 24;
    // `font` as a number is drawn in it: while presenting, raised (never lowered) until its digits
    // stand kPresentationDigitPixels × userFactor() tall; unchanged otherwise.
    static QFont backRow(QFont font);
    // The factor a font given at natural size (`base`) is drawn at: factor(), and while presenting at
    // least what makes its digits kPresentationDigitPixels × userFactor() tall.
    static double factorFor(const QFont& base);
    // The height of the ink of `font`'s digits (the tallest without overshoot), in pixels.
    static double digitHeight(const QFont& font);

    double factor() const { return userFactor_ * (presentation_ ? kPresentationBoost : 1.0); }
    double userFactor() const { return userFactor_; }
    bool presentation() const { return presentation_; }
    bool canGrow() const;
    bool canShrink() const;

    void larger();   // the next step up (none past the last)
    void smaller();  // the next step down
    void reset();    // back to 1
    // Sets the user's size (clamped to the steps' range) and stores it.
    void setUserFactor(double factor);
    void setPresentation(bool on);
    // Reads the stored size again (tests; a second window).
    void reload();

signals:
    void changed(double factor);

private:
    TextScale();
    void apply(double userFactor, bool presentation);
    double userFactor_ = 1.0;
    bool presentation_ = false;
};

}  // namespace homestead::gui
