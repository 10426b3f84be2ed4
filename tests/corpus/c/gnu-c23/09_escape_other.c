// gcc-flags: -std=gnu2x
// Every escape gcc accepts: the standard ones, octal, hex and universal
// names, GNU \e and \E, and unknown escapes (accepted with a warning).
const char *std_escapes = "\a\b\f\n\r\t\v\\\'\"\?";
const char *octal = "\0\7\101\1012\377";
const char *hex = "\x41\x7f\xFF\x0000041";
const char *ucn = "\u00e9\U0001F600";
const char *gnu = "\e\E";
const char *unknown = "\%\(\[\{\q\z\8\9\o{101}\ ";
int c1 = '\e', c2 = '\q', c3 = '\101', c4 = '\x7f', c5 = L'\u00e9', c6 = '\%';
