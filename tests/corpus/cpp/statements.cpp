// Statements: declarations vs expressions, selection with init-statements and
// constexpr, loops (range-for with an init-statement), jumps, try/catch, labels.
#include <stdexcept>
#include <vector>

int f(int n) {
  int a = 0, *p = &a, &r = a;
  struct Local {
    int v;
  } local{n};
  if (n > 0)
    a = 1;
  else if (n < 0)
    a = -1;
  else {
    a = 0;
  }
  if (int m = n * 2; m > 3)
    a += m;
  if constexpr (sizeof(int) == 4) {
    a++;
  }
  switch (int k = n % 3; k) {
  case 0:
    break;
  case 1: {
    a--;
    [[fallthrough]];
  }
  default:
    a += k;
  }
  while (a < 10)
    ++a;
  do {
    --a;
  } while (a > 5);
  for (int i = 0, j = 1; i < n; ++i, j *= 2)
    continue;
  for (;;)
    break;
  std::vector<int> v{1, 2, 3};
  for (auto i = 0; int x : v)
    a += x + i;
  for (int x : {1, 2})
    a += x;
  try {
    throw std::runtime_error("x");
  } catch (const std::runtime_error &e) {
    a += 1;
  } catch (...) {
    throw;
  }
  goto done;
done:
  a += local.v + *p + r;
  ;
  {
  }
  return a;
}

int g(int x) try { return f(x); } catch (...) { return -1; }

struct T {
  int v;
  T(int x) try : v(x) {
  } catch (...) {
  }
};

consteval int twice(int x) { return 2 * x; }
constexpr int h(int x) {
  if consteval {
    return twice(x);
  } else {
    return x;
  }
}
