// The error thrown when a picture file or string cannot be read: what() names the source, the place
// and the problem, one line, in English, e.g.
//   "door.json: $.edges[2].to: node 7 does not exist"
//   "cgsuite string, column 5: blue edge 'l' — only green Hackenbush is supported"
// Readers throw it before they hand out anything, so nothing is ever half-loaded.
//
// The same sentence in another language is text(language): the error keeps its parts (the source,
// the place, the problem), each an ErrorPhrase, a message of the core's catalogue (messages.h) with
// its arguments, or text written as given (a file name, a JSON path such as $.edges[2].to, a quoted
// detail such as 'x' or "7a", a number); the parts are joined by ": " (French: "\u00A0: "). A
// reader builds the phrases only once it has met a problem, so reading a good file costs nothing.
//
//   throw FormatError(ErrorParts{sourceName, ErrorPhrase(Msg::FormatLineColumn, {"3", "5"}),
//                                ErrorPhrase(Msg::FormatNodeIdNotInteger, {quote(token)})});
//   error.what()                   == "door.edges: line 3, column 5: a node id must be …, found '7a'"
//   error.text(Language::German)   == "door.edges: Zeile 3, Spalte 5: eine Knotennummer muss …, gefunden: '7a'"
//
// An error made from a finished string (FormatError("…")) has that string in every language.
#pragma once

#include "homestead/messages.h"

#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace homestead {

// A piece of an error's text: a catalogue message whose arguments are pieces again, or text written
// as given in every language.
class ErrorPhrase {
public:
    ErrorPhrase(std::string written) : written_(std::move(written)) {}
    ErrorPhrase(const char* written) : written_(written) {}
    ErrorPhrase(Msg id, std::vector<ErrorPhrase> arguments = {}) : id_(id), arguments_(std::move(arguments)) {}
    // A message that counts `n` things, in the form the language gives n ("1 second", "10 seconds").
    static ErrorPhrase counted(Msg id, std::uint64_t n, std::vector<ErrorPhrase> arguments) {
        ErrorPhrase phrase(id, std::move(arguments));
        phrase.count_ = n;
        return phrase;
    }

    std::string text(Language language) const;

private:
    std::optional<Msg> id_;  // nothing: written_ is the text
    std::optional<std::uint64_t> count_;  // a counting message's n
    std::string written_;
    std::vector<ErrorPhrase> arguments_;
};

// An error's parts, joined by ": " into its sentence.
using ErrorParts = std::vector<ErrorPhrase>;

// The parts in `language`, joined ("door.json: line 3, column 5: …").
std::string joinedErrorText(const ErrorParts& parts, Language language);

// What an error that can be said in any language keeps beside its English what(): its parts. The
// readers' FormatError, welter::WelterError and homestead-cli's usage errors are such errors, so
// errorText() says any of them in the reader's language.
class WordedError {
public:
    explicit WordedError(ErrorParts parts) : parts_(std::make_shared<const ErrorParts>(std::move(parts))) {}
    virtual ~WordedError() = default;
    const ErrorParts& parts() const { return *parts_; }

private:
    std::shared_ptr<const ErrorParts> parts_;  // shared: an exception is copied without throwing
};

struct FormatError : std::runtime_error, WordedError {
    // A finished sentence, the same in every language.
    explicit FormatError(const std::string& sentence);
    explicit FormatError(const char* sentence);
    // The parts, what() in English.
    explicit FormatError(ErrorParts parts);

    // The sentence in `language`.
    std::string text(Language language) const;
    // The same error with `source` as its first part ("door.cgs: " + what()).
    FormatError within(const std::string& source) const;
};

// A reason in English, as the functions that answer in English give it (whyIllegal).
inline std::optional<std::string> inEnglish(const std::optional<ErrorPhrase>& phrase) {
    if (!phrase) return std::nullopt;
    return phrase->text(Language::English);
}

// The parts of any exception: a WordedError's own, else what() as one part written as given; to
// put an error behind a place of one's own ({"welter", …parts}).
ErrorParts errorParts(const std::exception& error);

// The text of any exception for a reader of `language`: a WordedError's parts in that language (its
// what() in English), else what().
std::string errorText(const std::exception& error, Language language);

}  // namespace homestead
