// Structured bindings in declarations, conditions and range-for.
#include <map>
#include <tuple>
#include <utility>

struct P {
  int x, y;
};

int main() {
  auto [a, b] = std::pair{1, 2};
  const auto &[c, d, e] = std::tuple{1, 2.0, 'x'};
  auto &&[f, g] = P{3, 4};
  int arr[2] = {5, 6};
  auto [h, i] = arr;
  [[maybe_unused]] auto [j, k] = P{};
  std::map<int, int> m{{1, 2}};
  for (const auto &[key, value] : m)
    a += key + value;
  for (auto &&[key, value] : m) {
    b += value;
  }
  if (auto [it, ok] = m.insert({3, 4}); ok)
    return it->first;
  static auto [s1, s2] = P{7, 8};
  return a + b + c + int(d) + e + f + g + h + i + j + k + s1 + s2;
}

// A parenthesized initializer ([dcl.struct.bind]).
void paren() {
  auto [u, v](P{1, 2});
  P pp{3, 4};
  auto &[w, z](pp);
  (void)(u + v + w + z);
}
