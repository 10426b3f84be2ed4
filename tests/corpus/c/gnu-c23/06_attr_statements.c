// gcc-flags: -std=gnu2x
// Attributes on statements and labels, attribute declarations, and empty
// attribute lists.
[[deprecated]];
[[]] int e1;
[[,]] int e2;
[[deprecated]] [[nodiscard]] int two_specifiers(void);
[[deprecated, nodiscard]] int two_in_one(void);
int f(int x)
{
    [[]];
    switch (x) {
    case 1:
        x++;
        [[fallthrough]];
    case 2:
        x++;
        [[__fallthrough__]];
    default:
        break;
    }
    [[gnu::hot]] x = x + 1;
    [[gnu::hot]] { x--; }
    [[gnu::hot]] if (x) x = 0;
    [[gnu::hot]] while (0) ;
    [[gnu::hot]] for (;;) break;
    [[gnu::hot]] do ; while (0);
lab: [[maybe_unused]];
    [[gnu::hot]] return x;
}
