// Attributes: standard ones in every position, prefixed ones, `using`, pack
// expansions, arguments, alternative tokens as names; alignas.
[[nodiscard]] int f();
[[deprecated("use g")]] void old();
[[noreturn]] void stop();
int [[gnu::unused]] before_declarator = 0;
int after_declarator [[maybe_unused]] = 1;
int array [[maybe_unused]] [3] [[gnu::unused]];

struct [[nodiscard]] alignas(16) Aligned {
  [[no_unique_address]] int a;
  alignas(double) char buf[8];
  [[using gnu: always_inline, hot]] inline void g() {}
};

enum class [[deprecated]] Color { red [[deprecated]], green };

namespace [[deprecated]] ns {}

template <typename... Ts>
struct Packed {
  alignas(Ts...) char data[8];
};

int h(int x [[maybe_unused]], [[maybe_unused]] int y) {
  switch (x) {
  case 0:
    [[fallthrough]];
  case 1:
    [[likely]] return 1;
  default:
    [[unlikely]] break;
  }
  [[maybe_unused]] int z = 3;
  if (x) [[likely]] {
    return 2;
  }
  return y;
}

[[gnu::always_inline, gnu::hot]] inline int fast() { return 0; }
int pointer_attr(int *[[gnu::unused]] p);

// [dcl.pre] attribute declaration (g++ warns that it is ignored).
[[maybe_unused]];

// Before a using-directive ([namespace.udir]).
namespace inner {}
[[gnu::unused]] using namespace inner;
alignas(int) using namespace inner;

// An alternative token in an attribute-token is a name ([dcl.attr.grammar]); g++
// ignores the unknown attributes with a warning.
int alt [[and, bitor::xor_eq, compl(1 and 2)]];
int alt2 [[using not_eq: or, or_eq]];
bool alt3 = true and not false;
