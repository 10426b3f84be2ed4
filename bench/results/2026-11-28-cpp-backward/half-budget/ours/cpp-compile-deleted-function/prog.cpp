
  typedef int size_t;
  template<typename _Tp>
    struct remove_reference
    { typedef _Tp type; };

  template<typename _Tp> int
    forward(_Tp)
    { }
namespace [[]]
{
  template<size_t, typename...>
    class _Tuple_impl;
  template<size_t _Idx, typename _Head>
    class _Tuple_impl<_Idx, _Head>
    {
    };
  template<typename... _Elements>
    class tuple
    { _Tuple_impl<0, _Elements...> _Inherited;
    public:
      template<typename... _UElements>
 tuple(_UElements... __elements)
 : _Inherited(forward(__elements)...) { }
    };

}


class MoveOnly
{
  MoveOnly (MoveOnly&&) ;
};
MoveOnly
make_move_only ()
{ }
int a()
{
  
  tuple<MoveOnly> a(make_move_only());
}
