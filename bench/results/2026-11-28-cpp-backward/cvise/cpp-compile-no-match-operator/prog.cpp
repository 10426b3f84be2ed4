namespace std {
    typedef long unsigned int size_t;
    typedef long int ptrdiff_t;
    inline namespace __cxx11 __attribute__((__abi_tag__ ("cxx11"))) {
 }
  }
   namespace std __attribute__ ((__visibility__ ("default"))) {
                                                     }
   extern "C++" {
  namespace std __attribute__ ((__visibility__ ("default"))) {
   struct __true_type { };
   struct __false_type { };
   template<bool>     struct __truth_type     { typedef __false_type __type; };
   template<typename, typename>     struct __are_same     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename _Tp>     struct __is_void     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename _Tp>     struct __is_floating     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename _Tp>     struct __is_pointer     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename _Tp>     struct __is_char     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename _Tp>     struct __is_byte     {       enum { __value = 0 };       typedef __false_type __type;     };
   template<typename> struct iterator_traits;
   template<typename _Tp>     struct __is_nonvolatile_trivially_copyable     {       enum { __value = __is_trivially_copyable(_Tp) };     };
   template<typename _Iter1, typename _Iter2>     struct __memcmpable     {       enum { __value = 0 };     };
   template<typename _Tp, bool _TreatAsBytes =  __is_byte<_Tp>::__value     >     struct __is_memcmp_ordered     {       static const bool __value = _Tp(-1) > _Tp(1);     };
   template<typename _Tp, typename _Up, bool = sizeof(_Tp) == sizeof(_Up)>     struct __is_memcmp_ordered_with     {       static const bool __value = __is_memcmp_ordered<_Tp>::__value  && __is_memcmp_ordered<_Up>::__value;     };
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
    template<bool __v>     using bool_constant = integral_constant<bool, __v>;
    template<bool>     struct __conditional     {
     };
    template<bool _Cond, typename _If, typename _Else>     using __conditional_t       = typename __conditional<_Cond>::template type<_If, _Else>;
    template <typename _Type>     struct __type_identity     {
 };
    template<typename...>     struct __or_;
    template<typename...>     struct __and_;
    template<typename _Pp>     struct __not_     : public __bool_constant<!bool(_Pp::value)>     {
 };
    template<typename>     struct is_reference;
    template<typename>     struct is_function;
    template<typename>     struct is_void;
    template<typename>     struct remove_cv;
    template<typename>     struct is_const;
    template<typename>     struct __is_array_unknown_bounds;
    template <typename _TypeIdentity,       typename _NestedType = typename _TypeIdentity::type>     constexpr typename __or_<       is_reference<_NestedType>,       is_function<_NestedType>,       is_void<_NestedType>,       __is_array_unknown_bounds<_NestedType>     >::type __is_complete_or_unbounded(_TypeIdentity)     ;
    template<typename _Tp>     struct __success_type     {
 };
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
    template<typename>     struct __is_member_object_pointer_helper     : public false_type {
 };
    template<typename _Tp>     struct is_member_object_pointer     : public __is_member_object_pointer_helper<__remove_cv_t<_Tp>>::type     {
 };
    template<typename>     struct __is_member_function_pointer_helper     : public false_type {
 };
    template<typename _Tp>     struct is_member_function_pointer     : public __is_member_function_pointer_helper<__remove_cv_t<_Tp>>::type     {
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
    template<typename _Tp>     struct __is_nullptr_t     : public is_null_pointer<_Tp>     {
 }
  __attribute__ ((__deprecated__ ("use '" "std::is_null_pointer" "' instead")));
    template<typename _Tp>     struct is_arithmetic     : public __or_<is_integral<_Tp>, is_floating_point<_Tp>>::type     {
 };
    template<typename _Tp>     struct is_object     : public __not_<__or_<is_function<_Tp>, is_reference<_Tp>,                           is_void<_Tp>>>::type     {
 };
    template<typename>     struct is_member_pointer;
    template<typename _Tp>     struct is_scalar     : public __or_<is_arithmetic<_Tp>, is_enum<_Tp>, is_pointer<_Tp>,                    is_member_pointer<_Tp>, is_null_pointer<_Tp>>::type     {
 };
    template<typename _Tp, typename = void>     struct __is_referenceable     : public false_type     {
 };
    template<typename>     struct is_volatile     : public false_type {
 };
    template<typename _Tp,     bool = is_arithmetic<_Tp>::value>     struct __is_signed_helper     : public false_type {
 };
    template<typename _Tp>     struct is_signed     : public __is_signed_helper<_Tp>::type     {
 };
    template<typename _Tp>     auto declval() noexcept -> decltype(__declval<_Tp>(0));
    template<typename>     struct remove_all_extents;
    struct __do_is_destructible_impl   {
   };
    template<typename _Tp>     struct __is_destructible_impl     : public __do_is_destructible_impl     {
     };
    struct __do_is_nt_destructible_impl   {
   };
    template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_nt_destructible_safe;
    template<typename _Tp>     struct is_nothrow_destructible     : public __is_nt_destructible_safe<_Tp>::type     {
       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}
),  "template argument must be a complete class or an unbounded array");
     };
    template<typename _Tp, typename... _Args>     struct __is_constructible_impl     : public __bool_constant<__is_constructible(_Tp, _Args...)>     {
 };
    template<typename _Tp, typename... _Args>     struct is_constructible       : public __is_constructible_impl<_Tp, _Args...>     {
       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}
),  "template argument must be a complete class or an unbounded array");
     };
    template<typename _Tp, typename... _Args>     using __is_nothrow_constructible_impl       = __bool_constant<__is_nothrow_constructible(_Tp, _Args...)>;
    template<typename _Tp, typename... _Args>     struct is_nothrow_constructible     : public __is_nothrow_constructible_impl<_Tp, _Args...>::type     {
     };
    template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_copy_constructible_impl;
    template<typename _Tp>     struct is_nothrow_copy_constructible     : public __is_nothrow_copy_constructible_impl<_Tp>::type     {
       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}
),  "template argument must be a complete class or an unbounded array");
     };
    template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_move_constructible_impl;
    template<typename _Tp>     struct is_nothrow_move_constructible     : public __is_nothrow_move_constructible_impl<_Tp>::type     {
     };
    template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nt_move_assignable_impl;
    template<typename _Tp>     struct is_nothrow_move_assignable     : public __is_nt_move_assignable_impl<_Tp>     {
       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}
),  "template argument must be a complete class or an unbounded array");
     };
    struct __do_is_implicitly_default_constructible_impl   {
        };
    template<typename _Tp>     struct __is_implicitly_default_constructible_impl     : public __do_is_implicitly_default_constructible_impl     {
 };
    template<typename _Tp, typename _Up>     struct is_same     : public integral_constant<bool, __is_same(_Tp, _Up)>     {
 };
    template<typename _From, typename _To,            bool = __or_<is_void<_From>, is_function<_To>,                         is_array<_To>>::value>     struct __is_convertible_helper     {
     };
    template<typename _From, typename _To>     struct is_convertible     : public __is_convertible_helper<_From, _To>::type     {
 };
    template<typename _Tp>     struct remove_const     {
 };
    template<typename _Tp>     struct remove_volatile     {
 };
    template<typename _Tp>     struct remove_cv     {
 using type = _Tp;
 };
    template<typename _Tp>     struct add_const     {
 };
    template<typename _Tp>     struct add_volatile     {
 typedef _Tp volatile type;
 };
    template<typename _Tp>     using remove_cv_t = typename remove_cv<_Tp>::type;
    template<typename _Tp>     struct remove_reference     {
 typedef _Tp type;
 };
    template<typename _Tp>     using remove_reference_t = typename remove_reference<_Tp>::type;
    template<typename _Unqualified, bool _IsConst, bool _IsVol>     struct __cv_selector;
    template<typename _Qualified, typename _Unqualified,     bool _IsConst = is_const<_Qualified>::value,     bool _IsVol = is_volatile<_Qualified>::value>     class __match_cv_qualifiers     {
     };
    template<typename _Tp>     struct __make_unsigned     {
 typedef _Tp __type;
 };
    template<typename _Tp,     bool _IsInt = is_integral<_Tp>::value,     bool _IsEnum = is_enum<_Tp>::value>     class __make_unsigned_selector;
    class __make_unsigned_selector_base   {
   protected:     template<typename...> struct _List { };
     template<typename _Tp, typename... _Up>       struct _List<_Tp, _Up...> : _List<_Up...>       { static constexpr size_t __size = sizeof(_Tp); };
 };
    template<typename _Tp>     struct __make_signed     {
 typedef _Tp __type;
 };
    template<typename _Tp,     bool _IsInt = is_integral<_Tp>::value,     bool _IsEnum = is_enum<_Tp>::value>     class __make_signed_selector;
    template<typename _Tp>     struct make_signed     {
 typedef typename __make_signed_selector<_Tp>::__type type;
 };
    template<typename _Tp>     using make_signed_t = typename make_signed<_Tp>::type;
    template<typename _Tp>     struct remove_extent     {
 typedef _Tp type;
 };
    template<typename _Tp>     using remove_extent_t = typename remove_extent<_Tp>::type;
    template<typename _Tp>     using remove_all_extents_t = typename remove_all_extents<_Tp>::type;
    template<typename _Tp, typename>     struct __remove_pointer_helper     {
 typedef _Tp type;
 };
    template<typename _Tp, bool = __or_<__is_referenceable<_Tp>,           is_void<_Tp>>::value>     struct __add_pointer_helper     {
 typedef _Tp type;
 };
    template<typename _Tp>     struct add_pointer     : public __add_pointer_helper<_Tp>     {
 };
    template<typename _Tp>     using add_pointer_t = typename add_pointer<_Tp>::type;
    template<std::size_t _Len>     struct __aligned_storage_msa     {
       union __type       {  unsigned char __data[_Len];  struct __attribute__((__aligned__)) { } __align;       };
     };
    template<std::size_t _Len, std::size_t _Align =     __alignof__(typename __aligned_storage_msa<_Len>::__type)>     struct aligned_storage     {
       union type       {  unsigned char __data[_Len];  struct __attribute__((__aligned__((_Align)))) { } __align;       };
     };
    template <typename... _Types>     struct __strictest_alignment     {
     };
    template <size_t _Len, typename... _Types>     struct aligned_union     {
     private:       static_assert(sizeof...(_Types) != 0, "At least one type is required");
       using __strictest = __strictest_alignment<_Types...>;
       static const size_t _S_len = _Len > __strictest::_S_size  ? _Len : __strictest::_S_size;
     public:       static const size_t alignment_value = __strictest::_S_alignment;
       typedef typename aligned_storage<_S_len, alignment_value>::type type;
     };
    template<typename _Up,     bool _IsArray = is_array<_Up>::value,     bool _IsFunction = is_function<_Up>::value>     struct __decay_selector;
    template<typename _Tp>     class decay     {
       typedef _Tp __type;
     };
    template<typename _Tp>     using __decay_t = typename decay<_Tp>::type;
    template<bool, typename _Tp = void>     struct enable_if     {
 };
    template<bool _Cond, typename _Tp = void>     using __enable_if_t = typename enable_if<_Cond, _Tp>::type;
    template<typename... _Cond>     using _Require = __enable_if_t<__and_<_Cond...>::value>;
    template<typename _Tp>     using __remove_cvref_t      = typename remove_cv<typename remove_reference<_Tp>::type>::type;
    template<bool _Cond, typename _Iftrue, typename _Iffalse>     struct conditional     {
 typedef _Iftrue type;
 };
    template<typename... _Tp>     struct common_type;
    struct __do_common_type_impl   {
     template<typename _Tp, typename _Up>       using __cond_t  = decltype(true ? std::declval<_Tp>() : std::declval<_Up>());
   };
    template<typename _Tp1, typename _Tp2,     typename _Dp1 = __decay_t<_Tp1>, typename _Dp2 = __decay_t<_Tp2>>     struct __common_type_impl     {
       using type = common_type<_Dp1, _Dp2>;
     };
    struct __invoke_other {
 };
    struct __result_of_memfun_ref_impl   {
     ;
     };
    struct __result_of_memfun_deref_impl   {
   };
    template<typename _MemPtr, typename _Arg, typename... _Args>     struct __result_of_memfun_deref     : private __result_of_memfun_deref_impl     {
       typedef decltype(_S_test<_MemPtr, _Arg, _Args...>(0)) type;
     };
    struct __result_of_memobj_ref_impl   {
     ;
     ;
   };
    template<typename _MemPtr, typename _Arg>     struct __result_of_memobj_ref     : private __result_of_memobj_ref_impl     {
       typedef decltype(_S_test<_MemPtr, _Arg>(0)) type;
     };
    struct __result_of_memobj_deref_impl   {
   };
    template<typename _MemPtr, typename _Arg>     struct __result_of_memobj_deref     : private __result_of_memobj_deref_impl     {
       typedef decltype(_S_test<_MemPtr, _Arg>(0)) type;
     };
    template<typename _Tp, typename _Up = __remove_cvref_t<_Tp>>     struct __inv_unwrap     {
       using type = _Tp;
     };
    template<bool, bool, typename _Functor, typename... _ArgTypes>     struct __result_of_impl     {
     ;
   };
    template<typename _Functor, typename... _ArgTypes>     struct __invoke_result     : public __result_of_impl<         is_member_object_pointer<           typename remove_reference<_Functor>::type         >::value,         is_member_function_pointer<           typename remove_reference<_Functor>::type         >::value,  _Functor, _ArgTypes...       >::type     {
 };
    namespace __swappable_details {
          struct __do_is_swappable_impl     {       ;       ;     };
     struct __do_is_nothrow_swappable_impl     {       ;       ;     };
   }
    template<typename _Tp>     struct __is_swappable_impl     : public __swappable_details::__do_is_swappable_impl     {
       typedef decltype(__test<_Tp>(0)) type;
     };
    template<typename _Tp>     struct __is_nothrow_swappable_impl     : public __swappable_details::__do_is_nothrow_swappable_impl     {
       typedef decltype(__test<_Tp>(0)) type;
     };
    namespace __swappable_with_details {
          struct __do_is_swappable_with_impl     {       ;       ;     };
     struct __do_is_nothrow_swappable_with_impl     {       ;       ;     };
   }
    template<typename _Result, typename _Ret,     bool = is_void<_Ret>::value, typename = void>     struct __is_invocable_impl : false_type {
 };
    template<typename _Fn, typename... _Args>     constexpr bool __call_is_nt(__invoke_other)     ;
    template<typename _Result, typename _Fn, typename... _Args>     struct __call_is_nothrow     : __bool_constant<  std::__call_is_nt<_Fn, _Args...>(typename _Result::__invoke_type{
}
 )       >     {
 };
    template<typename _Fn, typename... _Args>     using __call_is_nothrow_       = __call_is_nothrow<__invoke_result<_Fn, _Args...>, _Fn, _Args...>;
    template<typename _Functor, typename... _ArgTypes>     struct invoke_result     : public __invoke_result<_Functor, _ArgTypes...>     {
       static_assert(std::__is_complete_or_unbounded(__type_identity<_Functor>{}
),  "_Functor must be a complete class or an unbounded array");
       static_assert((std::__is_complete_or_unbounded(  __type_identity<_ArgTypes>{}
) && ...),  "each argument type must be a complete class or an unbounded array");
     };
    template<typename _Fn, typename... _Args>     using invoke_result_t = typename invoke_result<_Fn, _Args...>::type;
    template<typename _Fn, typename... _ArgTypes>     struct is_invocable     : __is_invocable_impl<__invoke_result<_Fn, _ArgTypes...>, void>::type     {
     };
  template <typename _Tp>   inline constexpr bool is_integral_v = is_integral<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_lvalue_reference_v =     is_lvalue_reference<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_enum_v = is_enum<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_union_v = is_union<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_class_v = is_class<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_reference_v = is_reference<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_object_v = is_object<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_signed_v = is_signed<_Tp>::value;
  template <typename _Tp, typename... _Args>   inline constexpr bool is_constructible_v =     is_constructible<_Tp, _Args...>::value;
  template <typename _Tp>   inline constexpr bool is_nothrow_copy_constructible_v =     is_nothrow_copy_constructible<_Tp>::value;
  template <typename _Tp>   inline constexpr bool is_nothrow_destructible_v =     is_nothrow_destructible<_Tp>::value;
  template <typename _Tp, typename _Up>   inline constexpr bool is_same_v = __is_same(_Tp, _Up);
  template <typename _From, typename _To>   inline constexpr bool is_convertible_v = is_convertible<_From, _To>::value;
  template<typename _Fn, typename... _Args>   inline constexpr bool is_invocable_v = is_invocable<_Fn, _Args...>::value;
    template<typename _Tp>     struct has_unique_object_representations     : bool_constant<__has_unique_object_representations(       remove_cv_t<remove_all_extents_t<_Tp>>       )>     {
 };
    template<typename _Tp>     struct remove_cvref     : remove_cv<_Tp>     {
 };
    template<typename _Tp>     using remove_cvref_t = typename remove_cvref<_Tp>::type;
       template<typename _From, typename _To>     using __copy_cv = typename __match_cv_qualifiers<_From, _To>::__type;
    template<typename _Xp, typename _Yp>     using __cond_res       = decltype(false ? declval<_Xp(&)()>()() : declval<_Yp(&)()>()());
    template<typename _Ap, typename _Bp, typename = void>     struct __common_ref_impl     {
 };
    template<typename _Ap, typename _Bp>     using __common_ref = typename __common_ref_impl<_Ap, _Bp>::type;
    template<typename _Xp, typename _Yp>     using __condres_cvref       = __cond_res<__copy_cv<_Xp, _Yp>&, __copy_cv<_Yp, _Xp>&>;
    template<typename _Xp, typename _Yp>     using __common_ref_C = remove_reference_t<__common_ref<_Xp&, _Yp&>>&&;
    template<typename _Tp, typename _Up,     template<typename> class _TQual, template<typename> class _UQual>     struct basic_common_reference     {
 };
    template<typename _Tp>     struct __xref     {
 template<typename _Up> using __type = __copy_cv<_Tp, _Up>;
 };
    template<typename... _Tp>     struct common_reference;
    template<typename... _Tp>     using common_reference_t = typename common_reference<_Tp...>::type;
    template<typename _Tp>      constexpr _Tp*     __addressof(_Tp& __r) noexcept     ;
  }
   namespace std __attribute__ ((__visibility__ ("default"))) {
    template<typename _Tp>     [[__nodiscard__]]     constexpr _Tp&&     forward(typename std::remove_reference<_Tp>::type&& __t) noexcept     {
     }
    template<typename _Tp>     [[__nodiscard__]]     constexpr typename std::remove_reference<_Tp>::type&&     move(_Tp&& __t) noexcept     {
 return static_cast<typename std::remove_reference<_Tp>::type&&>(__t);
 }
    namespace __detail   {
     template<typename _Tp, typename _Up>       concept __same_as = std::is_same_v<_Tp, _Up>;
   }
    template<typename _Tp, typename _Up>     concept same_as       = __detail::__same_as<_Tp, _Up> && __detail::__same_as<_Up, _Tp>;
    template<typename _Derived, typename _Base>     concept derived_from = __is_base_of(_Base, _Derived)       && is_convertible_v<const volatile _Derived*, const volatile _Base*>;
    template<typename _From, typename _To>     concept convertible_to = is_convertible_v<_From, _To>       && requires {
 static_cast<_To>(std::declval<_From>());
 };
    template<typename _Tp, typename _Up>     concept common_reference_with       = same_as<common_reference_t<_Tp, _Up>, common_reference_t<_Up, _Tp>>       && convertible_to<_Tp, common_reference_t<_Tp, _Up>>       && convertible_to<_Up, common_reference_t<_Tp, _Up>>;
    template<typename _Tp>     concept integral = is_integral_v<_Tp>;
    template<typename _Tp>     concept signed_integral = integral<_Tp> && is_signed_v<_Tp>;
    namespace __detail   {
     template<typename _Tp>       using __cref = const remove_reference_t<_Tp>&;
       template<typename _Tp>  concept __class_or_enum    = is_class_v<_Tp> || is_union_v<_Tp> || is_enum_v<_Tp>;
   }
    template<typename _Lhs, typename _Rhs>     concept assignable_from       = is_lvalue_reference_v<_Lhs>       && common_reference_with<__detail::__cref<_Lhs>, __detail::__cref<_Rhs>>       && requires(_Lhs __lhs, _Rhs&& __rhs) {
  { __lhs = static_cast<_Rhs&&>(__rhs) }
 -> same_as<_Lhs>;
       };
    template<typename _Tp>     concept destructible = is_nothrow_destructible_v<_Tp>;
    template<typename _Tp, typename... _Args>     concept constructible_from       = destructible<_Tp> && is_constructible_v<_Tp, _Args...>;
    template<typename _Tp>     concept default_initializable = constructible_from<_Tp>       && requires       {
  _Tp{};
  (void) ::new _Tp;
       };
    template<typename _Tp>     concept move_constructible     = constructible_from<_Tp, _Tp> && convertible_to<_Tp, _Tp>;
    template<typename _Tp>     concept copy_constructible       = move_constructible<_Tp>       && constructible_from<_Tp, _Tp&> && convertible_to<_Tp&, _Tp>       && constructible_from<_Tp, const _Tp&> && convertible_to<const _Tp&, _Tp>       && constructible_from<_Tp, const _Tp> && convertible_to<const _Tp, _Tp>;
    namespace ranges   {
     namespace __cust_swap     {       ;       template<typename _Tp, typename _Up>  concept __adl_swap    = (__detail::__class_or_enum<remove_reference_t<_Tp>>      || __detail::__class_or_enum<remove_reference_t<_Up>>)    && requires(_Tp&& __t, _Up&& __u) {      swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));    };       struct _Swap       {       private:      ;       public:   ;   ;       };     }
     inline namespace __cust     {       inline constexpr __cust_swap::_Swap swap{};     }
   }
    template<typename _Tp>     concept swappable       = requires(_Tp& __a, _Tp& __b) {
 ranges::swap(__a, __b);
 };
    template<typename _Tp, typename _Up>     concept swappable_with = common_reference_with<_Tp, _Up>       && requires(_Tp&& __t, _Up&& __u) {
  ranges::swap(static_cast<_Tp&&>(__t), static_cast<_Tp&&>(__t));
  ranges::swap(static_cast<_Up&&>(__u), static_cast<_Tp&&>(__t));
       };
    template<typename _Tp>     concept movable = is_object_v<_Tp> && move_constructible<_Tp>       && assignable_from<_Tp&, _Tp> && swappable<_Tp>;
    template<typename _Tp>     concept copyable = copy_constructible<_Tp> && movable<_Tp>       && assignable_from<_Tp&, _Tp&> && assignable_from<_Tp&, const _Tp&>       && assignable_from<_Tp&, const _Tp>;
    template<typename _Tp>     concept semiregular = copyable<_Tp> && default_initializable<_Tp>;
    namespace __detail   {
     template<typename _Tp>       concept __boolean_testable_impl = convertible_to<_Tp, bool>;
     template<typename _Tp>       concept __boolean_testable  = __boolean_testable_impl<_Tp>    && requires(_Tp&& __t)    { { !static_cast<_Tp&&>(__t) } -> __boolean_testable_impl; };
     template<typename _Tp, typename _Up>       concept __weakly_eq_cmp_with  = requires(__detail::__cref<_Tp> __t, __detail::__cref<_Up> __u) {    { __t == __u } -> __boolean_testable;    { __t != __u } -> __boolean_testable;    { __u == __t } -> __boolean_testable;    { __u != __t } -> __boolean_testable;  };
   }
    template<typename _Tp>     concept equality_comparable = __detail::__weakly_eq_cmp_with<_Tp, _Tp>;
    template<typename _Tp, typename _Up>     concept equality_comparable_with       = equality_comparable<_Tp> && equality_comparable<_Up>       && common_reference_with<__detail::__cref<_Tp>, __detail::__cref<_Up>>       && equality_comparable<common_reference_t<__detail::__cref<_Tp>,       __detail::__cref<_Up>>>       && __detail::__weakly_eq_cmp_with<_Tp, _Up>;
    namespace __detail   {
     template<typename _Tp, typename _Up>       concept __partially_ordered_with  = requires(const remove_reference_t<_Tp>& __t,      const remove_reference_t<_Up>& __u) {    { __t < __u } -> __boolean_testable;    { __t > __u } -> __boolean_testable;    { __t <= __u } -> __boolean_testable;    { __t >= __u } -> __boolean_testable;    { __u < __t } -> __boolean_testable;    { __u > __t } -> __boolean_testable;    { __u <= __t } -> __boolean_testable;    { __u >= __t } -> __boolean_testable;  };
   }
    template<typename _Tp>     concept totally_ordered       = equality_comparable<_Tp>       && __detail::__partially_ordered_with<_Tp, _Tp>;
    template<typename _Tp>     concept regular = semiregular<_Tp> && equality_comparable<_Tp>;
    template<typename _Fn, typename... _Args>     concept invocable = is_invocable_v<_Fn, _Args...>;
    template<typename _Fn, typename... _Args>     concept regular_invocable = invocable<_Fn, _Args...>;
    template<typename _Fn, typename... _Args>     concept predicate = regular_invocable<_Fn, _Args...>       && __detail::__boolean_testable<invoke_result_t<_Fn, _Args...>>;
    template<typename _Rel, typename _Tp, typename _Up>     concept relation       = predicate<_Rel, _Tp, _Tp> && predicate<_Rel, _Up, _Up>       && predicate<_Rel, _Tp, _Up> && predicate<_Rel, _Up, _Tp>;
    template<typename _Rel, typename _Tp, typename _Up>     concept equivalence_relation = relation<_Rel, _Tp, _Up>;
    template<typename _Rel, typename _Tp, typename _Up>     concept strict_weak_order = relation<_Rel, _Tp, _Up>;
  }
   namespace std {
    namespace __cmp_cat   {
     using type = signed char;
     enum class _Ord : type { equivalent = 0, less = -1, greater = 1 };
     enum class _Ncmp : type { _Unordered = 2 };
     struct __unspec     {       constexpr __unspec(__unspec*) noexcept ;     };
   }
    class partial_ordering   {
     __cmp_cat::type _M_value;
     constexpr explicit     partial_ordering(__cmp_cat::_Ord __v) noexcept     : _M_value(__cmp_cat::type(__v))     { }
     [[nodiscard]]     friend constexpr partial_ordering     operator<=>(__cmp_cat::__unspec, partial_ordering __v) noexcept     {       if (__v._M_value & 1)  return partial_ordering(__cmp_cat::_Ord(-__v._M_value));       else  return __v;     }
   };
    class weak_ordering   {
     __cmp_cat::type _M_value;
     constexpr explicit     weak_ordering(__cmp_cat::_Ord __v) noexcept : _M_value(__cmp_cat::type(__v))     { }
     friend class strong_ordering;
   };
    class strong_ordering   {
   };
    namespace __detail   {
     template<typename _Tp>       inline constexpr unsigned __cmp_cat_id = 1;
     template<>       inline constexpr unsigned __cmp_cat_id<partial_ordering> = 2;
     template<typename... _Ts>       constexpr auto __common_cmp_cat()       ;
   }
    template<typename... _Ts>     struct common_comparison_category     {
       using type = decltype(__detail::__common_cmp_cat<_Ts...>());
     };
    template<typename... _Ts>     using common_comparison_category_t       = typename common_comparison_category<_Ts...>::type;
    namespace __detail   {
     template<typename _Tp, typename _Cat>       concept __compares_as  = same_as<common_comparison_category_t<_Tp, _Cat>, _Cat>;
   }
    template<typename _Tp, typename _Cat = partial_ordering>     concept three_way_comparable       = __detail::__weakly_eq_cmp_with<_Tp, _Tp>       && __detail::__partially_ordered_with<_Tp, _Tp>       && requires(const remove_reference_t<_Tp>& __a,     const remove_reference_t<_Tp>& __b)       {
  { __a <=> __b }
 -> __detail::__compares_as<_Cat>;
       };
    template<typename _Tp, typename _Up, typename _Cat = partial_ordering>     concept three_way_comparable_with       = three_way_comparable<_Tp, _Cat>       && three_way_comparable<_Up, _Cat>       && common_reference_with<const remove_reference_t<_Tp>&,           const remove_reference_t<_Up>&>       && three_way_comparable<    common_reference_t<const remove_reference_t<_Tp>&,         const remove_reference_t<_Up>&>, _Cat>       && __detail::__weakly_eq_cmp_with<_Tp, _Up>       && __detail::__partially_ordered_with<_Tp, _Up>       && requires(const remove_reference_t<_Tp>& __t,     const remove_reference_t<_Up>& __u)       {
  { __u <=> __t }
 -> __detail::__compares_as<_Cat>;
       };
  }
   namespace std __attribute__ ((__visibility__ ("default"))) {
    class __undefined;
    template<typename _Tp>     struct __get_first_arg     {
 using type = __undefined;
 };
    template<typename _Tp, typename _Up>     struct __replace_first_arg     {
 };
    template<typename _Ptr, typename _Elt, bool = is_void<_Elt>::value>     struct __ptr_traits_ptr_to     {
     private:       template<typename _Tp, typename = void>  struct __difference { using type = ptrdiff_t; };
       template<typename _Tp>  requires requires { typename _Tp::difference_type; }
  struct __difference<_Tp>  { using type = typename _Tp::difference_type; };
       template<typename _Tp, typename _Up, typename = void>  struct __rebind : __replace_first_arg<_Tp, _Up> { };
     };
    template<typename _Ptr>     constexpr auto     to_address(const _Ptr& __ptr) noexcept     ;
    struct __is_transparent;
    struct identity   {
   };
    struct input_iterator_tag;
    struct output_iterator_tag;
    struct forward_iterator_tag;
    struct bidirectional_iterator_tag;
    struct random_access_iterator_tag;
    struct contiguous_iterator_tag;
    template<typename _Iterator, typename>     struct __iterator_traits;
    namespace __detail   {
     template<typename _Tp>       using __with_ref = _Tp&;
     template<typename _Tp>       concept __can_reference = requires { typename __with_ref<_Tp>; };
     template<typename _Tp>       concept __dereferenceable = requires(_Tp& __t)  {    { *__t } -> __can_reference;  };
   }
    template<__detail::__dereferenceable _Tp>     using iter_reference_t = decltype(*std::declval<_Tp&>());
    namespace ranges   {
     namespace __cust_imove     {              template<typename _Tp>  concept __adl_imove    = (std::__detail::__class_or_enum<remove_reference_t<_Tp>>)    && requires(_Tp&& __t) { iter_move(static_cast<_Tp&&>(__t)); };       struct _IMove       {       private:  template<typename _Tp>    struct __result    { using type = iter_reference_t<_Tp>; };  template<typename _Tp>    requires __adl_imove<_Tp>    struct __result<_Tp>    { using type = decltype(iter_move(std::declval<_Tp>())); };  template<typename _Tp>    requires (!__adl_imove<_Tp>)    && is_lvalue_reference_v<iter_reference_t<_Tp>>    struct __result<_Tp>    { using type = remove_reference_t<iter_reference_t<_Tp>>&&; };  template<typename _Tp>    static constexpr bool    _S_noexcept()    ;       public:  template<std::__detail::__dereferenceable _Tp>    using __type = typename __result<_Tp>::type;  template<std::__detail::__dereferenceable _Tp>    [[nodiscard]]    constexpr __type<_Tp>    operator()(_Tp&& __e) const    noexcept(_S_noexcept<_Tp>())    {      if constexpr (__adl_imove<_Tp>)        return iter_move(static_cast<_Tp&&>(__e));      else if constexpr (is_lvalue_reference_v<iter_reference_t<_Tp>>)        return static_cast<__type<_Tp>>(*__e);      else        return *__e;    }       };     }
     inline namespace __cust     {       inline constexpr __cust_imove::_IMove iter_move{};     }
   }
    template<__detail::__dereferenceable _Tp>     requires __detail::       __can_reference<ranges::__cust_imove::_IMove::__type<_Tp&>>     using iter_rvalue_reference_t       = ranges::__cust_imove::_IMove::__type<_Tp&>;
    template<typename> struct incrementable_traits {
 };
    template<typename _Tp>     requires (!requires {
 typename _Tp::difference_type;
 }
 )     struct incrementable_traits<_Tp>     {
       using difference_type  = make_signed_t<decltype(std::declval<_Tp>() - std::declval<_Tp>())>;
     };
    namespace __detail   {
     template<typename _Iter>       concept __primary_traits_iter  = __is_base_of(__iterator_traits<_Iter, void>, iterator_traits<_Iter>);
     template<typename _Iter, typename _Tp>       struct __iter_traits_impl       { using type = iterator_traits<_Iter>; };
     template<typename _Iter, typename _Tp>       requires __primary_traits_iter<_Iter>       struct __iter_traits_impl<_Iter, _Tp>       { using type = _Tp; };
     template<typename _Iter, typename _Tp = _Iter>       using __iter_traits = typename __iter_traits_impl<_Iter, _Tp>::type;
     template<typename _Tp>       using __iter_diff_t = typename  __iter_traits<_Tp, incrementable_traits<_Tp>>::difference_type;
   }
    template<typename _Tp>     using iter_difference_t = __detail::__iter_diff_t<remove_cvref_t<_Tp>>;
    namespace __detail   {
   }
    template<typename> struct indirectly_readable_traits {
 };
    namespace __detail   {
     template<typename _Tp>       using __iter_value_t = typename  __iter_traits<_Tp, indirectly_readable_traits<_Tp>>::value_type;
   }
    template<typename _Tp>     using iter_value_t = __detail::__iter_value_t<remove_cvref_t<_Tp>>;
    namespace __detail   {
     template<typename _Iter>       concept __cpp17_iterator = requires(_Iter __it)  {    { *__it } -> __can_reference;    { ++__it } -> same_as<_Iter&>;    { *__it++ } -> __can_reference;  }
 && copyable<_Iter>;
     template<typename _Iter>       struct __iter_concept_impl       { };
     template<typename _Iter>       using __iter_concept = typename __iter_concept_impl<_Iter>::type;
   template<typename _In>     concept __indirectly_readable_impl = requires       {  typename iter_value_t<_In>;  typename iter_reference_t<_In>;  typename iter_rvalue_reference_t<_In>;  requires same_as<iter_reference_t<const _In>,     iter_reference_t<_In>>;  requires same_as<iter_rvalue_reference_t<const _In>,     iter_rvalue_reference_t<_In>>;       }
       && common_reference_with<iter_reference_t<_In>&&, iter_value_t<_In>&>       && common_reference_with<iter_reference_t<_In>&&,          iter_rvalue_reference_t<_In>&&>       && common_reference_with<iter_rvalue_reference_t<_In>&&,           const iter_value_t<_In>&>;
   }
    template<typename _In>     concept indirectly_readable       = __detail::__indirectly_readable_impl<remove_cvref_t<_In>>;
    template<indirectly_readable _Tp>     using iter_common_reference_t       = common_reference_t<iter_reference_t<_Tp>, iter_value_t<_Tp>&>;
    template<typename _Out, typename _Tp>     concept indirectly_writable = requires(_Out&& __o, _Tp&& __t)       {
  const_cast<const iter_reference_t<_Out>&&>(*__o)    = std::forward<_Tp>(__t);
  const_cast<const iter_reference_t<_Out>&&>(*std::forward<_Out>(__o))    = std::forward<_Tp>(__t);
       };
    namespace ranges::__detail   {
     class __max_diff_type;
     class __max_size_type;
     __extension__     template<typename _Tp>       concept __is_signed_int128  = same_as<_Tp, __int128>;
     __extension__     template<typename _Tp>       concept __is_unsigned_int128  = same_as<_Tp, unsigned __int128>;
     template<typename _Tp>       concept __cv_bool = same_as<const volatile _Tp, const volatile bool>;
     template<typename _Tp>       concept __integral_nonbool = integral<_Tp> && !__cv_bool<_Tp>;
     template<typename _Tp>       concept __is_signed_integer_like = signed_integral<_Tp>  || __is_signed_int128<_Tp>  || same_as<_Tp, __max_diff_type>;
   }
    namespace __detail {
 using ranges::__detail::__is_signed_integer_like;
 }
    template<typename _Iter>     concept weakly_incrementable = movable<_Iter>       && requires(_Iter __i)       {
  __i++;
       };
    template<typename _Iter>     concept incrementable = regular<_Iter> && weakly_incrementable<_Iter>       && requires(_Iter __i) {
 { __i++ }
 -> same_as<_Iter>;
 };
    template<typename _Iter>     concept input_or_output_iterator       = requires(_Iter __i) {
 { *__i }
 -> __detail::__can_reference;
 }
   && weakly_incrementable<_Iter>;
    template<typename _Sent, typename _Iter>     concept sentinel_for = semiregular<_Sent>       && input_or_output_iterator<_Iter>       && __detail::__weakly_eq_cmp_with<_Sent, _Iter>;
    template<typename _Sent, typename _Iter>     inline constexpr bool disable_sized_sentinel_for = false;
    template<typename _Sent, typename _Iter>     concept sized_sentinel_for = sentinel_for<_Sent, _Iter>     && !disable_sized_sentinel_for<remove_cv_t<_Sent>, remove_cv_t<_Iter>>     && requires(const _Iter& __i, const _Sent& __s)     {
       { __i - __s }
 -> same_as<iter_difference_t<_Iter>>;
     };
    template<typename _Iter>     concept input_iterator = input_or_output_iterator<_Iter>       && indirectly_readable<_Iter>       && requires {
 typename __detail::__iter_concept<_Iter>;
 }
        && derived_from<__detail::__iter_concept<_Iter>, input_iterator_tag>;
    template<typename _Iter>     concept forward_iterator = input_iterator<_Iter>       && derived_from<__detail::__iter_concept<_Iter>, forward_iterator_tag>       && incrementable<_Iter> && sentinel_for<_Iter, _Iter>;
    template<typename _Iter>     concept bidirectional_iterator = forward_iterator<_Iter>       && derived_from<__detail::__iter_concept<_Iter>,         bidirectional_iterator_tag>       && requires(_Iter __i)       {
  { --__i }
 -> same_as<_Iter>;
       };
    template<typename _Iter>     concept random_access_iterator = bidirectional_iterator<_Iter>       && derived_from<__detail::__iter_concept<_Iter>,         random_access_iterator_tag>       && totally_ordered<_Iter> && sized_sentinel_for<_Iter, _Iter>       && requires(_Iter __i, const _Iter __j,     const iter_difference_t<_Iter> __n)       {
  { __i += __n }
 -> same_as<iter_reference_t<_Iter>>;
       };
    template<typename _Fn, typename _Iter>     concept indirectly_regular_unary_invocable = indirectly_readable<_Iter>       && copy_constructible<_Fn>       && regular_invocable<_Fn&, iter_value_t<_Iter>&>       && regular_invocable<_Fn&, iter_reference_t<_Iter>>       && regular_invocable<_Fn&, iter_common_reference_t<_Iter>>       && common_reference_with<invoke_result_t<_Fn&, iter_value_t<_Iter>&>,           invoke_result_t<_Fn&, iter_reference_t<_Iter>>>;
    template<typename _Fn, typename _I1, typename _I2>     concept indirect_binary_predicate       = indirectly_readable<_I1> && indirectly_readable<_I2>       && copy_constructible<_Fn>       && predicate<_Fn&, iter_value_t<_I1>&, iter_value_t<_I2>&>       && predicate<_Fn&, iter_value_t<_I1>&, iter_reference_t<_I2>>       && predicate<_Fn&, iter_reference_t<_I1>, iter_value_t<_I2>&>       && predicate<_Fn&, iter_reference_t<_I1>, iter_reference_t<_I2>>       && predicate<_Fn&, iter_common_reference_t<_I1>,      iter_common_reference_t<_I2>>;
    template<typename _Fn, typename... _Is>     requires (indirectly_readable<_Is> && ...)       && invocable<_Fn, iter_reference_t<_Is>...>     using indirect_result_t = invoke_result_t<_Fn, iter_reference_t<_Is>...>;
    template<indirectly_readable _Iter,     indirectly_regular_unary_invocable<_Iter> _Proj>     struct projected     {
       using value_type = remove_cvref_t<indirect_result_t<_Proj&, _Iter>>;
            };
    template<typename _In, typename _Out>     concept indirectly_movable = indirectly_readable<_In>       && indirectly_writable<_Out, iter_rvalue_reference_t<_In>>;
    template<typename _In, typename _Out>     concept indirectly_movable_storable = indirectly_movable<_In, _Out>       && indirectly_writable<_Out, iter_value_t<_In>>       && movable<iter_value_t<_In>>       && constructible_from<iter_value_t<_In>, iter_rvalue_reference_t<_In>>       && assignable_from<iter_value_t<_In>&, iter_rvalue_reference_t<_In>>;
    template<typename _In, typename _Out>     concept indirectly_copyable = indirectly_readable<_In>       && indirectly_writable<_Out, iter_reference_t<_In>>;
  namespace ranges {
   namespace __cust_iswap   {     ;     template<typename _Tp, typename _Up>       concept __adl_iswap  = (std::__detail::__class_or_enum<remove_reference_t<_Tp>>    || std::__detail::__class_or_enum<remove_reference_t<_Up>>)  && requires(_Tp&& __t, _Up&& __u) {    iter_swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));  };            ;     struct _IterSwap     {     private:       template<typename _Tp, typename _Up>  static constexpr bool  _S_noexcept()  ;     public:       template<typename _Tp, typename _Up>  requires __adl_iswap<_Tp, _Up>  || (indirectly_readable<remove_reference_t<_Tp>>      && indirectly_readable<remove_reference_t<_Up>>      && swappable_with<iter_reference_t<_Tp>, iter_reference_t<_Up>>)  || (indirectly_movable_storable<_Tp, _Up>      && indirectly_movable_storable<_Up, _Tp>)  constexpr void  operator()(_Tp&& __e1, _Up&& __e2) const  noexcept(_S_noexcept<_Tp, _Up>())  {    if constexpr (__adl_iswap<_Tp, _Up>)      iter_swap(static_cast<_Tp&&>(__e1), static_cast<_Up&&>(__e2));    else if constexpr (indirectly_readable<_Tp>        && indirectly_readable<_Up>        && swappable_with<iter_reference_t<_Tp>, iter_reference_t<_Up>>)      ranges::swap(*__e1, *__e2);    else      *__e1 = __iter_exchange_move(__e2, __e1);  }     };   }
   inline namespace __cust   {     inline constexpr __cust_iswap::_IterSwap iter_swap{};   }
 }
    template<typename _I1, typename _I2 = _I1>     concept indirectly_swappable       = indirectly_readable<_I1> && indirectly_readable<_I2>       && requires(const _I1 __i1, const _I2 __i2)       {
  ranges::iter_swap(__i1, __i2);
  ranges::iter_swap(__i2, __i1);
       };
    struct input_iterator_tag {
 };
    template<typename _Category, typename _Tp, typename _Distance = ptrdiff_t,            typename _Pointer = _Tp*, typename _Reference = _Tp&>     struct [[__deprecated__]] iterator     {
       typedef _Reference reference;
     };
    template <typename _Tp>     constexpr void     destroy_at(_Tp* __location)     ;
    template<typename _Tp, typename... _Args>     constexpr auto     construct_at(_Tp* __location, _Args&&... __args)     noexcept(noexcept(::new((void*)0) _Tp(std::declval<_Args>()...)))     -> decltype(::new((void*)0) _Tp(std::declval<_Args>()...))     ;
    namespace __detail   {
     template<typename _Cat, typename _Limit, typename _Otherwise = _Cat>       using __clamp_iter_cat  = __conditional_t<derived_from<_Cat, _Limit>, _Limit, _Otherwise>;
   }
    template<typename _Iterator>     class reverse_iterator     : public iterator<typename iterator_traits<_Iterator>::iterator_category,         typename iterator_traits<_Iterator>::value_type,         typename iterator_traits<_Iterator>::difference_type,         typename iterator_traits<_Iterator>::pointer,                       typename iterator_traits<_Iterator>::reference>     {
     protected:       _Iterator current;
       typedef iterator_traits<_Iterator> __traits_type;
     public:       typedef _Iterator iterator_type;
       typedef typename __traits_type::pointer pointer;
       template<typename _Tp>  static constexpr pointer  _S_to_pointer(_Tp __t)         { return __t.operator->(); }
     };
    template<typename _Tp>     class __new_allocator     {
     public:       typedef _Tp value_type;
       typedef std::size_t size_type;
       typedef std::ptrdiff_t difference_type;
     };
    template<typename _Tp>     using __allocator_base = __new_allocator<_Tp>;
    template<typename>     class allocator;
    template<typename>     struct allocator_traits;
    template<typename _Tp>     class allocator : public __allocator_base<_Tp>     {
     public:       typedef _Tp value_type;
       friend constexpr bool       operator==(const allocator&, const allocator&) noexcept       ;
     };
    template<class _E>     class initializer_list     {
     public:       typedef _E value_type;
       typedef size_t size_type;
       typedef const _E* iterator;
       typedef const _E* const_iterator;
     private:       iterator _M_array;
       size_type _M_len;
            public:                                 };
    template<typename _Tp>     struct allocator_traits<allocator<_Tp>>     {
       using allocator_type = allocator<_Tp>;
       using value_type = _Tp;
       using pointer = _Tp*;
       using const_pointer = const _Tp*;
       using void_pointer = void*;
       using const_void_pointer = const void*;
       using difference_type = std::ptrdiff_t;
       using size_type = std::size_t;
       using propagate_on_container_copy_assignment = false_type;
       using is_always_equal = true_type;
       template<typename _Up>  using rebind_alloc = allocator<_Up>;
       [[__nodiscard__]] static constexpr pointer       allocate(allocator_type& __a, size_type __n, const_void_pointer __hint)       {  return __a.allocate(__n);       }
       static constexpr void       deallocate(allocator_type& __a, pointer __p, size_type __n)       { __a.deallocate(__p, __n); }
       template<typename _Up, typename... _Args>  static constexpr void  construct(allocator_type& __a __attribute__((__unused__)), _Up* __p,     _Args&&... __args)  noexcept(std::is_nothrow_constructible<_Up, _Args...>::value)  {    std::construct_at(__p, std::forward<_Args>(__args)...);  }
       template<typename _Up>  static constexpr void  destroy(allocator_type& __a __attribute__((__unused__)), _Up* __p)  noexcept(is_nothrow_destructible<_Up>::value)  {    std::destroy_at(__p);  }
     };
  }
   namespace __gnu_cxx __attribute__ ((__visibility__ ("default"))) {
  template<typename _Alloc, typename = typename _Alloc::value_type>   struct __alloc_traits   : std::allocator_traits<_Alloc>   {
     typedef _Alloc allocator_type;
     typedef std::allocator_traits<_Alloc> _Base_type;
     typedef typename _Base_type::value_type value_type;
     typedef typename _Base_type::pointer pointer;
     typedef typename _Base_type::difference_type difference_type;
     typedef value_type& reference;
     typedef const value_type& const_reference;
     using _Base_type::allocate;
            ;
                                        template<typename _Tp>       struct rebind       { typedef typename _Base_type::template rebind_alloc<_Tp> other; };
   };
    template<typename _Tp>     struct __aligned_membuf     {
                                               };
  }
   namespace std __attribute__ ((__visibility__ ("default"))) {
    namespace __detail   {
     struct _List_node_base     {       _List_node_base* _M_next;       _List_node_base* _M_prev;              void       _M_transfer(_List_node_base* const __first,     _List_node_base* const __last) noexcept;                          };
     struct _List_node_header : public _List_node_base     {       std::size_t _M_size;                                 private:            };
     struct _Scratch_list : _List_node_base     {       _Scratch_list() ;       bool empty() const ;       void swap(_List_node_base& __l) ;       template<typename _Iter, typename _Cmp>  struct _Ptr_cmp  {    _Cmp _M_cmp;      };       template<typename _Iter>  struct _Ptr_cmp<_Iter, void>  {    bool    operator()(__detail::_List_node_base* __lhs,        __detail::_List_node_base* __rhs) const    { return *_Iter(__lhs) < *_Iter(__rhs); }  };       template<typename _Cmp>  void  merge(_List_node_base& __x, _Cmp __comp)  {    _List_node_base* __first1 = _M_next;    _List_node_base* const __last1 = this;    _List_node_base* __first2 = __x._M_next;    _List_node_base* const __last2 = std::__addressof(__x);    while (__first1 != __last1 && __first2 != __last2)      {        if (__comp(__first2, __first1))   {     _List_node_base* __next = __first2->_M_next;     __first1->_M_transfer(__first2, __next);     __first2 = __next;   }        else   __first1 = __first1->_M_next;      }    if (__first2 != __last2)      this->_M_transfer(__first2, __last2);  }       void _M_take_one(_List_node_base* __i)       ;       void _M_put_all(_List_node_base* __i)       ;     };
   }
    template<typename _Tp>     struct _List_node : public __detail::_List_node_base     {
       __gnu_cxx::__aligned_membuf<_Tp> _M_storage;
       _Tp* _M_valptr() ;
            };
    template<typename _Tp>     struct _List_iterator     {
       typedef _List_iterator<_Tp> _Self;
       typedef _List_node<_Tp> _Node;
       typedef ptrdiff_t difference_type;
       typedef _Tp* pointer;
       typedef _Tp& reference;
                            [[__nodiscard__]]       reference       operator*() const noexcept       { return *static_cast<_Node*>(_M_node)->_M_valptr(); }
       [[__nodiscard__]]       pointer       operator->() const noexcept       { return static_cast<_Node*>(_M_node)->_M_valptr(); }
       [[__nodiscard__]]       friend bool       operator==(const _Self& __x, const _Self& __y) noexcept       { return __x._M_node == __y._M_node; }
       __detail::_List_node_base* _M_node;
     };
    template<typename _Tp>     struct _List_const_iterator     {
     };
  namespace __cxx11 {
   template<typename _Tp, typename _Alloc>     class _List_base     {     protected:       typedef typename __gnu_cxx::__alloc_traits<_Alloc>::template  rebind<_Tp>::other _Tp_alloc_type;       typedef __gnu_cxx::__alloc_traits<_Tp_alloc_type> _Tp_alloc_traits;       typedef typename _Tp_alloc_traits::template  rebind<_List_node<_Tp> >::other _Node_alloc_type;       typedef __gnu_cxx::__alloc_traits<_Node_alloc_type> _Node_alloc_traits;              struct _List_impl       : public _Node_alloc_type       {  __detail::_List_node_header _M_node;                 };       _List_impl _M_impl;                                                 typename _Node_alloc_traits::pointer       _M_get_node()       ;       void       _M_put_node(typename _Node_alloc_traits::pointer __p) noexcept       ;   public:       typedef _Alloc allocator_type;              const _Node_alloc_type&       _M_get_Node_allocator() const noexcept       ;                                                                           };
   template<typename _Tp, typename _Alloc = std::allocator<_Tp> >     class list : protected _List_base<_Tp, _Alloc>     {       static_assert(is_same<typename remove_cv<_Tp>::type, _Tp>::value,    "std::list must have a non-const, non-volatile value_type");       static_assert(is_same<typename _Alloc::value_type, _Tp>::value,    "std::list must have the same value_type as its allocator");       typedef _List_base<_Tp, _Alloc> _Base;       typedef typename _Base::_Tp_alloc_type _Tp_alloc_type;       typedef typename _Base::_Tp_alloc_traits _Tp_alloc_traits;       typedef typename _Base::_Node_alloc_type _Node_alloc_type;       typedef typename _Base::_Node_alloc_traits _Node_alloc_traits;     public:       typedef _Tp value_type;       typedef typename _Tp_alloc_traits::pointer pointer;       typedef typename _Tp_alloc_traits::const_pointer const_pointer;       typedef typename _Tp_alloc_traits::reference reference;       typedef typename _Tp_alloc_traits::const_reference const_reference;       typedef _List_iterator<_Tp> iterator;       typedef _List_const_iterator<_Tp> const_iterator;       typedef std::reverse_iterator<const_iterator> const_reverse_iterator;       typedef std::reverse_iterator<iterator> reverse_iterator;       typedef size_t size_type;       typedef ptrdiff_t difference_type;       typedef _Alloc allocator_type;     protected:       typedef _List_node<_Tp> _Node;       using _Base::_M_impl;       using _Base::_M_put_node;       using _Base::_M_get_node;       using _Base::_M_get_Node_allocator;         ;              size_t       _M_node_count() const       ;     public:                                                 list(initializer_list<value_type> __l,     const allocator_type& __a = allocator_type())        ;            private:                   public:                 ;                                            ;                     [[__nodiscard__]]       iterator       begin() noexcept       { return iterator(this->_M_impl._M_node._M_next); }       [[__nodiscard__]]       const_iterator       begin() const noexcept       { return const_iterator(this->_M_impl._M_node._M_next); }       [[__nodiscard__]]       iterator       end() noexcept       { return iterator(&this->_M_impl._M_node); }       [[__nodiscard__]]       const_iterator       end() const noexcept       { return const_iterator(&this->_M_impl._M_node); }       [[__nodiscard__]]       reverse_iterator       rbegin() noexcept       { return reverse_iterator(end()); }       [[__nodiscard__]]       const_reverse_iterator       rbegin() const noexcept       { return const_reverse_iterator(end()); }       [[__nodiscard__]]       reverse_iterator       rend() noexcept       { return reverse_iterator(begin()); }       [[__nodiscard__]]       const_reverse_iterator       rend() const noexcept       { return const_reverse_iterator(begin()); }       [[__nodiscard__]]       const_iterator       cbegin() const noexcept       { return const_iterator(this->_M_impl._M_node._M_next); }       [[__nodiscard__]]       const_iterator       cend() const noexcept       { return const_iterator(&this->_M_impl._M_node); }       [[__nodiscard__]]       const_reverse_iterator       crbegin() const noexcept       { return const_reverse_iterator(end()); }       [[__nodiscard__]]       const_reverse_iterator       crend() const noexcept       { return const_reverse_iterator(begin()); }       [[__nodiscard__]] bool       empty() const noexcept       { return this->_M_impl._M_node._M_next == &this->_M_impl._M_node; }       [[__nodiscard__]]       size_type       size() const noexcept       { return _M_node_count(); }       [[__nodiscard__]]       size_type       max_size() const noexcept       { return _Node_alloc_traits::max_size(_M_get_Node_allocator()); }       void       resize(size_type __new_size);              [[__nodiscard__]]       reference       front() noexcept       { return *begin(); }       [[__nodiscard__]]       const_reference       front() const noexcept       { return *begin(); }       [[__nodiscard__]]       reference       back() noexcept       {  iterator __tmp = end();  --__tmp;  return *__tmp;       }       [[__nodiscard__]]       const_reference       back() const noexcept       {  const_iterator __tmp = end();  --__tmp;  return *__tmp;       }       void       push_front(const value_type& __x)       { this->_M_insert(begin(), __x); }       void       push_front(value_type&& __x)       { this->_M_insert(begin(), std::move(__x)); }       template<typename... _Args>  reference  emplace_front(_Args&&... __args)  {    this->_M_insert(begin(), std::forward<_Args>(__args)...);    return front();  }       void       pop_front() noexcept       { this->_M_erase(begin()); }       void       push_back(const value_type& __x)       { this->_M_insert(end(), __x); }       void       push_back(value_type&& __x)       { this->_M_insert(end(), std::move(__x)); }       template<typename... _Args>  reference  emplace_back(_Args&&... __args)  {    this->_M_insert(end(), std::forward<_Args>(__args)...);  return back();  }       void       pop_back() noexcept       { this->_M_erase(iterator(this->_M_impl._M_node._M_prev)); }       template<typename... _Args>  iterator  emplace(const_iterator __position, _Args&&... __args);                                   ;                                                                           private:       typedef size_type __remove_return_type;     public:              ;              ;              void       merge(list& __x)       ;       ;       template<typename _StrictWeakOrdering>  void  merge(list& __x, _StrictWeakOrdering __comp)  ;              void       sort();       template<typename _StrictWeakOrdering>  void  sort(_StrictWeakOrdering);     protected:         ;         ;                              ;       ;                            ;                                          struct _Finalize_merge       {      list& _M_dest;  list& _M_src;  const iterator& _M_next;         };     };
   ;
 }
                                                       template<typename _Tp, typename _Alloc>     void     list<_Tp, _Alloc>::     sort()     {
       if (this->_M_impl._M_node._M_next != &this->_M_impl._M_node    && this->_M_impl._M_node._M_next->_M_next != &this->_M_impl._M_node)       {  using __detail::_Scratch_list;  _Scratch_list __carry;  _Scratch_list __tmp[64];  _Scratch_list* __fill = __tmp;  _Scratch_list* __counter;  _Scratch_list::_Ptr_cmp<iterator, void> __ptr_comp;  try    {      do        {   __carry._M_take_one(begin()._M_node);   for(__counter = __tmp;       __counter != __fill && !__counter->empty();       ++__counter)     {       __counter->merge(__carry, __ptr_comp);       __carry.swap(*__counter);     }   __carry.swap(*__counter);   if (__counter == __fill)     ++__fill;        }      while ( !empty() );      for (__counter = __tmp + 1; __counter != __fill; ++__counter)        __counter->merge(__counter[-1], __ptr_comp);      __fill[-1].swap(this->_M_impl._M_node);    }  catch(...)    {      __carry._M_put_all(end()._M_node);      for (int __i = 0; __i < sizeof(__tmp)/sizeof(__tmp[0]); ++__i)        __tmp[__i]._M_put_all(end()._M_node);      throw;    }       }
     }
           }
   typedef long int __off64_t;
   extern "C" {
  typedef struct {
   int __count;
 }
  __mbstate_t;
  typedef struct _G_fpos64_t {
   __off64_t __pos;
   __mbstate_t __state;
 }
  __fpos64_t;
  typedef struct _IO_FILE FILE;
  extern FILE *stderr;
  }
   struct ThrowingComparator {
    ThrowingComparator(unsigned n)  ;
     };
   struct X {
       X(int) ;
  };
   unsigned int throw_after_X = 0;
    int main() {
    std::list<int> ay{
5, 6, 7, 8, 9, 10, 11, 12};
    try {
     ay.sort(ThrowingComparator{5}
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
