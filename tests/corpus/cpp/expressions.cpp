// Expressions: casts, new and delete, sizeof and alignof, typeid, noexcept, throw,
// the conditional operator, pointers to members, comparisons, fold-free operator
// chains, compound assignment, comma, functional casts, braced initializers,
// parenthesized array initializers, conversion functions and destructors as names.
#include <compare>
#include <new>
#include <typeinfo>

struct S {
  virtual ~S() {}
  int m;
  int f(int x) { return x + m; }
};

int main() {
  S s;
  s.m = 1;
  S *ps = &s;
  int S::*pm = &S::m;
  int (S::*pf)(int) = &S::f;
  int a = s.*pm + ps->*pm + (s.*pf)(1) + (ps->*pf)(2);
  double d = static_cast<double>(a) + (double)a + double(a) + double{1.0};
  const int *cp = const_cast<const int *>(&a);
  long l = reinterpret_cast<long>(cp);
  void *v = dynamic_cast<void *>(static_cast<S *>(ps));
  int *arr = new int[a + 1]{};
  S *one = new S();
  S *placed = new (v) S(*one);
  int **pp = new int *[2];
  auto *q = new (std::nothrow) int(3);
  S *el = new struct S;
  const int *ci = new const int(4);
  delete el;
  delete ci;
  delete one;
  delete[] arr;
  ::delete q;
  delete[] pp;
  auto sz = sizeof a + sizeof(S) + alignof(S) + sizeof(int[3]);
  bool ne = noexcept(s.f(1));
  auto &ti = typeid(S);
  auto &te = typeid(a + 1);
  int c = a > 0 ? a : -a;
  c = a < 0 ? throw 1 : c;
  c += 1, c -= 2, c *= 3, c /= 4, c %= 5, c <<= 1, c >>= 1, c &= 7, c |= 8, c ^= 9;
  bool cmp = (1 <=> 2) < 0 && a != c || !(a == c) && (a <= c) >= false;
  int bits = ~a & (a | c) ^ (a << 2) >> 1;
  int un = -a + +c - --a + ++c - a-- + c++;
  int *ptr = &a;
  int deref = *ptr + ptr[0] + 0 [ptr];
  int x{}, y = {}, z(3), w = int();
  return a + int(d) + l + int(sz) + ne + ti.name()[0] + te.name()[0] + c + cmp + bits + un + deref + x + y + z +
         w + (placed != nullptr) + (v == nullptr);
}

// C++20's parenthesized aggregate initialization of arrays (P0960).
int paren_array[](1, 2, 3);
int paren_bounded[2](4, 5);
int (&paren_ref)[](paren_array);

// A conversion function named as a value, not only called; destructors called
// without an object, after `->template` and as `~auto` (g++).
struct Conv {
  operator int() const { return 1; }
  template <class T>
  operator T *() const { return nullptr; }
};
int (Conv::*to_int)() const = &Conv::operator int;
char *(Conv::*to_ptr)() const = &Conv::operator char *;
int conv_call = Conv().operator int() + (Conv{}.*to_int)();

template <class T>
struct Dtor {
  ~Dtor() {}
};
struct Plain {
  ~Plain() {}
  void self() { Plain::~Plain(); }
};
template <class T>
void destroy(Dtor<T> *p, Dtor<int> *q) {
  p->template Dtor<T>::~Dtor();
  q->~auto();
}
