
union a {
   const a : 1
}; union a a = {0x7};
