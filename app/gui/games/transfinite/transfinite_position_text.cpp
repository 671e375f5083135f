// A transfinite position in the page's words, from the core (see transfinite_position_text.h).
#include "transfinite_position_text.h"

#include "homestead/transfinite.h"
#include "homestead/transfinite_text.h"

#include <utility>

namespace homestead::gui {

TransfinitePositionText transfinitePositionText(TransfinitePosition position, Language language) {
    TransfinitePositionText t;
    const bool nim = position.kind == TransfiniteKind::Nim;
    const std::vector<Ordinal>& coins = position.coins;
    t.working = nim ? text::transfiniteNimWorking(coins, language) : text::transfiniteWelterWorking(coins, language);
    t.outcome = text::transfiniteOutcome(nim ? transfinite::nimSum(coins) : transfinite::welterValue(coins), nim, language);
    t.goodMoves = text::transfiniteGoodMoves(coins, nim, language);
    t.winningMoves = TransfiniteRules::winningMoves(position, false);
    t.position = std::move(position);
    return t;
}

}  // namespace homestead::gui
