// The find bar: a query typed, matched by the core on a worker, the matches stepped through on the
// canvas (see find_bar.h).
#include "find_bar.h"
#include "window_language.h"

#include "readable_zoom.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "picture_view.h"

#include "homestead/find_text.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <utility>

namespace homestead::gui {

FindBar::FindBar(PictureView* view, QWidget* parent) : QWidget(parent), view_(view) {
    setObjectName(QStringLiteral("findBar"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#findBar { background: #f4f6f9; border-top: 1px solid #c8d0dc; }"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 5, 6, 5);
    row->setSpacing(6);
    auto* label = new QLabel(tr("Find:"));
    edit_ = new QLineEdit;
    edit_->setObjectName(QStringLiteral("findQuery"));
    edit_->setPlaceholderText(tr("edge or node: e12, n3, or a name"));
    edit_->setClearButtonEnabled(true);
    edit_->setMinimumWidth(260);
    edit_->setToolTip(tr("An edge or node by id (e12, edge 12, n3, node 3, or just 12) or by name (any part, any case).\n"
                         "Enter: next match · Shift+Enter: previous · Esc: close"));
    label->setBuddy(edit_);
    edit_->setAccessibleName(tr("Find an edge or node"));
    auto button = [this](QStyle::StandardPixmap icon, const QString& name, const QString& tip) {
        auto* b = new QToolButton;
        b->setIcon(style()->standardIcon(icon));
        b->setAccessibleName(name);  // an icon alone says nothing to a screen reader
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    previous_ = button(QStyle::SP_ArrowUp, tr("Previous match"), tr("Previous match (Shift+Enter)"));
    next_ = button(QStyle::SP_ArrowDown, tr("Next match"), tr("Next match (Enter)"));
    QToolButton* closer = button(QStyle::SP_DialogCloseButton, tr("Close the find bar"), tr("Close the find bar (Esc)"));
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("findStatus"));
    status_->setTextFormat(Qt::PlainText);
    // A long name ("1 of 1 — the twig bearing the highest apple (edge 7)") is cut, not a reason for
    // the canvas, and so the window, to grow wider than the screen; the tooltip has it whole.
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    row->addWidget(label);
    row->addWidget(edit_);
    row->addWidget(previous_);
    row->addWidget(next_);
    row->addWidget(status_, 1);
    row->addWidget(closer);
    connect(previous_, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next_, &QToolButton::clicked, this, &FindBar::findNext);
    connect(closer, &QToolButton::clicked, this, &FindBar::close);
    connect(edit_, &QLineEdit::textChanged, this, [this] { search(true); });
    edit_->installEventFilter(this);

    hide();
    refresh();
}

void FindBar::open() {
    show();
    edit_->setFocus(Qt::ShortcutFocusReason);
    edit_->selectAll();
    if (!edit_->text().trimmed().isEmpty()) {  // the picture may have changed while the bar was closed
        if (current_ >= 0) shownBefore_ = {matches_[std::size_t(current_)]};
        search(false);
    }
}

void FindBar::close() {
    pendingSteps_ = 0;
    hide();
    view_->setFocus(Qt::ShortcutFocusReason);
}

void FindBar::setQuery(const QString& text) { edit_->setText(text); }

void FindBar::findNext() { step(+1); }
void FindBar::findPrevious() { step(-1); }

void FindBar::follow(PictureDocument* doc) {
    if (doc == followed_) return;
    disconnect(analysed_);
    followed_ = doc;
    // a new revision: the same query again, keeping the item shown if it is still found
    analysed_ = connect(doc, &PictureDocument::analysisChanged, this, [this] {
        if (query_.empty() || (!isVisible() && !waitingForAnalysis_)) return;
        const bool jump = waitingForAnalysis_ && jumpWhenDone_;
        if (current_ >= 0 && !jump) shownBefore_ = {matches_[std::size_t(current_)]};
        search(jump);
    });
}

void FindBar::search(bool jump) {
    search_.cancel();  // an answer under way is for an older query: never shown
    query_ = parseFindQuery(edit_->text().toStdString());
    jumpWhenDone_ = jump;
    if (jump) shownBefore_.clear();
    matches_.clear();
    current_ = -1;
    auto* scene = qobject_cast<PictureScene*>(view_->scene());
    searching_ = waitingForAnalysis_ = false;
    if (!scene || query_.empty()) {
        pendingSteps_ = 0;
        refresh();
        return;
    }
    PictureDocument* doc = scene->document();
    follow(doc);
    if (doc->analysisPending()) {  // the artifact of this revision comes soon: search that
        waitingForAnalysis_ = true;
        refresh();
        return;
    }
    searching_ = true;
    search_.start<std::vector<FoundItem>>(
        [picture = doc->snapshot().picture, query = query_] { return findInPicture(*picture, query); },
        [this](std::vector<FoundItem> matches) { arrived(std::move(matches)); });
    refresh();
}

void FindBar::arrived(std::vector<FoundItem> matches) {
    searching_ = false;
    matches_ = std::move(matches);
    current_ = -1;
    if (!shownBefore_.empty()) {  // a new revision's answer: the item shown stays shown, where it is
        const auto at = std::find(matches_.begin(), matches_.end(), shownBefore_.front());
        if (at != matches_.end()) current_ = int(at - matches_.begin());
        shownBefore_.clear();
    }
    const int steps = std::exchange(pendingSteps_, 0);
    const bool jump = std::exchange(jumpWhenDone_, false);
    if (!matches_.empty() && (jump || steps != 0)) {
        const int n = int(matches_.size());
        int index = jump ? 0 : current_ < 0 ? (steps > 0 ? -1 : n) : current_;
        index = ((index + steps) % n + n) % n;  // Enter pressed while the answer was coming
        goTo(index);
        return;
    }
    refresh();
}

void FindBar::step(int direction) {
    auto* scene = qobject_cast<PictureScene*>(view_->scene());
    if (scene && scene->document() != followed_ && !query_.empty()) {  // Play came or went: the other picture
        search(true);
        return;
    }
    if (searching()) {
        pendingSteps_ += direction;
        return;
    }
    if (matches_.empty()) {
        refresh();
        return;
    }
    const int n = int(matches_.size());
    const int index = current_ < 0 ? (direction > 0 ? 0 : n - 1) : ((current_ + direction) % n + n) % n;
    goTo(index);
}

void FindBar::goTo(int index) {
    current_ = index;
    const FoundItem item = matches_[std::size_t(index)];
    if (showFound(view_, item)) emit itemShown(item);
    refresh();
}

void FindBar::waitForMatches() {
    while (searching()) {
        if (waitingForAnalysis_ && followed_) followed_->waitForAnalysis();  // analysisChanged searches again
        else if (searching_) search_.wait();                                 // arrived(), now
    }
}

QString FindBar::statusText() const {
    if (query_.empty()) return {};
    if (searching()) return tr("Searching…");
    if (matches_.empty()) return QString::fromStdString(text::noMatchSentence(query_, windowLanguage()));
    if (current_ < 0) return tr("%n match(es)", nullptr, int(matches_.size()));
    const FoundItem& item = matches_[std::size_t(current_)];
    QString text = tr("%1 of %2").arg(current_ + 1).arg(matches_.size());
    const Picture* picture = followed_ ? &followed_->picture() : nullptr;
    if (picture && (item.kind == FoundItem::Kind::Edge ? picture->hasEdge(item.id) : picture->hasNode(item.id)))
        text += QStringLiteral(" — ") + QString::fromStdString(text::foundItemName(*picture, item, windowLanguage()));
    return text;
}

void FindBar::refresh() {
    const bool none = !query_.empty() && !searching() && matches_.empty();
    status_->setText(statusText());
    status_->setToolTip(status_->text());
    status_->setStyleSheet(none ? QStringLiteral("color: #b3261e;") : QString());
    edit_->setStyleSheet(none ? QStringLiteral("QLineEdit { background: #fde8e8; }") : QString());
    previous_->setEnabled(!matches_.empty());
    next_->setEnabled(!matches_.empty());
}

bool FindBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched != edit_ || (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress))
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    const bool escape = key->key() == Qt::Key_Escape;
    if (!enter && !escape) return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {  // ours, not a window shortcut's (Esc leaves presentation mode)
        event->accept();
        return true;
    }
    if (escape) close();
    else if (key->modifiers() & Qt::ShiftModifier) findPrevious();
    else findNext();
    return true;
}

}  // namespace homestead::gui
