
union U1 {
   int a : 2
}; union U1 a = {0x597618DEL};
