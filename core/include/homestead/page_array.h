// A fixed-size array of trivially copyable items that starts as all-zero bytes, for the id index's
// hash table (id_index.h). Its memory is fresh pages, zeroed by the system as they are first touched,
// so an empty table costs no pass writing it. An array of 1 MiB or more is mapped on 2 MiB
// boundaries (rounded up to whole 2 MiB pages) and advised into transparent huge pages (madvise
// MADV_HUGEPAGE): a table probed at random places then needs one TLB entry per 2 MiB instead of one
// per 4 KiB, its probes stop waiting for page walks, and it is faulted in once instead of once per
// 4 KiB (from 1 MiB on, a table larger than the L2 cache, that saves more than the rounding up
// costs). Where the system refuses the mapping or the advice, the array comes from calloc or stays
// in small pages: the same zeroed contents, only slower to probe.
//
//   PageArray<Slot> slots(n);  slots[i] = …;  slots.hugePages()  // advised into 2 MiB pages
#pragma once

#include <cstddef>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

namespace homestead {

namespace detail {
// A block of zeroed memory: mapped on its own (`mapped` bytes, unmapped when given back) or from
// calloc (`mapped` 0).
struct PageBlock {
    void* data = nullptr;
    std::size_t mapped = 0;
    bool huge = false;  // advised into 2 MiB pages and accepted by the system
};
// How a block may be taken: `mappedFrom` is the size from which it is mapped on 2 MiB boundaries and
// advised into huge pages (the default: 1 MiB); a larger one keeps it in calloc's memory (a test of
// the fallback, or a system without huge pages).
inline constexpr std::size_t kHugePageBytes = std::size_t(1) << 21;
inline constexpr std::size_t kMappedFromBytes = std::size_t(1) << 20;
PageBlock takeZeroedPages(std::size_t bytes, std::size_t mappedFrom = kMappedFromBytes);
void giveBackPages(const PageBlock& block) noexcept;
}  // namespace detail

template <class T>
class PageArray {
    static_assert(std::is_trivially_copyable_v<T>, "the items start as zero bytes and are copied as bytes");

public:
    PageArray() = default;
    // `size` items of zero bytes; from mappedFrom bytes on, in huge pages where the system allows.
    explicit PageArray(std::size_t size, std::size_t mappedFrom = detail::kMappedFromBytes)
        : block_(size == 0 ? detail::PageBlock{} : detail::takeZeroedPages(size * sizeof(T), mappedFrom)), size_(size) {}
    PageArray(const PageArray& other) : PageArray(other.size_) {
        if (size_ != 0) std::memcpy(block_.data, other.block_.data, size_ * sizeof(T));
    }
    PageArray(PageArray&& other) noexcept
        : block_(std::exchange(other.block_, detail::PageBlock{})), size_(std::exchange(other.size_, 0)) {}
    PageArray& operator=(PageArray other) noexcept {
        std::swap(block_, other.block_);
        std::swap(size_, other.size_);
        return *this;
    }
    ~PageArray() { detail::giveBackPages(block_); }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* data() { return static_cast<T*>(block_.data); }
    const T* data() const { return static_cast<const T*>(block_.data); }
    T& operator[](std::size_t i) { return data()[i]; }
    const T& operator[](std::size_t i) const { return data()[i]; }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    // The memory was mapped on its own and advised into 2 MiB pages, and the system took the advice.
    bool hugePages() const { return block_.huge; }

private:
    detail::PageBlock block_;
    std::size_t size_ = 0;
};

}  // namespace homestead
