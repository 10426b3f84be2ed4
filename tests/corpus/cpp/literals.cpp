// Literals: integers in four bases with separators and suffixes, floats (hex too),
// characters and strings with prefixes and escapes, raw strings, user-defined literals.
#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

using namespace std::literals;

constexpr unsigned long long operator""_km(unsigned long long v) { return v * 1000; }
constexpr long double operator"" _deg(long double v) { return v; }
// The empty string may be several, concatenated in translation phase 6.
constexpr long double operator"" "" _rad(long double v) { return v; }
constexpr std::size_t operator""_len(const char *, std::size_t n) { return n; }
template <char... Cs>
constexpr int operator""_count() { return sizeof...(Cs); }

int main() {
  auto i = 1'000'000 + 0x1F'FFu + 017 + 0b1010'0101ull + 42LL + 7lu;
  auto f = 1.5 + .5f + 1e10 + 3.14L + 0x1.8p3 + 1.f + 2e-3 + 1'000.5;
  char c = 'a', e = '\n', o = '\101', x = '\x41', q = '\'';
  char8_t u8c = u8'a';
  char16_t u16 = u'\u00e9';
  char32_t u32 = U'\U0001F600';
  wchar_t w = L'w';
  const char *s = "tab\tquote\"" "concatenated";
  const char *r1 = R"(raw "string" with \n kept)";
  const char *r2 = R"x(a)"b)x";
  const char *r3 = R"--(
multi-line )" raw
)--";
  auto u8s = u8"utf-8";
  auto ws = LR"(wide raw)";
  auto str = "std"s;
  auto sv = "view"sv;
  auto dur = 10ms + 2s;
  auto km = 3_km;
  auto deg = 90.0_deg;
  auto len = "abc"_len + R"(raw)"_len + R"d()")d"_len;
  auto cnt = 123_count;
  return int(i + f) + c + e + o + x + q + u8c + u16 + u32 + w + *s + *r1 + *r2 + *r3 + *u8s + *ws + str.size() +
         sv.size() + dur.count() + km + int(deg) + len + cnt;
}
