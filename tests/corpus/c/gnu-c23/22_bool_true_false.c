// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 bool, true and false as keywords (no <stdbool.h>).
bool b = true;
bool c = false;
_Bool d = true;
bool f(bool x) { return !x || (bool)1; }
unsigned long n = sizeof(bool);
