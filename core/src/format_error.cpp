// The readers' errors in any language (format_error.h): each part worded from the catalogue when
// asked, the English once, when the error is made.
#include "homestead/format_error.h"

#include <utility>

namespace homestead {

std::string ErrorPhrase::text(Language language) const {
    if (!id_) return written_;
    std::vector<std::string> arguments;
    arguments.reserve(arguments_.size());
    for (const ErrorPhrase& argument : arguments_) arguments.push_back(argument.text(language));
    return messageWith(language, *id_, arguments);
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

FormatError::FormatError(const std::string& sentence)
    : std::runtime_error(sentence), parts_(std::make_shared<const ErrorParts>(ErrorParts{sentence})) {}

FormatError::FormatError(const char* sentence) : FormatError(std::string(sentence)) {}

FormatError::FormatError(ErrorParts parts)
    : std::runtime_error(joinedErrorText(parts, Language::English)),
      parts_(std::make_shared<const ErrorParts>(std::move(parts))) {}

std::string FormatError::text(Language language) const {
    return language == Language::English ? std::string(what()) : joinedErrorText(*parts_, language);
}

FormatError FormatError::within(const std::string& source) const {
    ErrorParts parts;
    parts.reserve(parts_->size() + 1);
    parts.emplace_back(source);
    parts.insert(parts.end(), parts_->begin(), parts_->end());
    return FormatError(std::move(parts));
}

std::string errorText(const std::exception& error, Language language) {
    if (const auto* format = dynamic_cast<const FormatError*>(&error)) return format->text(language);
    return error.what();
}

}  // namespace homestead
