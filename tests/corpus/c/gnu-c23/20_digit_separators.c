// gcc-flags: -std=gnu2x
// C23 digit separators in every kind of constant.
int dec = 1'000'000;
int oct = 0'17'7;
int hex = 0x7f'ff;
int bin = 0b1010'0101;
unsigned long long big = 18'446'744'073'709'551'615ull;
double fl = 1'000.000'5;
double ex = 1e1'0;
double hf = 0x1'0.8p1'0;
