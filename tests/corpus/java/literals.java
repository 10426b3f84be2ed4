// Literals (JLS 21 §3.10): integers in four bases with underscores and suffixes,
// floating point (decimal and hexadecimal), characters and strings with every escape.
class Literals {
    int dec = 1_000_000 + 0 + 7 + 1__2;
    int hex = 0x7fff_ffff + 0XCAFE + 0x0;
    long hexL = 0x7fff_ffffL + 0xFFFF_FFFF_FFFFL + 9_223_372_036_854_775_807L;
    int oct = 0777 + 00 + 0_7 + 012_3;
    int bin = 0b1010_1010 + 0B1;
    long l = 10l + 0L;
    double d = 1.5 + 1. + .5 + 1e10 + 1E-5 + 1.5e+3 + 2d + 3D + 1_0.0_1;
    float f = 1.5f + 2F + .5e1f + 3f;
    double hf = 0x1.8p1 + 0X.8P-1 + 0x1p3d + 0x1_0.8p0f + 0x1.p1;
    double o9 = 09.5 + 09e1 + 09f + 09d;
    char c = 'a', q = '\'', bs = '\\', nl = '\n', tab = '\t', oc = '\0', oc3 = '\377', u = '\u0041', s = '\s', dq = '"';
    String str = "escapes \b\t\n\f\r\"\'\\ \0 \12 \177 \u00e9 \uu0041 \s", empty = "", quote = "'";
    boolean t = true, fa = false;
    Object n = null;
    String unicode = "héllo wörld ✓";
    int $dollar = 1, _under = 2, café = 3;
}
