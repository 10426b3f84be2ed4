// gcc-flags: -std=gnu2x
// C23 type inference with auto (gcc 12 reads it as implicit int, which is
// accepted at block scope too).
int f(void)
{
    auto x = 1;
    auto y = x + 2;
    for (auto i = 0; i < 3; i++)
        y += i;
    return x + y;
}
