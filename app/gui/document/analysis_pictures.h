// The pictures the document's analysis reads, one per revision, made on the workers without copying
// the whole picture on an edit's way to its numbers. A picture handed to a revision's artifact is
// lent: when the artifact and every view holding it let go of it, it comes back here. After each
// revision, prepare() readies a spare at that revision, off the edit's way (the document runs it
// once the result is out): a picture that came back, caught up by replaying the edits it missed, or
// else a copy of the revision. The next edit is replayed on the spare, which is handed out as is.
// At 10^5 edges a copy is about 8 ms of every edit's way to its numbers; replaying an edit or two
// is microseconds (bench_edit). next() copies only when no spare is there (prepare() not run).
//
// A lent picture is never changed. There are as many pictures as artifacts holding one, plus the
// spare (pictures back beside it are emptied when the next spare is readied). start(), next() and
// prepare() take turns (a mutex); pictures come back on any thread.
//
//   AnalysisPictures pictures;
//   pictures.start(loaded);                  // a new picture: it is the revision as it came
//   pictures.prepare();                      // a spare: a copy of *loaded
//   auto p = pictures.next({[](Picture& q) { q.title = "door"; }});  // *loaded with that edit
#pragma once

#include "homestead/picture.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace homestead::gui {

class AnalysisPictures {
public:
    using Edit = std::function<void(Picture&)>;

    AnalysisPictures();
    ~AnalysisPictures();
    AnalysisPictures(const AnalysisPictures&) = delete;
    AnalysisPictures& operator=(const AnalysisPictures&) = delete;

    // A new picture (not the shelf's, never changed): the next revision is made from it.
    void start(std::shared_ptr<const Picture> picture);
    // The picture after these edits, applied in order to the last one handed out (or start's).
    // It is the shelf's, and comes back when its last reference goes.
    std::shared_ptr<const Picture> next(std::vector<Edit> edits);
    // Readies the spare for the next revision (see above).
    void prepare();
    // Whole pictures copied so far by next() (on an edit's way: none once a spare was prepared),
    // and by prepare() (none when a picture had come back to be caught up). For tests.
    int copies() const { return copies_.load(); }
    int spareCopies() const { return spareCopies_.load(); }

    // The edits of this many revisions are kept to catch a picture up; one further behind is
    // copied over.
    static constexpr std::size_t kRevisionsKept = 16;

private:
    struct Shelf;
    struct Slot;
    Slot* best(bool lend);
    bool canCatchUp(const Slot& slot) const;
    void catchUp(Slot& slot, std::atomic<int>& copies);
    std::shared_ptr<const Picture> lend(Slot* slot);
    static void emptySlots(const std::vector<Slot*>& these);

    std::mutex work_;  // start, next and prepare take turns; the members below are theirs

    std::shared_ptr<Shelf> shelf_;  // shared with the lent pictures' deleters
    std::uint64_t now_ = 0;         // the revision (of this shelf's count) last handed out
    Slot* latest_ = nullptr;        // the slot holding it, or nullptr: it is source_
    std::shared_ptr<const Picture> source_;  // the last picture handed out if not the shelf's
    std::deque<std::vector<Edit>> log_;      // the edits of revisions now_ - size() + 1 … now_
    std::atomic<int> copies_{0}, spareCopies_{0};
};

}  // namespace homestead::gui
