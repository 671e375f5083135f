// A Welter position in the page's words, from the core (see welter_position_text.h).
#include "welter_position_text.h"

namespace homestead::gui {

WelterPositionText welterPositionText(std::vector<welter::Square> coins, bool misere, Language language) {
    WelterPositionText t;
    const welter::Mating mating = welter::matingMethod(coins);
    t.value = welter::value(coins);
    for (const auto& p : mating.pairs) t.pairs.emplace_back(int(p.a), int(p.b));
    t.spinster = mating.spinster ? int(*mating.spinster) : -1;
    t.terms = text::matingTerms(mating);
    t.equation = text::matingEquation(mating, language);
    t.working = text::matingWorking(mating, language);
    t.nim = text::welterAsNim(coins, mating, language);
    t.outcome = misere ? text::welterMisereOutcome(welter::isFickle(coins), welter::isMisereP(coins), language)
                       : text::valueOutcome(t.value, language);
    t.winningMoves = misere ? welter::misereWinningMoves(coins) : welter::winningMoves(coins);
    t.coins = std::move(coins);
    t.misere = misere;
    return t;
}

}  // namespace homestead::gui
