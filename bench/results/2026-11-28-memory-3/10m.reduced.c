
static int g55997 = 28;
int f55997(int a, int b) {
  int c = a * 7 + b;
  if (c > 47) { c -= g55997; } else { c += b / 3; }
  for (int k = 0; k < 4; k++) c ^= k << 2;
  return c;
}
static int g55998 = 29;
int f55998(int a, int b) {
  int c = a * 8 + b;
  if (c > 48) { c -= g55998; } else { c += b / 3; }
  for (int k = 0; k < 4; k++) c ^= k << 2;
  return c;
}
static int g55999 = 30;
int f55999(int a, int b) {
  int c = a * 9 + b;
  if (c > 49) { c -= g55999; } else { c += b / 3; }
  for (int k = 0; k < 4; k++) c ^= k << 2;
  return c;
}
int main(void) { int s = 0;
  s += f0(1, 2);
  printf("%d\n", s); return 0; }
