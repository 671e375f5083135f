// The far-out sketch kept as one image (see sketch_frame.h).
#include "sketch_frame.h"

#include <QPainter>

namespace homestead::gui {

bool SketchFrame::paint(QPainter& painter, const QRegion& region, const QRect& whole, const Key& key,
                        const std::function<bool(QPainter&)>& draw) {
    if (key_ != key) {
        key_.reset();
        if (!region.contains(whole)) return draw(painter);  // a part of a stale frame: as the scene draws it
        image_ = QImage((QSizeF(key.size) * key.pixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
        image_.setDevicePixelRatio(key.pixelRatio);
        image_.fill(Qt::transparent);
        QPainter p(&image_);
        p.setRenderHints(painter.renderHints());
        p.setWorldTransform(key.transform);
        const bool complete = draw(p);
        p.end();
        ++drawn_;
        if (complete) key_ = key;
    } else {
        ++copied_;
    }
    painter.save();
    painter.resetTransform();
    painter.setClipRegion(region);
    painter.drawImage(QPoint(0, 0), image_);
    painter.restore();
    return key_.has_value();
}

void SketchFrame::clear() {
    image_ = QImage();
    key_.reset();
}

}  // namespace homestead::gui
