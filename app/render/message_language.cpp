// The render library's message language (see message_language.h): an atomic, read from any thread.
#include "message_language.h"

#include "homestead/format_error.h"

#include <atomic>

namespace homestead::render {

namespace {
std::atomic<Language> chosen{Language::English};
}  // namespace

void setMessageLanguage(Language language) { chosen.store(language, std::memory_order_relaxed); }

Language messageLanguage() { return chosen.load(std::memory_order_relaxed); }

QString renderMessage(Msg id, std::initializer_list<std::string_view> arguments) {
    return QString::fromStdString(message(messageLanguage(), id, arguments));
}

QString fileProblem(const QString& path, const QString& problem) {
    return QString::fromStdString(joinedErrorText({path.toStdString(), problem.toStdString()}, messageLanguage()));
}

}  // namespace homestead::render
