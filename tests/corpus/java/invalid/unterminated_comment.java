class A { /* never closed }
