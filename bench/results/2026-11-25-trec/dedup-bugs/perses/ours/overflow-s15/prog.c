
union U1 {
   const a : 4
}; union U1 a = {0x643983B7L};
