// gcc-flags: -std=gnu2x
// C23 [[nodiscard]], with and without a reason, and its reserved spelling.
[[nodiscard]] int f(void);
[[nodiscard("check the result")]] int g(int);
[[__nodiscard__]] int h(void);
[[nodiscard]] struct handle { int fd; } open_handle(void);
int use(void) { return f() + g(1) + h(); }
