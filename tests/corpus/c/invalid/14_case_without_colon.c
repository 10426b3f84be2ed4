int f(int a) { switch (a) { case 1 return 0; } }
