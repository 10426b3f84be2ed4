// GNU extensions as libstdc++'s and glibc's headers use them.
__extension__ typedef long long big_t;
__extension__ typedef unsigned __int128 u128;
typedef __int128 i128;

extern int renamed(int) __asm__("real_name");
extern int quiet(const char *__restrict __format, ...) noexcept(true)
    __attribute__((__nonnull__(1))) __attribute__((__format__(__printf__, 1, 2)));

struct __attribute__((__visibility__("default"))) Visible {
  int x __attribute__((__aligned__(16)));
  void f() __attribute__((__always_inline__));
};

namespace std __attribute__((__visibility__("default"))) {
inline namespace __cxx11 __attribute__((__abi_tag__("cxx11"))) {}
}

enum class E : int { a, b };

template <typename T, typename U>
constexpr bool same = __is_same(T, U);
static_assert(__is_trivially_copyable(int) && !__is_polymorphic(Visible));
static_assert(same<__underlying_type(E), int>);

int g(int *__restrict p, int &__restrict r) {
  __typeof__(*p) a = *p;
  __decltype(r) b = r;
  __typeof(a) c = __alignof__(int) + __alignof__(a);
  __extension__ long long d = 1LL;
  __asm__ __volatile__("" : : "r"(a) : "memory");
  int e = ({ int t = a; t + 1; });
  typedef float v4 __attribute__((__vector_size__(16)));
  v4 z = __extension__(v4){0.0f, 1.0f, 2.0f, 3.0f};
  (void)z;
  int f = a ?: b;
  __real__ c;
  return a + b + c + d + e + f + __builtin_offsetof(Visible, x);
}

void h(__builtin_va_list ap) {
  int x = __builtin_va_arg(ap, int);
  auto y = __builtin_bit_cast(float, x);
  (void)y;
  switch (x) {
  case 1 ... 3:
    break;
  }
}

// g++'s test suite: `__extension__` before an inline namespace, `static`/`inline`
// before an explicit instantiation, `?:` inside template brackets, offsetof of a
// qualified member or through `->`, an assignment in static_assert, an init-capture
// pack spelled `...&x`, an empty linkage specification.
__extension__ inline namespace __gnu_v1 __attribute__((abi_tag("v1"))) {}

template <class T>
struct Inst {
  static int count;
  void f() {}
};
template <class T>
int Inst<T>::count = 0;
static template struct Inst<int>;
inline template struct Inst<long>;

template <int N = 0 ?: 1>
struct Elvis {};
Elvis<> elvis;
Elvis<(2 ?: 3)> elvis2;

struct Base {
  int i;
};
struct Derived : Base {
  int arr[2];
};
unsigned long offsets = __builtin_offsetof(Derived, Base::i) + __builtin_offsetof(Derived, arr[1]);

template <int>
void assign_assert() {
  int c;
  static_assert(c %= 1, "");
}

template <class... Ts>
void pack_capture(Ts... ts) {
  [...&xs = ts] {}();
}

extern "C" ;
extern "C" [[]];
