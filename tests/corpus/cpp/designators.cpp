// Designated initializers: C++20's `.x = v` and `.x{v}` ([dcl.init.aggr]), and the
// GNU forms g++ takes in C++: the old field designator `x: v` and C99's array
// designator `[i] = v` (told apart from a lambda at the `=`).
struct Point {
  int x, y;
};
struct Line {
  Point from, to;
};
union Bits {
  unsigned u;
  float f;
};

Point p1 = {.x = 1, .y = 2};
Point p2{.x{3}, .y = 4};
Line l1 = {.from = {.x = 1}, .to{.y = 2}};

Point p3 = {x: 1, y: 2};
Line l2 = {from: {x: 0, y: 0}, to: {}};
float nan = ((Bits){u: 0x7fc00000U}).f;

enum { First, Second };
const char *names[] = {[First] = "first", [Second] = "second"};
int squares[4] = {[0] = 0, [1] = 1, [2] = 4, [3] = 9};
Point corners[2] = {[0] = {.x = 0, .y = 0}, [1] = {.x = 1, .y = 1}};

template <int I>
int pick() {
  const int a[] = {[I] = 7};
  return a[I];
}

int main() {
  int i = 0;
  // A lambda in a braced list stays a lambda.
  int (*fs[])() = {[]() { return 1; }, [] { return 2; }};
  auto g = [&i] { return i; };
  return p1.x + p3.y + squares[2] + pick<0>() + fs[0]() + g();
}
