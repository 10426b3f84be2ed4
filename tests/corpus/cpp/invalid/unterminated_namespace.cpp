namespace n { int x;
