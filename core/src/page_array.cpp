// The memory of PageArray (page_array.h): a large block mapped anonymously, 2 MiB-aligned (a mapping
// 2 MiB longer, its unaligned ends unmapped) and advised into transparent huge pages; a small one,
// or one the system will not map, from calloc. Both come zeroed.
#include "homestead/page_array.h"

#include <cstdint>
#include <cstdlib>

#include <sys/mman.h>

namespace homestead::detail {

PageBlock takeZeroedPages(std::size_t bytes, std::size_t mappedFrom) {
    if (bytes >= mappedFrom && bytes <= SIZE_MAX - 2 * kHugePageBytes) {
        const std::size_t length = (bytes + kHugePageBytes - 1) & ~(kHugePageBytes - 1);
        void* const raw = ::mmap(nullptr, length + kHugePageBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw != MAP_FAILED) {
            const auto start = reinterpret_cast<std::uintptr_t>(raw);
            const std::uintptr_t aligned = (start + kHugePageBytes - 1) & ~std::uintptr_t(kHugePageBytes - 1);
            if (aligned > start) ::munmap(raw, aligned - start);
            if (const std::uintptr_t tail = start + length + kHugePageBytes - (aligned + length); tail > 0)
                ::munmap(reinterpret_cast<void*>(aligned + length), tail);
            PageBlock block{reinterpret_cast<void*>(aligned), length, false};
#ifdef MADV_HUGEPAGE
            block.huge = ::madvise(block.data, length, MADV_HUGEPAGE) == 0;
#endif
            return block;
        }
    }
    void* const data = std::calloc(bytes, 1);
    if (data == nullptr) throw std::bad_alloc();
    return PageBlock{data, 0, false};
}

void giveBackPages(const PageBlock& block) noexcept {
    if (block.data == nullptr) return;
    if (block.mapped != 0) ::munmap(block.data, block.mapped);
    else std::free(block.data);
}

}  // namespace homestead::detail
