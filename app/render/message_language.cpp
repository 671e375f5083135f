// The render library's message language (see message_language.h): an atomic, read from any thread.
#include "message_language.h"

#include <atomic>

namespace homestead::render {

namespace {
std::atomic<Language> chosen{Language::English};
}  // namespace

void setMessageLanguage(Language language) { chosen.store(language, std::memory_order_relaxed); }

Language messageLanguage() { return chosen.load(std::memory_order_relaxed); }

}  // namespace homestead::render
