// Namespaces: nested definitions, inline namespaces, aliases, using-directives and
// declarations, using enum, linkage specifications, unnamed namespaces.
#include <cstdio>

namespace a::b::inline c {
int value = 1;
}

namespace outer {
inline namespace v1 {
int f() { return 1; }
} // namespace v1
namespace {
int hidden = 2;
}
} // namespace outer

namespace alias = a::b::c;

extern "C" {
int c_function(int);
}
extern "C" int other_c_function(void);
extern "C++" int cpp_function();

enum class Fruit { apple, pear };

struct Base {
  int g() { return 0; }
};
struct D : Base {
  using Base::g;
  using Base::Base;
};

int main() {
  using namespace outer;
  using std::printf;
  using alias::value;
  using enum Fruit;
  using ::c_function;
  Fruit fruit = apple;
  return value + f() + hidden + ::outer::v1::f() + a::b::value + (fruit == pear) + D{}.g();
}
