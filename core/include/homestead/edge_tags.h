// The short tag by which a game names an edge — on the canvas, in the move list and in its sentences
// ("You: b", "The engine chopped d") — so the words and the picture say the same. An edge whose name
// no other edge of the picture shares goes by its name ("trunk", Conway's "p", a sheet's "c"); every
// other edge (unnamed, or sharing its name, as the girl's three "hem of the skirt") goes by a letter
// for its place in the picture, lettered as the exercise sheets letter theirs (exercises::edgeLetter:
// a … z, aa, ab, …) with the letters that are names in the picture skipped, so no two edges share a tag.
// Tags are a game's: taken from its starting picture, an edge keeps its tag as others are chopped.
// Cost: O(E) to make (one pass over the names); a tag costs O(letters used as names) to read, so a
// picture of a million unnamed edges holds no million strings.
//
//   EdgeTags tags(std::make_shared<const Picture>(tree));   // edges unnamed
//   tags.tag(tree.edges()[1].id) == "b"
//   tagEdges(door);   // names every edge by its tag, so sentences that read names (exercise_text.h) agree
#pragma once

#include "homestead/picture.h"

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace homestead {

class EdgeTags {
public:
    EdgeTags() = default;
    explicit EdgeTags(std::shared_ptr<const Picture> picture);

    // The edge's tag; "" for an edge the picture does not have.
    std::string tag(EdgeId id) const;

private:
    std::string letterAt(std::size_t index) const;

    std::shared_ptr<const Picture> picture_;
    std::unordered_map<std::string, std::size_t> uses_;  // how many edges bear each name
    std::vector<std::size_t> takenLetters_;              // edgeLetter indices that are names, ascending
};

// Names every edge of `picture` by its tag (a unique name stays; every other edge gets its letter).
void tagEdges(Picture& picture);

}  // namespace homestead
