// The window's status line (see status_line.h).
#include "status_line.h"
#include "window_language.h"

#include "game_page.h"
#include "picture_document.h"
#include "text_scale.h"

#include "homestead/explanation_text.h"
#include "homestead/outcome_text.h"

#include <QEvent>
#include <QLabel>
#include <QStatusBar>
#include <QStyle>
#include <QTextDocumentFragment>

#include <algorithm>
#include <utility>

namespace homestead::gui {

StatusLine::StatusLine(QStatusBar* bar, PictureDocument* drawing, std::function<bool()> playing, QObject* parent)
    : QObject(parent), bar_(bar), drawing_(drawing), playing_(std::move(playing)) {
    value_ = new QLabel;
    QFont big = value_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    value_->setFont(big);
    parts_ = new QLabel;
    parts_->setFont(big);
    value_->setObjectName(QStringLiteral("valueLabel"));
    parts_->setObjectName(QStringLiteral("partsLabel"));
    busy_ = new QLabel(tr("analysing…"));
    busy_->setVisible(false);
    // In Play, what to do: the status line's resting text, which a hover sentence or a status tip
    // covers for a while (a normal widget, not a message that the first of them would clear).
    playInstruction_ = new QLabel;
    setPlayOver({}, false);
    playInstruction_->setObjectName(QStringLiteral("playInstruction"));
    playInstruction_->setVisible(false);
    // It takes the room the bar has and wraps in it, asking for none: for a moment while Play ends
    // it shows beside the value and the parts, and its one long line would widen the window past a
    // 1280-pixel screen (the window grows to its minimum and stays that wide).
    playInstruction_->setWordWrap(true);
    playInstruction_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar_->addWidget(playInstruction_, 1);
    bar_->addPermanentWidget(busy_);
    bar_->addPermanentWidget(parts_);
    bar_->addPermanentWidget(value_);
    TextScale::follow(bar_);  // its sentences and the Play instruction, readable at a projector
    for (QObject* watched : {static_cast<QObject*>(bar_), static_cast<QObject*>(value_), static_cast<QObject*>(parts_)})
        watched->installEventFilter(this);  // a new width or type: do the parts still fit?
    connect(bar_, &QStatusBar::messageChanged, this, [this](const QString& text) {
        // a menu's status tip clears the bar when it goes: the page's message comes back
        if (text.isEmpty() && page_ && !page_->statusText().isEmpty()) bar_->showMessage(page_->statusText());
        updateLabels();
    });
    connect(drawing_, &PictureDocument::analysisChanged, this, &StatusLine::showAnalysis);
    connect(drawing_, &PictureDocument::analysisStarted, this, &StatusLine::analysisStarted);
    showAnalysis();
}

void StatusLine::show(const QString& message, int timeoutMs) { bar_->showMessage(message, timeoutMs); }
void StatusLine::clear() { bar_->clearMessage(); }

void StatusLine::showSentence(const QString& html) {
    const QString tip = QString(html).replace(QStringLiteral("<br>"), QStringLiteral("  ·  "));
    // Cut with an ellipsis where the value's label begins (the parts give way to it), not clipped
    // mid-word: the tooltip has it whole.
    int room = bar_->width() - 24;
    for (QWidget* w : {static_cast<QWidget*>(value_), static_cast<QWidget*>(busy_)})
        if (w->isVisible()) room -= w->width();
    const QString sentence = QTextDocumentFragment::fromHtml(tip).toPlainText();
    bar_->showMessage(bar_->fontMetrics().elidedText(sentence, Qt::ElideRight, std::max(room, 80)));
}

void StatusLine::routeFrom(GamePage* page) {
    page->routeStatus(this, [this, page](const QString& text) {
        if (page_ == page) bar_->showMessage(text);
    });
}

void StatusLine::setPage(GamePage* page, bool drawing) {
    GamePage* shown = drawing ? nullptr : page;
    const bool wasDrawing = !page_;
    if (wasDrawing && shown) drawingMessage_ = bar_->currentMessage();
    page_ = shown;
    busy_->setVisible(drawing && drawing_->analysisPending());
    if (shown) bar_->showMessage(shown->statusText());
    else if (!wasDrawing && drawingMessage_.isEmpty()) bar_->clearMessage();
    else if (!wasDrawing) bar_->showMessage(drawingMessage_);
    updateLabels();
}

void StatusLine::updateLabels() {
    const bool drawing = !page_, quiet = bar_->currentMessage().isEmpty(), playing = playing_();
    // The parts give way to a message: at 1280 px an edge's sentence needs their room.
    // And they give way to the value where the two do not fit side by side.
    value_->setVisible(drawing && !playing);
    parts_->setVisible(drawing && !playing && quiet && partsFit());
    playInstruction_->setVisible(drawing && playing && quiet);
}

bool StatusLine::partsFit() const {
    const int margins = 4 * bar_->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing) + 24;
    return parts_->sizeHint().width() + value_->sizeHint().width() + margins <= bar_->width();
}

bool StatusLine::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == bar_ && event->type() == QEvent::Resize) || event->type() == QEvent::FontChange) updateLabels();
    return QObject::eventFilter(watched, event);
}

void StatusLine::setPlayOver(const QString& gameOver, bool canUndo, const QString& position) {
    if (gameOver.isEmpty() && !position.isEmpty())
        playInstruction_->setText(position);
    else if (gameOver.isEmpty())
        playInstruction_->setText(tr("Play: click an edge to chop it (or Tab to it and press Enter); what is no longer connected to the ground falls"));
    else if (canUndo)
        playInstruction_->setText(tr("%1 New Game (F2) plays again; Ctrl+Z takes back the last move.").arg(gameOver));
    else
        playInstruction_->setText(tr("%1 New Game (F2) plays again.").arg(gameOver));
}

QString StatusLine::playInstruction() const { return playInstruction_->text(); }

QString StatusLine::valueText() const { return QString::fromStdString(text::valueOutcome(drawing_->analysis().value, windowLanguage())); }

QString StatusLine::partsText() const { return QString::fromStdString(text::partsLine(drawing_->analysis().partValues(), windowLanguage())); }

void StatusLine::showAnalysis() {
    busy_->setVisible(!page_ && drawing_->analysisPending());
    value_->setText(valueText());
    value_->setStyleSheet(drawing_->analysis().value == 0 ? QStringLiteral("color:#1f3a8a") : QStringLiteral("color:#1d6b32"));
    parts_->setText(partsText());
    // what the parts are, wrapped (rich text): a student meets the word here first
    const QString parts = QString::fromStdString(text::partsSentence(drawing_->analysis().partValues(), windowLanguage()));
    parts_->setToolTip(parts.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(parts.toHtmlEscaped()));
    parts_->setStyleSheet(QString());
    updateLabels();  // new words: they may fit side by side, or not
}

void StatusLine::analysisStarted() {
    busy_->setVisible(!page_);
    // the numbers shown are the last picture's until the new ones come: say so
    value_->setStyleSheet(QStringLiteral("color:#8a8f98"));
    parts_->setStyleSheet(QStringLiteral("color:#8a8f98"));
}

}  // namespace homestead::gui
