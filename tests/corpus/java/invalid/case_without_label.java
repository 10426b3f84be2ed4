class A { void f(int x) { switch (x) { case -> {} } } }
