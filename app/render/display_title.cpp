// Titles and names cut to what can be shown (see display_title.h).
#include "display_title.h"

#include <QChar>

#include <algorithm>
#include <cstddef>

namespace homestead::render {

namespace {
constexpr char32_t kEllipsis = 0x2026;
bool continuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
}  // namespace

QString displayTitle(std::string_view title, int limit) {
    // limit + 1 characters take at most 4 bytes each: decode no more, cut between two sequences
    std::size_t cut = std::min(title.size(), (static_cast<std::size_t>(std::max(limit, 0)) + 1) * 4);
    while (cut > 0 && cut < title.size() && continuationByte(title[cut])) --cut;
    const QString head = QString::fromUtf8(title.data(), static_cast<qsizetype>(cut));
    QString shown = displayTitle(QStringView(head), limit);
    // the bytes left out are more characters: say so, if the head alone did not
    if (cut < title.size() && !shown.endsWith(QChar(kEllipsis))) shown += QChar(kEllipsis);
    return shown;
}

QString displayTitle(QStringView title, int limit) {
    QString shown;
    int characters = 0;
    for (qsizetype i = 0; i < title.size(); ++i) {
        if (characters == limit) {
            shown += QChar(kEllipsis);
            break;
        }
        const QChar c = title[i];
        if (c.isHighSurrogate() && i + 1 < title.size() && title[i + 1].isLowSurrogate()) {
            shown += c;
            shown += title[++i];
        } else if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
                   c.category() == QChar::Separator_Paragraph) {
            shown += QLatin1Char(' ');
        } else {
            shown += c;
        }
        ++characters;
    }
    return shown;
}

}  // namespace homestead::render
