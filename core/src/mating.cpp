// The mating function is constexpr and lives in mating.h; this file checks it at compile time.
#include "homestead/mating.h"

namespace homestead {
static_assert(mate(3, 19) == 31 && mate(3, 4) == 1 && mate(5, 5) == -1 && mate(-1, 1) == 3);
static_assert(mate(0, 16) == 31 && welterPair(0, 16) == 15 && welterPair(3, 4) == 6);
static_assert(mate(7 + 5, 3 + 5) == mate(7, 3) && mate(7 ^ 9, 3 ^ 9) == mate(7, 3));
static_assert(mateWide(0, Int128{1} << 63) == (Int128{1} << 64) - 1 && mateWide(-1, 1) == 3 && mateWide(5, 5) == -1);
}  // namespace homestead
