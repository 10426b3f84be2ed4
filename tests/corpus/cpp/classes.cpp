// Classes: bases, access, virtual functions, overriders, special members, operators,
// conversions, friends, nested types, unions, bit-fields, enums, explicit(bool).
#include <compare>
#include <cstddef>
#include <new>

struct Base {
  virtual ~Base() = default;
  virtual int f() const = 0;
  virtual void g() noexcept {}
  int x = 0;
  static constexpr int k = 3;
  static inline int count{};
};

struct Mixin {};

class Derived final : public Base, private virtual Mixin {
public:
  Derived() : Base(), y{1} {}
  explicit Derived(int v) noexcept : y(v) {}
  Derived(const Derived &) = default;
  Derived(Derived &&) noexcept = default;
  Derived &operator=(const Derived &) = delete;
  ~Derived() override {}
  int f() const override final { return y; }
  operator bool() const { return y != 0; }
  explicit(sizeof(int) > 2) operator long() const { return y; }
  int operator()(int a) const { return a + y; }
  int &operator[](std::size_t) { return y; }
  Derived &operator++() { ++y; return *this; }
  Derived operator++(int) { Derived d = *this; ++y; return d; }
  auto operator<=>(const Derived &) const = default;
  bool operator==(const Derived &) const = default;
  friend Derived operator+(Derived a, const Derived &b) { a.y += b.y; return a; }
  friend struct Mixin;
  static void *operator new(std::size_t n) { return ::operator new(n); }
  static void operator delete(void *p) { ::operator delete(p); }
  void *operator new[](std::size_t) = delete;

protected:
  int y;

private:
  struct Nested {
    enum Kind : unsigned char { A = 1, B, C = A | B };
    enum class Scoped { X, Y, };
    Kind kind : 3;
    unsigned flags : 4 = 2;
    int : 0;
  };
  union {
    int i;
    float fl;
  };
  using Self = Derived;
  typedef int Int;
  mutable int cache = 0;
};

int Derived2 = Base::k;

struct Agg {
  int a;
  double b;
};

Agg agg{.a = 1, .b = 2.0};

template <typename T>
struct Outer {
  struct Inner;
  template <typename U>
  void member(U);
};

template <typename T>
struct Outer<T>::Inner {
  int v;
};

template <typename T>
template <typename U>
void Outer<T>::member(U) {}


int Base::f() const { return 0; }
