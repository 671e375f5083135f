#include "homestead/messages.h"
namespace homestead {
std::span<const MessageTemplate> germanMessages() { return {}; }
std::span<const MessageTemplate> frenchMessages() { return {}; }
std::span<const MessageTemplate> spanishMessages() { return {}; }
}
