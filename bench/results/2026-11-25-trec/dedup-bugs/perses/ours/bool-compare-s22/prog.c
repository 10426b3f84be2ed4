

union U3 {
   int f1
} a()
{
        union U3 l_63;  0 < l_63.f1 < 0;
}
