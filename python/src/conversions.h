// The one place where the core's integers cross into Python and back. Python ints have no size
// limit; the core's numbers are 64-bit (stresses, weights and values unsigned, squares, heaps and
// poles signed), and 128-bit results are ready below. A core type that grows (a 128-bit animating
// function, say) needs nothing in the bindings, which all convert through toPython and fromPython.
//
//   py::int_ v = toPython(analysis.value);                      // any size the core gives
//   auto square = fromPython<std::int64_t>(item, Where("squares", 3));   // ValueError if out of range
#pragma once

#include "python_errors.h"

#include <pybind11/pybind11.h>

#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace homestead::python {

namespace py = pybind11;

template <std::integral T>
py::int_ toPython(T value) {
    static_assert(sizeof(T) <= sizeof(long long), "a wider type needs an overload below");
    return py::int_(value);
}

#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 Int128;  // __extension__: a GNU type, without -Wpedantic's warning
__extension__ typedef unsigned __int128 UInt128;

// 128-bit: high · 2^64 + low, by Python's own arithmetic (high keeps the sign).
inline py::int_ toPython(Int128 value) {
    const py::int_ high(static_cast<std::int64_t>(value >> 64)), low(static_cast<std::uint64_t>(value));
    return py::int_((high << py::int_(64)) + low);
}
inline py::int_ toPython(UInt128 value) {
    const py::int_ high(static_cast<std::uint64_t>(value >> 64)), low(static_cast<std::uint64_t>(value));
    return py::int_((high << py::int_(64)) + low);
}
#endif

template <typename T>
py::object toPython(const std::optional<T>& value) {
    return value ? py::object(toPython(*value)) : py::object(py::none());
}

template <typename T>
py::list toPython(const std::vector<T>& values) {
    py::list out(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) out[i] = toPython(values[i]);
    return out;
}

// What a converted value is called in messages: "target", or "squares[2]" (built only for a message,
// so converting 10^6 items costs no string).
class Where {
public:
    Where(const char* name) : name_(name) {}  // NOLINT: a plain name converts
    Where(const char* list, std::size_t index) : name_(list), index_(index) {}
    std::string text() const { return index_ ? std::string(name_) + "[" + std::to_string(*index_) + "]" : name_; }

private:
    const char* name_;
    std::optional<std::size_t> index_;
};

// A Python int (or anything with __index__) as T. TypeError for what is not an integer; ValueError
// "`what`: N is out of range (…)" for one T cannot hold. 64-bit types only, so far.
template <std::integral T>
T fromPython(py::handle value, const Where& where) {
    static_assert(sizeof(T) <= sizeof(long long), "add the 128-bit case here");
    py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(value.ptr()));
    if (!index) {
        PyErr_Clear();
        throw py::type_error(bindingMessage(Msg::PyExpectedInteger,
                                            {where.text(), std::string(py::str(py::type::handle_of(value).attr("__name__")))}));
    }
    const auto outOfRange = [&] {
        return py::value_error(bindingMessage(Msg::PyOutOfRange, {where.text(), std::string(py::str(index)),
                                                                  std::to_string(std::numeric_limits<T>::min()),
                                                                  std::to_string(std::numeric_limits<T>::max())}));
    };
    if constexpr (std::is_signed_v<T>) {
        int overflow = 0;
        const long long v = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
        if (overflow || v < std::numeric_limits<T>::min() || v > std::numeric_limits<T>::max()) throw outOfRange();
        return static_cast<T>(v);
    } else {
        if (PyObject_RichCompareBool(index.ptr(), py::int_(0).ptr(), Py_LT) == 1) throw outOfRange();
        const unsigned long long v = PyLong_AsUnsignedLongLong(index.ptr());
        if (PyErr_Occurred()) {
            PyErr_Clear();
            throw outOfRange();
        }
        if (v > std::numeric_limits<T>::max()) throw outOfRange();
        return static_cast<T>(v);
    }
}

// Every item of an iterable as T; `list` names it in messages ("squares" → "squares[2]").
template <std::integral T>
std::vector<T> listFromPython(py::handle iterable, const char* list) {
    std::vector<T> out;
    if (py::isinstance<py::sequence>(iterable)) out.reserve(py::len(iterable));
    std::size_t i = 0;
    for (py::handle item : py::iter(iterable)) out.push_back(fromPython<T>(item, Where(list, i++)));
    return out;
}

}  // namespace homestead::python
