// gcc-flags: -std=gnu2x
// gcc-since: 13
// The __bf16 type (x86).
__bf16 h;
__bf16 f(__bf16 x) { return x; }
