// The side view of the garden: the picture collapsed (base nodes identified, every cycle shrunk to
// a node carrying its edges as loops), laid out as a tree standing on the ground, with the stress of
// every bridge. It follows the document live (in Play, the game's position), recomputing only while visible.
//
// Layout: a tidy tree — leaves get consecutive columns, a parent sits over the middle of its
// children, height is depth. O(V + E) per update.
//
//   GardenView garden(&doc);   // updates itself on analysisChanged()
#pragma once

#include "homestead/garden.h"

#include <QWidget>

#include <vector>

namespace homestead::gui {

class PictureDocument;

class GardenView : public QWidget {
    Q_OBJECT
public:
    explicit GardenView(PictureDocument* doc, QWidget* parent = nullptr);
    const Garden& garden() const { return garden_; }
    // Follows another document from now on (the window's drawing, or the game's position in Play).
    void setDocument(PictureDocument* doc);
    PictureDocument* document() const { return doc_; }
    QSize sizeHint() const override { return {320, 260}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void recompute();
    PictureDocument* doc_ = nullptr;
    QMetaObject::Connection follow_;
    Garden garden_;
    std::vector<double> x_, depth_;
    bool stale_ = true;
};

}  // namespace homestead::gui
