// The Help guide window and its links (see help_guide.h).
#include "help_guide.h"

#include "nim_style.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace homestead::gui {

QString guideHtml(Language language) {
    // the guide in `language` (guide_de.html, …); English, or a language without one: guide.html
    const std::string_view code = languageCode(language);
    QFile f(QStringLiteral(":/help/guide_%1.html").arg(QLatin1String(code.data(), qsizetype(code.size()))));
    if (language == Language::English || !f.exists()) f.setFileName(QStringLiteral(":/help/guide.html"));
    if (!f.open(QIODevice::ReadOnly)) return QObject::tr("<p>The guide is missing from this build of Homestead.</p>");
    return QString::fromUtf8(f.readAll());
}

QList<QUrl> guideLinks(Language language) {
    QList<QUrl> links;
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]*)\""));
    for (const auto& m : href.globalMatch(guideHtml(language))) {
        QString target = m.captured(1);
        target.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        links << QUrl(target);
    }
    return links;
}

std::optional<GuideExample> parseGuideExample(const QUrl& url) {
    if (url.scheme() != QStringLiteral("example")) return std::nullopt;
    GuideExample e;
    e.file = url.path();
    const QUrlQuery query(url);
    e.edgeName = query.queryItemValue(QStringLiteral("edge"), QUrl::FullyDecoded);
    if (query.hasQueryItem(QStringLiteral("id"))) {
        bool ok = false;
        const int id = query.queryItemValue(QStringLiteral("id")).toInt(&ok);
        if (ok) e.edgeId = id;
    }
    e.classPanel = query.queryItemValue(QStringLiteral("panel")) == QStringLiteral("class");
    if (e.file.isEmpty()) return std::nullopt;
    return e;
}

std::optional<std::vector<std::int64_t>> parseGuideNim(const QUrl& url) {
    if (url.scheme() != QStringLiteral("nim")) return std::nullopt;
    std::vector<std::int64_t> heaps;
    for (const QString& word : url.path().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        heaps.push_back(word.trimmed().toLongLong(&ok));
        if (!ok) return std::nullopt;
    }
    return heaps;
}

std::optional<QStringList> parseGuideAnimating(const QUrl& url) {
    if (url.scheme() != QStringLiteral("animating")) return std::nullopt;
    const QStringList steps = url.path(QUrl::FullyDecoded).split(QLatin1Char(';'));
    if (steps.isEmpty() || steps.size() > 2 || steps.front().trimmed().isEmpty()) return std::nullopt;
    return steps;
}

std::optional<GuideTransfinite> parseGuideTransfinite(const QUrl& url) {
    if (url.scheme() != QStringLiteral("transfinite")) return std::nullopt;
    const QString path = url.path(QUrl::FullyDecoded);
    const QString game = path.section(QLatin1Char('/'), 0, 0);
    if (game != QStringLiteral("welter") && game != QStringLiteral("nim")) return std::nullopt;
    GuideTransfinite t;
    t.nim = game == QStringLiteral("nim");
    t.coins = path.section(QLatin1Char('/'), 1).split(QLatin1Char(','), Qt::SkipEmptyParts).join(QLatin1Char(' '));
    return t;
}

HelpGuide::HelpGuide(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Homestead guide"));
    setObjectName(QStringLiteral("helpGuide"));
    browser_ = new QTextBrowser;
    browser_->setOpenLinks(false);  // every link goes through follow()
    browser_->setAccessibleName(tr("Guide"));
    applyNimFont(browser_, NimText::Body);
    browser_->setHtml(guideHtml());
    connect(browser_, &QTextBrowser::anchorClicked, this, &HelpGuide::follow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(640, 620);
}

void HelpGuide::follow(const QUrl& url) {
    if (url.scheme().isEmpty() && url.hasFragment()) {
        browser_->scrollToAnchor(url.fragment());
        return;
    }
    if (const auto e = parseGuideExample(url)) emit exampleRequested(*e);
    else if (const auto heaps = parseGuideNim(url)) emit nimRequested(*heaps);
    else if (const auto steps = parseGuideAnimating(url)) emit animatingRequested(*steps);
    else if (const auto position = parseGuideTransfinite(url)) emit transfiniteRequested(*position);
}

}  // namespace homestead::gui
