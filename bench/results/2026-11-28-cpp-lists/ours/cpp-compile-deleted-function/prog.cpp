       
       
namespace std
{
  typedef long size_t;
#pragma GCC visibility push(default)
#pragma GCC visibility pop
}
namespace std
{
#pragma GCC visibility push(default)
#pragma GCC visibility pop
}
namespace std
{
  template<typename _Tp, _Tp __v>
    struct integral_constant
    {
      static constexpr _Tp value = __v;
      typedef integral_constant<_Tp, __v> type;
    };
  using true_type = integral_constant<bool, true>;
  using false_type = integral_constant<bool, false>;
  template<bool __v>
    using __bool_constant = integral_constant<bool, __v>;
  template<bool>
    struct __conditional
    {
      template<typename _Tp, typename>
 using type = _Tp;
    };
  template<>
    struct __conditional<false>
    {
      template<typename, typename _Up>
 using type = _Up;
    };
  template<bool _Cond, typename _If, typename _Else>
    using __conditional_t
      = typename __conditional<_Cond>::template type<_If, _Else>;
  template <typename _Type>
    struct __type_identity
    { };
  template<typename...>
    struct __or_;
  template<typename _B1, typename _B2>
    struct __or_<_B1, _B2>
    : __conditional_t<_B1::value, _B1, _B2>
    { };
  template<typename _B1, typename _B2, typename _B3, typename... _Bn>
    struct __or_<_B1, _B2, _B3, _Bn...>
    : __conditional_t<_B1::value, _B1, __or_<_B2, _B3, _Bn...>>
    { };
  template<typename...>
    struct __and_;
  template<typename _B1>
    struct __and_<_B1>
    : _B1
    { };
  template<typename _B1, typename _B2>
    struct __and_<_B1, _B2>
    : __conditional_t<_B1::value, _B2, _B1>
    { };
  template<typename _Pp>
    struct __not_
    : __bool_constant<!bool(_Pp::value)>
    { };
  template<typename>
    struct is_reference;
  template<typename>
    struct remove_cv;
  template<typename>
    struct is_const;
  template <typename _Tp, size_t = sizeof(_Tp)> true_type __is_complete_or_unbounded(__type_identity<_Tp>)
    { }
  template<typename _Tp>
    using __remove_cv_t = typename remove_cv<_Tp>::type;
  template<typename>
    struct __is_void_helper
    : false_type { };
  template<typename _Tp>
    struct is_void
    : __is_void_helper<__remove_cv_t<_Tp>>::type
    { };
  template<typename>
    struct is_array
    : false_type { };
  template<typename _Tp>
    struct is_function
    : __bool_constant<is_const<const _Tp>::value> { };
  template<typename _Tp>
    struct is_object
    : __not_<__or_<is_function<_Tp>, is_reference<_Tp>,
                          is_void<_Tp>>>::type
    { };
  template<typename _Tp, typename = void>
    struct __is_referenceable
    : false_type
    { };
  template<typename _Tp>
    struct is_const<_Tp const>
    : true_type { };
  template<typename _Tp>
    struct is_empty
    : integral_constant<bool, __is_empty(_Tp)>
    { };
  template<typename _Tp>
    auto declval() noexcept -> decltype(__declval<_Tp>(0));
  template<typename _Tp, typename... _Args>
    struct __is_constructible_impl
    : __bool_constant<__is_constructible(_Tp)>
    { };
  template<typename _Tp, typename... _Args>
    struct is_constructible
      : __is_constructible_impl<_Tp>
    {
    };
  template<typename _Tp>
    struct is_default_constructible
    : __is_constructible_impl<_Tp>::type
    {
    };
  template<typename _Tp, typename... _Args>
    using __is_nothrow_constructible_impl
      = __bool_constant<__is_nothrow_constructible(_Tp)>;
  template<typename _Tp, typename... _Args>
    struct is_nothrow_constructible
    : __is_nothrow_constructible_impl<_Tp, _Args...>::type
    {
    };
  template<typename _Tp>
    struct is_nothrow_default_constructible
    : __bool_constant<__is_nothrow_constructible(_Tp)>
    {
    };
  template<typename _Tp, bool = __is_referenceable<_Tp>::value>
    struct __is_nothrow_move_constructible_impl;
  template<typename _Tp>
    struct is_nothrow_move_constructible
    : __is_nothrow_move_constructible_impl<_Tp>::type
    {
    };
  template<typename _Tp, typename _Up>
    struct is_assignable
    : __bool_constant<__is_assignable(_Tp, _Up)>
    {
    };
  template<typename _Tp, typename _Up>
    using __is_nothrow_assignable_impl
      = __bool_constant<__is_nothrow_assignable(_Tp, _Up)>;
  template<typename _Tp, typename _Up>
    struct is_nothrow_assignable
    : __is_nothrow_assignable_impl<_Tp, _Up>
    {
    };
  struct __do_is_implicitly_default_constructible_impl
  {
  };
  template<typename _Tp>
    struct __is_implicitly_default_constructible_impl
    : __do_is_implicitly_default_constructible_impl
    {
    };
  template<typename _Tp>
    struct __is_implicitly_default_constructible_safe
    : __is_implicitly_default_constructible_impl<_Tp>::type
    { };
  template <typename _Tp>
    struct __is_implicitly_default_constructible
    : __and_<__is_constructible_impl<_Tp>>
    { };
  template<typename _Tp, typename _Up>
    struct is_same
    : integral_constant<bool, __is_same(_Tp, _Up)>
    { };
  template<typename _From, typename _To,
           bool = __or_<is_void<_From>, is_function<_To>,
                        is_array<_To>>::value>
    struct __is_convertible_helper
    {
      typedef typename is_void<_To>::type type;
    };
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wctor-dtor-privacy"
#pragma GCC diagnostic pop
  template<typename _From, typename _To>
    struct is_convertible
    : __is_convertible_helper<_From, _To>::type
    { };
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wctor-dtor-privacy"
#pragma GCC diagnostic pop
  template<typename _Tp>
    struct remove_cv
    { using type = _Tp; };
  template<typename _Tp>
    struct remove_reference
    { typedef _Tp type; };
  template<bool, typename _Tp = void>
    struct enable_if
    { };
  template<typename _Tp>
    struct enable_if<true, _Tp>
    { typedef _Tp type; };
  template<bool _Cond, typename _Tp = void>
    using __enable_if_t = typename enable_if<_Cond, _Tp>::type;
  template<typename _Tp>
    using __remove_cvref_t
     = typename remove_cv<typename remove_reference<_Tp>::type>::type;
  template <typename _Tp>
    struct __is_swappable;
  template <typename _Tp>
    struct __is_nothrow_swappable;
  template<typename _Tp, size_t _Nm>
    __enable_if_t<__is_swappable<_Tp>::value>
    swap(_Tp (__a)[_Nm])
    noexcept(__is_nothrow_swappable<_Tp>::value);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wctor-dtor-privacy"
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wctor-dtor-privacy"
  struct __nonesuchbase {};
  struct __nonesuch : __nonesuchbase {
  };
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma GCC diagnostic pop

}
namespace std
{

}
namespace std
{

  template<typename _Tp> _Tp
    forward(typename std::remove_reference<_Tp>::type __t) noexcept
    { }
  template<typename _Tp> typename std::remove_reference<_Tp>::type
    move(_Tp __t) noexcept
    { }

}
       
namespace std
{

}
       
#pragma GCC visibility push(default)
       
namespace std
{

}
namespace std
{
}
#pragma GCC visibility pop
namespace std
{

}
namespace std
{
  struct allocator_arg_t { }; allocator_arg_t allocator_arg =
    allocator_arg_t();
  struct __uses_alloc_base { };
  struct __uses_alloc0 : __uses_alloc_base
  {
  };
  template<typename _Alloc>
    struct __uses_alloc1 : __uses_alloc_base { };
  template<typename _Alloc>
    struct __uses_alloc2 : __uses_alloc_base { };

}
       
namespace std
{

}
namespace std
{
  template<typename _Tp>
    struct __is_empty_non_tuple : is_empty<_Tp> { };
  template<typename _Tp>
    using __empty_not_final
    = __conditional_t<__is_final(_Tp), false_type,
        __is_empty_non_tuple<_Tp>>;
  template<size_t _Idx, typename _Head,
    bool = __empty_not_final<_Head>::value>
    struct _Head_base;
  template<size_t _Idx, typename _Head>
    struct _Head_base<_Idx, _Head>
    {
      [[__no_unique_address__]] _Head _M_head_impl;
    };
  template<size_t _Idx, typename... _Elements>
    struct _Tuple_impl;
  template<size_t _Idx, typename _Head>
    struct _Tuple_impl<_Idx, _Head>
    : _Head_base<_Idx, _Head>
    {
      typedef _Head_base<_Idx, _Head> _Base;
      explicit constexpr
      _Tuple_impl(const _Head& __head)
      : _Base(__head)
      { }
    };
  template<bool, typename... _Types>
    struct _TupleConstraints
    {
      template<typename... _UTypes>
 static constexpr bool __is_explicitly_constructible()
 {
   return __and_<is_constructible<_Types, _UTypes>...,
   __not_<__and_<is_convertible<_UTypes, _Types>...>>
   >::value;
 }
    };
  template<typename... _Elements>
    class tuple : _Tuple_impl<0, _Elements...>
    {
      typedef _Tuple_impl<0, _Elements...> _Inherited;
      template<bool _Cond>
 using _TCC = _TupleConstraints<_Cond, _Elements...>;
      template<bool _Cond, typename... _Args>
 using _ExplicitCtor = __enable_if_t<
   _TCC<_Cond>::template __is_explicitly_constructible<_Args...>(),
   bool>;
      template<typename... _UElements>
 static constexpr bool __nothrow_constructible()
 {
   return
     __and_<is_nothrow_constructible<_Elements, _UElements>...>::value;
 }
      template<typename _Up>
 static constexpr bool __valid_args()
 {
   return sizeof...(_Elements) == 1
     && !is_same<tuple, __remove_cvref_t<_Up>>::value;
 }
    public:
      template<typename... _UElements,
        bool _Valid = __valid_args<_UElements...>(),
        _ExplicitCtor<_Valid, _UElements...> = false>
 explicit constexpr
 tuple(_UElements&&... __elements)
 noexcept(__nothrow_constructible<_UElements...>())
 : _Inherited(std::forward<_UElements>(__elements)...) { }
    };

}
#pragma GCC visibility push(default)
#pragma GCC visibility pop
struct MoveOnly
{
  MoveOnly operator=(MoveOnly&) = delete;
};
MoveOnly
make_move_only ()
{ }
void test01()
{
  typedef std::tuple<MoveOnly> move_only_tuple;
  move_only_tuple t1(make_move_only());
  move_only_tuple t2(t1);
  move_only_tuple t3 =move(t2);
  t1 =move(t3);
}
