
typedef unsigned char a;
typedef unsigned c;
typedef long d;
typedef e;



b( b)
{
 printf ("checksum = %X", b);
}f( b )
{
 
  return b;
}g( b )
{
 
  return
    b;
}  h[256]; c a0 = 0xFFFFFFFF;
i, j;
a1 ()
{
 c b; 
 
 for (; i < 256; i++) {
  b = i;
  for (j = 8; j; j--) 
   if (b & 1)
    b = b >> 1 ^ 0xEDB88320; else
    b >>= 1;
  
  h[i] = b;
 }
}
a2 ( b) {
 a0 =
  a0 >> 8 ^
  h[(a0 ^ b) & 0xFF];
}
a3 (d a)
{
 a2(a);
 a2 (a>>8);
 a2 (a>>16);
 a2 (a>>24);
 a2 (a>>32);
 a2 (a>>40);
 a2 (a>>48);
 a2 (a>>56);
}
 e a4[] = {0x834504CDL,0x834504CDL,0x834504CDL,0x834504CDL}; a a5; e a6 = -7;  a7()
{
    
    
    *a4 = a6 |= f(a5 = g(a4[0]));
} main ()
{
    int i;
    a1();
    a7();
    for (; i < 4; i++)
    
        a3(a4[i]);
    
    a3(a5);
    a3(a6);
    b(a0 ^ 0xFFFFFFFF);
}
