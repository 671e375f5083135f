// Help → Guide (F1): the offline guide inside the application (resources/help/guide.html, built in
// under :/help, and guide_de.html, guide_fr.html, guide_es.html in the window's language): what Nim, Hackenbush unrestrained and Welter's game are, and a glossary whose links open
// the example pictures at the right place. The guide is a non-modal window with a QTextBrowser; links
// inside it (#glossary) scroll, and the links below are handed to the main window as requests:
//   example:FILE?edge=NAME[&panel=class]   open the example picture FILE, select the edge of that name
//   example:FILE?id=N[&panel=class]        … or the edge with that id; panel=class shows its class
//   nim:3,4,5                              the Nim page with those heaps
//   animating:-2 ^3 +3 ^5;+2 ^3 -1 ^5     the Animating functions page with f (and g) set
//   transfinite:welter/1,w*2+4,w^2+w*5+25  the Transfinite page, Welter (or nim/…) on those coins;
//   transfinite:welter                     … or just that game, on the position it has
// O(size of the guide) to load; nothing is computed here.
//
//   auto* guide = new HelpGuide(window);  connect(guide, &HelpGuide::exampleRequested, …);  guide->show();
#pragma once

#include "window_language.h"

#include <QDialog>
#include <QUrl>

#include <optional>
#include <vector>

class QTextBrowser;

namespace homestead::gui {

// An example link of the guide, read.
struct GuideExample {
    QString file;                 // "girl-on-one-foot.json"
    QString edgeName;             // the edge to select by name, or empty
    std::optional<int> edgeId;    // … or by id
    bool classPanel = false;      // show the concyclic class panel
};
std::optional<GuideExample> parseGuideExample(const QUrl& url);
// "nim:3,4,5" → {3, 4, 5}; nullopt for another link.
std::optional<std::vector<std::int64_t>> parseGuideNim(const QUrl& url);
// "animating:-2 ^3;+2 ^3" → {"-2 ^3", "+2 ^3"} (the steps of f, and of g when given); nullopt for
// another link.
std::optional<QStringList> parseGuideAnimating(const QUrl& url);
// "transfinite:nim/1,w*2+4" → Nim with the coins "1 w*2+4" (as typed on the page); "transfinite:welter" →
// Welter, no coins; nullopt for another link or another game.
struct GuideTransfinite {
    bool nim = false;
    QString coins;  // space-separated, as the page's box takes them; empty: keep the position
};
std::optional<GuideTransfinite> parseGuideTransfinite(const QUrl& url);
// The guide's HTML (from the resources) and every link in it, in order.
// In `language`: guide_de.html, guide_fr.html, guide_es.html (the same sections, anchors and links).
QString guideHtml(Language language = windowLanguage());
QList<QUrl> guideLinks(Language language = windowLanguage());

class HelpGuide : public QDialog {
    Q_OBJECT
public:
    explicit HelpGuide(QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }
    // Follows a link as a click on it would (tests use it for every link of the guide).
    void follow(const QUrl& url);

signals:
    void exampleRequested(const homestead::gui::GuideExample& example);
    void nimRequested(const std::vector<std::int64_t>& heaps);
    void animatingRequested(const QStringList& steps);
    void transfiniteRequested(const homestead::gui::GuideTransfinite& position);

private:
    QTextBrowser* browser_ = nullptr;
};

}  // namespace homestead::gui
