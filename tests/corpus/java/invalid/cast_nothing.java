class A { int x = (int) ; }
