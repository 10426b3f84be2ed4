// gcc-flags: -std=gnu2x
// GNU case ranges.
int f(int c)
{
    switch (c) {
    case 0 ... 9:
        return 1;
    case 'a' ... 'z':
    case 'A'...'Z':
        return 2;
    case 200 ... 200 + 5: case 300:
        return 3;
    }
    return 0;
}
