// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 nullptr and its type.
void *p = nullptr;
typeof(nullptr) q;
int f(int *x) { return x == nullptr ? 0 : *x; }
void g(void) { char *c = nullptr; (void)c; }
