// The game state of the Nim page: the start heaps and the rules (see nim_game.h).
#include "nim_game.h"
#include "window_language.h"

#include "homestead/nim_text.h"

#include <QRegularExpression>

namespace homestead::gui {

NimGame::NimGame(QObject* parent) : SessionController<NimRules>(parent) {
    session_ = NimSession(nimStart(start_), {PlayerKind::Human, PlayerKind::EnginePerfect});
}

bool NimGame::setHeaps(Heaps heaps) {
    if (heaps.empty() || int(heaps.size()) > kMaxHeaps) {
        lastError_ = GameController::tr("Give 1 to %1 heaps (there are %2).").arg(kMaxHeaps).arg(heaps.size());
        return false;
    }
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if (heaps[i] < 0 || heaps[i] > kMaxHeap) {
            lastError_ = GameController::tr("Heap %1: %2 is not between 0 and %3.").arg(i + 1).arg(heaps[i]).arg(kMaxHeap);
            return false;
        }
    start_ = std::move(heaps);
    restart();
    return true;
}

bool NimGame::setHeapsText(const QString& text) {
    const QStringList words = text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    Heaps heaps;
    for (int i = 0; i < words.size(); ++i) {
        bool ok = false;
        const int n = words[i].toInt(&ok);
        if (!ok) {  // digits too many for an int are a number still, only out of range
            static const QRegularExpression digits(QStringLiteral("^[+-]?\\d+$"));
            lastError_ = digits.match(words[i]).hasMatch()
                             ? GameController::tr("Heap %1: %2 is not between 0 and %3.").arg(i + 1).arg(words[i]).arg(kMaxHeap)
                             : GameController::tr("Heap %1: '%2' is not a number.").arg(i + 1).arg(words[i]);
            return false;
        }
        heaps.push_back(n);
    }
    return setHeaps(std::move(heaps));
}

void NimGame::restart() { newGame(misere()); }

void NimGame::setMisere(bool misere) {
    if (misere == this->misere()) return;
    if (misere) retreats_ = false;
    newGame(misere);
}

void NimGame::setRetreats(bool on) {
    if (on == retreats()) return;
    retreats_ = on;
    newGame(misere() && !on);
}

NimPosition NimGame::startFor(int firstSide) const { return nimStart(start_, firstSide, retreats_); }

std::optional<nim::NimMove> NimGame::lastRetreat() const {
    const auto m = lastMove();
    if (m && m->to > m->from) return m;
    return std::nullopt;
}

std::optional<nim::NimMove> NimGame::retreatAnswer() const {
    const auto r = lastRetreat();
    if (!r) return std::nullopt;
    return NimRules::answerToRetreat(position(), *r);
}

QString NimGame::moveText(const nim::NimMove& move) const { return QString::fromStdString(text::nimMoveText(move, windowLanguage())); }

}  // namespace homestead::gui
