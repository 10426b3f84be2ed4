// Concepts, requires clauses and requires expressions, constrained parameters,
// abbreviated function templates.
#include <concepts>
#include <cstddef>

template <typename T>
concept Addable = requires(T a, T b) {
  a + b;
  { a + b } -> std::same_as<T>;
  { a.size() } noexcept -> std::convertible_to<std::size_t>;
  typename T::value_type;
  requires sizeof(T) > 1;
};

template <typename T>
concept Small = sizeof(T) <= 8 && std::is_trivially_copyable_v<T>;

template <typename T>
concept Both = Small<T> || (Addable<T> && !std::integral<T>);

template <typename T>
  requires Small<T>
T id(T x) {
  return x;
}

template <std::integral T, std::floating_point U = double>
U mix(T t, U u) requires(sizeof(T) <= sizeof(U)) {
  return t + u;
}

template <Small... Ts>
int count(Ts...) {
  return sizeof...(Ts);
}

auto twice(std::integral auto x) { return x * 2; }
void many(const Small auto &...xs) {}

template <typename T>
struct Box {
  T v;
  void set(T x) requires std::copyable<T> { v = x; }
  template <typename U>
    requires std::convertible_to<U, T>
  Box(U u) : v(u) {}
};

template <typename T>
constexpr bool has_size = requires(const T &t) { t.size(); };

template <typename T>
  requires requires(T t) { t.begin(); }
void iterate(T &) {}

int main() {
  std::integral auto n = 3;
  Box<int> b{2};
  return id(1) + count(1, 2) + twice(n) + b.v + has_size<int> + mix(1, 2.0);
}
