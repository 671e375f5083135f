// The analysis as `homestead-cli analyse --json` prints it, and nothing more: the value, each edge's
// stress (its weight follows from it), the concyclic classes, the winning moves and the floating
// edges, with the edges in id order. No per-edge record of 48 bytes (EdgeAnalysis), no parts, no
// supported lists: about 8 bytes an edge besides the classes, where an Analysis takes 60 or more.
// The skeleton's passes run as for analyse(), and what only they need is freed as soon as it has
// served; a .edges file is read straight into the ends of its edges, never into a Picture (whose
// 56-byte edges and 72-byte nodes were the whole process's peak at 10^7 edges).
//
//   CompactAnalysis a = analyseCompactly(pictureFileEnds("big.edges"));
//   for (std::size_t i = 0; i < a.edgeCount(); ++i)
//       if (a.standing(i)) std::cout << a.id(i) << " " << a.stress[i] << "\n";   // ascending ids
#pragma once

#include "homestead/analysis.h"
#include "homestead/id_lists.h"
#include "homestead/picture.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace homestead {

namespace detail {
struct Skeleton;
struct PictureEndsAccess;
}  // namespace detail

struct CompactAnalysis {
    std::uint64_t value = 0;                // the Grundy value
    // The edges in ascending id order: ids[i] and stress[i]. `ids` is empty when the ids are
    // 0..m-1 (every .edges file), and edge i's id is then i.
    std::vector<EdgeId> ids;
    std::vector<std::uint64_t> stress;      // 0 for a floating edge (a standing edge's stress is >= 1)
    IdLists classes;                        // as Analysis::classes
    std::vector<EdgeId> winningMoves;       // sorted
    std::vector<EdgeId> floating;           // sorted

    std::size_t edgeCount() const { return stress.size(); }
    EdgeId id(std::size_t i) const { return ids.empty() ? static_cast<EdgeId>(i) : ids[i]; }
    bool standing(std::size_t i) const { return stress[i] != 0; }
    friend bool operator==(const CompactAnalysis&, const CompactAnalysis&) = default;
};

// What the analysis reads of a picture: its edges' ends (base nodes made one ground vertex) and the
// edge ids when they are not 0..m-1. Made from a Picture (which is let go) or read from a .edges text
// without building one; only analyseCompactly reads it. Apart so that a caller can time the reading
// and the analysis apart (`analyse --timings`).
class PictureEnds {
public:
    PictureEnds();
    PictureEnds(PictureEnds&&) noexcept;
    PictureEnds& operator=(PictureEnds&&) noexcept;
    ~PictureEnds();
    std::size_t edgeCount() const;

private:
    friend struct detail::PictureEndsAccess;
    std::unique_ptr<detail::Skeleton> skeleton_;
};

// The picture's ends; the picture is let go as they are taken (left empty), as analyse(Picture&&)
// lets it go.
PictureEnds endsOf(Picture&& picture);
// The ends of readPictureEdges(text, sourceName), without building the Picture; throws FormatError
// as readPictureEdges does.
PictureEnds edgeListEnds(std::string_view text, const std::string& sourceName = "edge list");
// The ends of the picture file at `path`: a .edges file by edgeListEnds (its text let go as soon as
// it is read), a JSON file read into ids and ends without a Picture, any other through
// loadPictureFile. Throws FormatError as loadPictureFile does.
PictureEnds pictureFileEnds(const std::string& path);

// The analysis of those ends in compact form (an analysis that announces itself, analysis_observer.h,
// with an empty picture: the picture is gone). `ends` is left empty.
CompactAnalysis analyseCompactly(PictureEnds&& ends);
inline CompactAnalysis analyseCompactly(Picture&& picture) { return analyseCompactly(endsOf(std::move(picture))); }

// An analysis already made, in compact form (what the compact functions give for its picture).
CompactAnalysis compactOf(const Analysis& analysis);

}  // namespace homestead
