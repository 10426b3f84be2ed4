"""Writes a C program of N small functions to standard output (bench/run memory's inputs):
each function has its own global, an if/else and a loop; main calls the first. gcc accepts
it. Usage: python3 memory-gen.py N"""
import sys

n = int(sys.argv[1])
out = sys.stdout
out.write("int printf(const char *, ...);\n")
for i in range(n):
    out.write(f"static int g{i} = {i % 97};\n")
    out.write(f"int f{i}(int a, int b) {{\n  int c = a * {i % 13 + 1} + b;\n"
              f"  if (c > {i % 50}) {{ c -= g{i}; }} else {{ c += b / 3; }}\n"
              f"  for (int k = 0; k < 4; k++) c ^= k << 2;\n  return c;\n}}\n")
out.write("int main(void) { int s = 0;\n  s += f0(1, 2);\n  printf(\"%d\\n\", s); return 0; }\n")
