class A { int f(int x) { return switch (x) { case 1 -> 1 default -> 2 }; } }
