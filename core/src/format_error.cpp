// The readers' errors, and any WordedError, in any language (format_error.h): each part worded from the catalogue when
// asked, the English once, when the error is made.
#include "homestead/format_error.h"

#include <utility>

namespace homestead {

std::string ErrorPhrase::text(Language language) const {
    if (!id_) return written_;
    std::vector<std::string> arguments;
    arguments.reserve(arguments_.size());
    for (const ErrorPhrase& argument : arguments_) arguments.push_back(argument.text(language));
    return messageWith(language, *id_, arguments, count_ ? pluralForm(language, *count_) : Plural::One);
}

std::string joinedErrorText(const ErrorParts& parts, Language language) {
    // French puts a no-break space before the colon.
    const std::string_view separator = language == Language::French ? "\u00A0: " : ": ";
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i].text(language);
    }
    return out;
}

FormatError::FormatError(const std::string& sentence) : std::runtime_error(sentence), WordedError(ErrorParts{sentence}) {}

FormatError::FormatError(const char* sentence) : FormatError(std::string(sentence)) {}

FormatError::FormatError(ErrorParts parts)
    : std::runtime_error(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}

std::string FormatError::text(Language language) const {
    return language == Language::English ? std::string(what()) : joinedErrorText(parts(), language);
}

FormatError FormatError::within(const std::string& source) const {
    ErrorParts joined;
    joined.reserve(parts().size() + 1);
    joined.emplace_back(source);
    joined.insert(joined.end(), parts().begin(), parts().end());
    return FormatError(std::move(joined));
}

ErrorParts errorParts(const std::exception& error) {
    if (const auto* worded = dynamic_cast<const WordedError*>(&error)) return worded->parts();
    return ErrorParts{std::string(error.what())};
}

std::string errorText(const std::exception& error, Language language) {
    if (language == Language::English) return error.what();
    if (const auto* worded = dynamic_cast<const WordedError*>(&error)) return joinedErrorText(worded->parts(), language);
    return error.what();
}

}  // namespace homestead
