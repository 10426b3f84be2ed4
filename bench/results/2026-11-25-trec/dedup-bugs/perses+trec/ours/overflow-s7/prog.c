
union a {
   int a : 1
}; union a a = {0xE};
