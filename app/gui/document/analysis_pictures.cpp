// AnalysisPictures: see analysis_pictures.h.
#include "analysis_pictures.h"

namespace homestead::gui {

// A picture of the shelf, at revision `revision` (0: the empty picture, which revision 0 is until a
// first start()); `lent` while some artifact holds it. `lent` is read and written under the shelf's
// mutex (the deleter that brings a picture back runs on any thread); a slot not lent is read and
// changed only under work_.
struct AnalysisPictures::Slot {
    Picture picture;
    std::uint64_t revision = 0;
    bool lent = false;
};

struct AnalysisPictures::Shelf {
    std::mutex mutex;
    std::vector<std::unique_ptr<Slot>> places;  // (a slot's address is kept by its lent picture)
};

AnalysisPictures::AnalysisPictures() : shelf_(std::make_shared<Shelf>()), source_(std::make_shared<const Picture>()) {}

AnalysisPictures::~AnalysisPictures() = default;

// Frees the pictures of these slots, which are not lent (outside the shelf's mutex: a deleter on
// the window's thread never waits for a free).
void AnalysisPictures::emptySlots(const std::vector<Slot*>& these) {
    for (Slot* slot : these) {
        slot->picture = Picture{};
        slot->revision = 0;
    }
}

void AnalysisPictures::start(std::shared_ptr<const Picture> picture) {
    std::lock_guard work(work_);
    ++now_;
    log_.clear();  // no picture of the shelf can catch up with this one
    latest_ = nullptr;
    source_ = std::move(picture);
    std::vector<Slot*> free;  // the old picture's, spare included: not kept waiting
    {
        std::lock_guard lock(shelf_->mutex);
        for (auto& slot : shelf_->places)
            if (!slot->lent && slot->revision != 0) free.push_back(slot.get());
    }
    emptySlots(free);
}

bool AnalysisPictures::canCatchUp(const Slot& slot) const {
    return slot.revision + log_.size() >= now_ && slot.revision <= now_;
}

// The slot not lent that needs the fewest edits replayed (a new one if none is free); lent if asked.
AnalysisPictures::Slot* AnalysisPictures::best(bool lend) {
    std::lock_guard lock(shelf_->mutex);
    Slot* best = nullptr;
    for (auto& slot : shelf_->places)
        if (!slot->lent && (!best || slot->revision > best->revision)) best = slot.get();
    if (!best) {
        shelf_->places.push_back(std::make_unique<Slot>());
        best = shelf_->places.back().get();
    }
    best->lent = lend;
    return best;
}

// Brings a slot not lent to revision now_: the edits it missed, or a copy of the last revision.
void AnalysisPictures::catchUp(Slot& slot, std::atomic<int>& copies) {
    if (!canCatchUp(slot)) {
        slot.picture = latest_ ? latest_->picture : *source_;  // (read only: it may be lent)
        slot.revision = now_;
        ++copies;
    }
    for (std::uint64_t r = slot.revision + 1; r <= now_; ++r)
        for (const Edit& edit : log_[log_.size() - 1 - (now_ - r)]) edit(slot.picture);
    slot.revision = now_;
}

std::shared_ptr<const Picture> AnalysisPictures::lend(Slot* slot) {
    return std::shared_ptr<const Picture>(&slot->picture, [shelf = shelf_, slot](const Picture*) {
        std::lock_guard lock(shelf->mutex);
        slot->lent = false;
    });
}

std::shared_ptr<const Picture> AnalysisPictures::next(std::vector<Edit> edits) {
    std::lock_guard work(work_);
    Slot* slot = best(true);
    catchUp(*slot, copies_);  // the spare, if prepare() ran: nothing to do
    for (const Edit& edit : edits) edit(slot->picture);
    log_.push_back(std::move(edits));
    ++now_;
    while (log_.size() > kRevisionsKept) log_.pop_front();
    slot->revision = now_;
    latest_ = slot;
    source_.reset();  // (a new picture's memory is let go of once the shelf has its revision)
    return lend(slot);
}

void AnalysisPictures::prepare() {
    std::lock_guard work(work_);
    Slot* spare = best(false);  // (not lent, it stays so: only work_'s holder lends)
    catchUp(*spare, spareCopies_);
    std::vector<Slot*> others;  // pictures come back beside the spare: not kept
    {
        std::lock_guard lock(shelf_->mutex);
        for (auto& slot : shelf_->places)
            if (slot.get() != spare && slot.get() != latest_ && !slot->lent && slot->revision != 0) others.push_back(slot.get());
    }
    emptySlots(others);
}

}  // namespace homestead::gui
