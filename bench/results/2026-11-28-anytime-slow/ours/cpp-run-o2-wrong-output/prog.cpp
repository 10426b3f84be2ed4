 int&
    a( int& a)
    {
      return a;
    } int&
    b( int b)
    {
      return a(b);
    }
       













extern int *stderr;
void test01()
{ int a =b(1); if (! a) { __builtin_fprintf(stderr, "%s:%d: %s: Assertion '%s' failed.", "1.cc", 37, __PRETTY_FUNCTION__, "yc == 3"); __builtin_abort(); }
}

main()
{
  test01();
}
