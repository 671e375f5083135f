// The catalogue's look-up and its filling-in (messages.h); the tables are messages_{en,de,fr,es}.cpp,
// for the file readers' errors messages_format_{en,de,fr,es}.cpp, for homestead-cli's usage errors
// and the Python module's messages_cli_{en,de,fr,es}.cpp, for homestead-cli's help
// messages_cli_help_{en,de,fr,es}.cpp, for the core's own errors, the rules' reasons and a file
// write's problems messages_errors_{en,de,fr,es}.cpp.
#include "homestead/messages.h"

#include <array>
#include <cctype>
#include <vector>

namespace homestead {

std::span<const MessageTemplate> englishMessages();
std::span<const MessageTemplate> germanMessages();
std::span<const MessageTemplate> frenchMessages();
std::span<const MessageTemplate> spanishMessages();
std::span<const MessageTemplate> englishFormatMessages();
std::span<const MessageTemplate> germanFormatMessages();
std::span<const MessageTemplate> frenchFormatMessages();
std::span<const MessageTemplate> spanishFormatMessages();
std::span<const MessageTemplate> englishCliMessages();
std::span<const MessageTemplate> germanCliMessages();
std::span<const MessageTemplate> frenchCliMessages();
std::span<const MessageTemplate> spanishCliMessages();
std::span<const MessageTemplate> englishCliHelp();
std::span<const MessageTemplate> germanCliHelp();
std::span<const MessageTemplate> frenchCliHelp();
std::span<const MessageTemplate> spanishCliHelp();
std::span<const MessageTemplate> englishErrors();
std::span<const MessageTemplate> germanErrors();
std::span<const MessageTemplate> frenchErrors();
std::span<const MessageTemplate> spanishErrors();

namespace {

constexpr std::size_t kMessages = static_cast<std::size_t>(Msg::Count);
constexpr std::size_t kLanguageCount = std::size(kLanguages);
using Index = std::array<const MessageTemplate*, kMessages>;

// Each table indexed by id once (a static: built on first use, safely from any thread).
const std::array<Index, kLanguageCount>& indexes() {
    static const std::array<Index, kLanguageCount> built = [] {
        std::array<Index, kLanguageCount> all{};
        for (Language language : kLanguages)
            for (const MessageTemplate& m : messageTable(language))
                all[static_cast<std::size_t>(language)][static_cast<std::size_t>(m.id)] = &m;
        return all;
    }();
    return built;
}

}  // namespace

std::optional<Language> languageFromCode(std::string_view code) {
    // The language part: up to a region ("_DE", "-CA") or an encoding (".UTF-8").
    const std::string_view part = code.substr(0, code.find_first_of("_-.@"));
    if (part.size() != 2) return std::nullopt;
    const std::string lower{static_cast<char>(std::tolower(static_cast<unsigned char>(part[0]))),
                            static_cast<char>(std::tolower(static_cast<unsigned char>(part[1])))};
    for (Language language : kLanguages)
        if (languageCode(language) == lower) return language;
    return std::nullopt;
}

std::string_view languageCode(Language language) {
    switch (language) {
    case Language::English: return "en";
    case Language::German: return "de";
    case Language::French: return "fr";
    case Language::Spanish: return "es";
    }
    return "en";
}

std::string_view languageName(Language language) {
    switch (language) {
    case Language::English: return "English";
    case Language::German: return "Deutsch";
    case Language::French: return "Français";
    case Language::Spanish: return "Español";
    }
    return "English";
}

Plural pluralForm(Language language, std::uint64_t n) {
    if (language == Language::French) return n <= 1 ? Plural::One : Plural::Other;
    return n == 1 ? Plural::One : Plural::Other;
}

namespace {

// The tables of one language's files, in the order they are joined.
std::array<std::span<const MessageTemplate>, 5> tablesOf(Language language) {
    switch (language) {
    case Language::English: return {englishMessages(), englishFormatMessages(), englishCliMessages(), englishCliHelp(), englishErrors()};
    case Language::German: return {germanMessages(), germanFormatMessages(), germanCliMessages(), germanCliHelp(), germanErrors()};
    case Language::French: return {frenchMessages(), frenchFormatMessages(), frenchCliMessages(), frenchCliHelp(), frenchErrors()};
    case Language::Spanish: return {spanishMessages(), spanishFormatMessages(), spanishCliMessages(), spanishCliHelp(), spanishErrors()};
    }
    return {englishMessages(), englishFormatMessages(), englishCliMessages(), englishCliHelp(), englishErrors()};
}

}  // namespace

std::span<const MessageTemplate> messageTable(Language language) {
    // Each language's tables joined once (a static: built on first use, safely from any thread).
    static const std::array<std::vector<MessageTemplate>, kLanguageCount> joined = [] {
        std::array<std::vector<MessageTemplate>, kLanguageCount> all;
        for (Language l : kLanguages)
            for (std::span<const MessageTemplate> table : tablesOf(l))
                all[static_cast<std::size_t>(l)].insert(all[static_cast<std::size_t>(l)].end(), table.begin(), table.end());
        return all;
    }();
    return joined[static_cast<std::size_t>(language)];
}

std::string_view messageTemplate(Language language, Msg id, Plural form) {
    const std::size_t i = static_cast<std::size_t>(id);
    if (i >= kMessages) return {};
    const MessageTemplate* m = indexes()[static_cast<std::size_t>(language)][i];
    if (!m) m = indexes()[static_cast<std::size_t>(Language::English)][i];
    if (!m) return {};
    return form == Plural::Other && m->other ? m->other : m->one;
}

namespace {

template <class Arguments>
std::string filledIn(std::string_view pattern, const Arguments& args) {
    std::string out;
    out.reserve(pattern.size() + 16 * args.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9' &&
            pattern[i + 2] == '}') {
            const std::size_t k = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (k < args.size()) {
                out += *(std::begin(args) + static_cast<std::ptrdiff_t>(k));
                i += 2;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

}  // namespace

std::string message(Language language, Msg id, std::initializer_list<std::string_view> args) {
    return filledIn(messageTemplate(language, id), args);
}

std::string countMessage(Language language, Msg id, std::uint64_t n, std::initializer_list<std::string_view> args) {
    return filledIn(messageTemplate(language, id, pluralForm(language, n)), args);
}

std::string messageWith(Language language, Msg id, std::span<const std::string> args, Plural form) {
    return filledIn(messageTemplate(language, id, form), args);
}

}  // namespace homestead
