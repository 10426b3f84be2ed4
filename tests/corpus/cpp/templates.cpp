// Class, function, variable and alias templates; specializations; packs; `>>`;
// braced template arguments.
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>
#include <map>

template <typename T, std::size_t N = 4>
struct Array {
  T data[N];
  template <typename U>
  struct Rebind {
    using type = Array<U, N>;
  };
  constexpr std::size_t size() const noexcept { return N; }
};

template <typename T>
struct Array<T *, 0> {};

template <>
struct Array<bool, 1> {
  bool b;
};

template <typename T>
constexpr bool is_small = sizeof(T) <= 4;

template <typename T>
using Vec2 = std::vector<std::vector<T>>;

template <template <typename, typename> class C, typename T>
using With = C<T, std::allocator<T>>;

template <typename... Ts>
constexpr std::size_t count = sizeof...(Ts);

template <typename... Ts>
auto sum(Ts... xs) {
  return (xs + ... + 0);
}

template <typename... Ts>
bool all(Ts... xs) {
  return (... && xs);
}

template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
T twice(T x) {
  return x << 1 >> 0;
}

template <typename T>
typename T::value_type first(const T &c) {
  return *c.begin();
}

template <typename T>
auto rebind(T) -> typename T::template Rebind<int>::type;

template <typename T>
struct Holder {
  T value;
  Holder(T v) : value(v) {}
};
template <typename T>
Holder(T) -> Holder<T>;

template struct Array<int, 3>;
extern template struct Array<char, 2>;

template <typename T>
void call(T &t) {
  t.template get<0>();
}

int main() {
  Vec2<int> v{{1, 2}, {3}};
  std::map<int, std::vector<std::pair<int, int>>> m;
  Holder h{3};
  bool less = 1 < 2, greater = (3 > 2);
  int s = sum(1, 2, 3) >> 1;
  s >>= 1;
  Array<int, (3 > 2) ? 2 : 1> a{};
  return static_cast<int>(v.size()) + h.value + s + twice(2) + less + greater + a.size() + m.size();
}

// C++20: a braced list as a template argument of a class type (P0732) and as a
// parameter's default; `::template` names.
struct Pair2 {
  int a, b;
};
template <Pair2 P = {1, 2}>
int first() {
  return P.a;
}
template <Pair2 P>
struct Tag {};
Tag<{}> empty_tag;
Tag<{.a = 3, .b = 4}> designated_tag;
int braced = first<{5, 6}>() + first();

template <class>
struct Global {};
void global_template() {
  typename ::template Global<int> g1;
  ::template Global<int> g2;
}
