// gcc-flags: -std=gnu2x
// C23 u8 character constants and unnamed parameters in definitions.
unsigned char c = u8'a';
const char *s = u8"text" "more";
int f(int, int b) { return b; }
int g(int *, char[]) { return 0; }
