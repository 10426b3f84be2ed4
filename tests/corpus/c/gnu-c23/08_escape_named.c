// gcc-flags: -std=gnu2x
// Named universal characters \N{...} in string and character literals.
const char *a = "\N{LATIN SMALL LETTER A}";
const char *b = u8"caf\N{LATIN SMALL LETTER E WITH ACUTE}";
int c = U'\N{GREEK SMALL LETTER ALPHA}';
const char *d = "x\N{SPACE}y\N{DIGIT ONE}";
