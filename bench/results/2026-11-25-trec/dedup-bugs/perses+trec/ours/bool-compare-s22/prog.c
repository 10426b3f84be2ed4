

union a {
   int a
} a()
{
        union a a;  0 < a.a < 0;
}
