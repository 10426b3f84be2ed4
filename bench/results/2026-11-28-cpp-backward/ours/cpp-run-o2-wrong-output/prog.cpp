
  template<typename _Tp, typename _Compare> const int&
    min(const _Tp& __a, _Compare)
    {
      return __a;
    }
  template<typename _Tp, typename _Compare> int
    max( _Tp __a, _Compare)
    {
      return __a;
    }
  template<typename _Tp, typename _Compare> const int&
    clamp( int __val, _Tp, _Compare __comp)
    {
      return min(__val, __comp);
    }
       
namespace [[]]
{





  template<typename>
    class greater
    {
    };











}












extern int *stderr;
void test01()
{ int yc =clamp(3, 0, 0); if (! yc) { __builtin_fprintf(stderr, "%s:%d: %s: Assertion '%s' failed.\n", "1.cc", 37, __PRETTY_FUNCTION__, "yc == 3"); __builtin_abort(); }
}
int
main()
{
  test01();
}
