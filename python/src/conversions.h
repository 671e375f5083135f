// The one place where the core's integers cross into Python and back. Python ints have no size
// limit; the core's numbers are 64-bit (stresses, weights and values unsigned, squares, heaps and
// poles signed). A core type that grows (a 128-bit animating function, say) needs only an overload
// here: every binding converts through these two templates.
//
//   py::int_ v = toPython(analysis.value);                      // any size the core gives
//   auto square = fromPython<std::int64_t>(item, Where("squares", 3));   // ValueError if out of range
#pragma once

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
    if constexpr (sizeof(T) <= sizeof(long long)) {
        return py::int_(value);
    } else {  // 128-bit: the high and low halves, joined by Python's own arithmetic
        using Unsigned = std::make_unsigned_t<T>;
        const auto bits = static_cast<Unsigned>(value);
        py::int_ high(static_cast<std::uint64_t>(bits >> 64)), low(static_cast<std::uint64_t>(bits));
        py::object joined = (high.attr("__lshift__")(64)).attr("__or__")(low);
        if constexpr (std::is_signed_v<T>)
            if (value < 0) joined = joined.attr("__sub__")(py::int_(1).attr("__lshift__")(128));
        return joined;
    }
}

template <std::integral T>
py::object toPython(const std::optional<T>& value) {
    return value ? py::object(toPython(*value)) : py::object(py::none());
}

template <std::integral T>
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
        throw py::type_error(where.text() + ": expected an integer, got " +
                             std::string(py::str(py::type::handle_of(value).attr("__name__"))));
    }
    const auto outOfRange = [&] {
        return py::value_error(where.text() + ": " + std::string(py::str(index)) + " is out of range (" +
                               std::to_string(std::numeric_limits<T>::min()) + " to " +
                               std::to_string(std::numeric_limits<T>::max()) + ")");
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
