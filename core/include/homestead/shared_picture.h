// One immutable picture shared by everyone who reads it: a game's position, a document's revision,
// the analysis of that revision and the engine all hold the same picture, never a copy made for
// them. A change makes the next picture: in place while nothing else holds this one (no reader can
// see it change), else on a copy that then becomes this one (copy-on-write). So a picture handed to a
// reader never changes under it, and a change copies only when someone still reads the old picture.
// It reads as a `const Picture&` wherever one is wanted.
//
//   SharedPicture position(door);                 // holds a picture of its own
//   std::shared_ptr<const Picture> seen = position.shared();
//   position.edit().title = "gate";               // copies: `seen` still reads the door
#pragma once

#include "homestead/picture.h"

#include <memory>
#include <utility>

namespace homestead {

class SharedPicture {
public:
    SharedPicture() : picture_(std::make_shared<Picture>()) {}
    SharedPicture(Picture picture) : picture_(std::make_shared<Picture>(std::move(picture))) {}  // NOLINT: reads as a picture
    // Shares `picture` (null: an empty picture of its own).
    SharedPicture(std::shared_ptr<const Picture> picture)  // NOLINT
        : picture_(picture ? std::move(picture) : std::make_shared<Picture>()) {}

    operator const Picture&() const { return *picture_; }  // NOLINT
    const Picture& operator*() const { return *picture_; }
    const Picture* operator->() const { return picture_.get(); }
    const std::shared_ptr<const Picture>& shared() const { return picture_; }

    // Whether nothing else holds the picture: edit() then changes it in place.
    bool sole() const { return picture_.use_count() == 1; }
    // The picture to change: this one while sole(), else a copy that from now on is this one. The
    // pictures made here are never const objects; a picture handed in is changed in place only while
    // nothing else holds it, so no reader ever sees it change.
    Picture& edit() {
        if (!sole()) picture_ = std::make_shared<Picture>(*picture_);
        return const_cast<Picture&>(*picture_);
    }

private:
    std::shared_ptr<const Picture> picture_;
};

}  // namespace homestead
