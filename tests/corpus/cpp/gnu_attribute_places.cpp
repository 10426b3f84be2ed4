// GNU attributes where g++ takes them beyond specifiers and declarators (as g++'s
// test suite writes them): after a parameter's declarator, also one of function
// type; after a bit-field's width; before a later declarator of a list; in a
// new-expression's type; after a lambda's trailing return type; and alone before `;`
// as a null statement.
extern void fail(const char *, ...)
    __attribute__((noreturn, format(printf, 1, 2)));

void set_handler(void (*handler)(int) __attribute__((noreturn)));
void with_callee(long() __attribute__((unused)));
void with_default(int x __attribute__((unused)) = 1, int (*g)(int) __attribute__((unused)) = nullptr);

struct Flags {
  char a : 4 __attribute__((packed));
  unsigned b : 1 __attribute__((deprecated("use c")));
  unsigned c : 3;
};

struct Point {
  int x, __attribute__((unused)) y;
};
void with_member(int (Point::*f)(int *) __attribute__((unused)));
int first, __attribute__((unused)) second = 2;

typedef int v2si __attribute__((vector_size(8)));
void *vec = new int __attribute__((vector_size(8)))();

auto lambda = []() -> int __attribute__((warn_unused_result)) { return 0; };

int fall(int x) {
  switch (x) {
  case 0:
    x++;
    __attribute__((fallthrough));
  case 1:
    return x;
  }
  return 0;
}
