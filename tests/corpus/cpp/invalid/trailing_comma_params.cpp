int f(int x,);
