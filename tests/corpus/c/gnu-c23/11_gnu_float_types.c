// gcc-flags: -std=gnu2x
// The extended floating types and their constant suffixes.
_Float16 h = 1.0f16;
_Float32 s = 1.0f32;
_Float64 d = 1.0f64;
_Float128 q = 1.0f128;
_Float32x sx = 1.0f32x;
_Float64x dx = 1.0F64x;
__float128 gq = 1.0q;
__float80 ge = 1.0w;
_Complex _Float128 cq;
_Decimal32 d32 = 1.0df;
_Decimal64 d64 = 1.0dd;
_Decimal128 d128 = 1.0DL;
long double ld = 0x1.8p3L;
_Float128 fq(_Float128 x) { return x * (_Float128)2 + sizeof(_Float64x); }
