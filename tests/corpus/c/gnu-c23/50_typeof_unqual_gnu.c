// gcc-flags: -std=gnu2x
// gcc-since: 14
// The GNU spellings __typeof_unqual__ and __typeof_unqual.
const int ci = 0;
__typeof_unqual__(ci) a;
__typeof_unqual(ci) b;
