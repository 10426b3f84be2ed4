// gcc-since: 13
// g++ 13's type-valued traits written as calls stand where a type does (g++ 12 has
// only `__underlying_type`, in gnu_extensions.cpp); their names stay usable as names,
// as libstdc++ 12 uses `__is_pointer` and other trait names for its own templates.
template <typename T>
struct __is_pointer {
  enum { __value = 0 };
};

template <typename T>
using bare = __remove_cvref(T);

template <typename T>
using no_ref = __remove_reference(T);

static_assert(__is_same(bare<const int &>, int));
static_assert(__is_same(no_ref<int &&>, int) && !__is_pointer<int>::__value);
