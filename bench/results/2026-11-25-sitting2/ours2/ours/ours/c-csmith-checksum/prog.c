
typedef unsigned char a;
typedef long c;
typedef d;



b(b)
{
 printf ("checksum = %X", b);
} c e[4]; c f = 0xFFFFFFFF;
g ()
{
 c b; 
 c h, a;
 for (; h < 256; h++) {
  b = h;
  for (a = 8; a; a--) 
   if (b & 1)
    b = b >> 1 ^ 0xEDB88320; else
    b >>= 1;
  
  e[h] = b;
 }
}
a0 ( b) {
 f =
  f >> 8 ^
  e[(f ^ b) & 0xFF];
}
a1 (c a)
{
 a0(a);
 a0 (a>>8);
 a0 (a>>16);
 a0 (a>>24);
 a0 (a>>32);
 a0 (a>>40);
 a0 (a>>48);
 a0 (a>>56);
}
 d a2[] = {0x834504CDL,0x834504CDL,0x834504CDL,0x834504CDL}; a a3; c a4 = -4;  
a5()
{
    
    
    *a2 = a4 |= a3 = a2[0];
} h;
main ()
{
    g();
    a5();
    for (; h < 4; h++)
    
        a1(a2[h]);
    
    a1(a3);
    a1(a4);
    b(f ^ 0xFFFFFFFF);
}
