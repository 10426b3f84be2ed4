namespace std {
     typedef long unsigned int size_t;
     typedef long int ptrdiff_t;
     inline namespace __cxx11 __attribute__((__abi_tag__ ("cxx11"))) {
  }
                                          }
    extern "C++" {
   namespace std __attribute__ ((__visibility__ ("default"))) {
    template<typename> struct iterator_traits;
  }
   }
    namespace std __attribute__ ((__visibility__ ("default"))) {
     template<typename _Tp, _Tp __v>     struct integral_constant     {
        static constexpr _Tp value = __v;
        typedef integral_constant<_Tp, __v> type;
                    };
     using true_type = integral_constant<bool, true>;
     using false_type = integral_constant<bool, false>;
     template<bool __v>     using __bool_constant = integral_constant<bool, __v>;
     template<bool>     struct __conditional     {
      };
     template <typename _Type>     struct __type_identity     {
  };
     template<typename...>     struct __or_;
     template<typename _Pp>     struct __not_     : public __bool_constant<!bool(_Pp::value)>     {
  };
     template<typename>     struct is_reference;
     template<typename>     struct is_function;
     template<typename>     struct remove_cv;
     template<typename>     struct __is_array_unknown_bounds;
     template <typename _Tp, size_t = sizeof(_Tp)>     constexpr true_type __is_complete_or_unbounded(__type_identity<_Tp>)     ;
     template<typename _Tp>     using __remove_cv_t = typename remove_cv<_Tp>::type;
     template<typename>     struct __is_void_helper     : public false_type {
  };
     template<typename _Tp>     struct is_void     : public __is_void_helper<__remove_cv_t<_Tp>>::type     {
  };
     template<typename>     struct __is_integral_helper     : public false_type {
  };
     template<typename _Tp>     struct is_integral     : public __is_integral_helper<__remove_cv_t<_Tp>>::type     {
  };
     template<typename>     struct __is_floating_point_helper     : public false_type {
  };
     template<typename _Tp>     struct is_floating_point     : public __is_floating_point_helper<__remove_cv_t<_Tp>>::type     {
  };
     template<typename>     struct is_array     : public false_type {
  };
     template<typename>     struct __is_pointer_helper     : public false_type {
  };
     template<typename _Tp>     struct is_pointer     : public __is_pointer_helper<__remove_cv_t<_Tp>>::type     {
  };
     template<typename>     struct is_lvalue_reference     : public false_type {
  };
     template<typename _Tp>     struct is_enum     : public integral_constant<bool, __is_enum(_Tp)>     {
  };
     template<typename _Tp>     struct is_union     : public integral_constant<bool, __is_union(_Tp)>     {
  };
     template<typename _Tp>     struct is_class     : public integral_constant<bool, __is_class(_Tp)>     {
  };
     template<typename>     struct __is_null_pointer_helper     : public false_type {
  };
     template<typename _Tp>     struct is_null_pointer     : public __is_null_pointer_helper<__remove_cv_t<_Tp>>::type     {
  };
     template<typename _Tp>     struct is_arithmetic     : public __or_<is_integral<_Tp>, is_floating_point<_Tp>>::type     {
  };
     template<typename _Tp>     struct is_object     : public __not_<__or_<is_function<_Tp>, is_reference<_Tp>,                           is_void<_Tp>>>::type     {
  };
     template<typename>     struct is_member_pointer;
     template<typename _Tp>     struct is_scalar     : public __or_<is_arithmetic<_Tp>, is_enum<_Tp>, is_pointer<_Tp>,                    is_member_pointer<_Tp>, is_null_pointer<_Tp>>::type     {
  };
     template<typename _Tp, typename = void>     struct __is_referenceable     : public false_type     {
  };
     template<typename _Tp,     bool = is_arithmetic<_Tp>::value>     struct __is_signed_helper     : public false_type {
  };
     template<typename _Tp>     struct is_signed     : public __is_signed_helper<_Tp>::type     {
  };
     template<typename _Tp, typename _Up = _Tp&&>     _Up     __declval(int);
     template<typename _Tp>     auto declval() noexcept -> decltype(__declval<_Tp>(0));
     template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_nt_destructible_safe;
     template<typename _Tp>     struct is_nothrow_destructible     : public __is_nt_destructible_safe<_Tp>::type     {
        static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
}
 ),  "template argument must be a complete class or an unbounded array");
      };
     template<typename _Tp, typename... _Args>     struct __is_constructible_impl     : public __bool_constant<__is_constructible(_Tp, _Args...)>     {
  };
     template<typename _Tp, typename... _Args>     struct is_constructible       : public __is_constructible_impl<_Tp, _Args...>     {
        static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
}
 ),  "template argument must be a complete class or an unbounded array");
      };
     template<typename _Tp>     struct is_nothrow_default_constructible     : public __bool_constant<__is_nothrow_constructible(_Tp)>     {
        static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
}
 ),  "template argument must be a complete class or an unbounded array");
      };
     template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_copy_constructible_impl;
     template<typename _Tp>     struct is_nothrow_copy_constructible     : public __is_nothrow_copy_constructible_impl<_Tp>::type     {
      };
     template<typename _Tp, typename _Up>     struct is_same     : public integral_constant<bool, __is_same(_Tp, _Up)>     {
  };
     template<typename _From, typename _To,            bool = __or_<is_void<_From>, is_function<_To>,                         is_array<_To>>::value>     struct __is_convertible_helper     {
      };
     template<typename _From, typename _To>     struct is_convertible     : public __is_convertible_helper<_From, _To>::type     {
  };
     template<typename _Tp>     struct remove_cv     {
  using type = _Tp;
  };
     template<typename _Tp>     using remove_cv_t = typename remove_cv<_Tp>::type;
     template<typename _Tp>     struct remove_reference     {
  };
     template<typename _Tp>     using remove_reference_t = typename remove_reference<_Tp>::type;
     template<typename _Tp>     struct make_unsigned     {
  };
     template<typename _Tp>     struct make_signed     {
  };
     struct __invoke_memfun_ref {
  };
     template<typename _Default, typename _AlwaysVoid,     template<typename...> class _Op, typename... _Args>     struct __detector     {
        using type = _Default;
      };
     template<typename _Default, template<typename...> class _Op,     typename... _Args>     using __detected_or = __detector<_Default, void, _Op, _Args...>;
     template<typename _Default, template<typename...> class _Op,     typename... _Args>     using __detected_or_t       = typename __detected_or<_Default, _Op, _Args...>::type;
     template<typename _Fn, typename _Tp, typename... _Args>     constexpr bool __call_is_nt(__invoke_memfun_ref)     ;
     template<typename _Result, typename _Fn, typename... _Args>     struct __call_is_nothrow     : __bool_constant<  std::__call_is_nt<_Fn, _Args...>(typename _Result::__invoke_type{
 }
  )       >     {
  };
   template <typename _Tp>   inline constexpr bool is_lvalue_reference_v =     is_lvalue_reference<_Tp>::value;
   template <typename _Tp>   inline constexpr bool is_enum_v = is_enum<_Tp>::value;
   template <typename _Tp>   inline constexpr bool is_union_v = is_union<_Tp>::value;
   template <typename _Tp>   inline constexpr bool is_class_v = is_class<_Tp>::value;
   template <typename _Tp>   inline constexpr bool is_object_v = is_object<_Tp>::value;
   template <typename _Tp, typename... _Args>   inline constexpr bool is_constructible_v =     is_constructible<_Tp, _Args...>::value;
   template <typename _Tp>   inline constexpr bool is_nothrow_destructible_v =     is_nothrow_destructible<_Tp>::value;
   template <typename _Tp, typename _Up>   inline constexpr bool is_same_v = __is_same(_Tp, _Up);
   template <typename _From, typename _To>   inline constexpr bool is_convertible_v = is_convertible<_From, _To>::value;
     template<typename _Tp>     struct remove_cvref     : remove_cv<_Tp>     {
  };
     template<typename _Tp>     using remove_cvref_t = typename remove_cvref<_Tp>::type;
     template<typename... _Tp>     struct common_reference;
     template<typename... _Tp>     using common_reference_t = typename common_reference<_Tp...>::type;
     template<typename _Tp>      constexpr _Tp*     __addressof(_Tp& __r) noexcept     ;
     template<typename _Tp>     [[__nodiscard__]]     constexpr _Tp&&     forward(typename std::remove_reference<_Tp>::type& __t) noexcept     {
  }
     template<typename _Tp>     [[__nodiscard__]]     constexpr typename std::remove_reference<_Tp>::type&&     move(_Tp&& __t) noexcept     {
  }
   }
    namespace std __attribute__ ((__visibility__ ("default"))) {
     namespace __detail   {
      template<typename _Tp, typename _Up>       concept __same_as = std::is_same_v<_Tp, _Up>;
    }
     template<typename _Tp, typename _Up>     concept same_as       = __detail::__same_as<_Tp, _Up> && __detail::__same_as<_Up, _Tp>;
     template<typename _Derived, typename _Base>     concept derived_from = __is_base_of(_Base, _Derived)       && is_convertible_v<const volatile _Derived*, const volatile _Base*>;
     template<typename _From, typename _To>     concept convertible_to = is_convertible_v<_From, _To>       && requires {
  static_cast<_To>(std::declval<_From>());
  };
     template<typename _Tp, typename _Up>     concept common_reference_with       = same_as<common_reference_t<_Tp, _Up>, common_reference_t<_Up, _Tp>>       && convertible_to<_Tp, common_reference_t<_Tp, _Up>>       && convertible_to<_Up, common_reference_t<_Tp, _Up>>;
     namespace __detail   {
      template<typename _Tp>       using __cref = const remove_reference_t<_Tp>&;
        template<typename _Tp>  concept __class_or_enum    = is_class_v<_Tp> || is_union_v<_Tp> || is_enum_v<_Tp>;
    }
     template<typename _Lhs, typename _Rhs>     concept assignable_from       = is_lvalue_reference_v<_Lhs>       && common_reference_with<__detail::__cref<_Lhs>, __detail::__cref<_Rhs>>       && requires(_Lhs __lhs, _Rhs&& __rhs) {
   {
 __lhs = static_cast<_Rhs&&>(__rhs) }
  -> same_as<_Lhs>;
        };
     template<typename _Tp>     concept destructible = is_nothrow_destructible_v<_Tp>;
     template<typename _Tp, typename... _Args>     concept constructible_from       = destructible<_Tp> && is_constructible_v<_Tp, _Args...>;
     template<typename _Tp>     concept default_initializable = constructible_from<_Tp>       && requires       {
   _Tp{
};
        };
     template<typename _Tp>     concept move_constructible     = constructible_from<_Tp, _Tp> && convertible_to<_Tp, _Tp>;
     template<typename _Tp>     concept copy_constructible       = move_constructible<_Tp>       && constructible_from<_Tp, _Tp&> && convertible_to<_Tp&, _Tp>       && constructible_from<_Tp, const _Tp&> && convertible_to<const _Tp&, _Tp>       && constructible_from<_Tp, const _Tp> && convertible_to<const _Tp, _Tp>;
     namespace ranges   {
      namespace __cust_swap     {
       template<typename _Tp> void swap(_Tp&, _Tp&) = delete;
       template<typename _Tp, typename _Up>  concept __adl_swap    = (__detail::__class_or_enum<remove_reference_t<_Tp>>      || __detail::__class_or_enum<remove_reference_t<_Up>>)    && requires(_Tp&& __t, _Up&& __u) {      swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));    };
       struct _Swap       {       private:  template<typename _Tp, typename _Up>    static constexpr bool    _S_noexcept()    ;       public:  template<typename _Tp, typename _Up>    requires __adl_swap<_Tp, _Up>    || (same_as<_Tp, _Up> && is_lvalue_reference_v<_Tp>        && move_constructible<remove_reference_t<_Tp>>        && assignable_from<_Tp, remove_reference_t<_Tp>>)    constexpr void    operator()(_Tp&& __t, _Up&& __u) const    noexcept(_S_noexcept<_Tp, _Up>())    {      if constexpr (__adl_swap<_Tp, _Up>)        swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));      else        {   auto __tmp = static_cast<remove_reference_t<_Tp>&&>(__t);   __t = static_cast<remove_reference_t<_Tp>&&>(__u);   __u = static_cast<remove_reference_t<_Tp>&&>(__tmp);        }    }  template<typename _Tp, typename _Up, size_t _Num>    requires requires(const _Swap& __swap, _Tp& __e1, _Up& __e2) {      __swap(__e1, __e2);    }    constexpr void    operator()(_Tp (&__e1)[_Num], _Up (&__e2)[_Num]) const    noexcept(noexcept(std::declval<const _Swap&>()(*__e1, *__e2)))    {      for (size_t __n = 0; __n < _Num; ++__n)        (*this)(__e1[__n], __e2[__n]);    }       };
     }
      inline namespace __cust     {
       inline constexpr __cust_swap::_Swap swap{};
     }
    }
     template<typename _Tp>     concept swappable       = requires(_Tp& __a, _Tp& __b) {
  ranges::swap(__a, __b);
  };
     template<typename _Tp, typename _Up>     concept swappable_with = common_reference_with<_Tp, _Up>       && requires(_Tp&& __t, _Up&& __u) {
   ranges::swap(static_cast<_Tp&&>(__t), static_cast<_Tp&&>(__t));
        };
     template<typename _Tp>     concept movable = is_object_v<_Tp> && move_constructible<_Tp>       && assignable_from<_Tp&, _Tp> && swappable<_Tp>;
     template<typename _Tp>     concept copyable = copy_constructible<_Tp> && movable<_Tp>       && assignable_from<_Tp&, _Tp&> && assignable_from<_Tp&, const _Tp&>       && assignable_from<_Tp&, const _Tp>;
     template<typename _Tp>     concept semiregular = copyable<_Tp> && default_initializable<_Tp>;
     namespace __detail   {
      template<typename _Tp>       concept __boolean_testable_impl = convertible_to<_Tp, bool>;
      template<typename _Tp>       concept __boolean_testable  = __boolean_testable_impl<_Tp>    && requires(_Tp&& __t)    {
 { !static_cast<_Tp&&>(__t) }
 -> __boolean_testable_impl;
 };
    }
     namespace __detail   {
      template<typename _Tp, typename _Up>       concept __weakly_eq_cmp_with  = requires(__detail::__cref<_Tp> __t, __detail::__cref<_Up> __u) {
    { __t == __u }
 -> __boolean_testable;
    { __t != __u }
 -> __boolean_testable;
    { __u == __t }
 -> __boolean_testable;
    { __u != __t }
 -> __boolean_testable;
  };
    }
     template<typename _Tp>     concept equality_comparable = __detail::__weakly_eq_cmp_with<_Tp, _Tp>;
     namespace __detail   {
      template<typename _Tp, typename _Up>       concept __partially_ordered_with  = requires(const remove_reference_t<_Tp>& __t,      const remove_reference_t<_Up>& __u) {
    { __t < __u }
 -> __boolean_testable;
    { __u <= __t }
 -> __boolean_testable;
    { __u >= __t }
 -> __boolean_testable;
  };
    }
     template<typename _Tp>     concept totally_ordered       = equality_comparable<_Tp>       && __detail::__partially_ordered_with<_Tp, _Tp>;
     template<typename _Tp>     concept regular = semiregular<_Tp> && equality_comparable<_Tp>;
   }
    namespace std {
     template<typename _Tp>     struct __get_first_arg     {
  };
     template<typename _Tp, typename _Up>     struct __replace_first_arg     {
  };
     template<template<typename, typename...> class _SomeTemplate, typename _Up,            typename _Tp, typename... _Types>     struct __replace_first_arg<_SomeTemplate<_Tp, _Types...>, _Up>     {
  using type = _SomeTemplate<_Up, _Types...>;
  };
     template<typename _Ptr>     using __ptr_traits_elem_t = typename __get_first_arg<_Ptr>::type;
     template<typename _Ptr, typename _Elt, bool = is_void<_Elt>::value>     struct __ptr_traits_ptr_to     {
      };
     template<typename _Ptr, typename _Elt>     struct __ptr_traits_impl : __ptr_traits_ptr_to<_Ptr, _Elt>     {
      private:       template<typename _Tp, typename = void>  struct __difference {
 using type = ptrdiff_t;
 };
        template<typename _Tp>  requires requires {
 typename _Tp::difference_type;
 }
   struct __difference<_Tp>  {
 using type = typename _Tp::difference_type;
 };
      };
     template<typename _Ptr>     struct pointer_traits : __ptr_traits_impl<_Ptr, __ptr_traits_elem_t<_Ptr>>     {
  };
     template<typename _Tp>     struct pointer_traits<_Tp*> : __ptr_traits_ptr_to<_Tp*, _Tp>     {
        template<typename _Up> using rebind = _Up*;
      };
     struct input_iterator_tag;
     struct forward_iterator_tag;
     struct bidirectional_iterator_tag;
     struct random_access_iterator_tag;
     template<typename _Iterator, typename>     struct __iterator_traits;
     namespace __detail   {
      template<typename _Tp>       using __with_ref = _Tp&;
      template<typename _Tp>       concept __can_reference = requires {
 typename __with_ref<_Tp>;
 };
      template<typename _Tp>       concept __dereferenceable = requires(_Tp& __t)  {
    { *__t }
 -> __can_reference;
  };
    }
     template<__detail::__dereferenceable _Tp>     using iter_reference_t = decltype(*std::declval<_Tp&>());
     namespace ranges   {
      namespace __cust_imove     {
       void iter_move();
       template<typename _Tp>  concept __adl_imove    = (std::__detail::__class_or_enum<remove_reference_t<_Tp>>)    && requires(_Tp&& __t) { iter_move(static_cast<_Tp&&>(__t)); };
       struct _IMove       {       private:  template<typename _Tp>    struct __result    { using type = iter_reference_t<_Tp>; };  template<typename _Tp>    requires __adl_imove<_Tp>    struct __result<_Tp>    { using type = decltype(iter_move(std::declval<_Tp>())); };  template<typename _Tp>    requires (!__adl_imove<_Tp>)    && is_lvalue_reference_v<iter_reference_t<_Tp>>    struct __result<_Tp>    { using type = remove_reference_t<iter_reference_t<_Tp>>&&; };  template<typename _Tp>    static constexpr bool    _S_noexcept()    ;       public:  template<std::__detail::__dereferenceable _Tp>    using __type = typename __result<_Tp>::type;  template<std::__detail::__dereferenceable _Tp>    [[nodiscard]]    constexpr __type<_Tp>    operator()(_Tp&& __e) const    noexcept(_S_noexcept<_Tp>())    {      if constexpr (__adl_imove<_Tp>)        return iter_move(static_cast<_Tp&&>(__e));      else if constexpr (is_lvalue_reference_v<iter_reference_t<_Tp>>)        return static_cast<__type<_Tp>>(*__e);      else        return *__e;    }       };
     }
    }
     template<__detail::__dereferenceable _Tp>     requires __detail::       __can_reference<ranges::__cust_imove::_IMove::__type<_Tp&>>     using iter_rvalue_reference_t       = ranges::__cust_imove::_IMove::__type<_Tp&>;
     template<typename> struct incrementable_traits {
  };
     template<typename _Tp> requires requires {
  typename _Tp::difference_type;
  }
       struct incrementable_traits<_Tp>     {
  };
     template<typename _Tp>     requires (!requires {
  typename _Tp::difference_type;
  }
  )     struct incrementable_traits<_Tp>     {
      };
     namespace __detail   {
      template<typename _Iter>       concept __primary_traits_iter  = __is_base_of(__iterator_traits<_Iter, void>, iterator_traits<_Iter>);
      template<typename _Iter, typename _Tp>       struct __iter_traits_impl       {
 using type = iterator_traits<_Iter>;
 };
      template<typename _Iter, typename _Tp = _Iter>       using __iter_traits = typename __iter_traits_impl<_Iter, _Tp>::type;
      template<typename _Tp>       using __iter_diff_t = typename  __iter_traits<_Tp, incrementable_traits<_Tp>>::difference_type;
    }
     template<typename _Tp>     using iter_difference_t = __detail::__iter_diff_t<remove_cvref_t<_Tp>>;
     template<typename> struct indirectly_readable_traits {
  };
     namespace __detail   {
      template<typename _Tp>       using __iter_value_t = typename  __iter_traits<_Tp, indirectly_readable_traits<_Tp>>::value_type;
    }
     template<typename _Tp>     using iter_value_t = __detail::__iter_value_t<remove_cvref_t<_Tp>>;
     namespace __detail   {
      template<typename _Iter>       struct __iter_concept_impl;
      template<typename _Iter>       requires (!requires {
 typename __iter_traits<_Iter>::iterator_concept;
 }
     && __primary_traits_iter<_Iter>)       struct __iter_concept_impl<_Iter>       {
 using type = random_access_iterator_tag;
 };
      template<typename _Iter>       using __iter_concept = typename __iter_concept_impl<_Iter>::type;
    template<typename _In>     concept __indirectly_readable_impl = requires       {
  typename iter_value_t<_In>;
  typename iter_reference_t<_In>;
  typename iter_rvalue_reference_t<_In>;
  requires same_as<iter_reference_t<const _In>,     iter_reference_t<_In>>;
  requires same_as<iter_rvalue_reference_t<const _In>,     iter_rvalue_reference_t<_In>>;
       }
        && common_reference_with<iter_reference_t<_In>&&, iter_value_t<_In>&>       && common_reference_with<iter_reference_t<_In>&&,          iter_rvalue_reference_t<_In>&&>       && common_reference_with<iter_rvalue_reference_t<_In>&&,           const iter_value_t<_In>&>;
    }
     template<typename _In>     concept indirectly_readable       = __detail::__indirectly_readable_impl<remove_cvref_t<_In>>;
     template<typename _Out, typename _Tp>     concept indirectly_writable = requires(_Out&& __o, _Tp&& __t)       {
   *__o = std::forward<_Tp>(__t);
        };
     namespace ranges::__detail   {
    }
     namespace __detail {
  }
     template<typename _Iter>     concept weakly_incrementable = movable<_Iter>       && requires(_Iter __i)       {
   {
 ++__i }
  -> same_as<_Iter&>;
        };
     template<typename _Iter>     concept incrementable = regular<_Iter> && weakly_incrementable<_Iter>       && requires(_Iter __i) {
  {
 __i++ }
  -> same_as<_Iter>;
  };
     template<typename _Iter>     concept input_or_output_iterator       = requires(_Iter __i) {
  {
 *__i }
  -> __detail::__can_reference;
  }
    && weakly_incrementable<_Iter>;
     template<typename _Sent, typename _Iter>     concept sentinel_for = semiregular<_Sent>       && input_or_output_iterator<_Iter>       && __detail::__weakly_eq_cmp_with<_Sent, _Iter>;
     template<typename _Sent, typename _Iter>     inline constexpr bool disable_sized_sentinel_for = false;
     template<typename _Sent, typename _Iter>     concept sized_sentinel_for = sentinel_for<_Sent, _Iter>     && !disable_sized_sentinel_for<remove_cv_t<_Sent>, remove_cv_t<_Iter>>     && requires(const _Iter& __i, const _Sent& __s)     {
        {
 __s - __i }
  -> same_as<iter_difference_t<_Iter>>;
      };
     template<typename _Iter>     concept input_iterator = input_or_output_iterator<_Iter>       && indirectly_readable<_Iter>       && requires {
  typename __detail::__iter_concept<_Iter>;
  }
         && derived_from<__detail::__iter_concept<_Iter>, input_iterator_tag>;
     template<typename _Iter>     concept forward_iterator = input_iterator<_Iter>       && derived_from<__detail::__iter_concept<_Iter>, forward_iterator_tag>       && incrementable<_Iter> && sentinel_for<_Iter, _Iter>;
     template<typename _Iter>     concept bidirectional_iterator = forward_iterator<_Iter>       && derived_from<__detail::__iter_concept<_Iter>,         bidirectional_iterator_tag>       && requires(_Iter __i)       {
   {
 --__i }
  -> same_as<_Iter&>;
        };
     template<typename _In, typename _Out>     concept indirectly_movable = indirectly_readable<_In>       && indirectly_writable<_Out, iter_rvalue_reference_t<_In>>;
     template<typename _In, typename _Out>     concept indirectly_movable_storable = indirectly_movable<_In, _Out>       && indirectly_writable<_Out, iter_value_t<_In>>       && movable<iter_value_t<_In>>       && constructible_from<iter_value_t<_In>, iter_rvalue_reference_t<_In>>       && assignable_from<iter_value_t<_In>&, iter_rvalue_reference_t<_In>>;
   namespace ranges {
    namespace __cust_iswap   {
     template<typename _It1, typename _It2>       void iter_swap(_It1, _It2) = delete;
     template<typename _Tp, typename _Up>       concept __adl_iswap  = (std::__detail::__class_or_enum<remove_reference_t<_Tp>>    || std::__detail::__class_or_enum<remove_reference_t<_Up>>)  && requires(_Tp&& __t, _Up&& __u) {    iter_swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));  };
     template<typename _Xp, typename _Yp>       constexpr iter_value_t<_Xp>       __iter_exchange_move(_Xp&& __x, _Yp&& __y)       noexcept(noexcept(iter_value_t<_Xp>(iter_move(__x)))         && noexcept(*__x = iter_move(__y)))       ;
     struct _IterSwap     {     private:       template<typename _Tp, typename _Up>  static constexpr bool  _S_noexcept()  ;     public:       template<typename _Tp, typename _Up>  requires __adl_iswap<_Tp, _Up>  || (indirectly_readable<remove_reference_t<_Tp>>      && indirectly_readable<remove_reference_t<_Up>>      && swappable_with<iter_reference_t<_Tp>, iter_reference_t<_Up>>)  || (indirectly_movable_storable<_Tp, _Up>      && indirectly_movable_storable<_Up, _Tp>)  constexpr void  operator()(_Tp&& __e1, _Up&& __e2) const  noexcept(_S_noexcept<_Tp, _Up>())  {    if constexpr (__adl_iswap<_Tp, _Up>)      iter_swap(static_cast<_Tp&&>(__e1), static_cast<_Up&&>(__e2));    else if constexpr (indirectly_readable<_Tp>        && indirectly_readable<_Up>        && swappable_with<iter_reference_t<_Tp>, iter_reference_t<_Up>>)      ranges::swap(*__e1, *__e2);    else      *__e1 = __iter_exchange_move(__e2, __e1);  }     };
   }
    inline namespace __cust   {
     inline constexpr __cust_iswap::_IterSwap iter_swap{};
   }
  }
     template<typename _I1, typename _I2 = _I1>     concept indirectly_swappable       = indirectly_readable<_I1> && indirectly_readable<_I2>       && requires(const _I1 __i1, const _I2 __i2)       {
   ranges::iter_swap(__i1, __i1);
        };
     template<typename _Category, typename _Tp, typename _Distance = ptrdiff_t,            typename _Pointer = _Tp*, typename _Reference = _Tp&>     struct [[__deprecated__]] iterator     {
      };
     namespace __detail   {
    }
     template<typename _Iterator>     class reverse_iterator     : public iterator<typename iterator_traits<_Iterator>::iterator_category,         typename iterator_traits<_Iterator>::value_type,         typename iterator_traits<_Iterator>::difference_type,         typename iterator_traits<_Iterator>::pointer,                       typename iterator_traits<_Iterator>::reference>     {
      };
     template<typename _Tp>     class __new_allocator     {
      public:       typedef _Tp value_type;
      };
     template<typename _Tp>     using __allocator_base = __new_allocator<_Tp>;
   }
    namespace std __attribute__ ((__visibility__ ("default"))) {
     template<typename _Tp>     class allocator : public __allocator_base<_Tp>     {
      };
     template<class _E>     class initializer_list     {
        typedef size_t size_type;
        typedef const _E* iterator;
      private:       iterator _M_array;
        size_type _M_len;
             public:                                 };
     struct __allocator_traits_base   {
      template<typename _Tp, typename _Up, typename = void>       struct __rebind : __replace_first_arg<_Tp, _Up> {
 };
    protected:     template<typename _Tp>       using __pointer = typename _Tp::pointer;
      template<typename _Tp>       using __c_pointer = typename _Tp::const_pointer;
    };
     template<typename _Alloc, typename _Up>     using __alloc_rebind       = typename __allocator_traits_base::template __rebind<_Alloc, _Up>::type;
     template<typename _Alloc>     struct allocator_traits : __allocator_traits_base     {
        typedef typename _Alloc::value_type value_type;
        using pointer = __detected_or_t<value_type*, __pointer, _Alloc>;
      private:       template<template<typename> class _Func, typename _Tp, typename = void>  struct _Ptr  {
    using type = typename pointer_traits<pointer>::template rebind<_Tp>;
  };
      public:       using const_pointer = typename _Ptr<__c_pointer, const value_type>::type;
        template<typename _Tp>  using rebind_alloc = __alloc_rebind<_Alloc, _Tp>;
      };
   }
    namespace __gnu_cxx __attribute__ ((__visibility__ ("default"))) {
   template<typename _Alloc, typename = typename _Alloc::value_type>   struct __alloc_traits   : std::allocator_traits<_Alloc>   {
      typedef std::allocator_traits<_Alloc> _Base_type;
      typedef typename _Base_type::value_type value_type;
      typedef value_type& reference;
      typedef const value_type& const_reference;
                                         template<typename _Tp>       struct rebind       {
 typedef typename _Base_type::template rebind_alloc<_Tp> other;
 };
    };
     template<typename _Tp>     struct __aligned_membuf     {
        _Tp*       _M_ptr() noexcept       ;
      };
   }
    namespace std __attribute__ ((__visibility__ ("default"))) {
     namespace __detail   {
      struct _List_node_base     {
       _List_node_base* _M_next;
       _List_node_base* _M_prev;
              void       _M_transfer(_List_node_base* const __first,     _List_node_base* const __last) noexcept;
                     void       _M_unhook() noexcept;
     };
      struct _List_node_header : public _List_node_base     {
       std::size_t _M_size;
       _List_node_header() noexcept       ;
       _List_node_header(_List_node_header&& __x)        ;
       void       _M_move_nodes(_List_node_header&& __x)       ;
       void       _M_init() noexcept       ;
     private:       _List_node_base* _M_base() ;
     };
      struct _Scratch_list : _List_node_base     {
       _Scratch_list() ;
       bool empty() const ;
       void swap(_List_node_base& __l) ;
       template<typename _Iter, typename _Cmp>  struct _Ptr_cmp  {    _Cmp _M_cmp;    bool    operator()(__detail::_List_node_base* __lhs,        __detail::_List_node_base* __rhs)    { return _M_cmp(*_Iter(__lhs), *_Iter(__rhs)); }  };
       template<typename _Iter>  struct _Ptr_cmp<_Iter, void>  {    bool    operator()(__detail::_List_node_base* __lhs,        __detail::_List_node_base* __rhs) const    { return *_Iter(__lhs) < *_Iter(__rhs); }  };
       template<typename _Cmp>  void  merge(_List_node_base& __x, _Cmp __comp)  {    _List_node_base* __first1 = _M_next;    _List_node_base* const __last1 = this;    _List_node_base* __first2 = __x._M_next;    _List_node_base* const __last2 = std::__addressof(__x);    while (__first1 != __last1 && __first2 != __last2)      {        if (__comp(__first2, __first1))   {     _List_node_base* __next = __first2->_M_next;     __first1->_M_transfer(__first2, __next);     __first2 = __next;   }        else   __first1 = __first1->_M_next;      }    if (__first2 != __last2)      this->_M_transfer(__first2, __last2);  }
       void _M_take_one(_List_node_base* __i)       { this->_M_transfer(__i, __i->_M_next); }
       void _M_put_all(_List_node_base* __i)       {  if (!empty())    __i->_M_transfer(_M_next, this);       }
     };
    }
     template<typename _Tp>     struct _List_node : public __detail::_List_node_base     {
        __gnu_cxx::__aligned_membuf<_Tp> _M_storage;
        _Tp* _M_valptr() {
 return _M_storage._M_ptr();
 }
      };
     template<typename _Tp>     struct _List_iterator     {
        typedef _List_node<_Tp> _Node;
        typedef _Tp& reference;
        [[__nodiscard__]]       reference       operator*() const noexcept       {
 return *static_cast<_Node*>(_M_node)->_M_valptr();
 }
        __detail::_List_node_base* _M_node;
      };
     template<typename _Tp>     struct _List_const_iterator     {
      };
   namespace __cxx11 {
    template<typename _Tp, typename _Alloc>     class _List_base     {
     protected:       typedef typename __gnu_cxx::__alloc_traits<_Alloc>::template  rebind<_Tp>::other _Tp_alloc_type;
       typedef __gnu_cxx::__alloc_traits<_Tp_alloc_type> _Tp_alloc_traits;
       typedef typename _Tp_alloc_traits::template  rebind<_List_node<_Tp> >::other _Node_alloc_type;
       typedef __gnu_cxx::__alloc_traits<_Node_alloc_type> _Node_alloc_traits;
       static size_t       _S_distance(const __detail::_List_node_base* __first,     const __detail::_List_node_base* __last)       {  size_t __n = 0;  while (__first != __last)    {      __first = __first->_M_next;      ++__n;    }  return __n;       }
       struct _List_impl       : public _Node_alloc_type       {  __detail::_List_node_header _M_node;  _List_impl() noexcept(is_nothrow_default_constructible<_Node_alloc_type>::value)  : _Node_alloc_type()  { }  _List_impl(const _Node_alloc_type& __a)   ;  _List_impl(_List_impl&&) = default;  _List_impl(_Node_alloc_type&& __a, _List_impl&& __x)   ;  _List_impl(_Node_alloc_type&& __a)   ;       };
       _List_impl _M_impl;
       size_t _M_node_count() const ;
       typename _Node_alloc_traits::pointer       _M_get_node()       ;
       void       _M_put_node(typename _Node_alloc_traits::pointer __p) noexcept       ;
   public:       typedef _Alloc allocator_type;
       _Node_alloc_type&       _M_get_Node_allocator() noexcept       ;
       void       _M_init() noexcept       ;
     };
    template<typename _Tp, typename _Alloc = std::allocator<_Tp> >     class list : protected _List_base<_Tp, _Alloc>     {
       static_assert(is_same<typename remove_cv<_Tp>::type, _Tp>::value,    "std::list must have a non-const, non-volatile value_type");
       static_assert(is_same<typename _Alloc::value_type, _Tp>::value,    "std::list must have the same value_type as its allocator");
       typedef _List_base<_Tp, _Alloc> _Base;
       typedef typename _Base::_Tp_alloc_type _Tp_alloc_type;
       typedef typename _Base::_Tp_alloc_traits _Tp_alloc_traits;
       typedef typename _Base::_Node_alloc_type _Node_alloc_type;
       typedef typename _Base::_Node_alloc_traits _Node_alloc_traits;
     public:       typedef _Tp value_type;
       typedef typename _Tp_alloc_traits::pointer pointer;
       typedef typename _Tp_alloc_traits::const_pointer const_pointer;
       typedef typename _Tp_alloc_traits::reference reference;
       typedef typename _Tp_alloc_traits::const_reference const_reference;
       typedef _List_iterator<_Tp> iterator;
       typedef _List_const_iterator<_Tp> const_iterator;
       typedef std::reverse_iterator<const_iterator> const_reverse_iterator;
       typedef std::reverse_iterator<iterator> reverse_iterator;
       typedef size_t size_type;
       typedef ptrdiff_t difference_type;
       typedef _Alloc allocator_type;
     protected:       typedef _List_node<_Tp> _Node;
       using _Base::_M_impl;
       using _Base::_M_put_node;
       using _Base::_M_get_node;
       using _Base::_M_get_Node_allocator;
       template<typename... _Args>  _Node*  _M_create_node(_Args&&... __args)  ;
       static size_t       _S_distance(const_iterator __first, const_iterator __last)       ;
       size_t       _M_node_count() const       ;
     public:       list() = default;
       explicit       list(const allocator_type& __a)  ;
       explicit       list(size_type __n, const allocator_type& __a = allocator_type())        ;
       list(size_type __n, const value_type& __value,     const allocator_type& __a = allocator_type())        ;
       list(const list& __x)        ;
       list(list&&) = default;
       list(initializer_list<value_type> __l,     const allocator_type& __a = allocator_type())        ;
            private:                   public:                 ;
                                            ;
              allocator_type       get_allocator() const noexcept       ;
       [[__nodiscard__]]       iterator       begin() noexcept       { return iterator(this->_M_impl._M_node._M_next); }
       [[__nodiscard__]]       const_iterator       begin() const noexcept       { return const_iterator(this->_M_impl._M_node._M_next); }
       [[__nodiscard__]]       iterator       end() noexcept       { return iterator(&this->_M_impl._M_node); }
       [[__nodiscard__]]       const_iterator       end() const noexcept       { return const_iterator(&this->_M_impl._M_node); }
       [[__nodiscard__]]       reverse_iterator       rbegin() noexcept       { return reverse_iterator(end()); }
       [[__nodiscard__]]       const_reverse_iterator       crbegin() const noexcept       { return const_reverse_iterator(end()); }
       [[__nodiscard__]]       const_reverse_iterator       crend() const noexcept       { return const_reverse_iterator(begin()); }
       [[__nodiscard__]] bool       empty() const noexcept       { return this->_M_impl._M_node._M_next == &this->_M_impl._M_node; }
       [[__nodiscard__]]       size_type       size() const noexcept       { return _M_node_count(); }
       [[__nodiscard__]]       size_type       max_size() const noexcept       { return _Node_alloc_traits::max_size(_M_get_Node_allocator()); }
       template<typename _StrictWeakOrdering>  void  merge(list&& __x, _StrictWeakOrdering __comp);
       template<typename _StrictWeakOrdering>  void  merge(list& __x, _StrictWeakOrdering __comp)  ;
       void       reverse() noexcept       ;
       void       sort();
       template<typename _StrictWeakOrdering>  void  sort(_StrictWeakOrdering);
              ;
              void       _M_check_equal_allocators(list& __x) noexcept       ;
                            struct _Finalize_merge       {      list& _M_dest;  list& _M_src;  const iterator& _M_next;         };
     };
  }
     template<typename _Tp, typename _Alloc>     void     list<_Tp, _Alloc>::     sort()     {
        if (this->_M_impl._M_node._M_next != &this->_M_impl._M_node    && this->_M_impl._M_node._M_next->_M_next != &this->_M_impl._M_node)       {
  using __detail::_Scratch_list;
  _Scratch_list __carry;
  _Scratch_list __tmp[64];
  _Scratch_list* __fill = __tmp;
  _Scratch_list* __counter;
  _Scratch_list::_Ptr_cmp<iterator, void> __ptr_comp;
  try    {      do        {   __carry._M_take_one(begin()._M_node);   for(__counter = __tmp;       __counter != __fill && !__counter->empty();       ++__counter)     {       __counter->merge(__carry, __ptr_comp);       __carry.swap(*__counter);     }   __carry.swap(*__counter);   if (__counter == __fill)     ++__fill;        }      while ( !empty() );      for (__counter = __tmp + 1; __counter != __fill; ++__counter)        __counter->merge(__counter[-1], __ptr_comp);      __fill[-1].swap(this->_M_impl._M_node);    }
  catch(...)    {      __carry._M_put_all(end()._M_node);      for (int __i = 0; __i < sizeof(__tmp)/sizeof(__tmp[0]); ++__i)        __tmp[__i]._M_put_all(end()._M_node);      throw;    }
       }
      }
   }
    struct ThrowingComparator {
     unsigned int throw_after;
     bool operator()(int, int) {
    }
   };
    struct X {
     X(int) {
 }
   };
    int main() {
     std::list<int> ay{
 5, 6, 7, 8, 9, 10, 11, 12};
     try {
      ay.sort(ThrowingComparator{
5}
 );
    }
   catch (...) {
    }
     std::list<X> az{
 5, 6, 7, 8, 9, 10, 11, 12};
     try {
      az.sort();
    }
   catch (...) {
    }
   }
