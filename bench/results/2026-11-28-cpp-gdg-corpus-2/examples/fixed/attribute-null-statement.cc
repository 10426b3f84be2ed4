void f(int i) { switch (i) { case 1: __attribute__((fallthrough)); default: break; } }
