// gcc-flags: -std=gnu2x
// [[maybe_unused]] on parameters, locals, labels, functions and members.
[[maybe_unused]] static void helper(void) {}
int f([[maybe_unused]] int a, int b [[maybe_unused]], int [[maybe_unused]] c)
{
    [[maybe_unused]] int unused_local = 0;
    int other [[maybe_unused]] = 1;
    [[maybe_unused]] again:
    return c;
}
struct s { [[maybe_unused]] int member; int bits [[maybe_unused]] : 3; };
