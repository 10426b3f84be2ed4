// The Concepts TS (ISO/IEC TS 19217:2015), which g++ 12 still accepts in C++20 (with a
// warning): variable and function concepts declared `concept bool`, and template
// introductions (g++.dg/concepts/).
template <typename T>
concept bool Small = sizeof(T) <= 8;

template <typename T>
concept bool Class = __is_class(T);

template <typename T>
concept bool Braced{sizeof(T) > 0};

template <typename T>
concept bool Empty() {
  return Class<T> && __is_empty(T);
}

template <typename T>
concept bool Copyable() noexcept {
  return requires(T a) { T(a); };
}

template <typename... Ts>
concept bool All = true;

namespace N {
template <typename T>
concept bool InN = true;
}

template <Small T>
int f(T) { return 1; }

// Template introductions: `C{T}` declares the template parameters `C` constrains.
Class{A} struct S {
  Small{B} int g();
};

Class{A} Small{B} int S<A>::g() { return sizeof(B); }

All{...Xs} void h() {}

N::InN{T} void k(T) {}

struct Z {};
static_assert(Small<int> && Empty<Z>() && Copyable<int>(), "");
