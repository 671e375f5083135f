// Drawing the collapsed picture as a tree above the ground.
#include "garden_view.h"

#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_renderer.h"

#include <QPainter>

#include <algorithm>

namespace homestead::gui {

using namespace homestead::render;

GardenView::GardenView(PictureDocument* doc, QWidget* parent) : QWidget(parent) {
    setMinimumSize(220, 180);
    setToolTip(tr("The garden: base nodes made one, every cycle shrunk to a node with its edges as loops.\n"
                  "Its value equals the picture's (cycle collapsing)."));
    setDocument(doc);
}

void GardenView::setDocument(PictureDocument* doc) {
    if (doc == doc_) return;
    disconnect(follow_);
    doc_ = doc;
    follow_ = connect(doc, &PictureDocument::analysisChanged, this, [this] {
        stale_ = true;
        if (isVisible()) { recompute(); update(); }
    });
    stale_ = true;
    if (isVisible()) { recompute(); update(); }
}

void GardenView::showEvent(QShowEvent* event) {
    if (stale_) recompute();
    QWidget::showEvent(event);
}

void GardenView::recompute() {
    stale_ = false;
    garden_ = collapse(doc_->picture());
    const int n = garden_.nodeCount;
    std::vector<std::vector<int>> children(n);
    for (const GardenBridge& b : garden_.bridges) children[b.parent].push_back(b.child);
    x_.assign(n, 0);
    depth_.assign(n, 0);
    // iterative post-order: leaves take columns left to right
    double column = garden_.loops.empty() || garden_.loops[0].empty() ? 0 : 1.5;  // ground loops on the left
    std::vector<std::pair<int, std::size_t>> stack{{0, 0}};
    while (!stack.empty()) {
        auto& [node, next] = stack.back();
        if (next < children[node].size()) {
            int c = children[node][next++];
            depth_[c] = depth_[node] + 1;
            stack.push_back({c, 0});
            continue;
        }
        if (children[node].empty()) {
            x_[node] = column;
            column += 1 + std::min<double>(garden_.loops[node].size(), 4) * 0.15;
        } else {
            x_[node] = (x_[children[node].front()] + x_[children[node].back()]) / 2;
        }
        stack.pop_back();
    }
}

void GardenView::paintEvent(QPaintEvent*) {
    if (stale_) recompute();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xfb, 0xfc, 0xf8));
    QFont heading = font();
    heading.setPixelSize(15);
    heading.setBold(true);
    p.setFont(heading);
    p.setPen(QColor(0x33, 0x33, 0x33));
    p.drawText(QRectF(10, 6, width() - 20, 22), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Garden — value %1").arg(garden_.value()));
    if (garden_.nodeCount == 0) return;

    double maxX = 0, maxDepth = 0;
    for (int i = 0; i < garden_.nodeCount; ++i) {
        maxX = std::max(maxX, x_[i]);
        maxDepth = std::max(maxDepth, depth_[i]);
    }
    const QRectF area(24, 40, width() - 48, height() - 64);
    const double unitX = std::min(90.0, area.width() / std::max(1.0, maxX + 1));
    const double unitY = std::min(90.0, (area.height() - 30) / std::max(1.0, maxDepth + 0.6));
    const double groundY = area.bottom();
    auto at = [&](int node) {
        if (node == 0) return QPointF(area.left() + unitX * 0.5, groundY);
        return QPointF(area.left() + unitX * (x_[node] + 0.5), groundY - unitY * depth_[node]);
    };

    QPen groundPen(colors::ground, 2.5, Qt::DotLine, Qt::RoundCap);
    p.setPen(groundPen);
    p.drawLine(QPointF(8, groundY), QPointF(width() - 8, groundY));

    const bool cramped = unitX < 42;
    QFont labelFont = font();
    labelFont.setPixelSize(cramped ? 11 : 13);
    labelFont.setBold(true);
    p.setFont(labelFont);
    const double petalScale = std::clamp(unitY / 70.0, 0.45, 1.0);
    // bridges: a root bridge stands on the ground right under its child
    for (const GardenBridge& b : garden_.bridges) {
        QPointF top = at(b.child);
        QPointF bottom = b.parent == 0 ? QPointF(top.x(), groundY) : at(b.parent);
        p.setPen(QPen(colors::edge, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(bottom, top);
        if (cramped && b.stress == 1) continue;  // no room: the ones go without saying
        QPointF mid = (top + bottom) / 2 + QPointF(4, 0);
        QString text = QString::number(b.stress);
        QRectF r(mid.x(), mid.y() - 9, p.fontMetrics().horizontalAdvance(text) + 6, 18);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawRoundedRect(r, 3, 3);
        p.setPen(colors::label);
        p.drawText(r, Qt::AlignCenter, text);
    }
    // loops: petals, counted when there are many
    for (int node = 0; node < garden_.nodeCount; ++node) {
        const int count = static_cast<int>(garden_.loops[node].size());
        if (count == 0) continue;
        QPointF c = at(node);
        p.save();
        p.translate(c);
        p.scale(petalScale, petalScale);
        p.setPen(QPen(colors::edge, 2.6 / petalScale, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        const int shown = std::min(count, 4);  // a fan that stays above the ground
        for (int i = 0; i < shown; ++i) p.drawPath(loopPath({0, 0}, -M_PI / 2, i, shown));
        p.restore();
        if (cramped && count == 1) continue;
        QString text = count == 1 ? QStringLiteral("1") : QStringLiteral("×%1").arg(count);
        p.setPen(colors::label);
        p.drawText(QRectF(c.x() - 30, c.y() - kPetalLength * 1.1 * petalScale - 18, 60, 16), Qt::AlignCenter, text);
    }
    p.setPen(Qt::NoPen);
    for (int node = 1; node < garden_.nodeCount; ++node) {
        p.setBrush(colors::node);
        p.drawEllipse(at(node), 4, 4);
    }
    p.setBrush(colors::ground);
    p.drawRect(QRectF(at(0) - QPointF(4, 4), QSizeF(8, 8)));
}

}  // namespace homestead::gui
