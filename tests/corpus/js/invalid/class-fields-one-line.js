class A { a b }
