// Lambdas: captures, parameters, specifiers, templates, immediate calls.
#include <utility>

struct S {
  int v;
  auto get() { return [=, *this]() { return v; }; }
  auto ref() { return [this] { return v; }; }
};

template <typename... Ts>
int pack(Ts... ts) {
  auto r = [... xs = std::move(ts)]() { return (xs + ... + 0); };
  return r();
}

int main() {
  int a = 1, b = 2;
  auto f = [] { return 0; };
  auto g = [=](int x) mutable { return x + a++; };
  auto h = [&, b](int x) -> int { return x * b + a; };
  auto i = [a, &b]() noexcept { return a + b; };
  auto j = [x = a + 1, &y = b]() { return x + y; };
  auto k = []<typename T>(T x) { return x; };
  auto l = [](auto... xs) { return (xs + ...); };
  auto m = [&]<typename... Ts>(Ts &&...ts) { return sizeof...(ts) + a; };
  auto n = [](int x) constexpr { return x; };
  auto p = [&a] [[nodiscard]] () { return a; };
  int q = [](int x) { return x; }(3);
  [&] { a = b; }();
  return f() + g(1) + h(2) + i() + j() + k(3) + l(1, 2) + m(1) + n(4) + p() + q + pack(1, 2);
}
