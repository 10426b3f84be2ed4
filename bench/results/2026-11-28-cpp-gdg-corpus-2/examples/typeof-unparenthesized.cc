int x; __typeof__ x y;
