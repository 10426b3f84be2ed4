a(c) { printf("checksum = %X\n", c); }
d[256];
e = 4294967295;
f(b) { e = e >> 8 & 16777215 ^ d[(e ^ b) & 255]; }
g(h) {
  long j = h;
  { e = e >> 8 & 16777215 ^ d[(e ^ j) & 255]; }
  f(j >> 8);
  f(j >> 16);
  f(j >> 24);
  f(j >> 32);
  f(j >> 40);
  f(j >> 48);
  f(j >> 56);
}
k[] = {205, 2202338509, 2202338509, 2202338509};
l;
m = -7L;
o;
unsigned p;
main_j;
q;
*r = &l;
*s = &m;
main() {
  int i;
  for (; i < 256; i++) {
    p = i;
    main_j = 8;
    for (; main_j; main_j--)
      if (p & 1)
        p = p >> 1 ^ 3988292384;
      else
        p >>= 1;
    d[i] = p;
  }
  q = k[0];
  *r = q;
  *k = *s |= *r;
  for (; o < 4; o++)
    g(k[o]);
  g(l);
  g(m);
  a(e ^ 4294967295);
}
