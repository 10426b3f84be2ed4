class A { boolean f(Object x) { return x instanceof; } }
