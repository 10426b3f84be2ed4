namespace std {
   typedef long unsigned int size_t;
   typedef long int ptrdiff_t;
   typedef decltype(nullptr) nullptr_t;
    }
  namespace std {
   constexpr inline bool   __is_constant_evaluated() noexcept   {     return __builtin_is_constant_evaluated();   }
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp>     class reference_wrapper;
   template<typename _Tp, _Tp __v>     struct integral_constant     {       static constexpr _Tp value = __v;       typedef _Tp value_type;       typedef integral_constant<_Tp, __v> type;       constexpr operator value_type() const noexcept { return value; }            };
   using true_type = integral_constant<bool, true>;
   using false_type = integral_constant<bool, false>;
   template<bool __v>     using __bool_constant = integral_constant<bool, __v>;
   template<bool __v>     using bool_constant = integral_constant<bool, __v>;
   template<bool>     struct __conditional     {       template<typename _Tp, typename>  using type = _Tp;     };
   template<>     struct __conditional<false>     {       template<typename, typename _Up>  using type = _Up;     };
   template<bool _Cond, typename _If, typename _Else>     using __conditional_t       = typename __conditional<_Cond>::template type<_If, _Else>;
   template <typename _Type>     struct __type_identity     { using type = _Type; };
   template<typename _Tp>     using __type_identity_t = typename __type_identity<_Tp>::type;
   template<typename...>     struct __or_;
   template<>     struct __or_<>     : public false_type     { };
   template<typename _B1>     struct __or_<_B1>     : public _B1     { };
   template<typename _B1, typename _B2>     struct __or_<_B1, _B2>     : public __conditional_t<_B1::value, _B1, _B2>     { };
   template<typename _B1, typename _B2, typename _B3, typename... _Bn>     struct __or_<_B1, _B2, _B3, _Bn...>     : public __conditional_t<_B1::value, _B1, __or_<_B2, _B3, _Bn...>>     { };
   template<typename...>     struct __and_;
   template<>     struct __and_<>     : public true_type     { };
   template<typename _B1>     struct __and_<_B1>     : public _B1     { };
   template<typename _B1, typename _B2>     struct __and_<_B1, _B2>     : public __conditional_t<_B1::value, _B2, _B1>     { };
   template<typename _B1, typename _B2, typename _B3, typename... _Bn>     struct __and_<_B1, _B2, _B3, _Bn...>     : public __conditional_t<_B1::value, __and_<_B2, _B3, _Bn...>, _B1>     { };
   template<typename _Pp>     struct __not_     : public __bool_constant<!bool(_Pp::value)>     { };
   template<typename... _Bn>     inline constexpr bool __or_v = __or_<_Bn...>::value;
   template<typename... _Bn>     inline constexpr bool __and_v = __and_<_Bn...>::value;
   template<typename... _Bn>     struct conjunction     : __and_<_Bn...>     { };
   template<typename... _Bn>     struct disjunction     : __or_<_Bn...>     { };
   template<typename _Pp>     struct negation     : __not_<_Pp>     { };
   template<typename... _Bn>     inline constexpr bool conjunction_v = conjunction<_Bn...>::value;
   template<typename... _Bn>     inline constexpr bool disjunction_v = disjunction<_Bn...>::value;
   template<typename _Pp>     inline constexpr bool negation_v = negation<_Pp>::value;
   template<typename>     struct is_reference;
   template<typename>     struct is_function;
   template<typename>     struct is_void;
   template<typename>     struct remove_cv;
   template<typename>     struct is_const;
   template<typename>     struct __is_array_unknown_bounds;
   template <typename _Tp, size_t = sizeof(_Tp)>     constexpr true_type __is_complete_or_unbounded(__type_identity<_Tp>)     { return {}; }
      template<typename _Tp>     struct __success_type     { typedef _Tp type; };
   struct __failure_type   { };
   template<typename _Tp>     using __remove_cv_t = typename remove_cv<_Tp>::type;
   template<typename>     struct __is_void_helper     : public false_type { };
   template<>     struct __is_void_helper<void>     : public true_type { };
   template<typename _Tp>     struct is_void     : public __is_void_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_integral_helper     : public false_type { };
   template<>     struct __is_integral_helper<bool>     : public true_type { };
   template<>     struct __is_integral_helper<unsigned long long>     : public true_type { };
   template<typename _Tp>     struct is_integral     : public __is_integral_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_floating_point_helper     : public false_type { };
   template<>     struct __is_floating_point_helper<float>     : public true_type { };
   template<typename _Tp>     struct is_floating_point     : public __is_floating_point_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct is_array     : public false_type { };
   template<typename>     struct __is_pointer_helper     : public false_type { };
   template<typename _Tp>     struct __is_pointer_helper<_Tp*>     : public true_type { };
   template<typename _Tp>     struct is_pointer     : public __is_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct is_lvalue_reference     : public false_type { };
   template<typename _Tp>     struct is_lvalue_reference<_Tp&>     : public true_type { };
   template<typename>     struct is_rvalue_reference     : public false_type { };
   template<typename _Tp>     struct is_rvalue_reference<_Tp&&>     : public true_type { };
   template<typename>     struct __is_member_object_pointer_helper     : public false_type { };
   template<typename _Tp, typename _Cp>     struct __is_member_object_pointer_helper<_Tp _Cp::*>     : public __not_<is_function<_Tp>>::type { };
   template<typename _Tp>     struct is_member_object_pointer     : public __is_member_object_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_member_function_pointer_helper     : public false_type { };
   template<typename _Tp, typename _Cp>     struct __is_member_function_pointer_helper<_Tp _Cp::*>     : public is_function<_Tp>::type { };
   template<typename _Tp>     struct is_member_function_pointer     : public __is_member_function_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename _Tp>     struct is_enum     : public integral_constant<bool, __is_enum(_Tp)>     { };
   template<typename _Tp>     struct is_union     : public integral_constant<bool, __is_union(_Tp)>     { };
   template<typename _Tp>     struct is_class     : public integral_constant<bool, __is_class(_Tp)>     { };
   template<typename _Tp>     struct is_function     : public __bool_constant<!is_const<const _Tp>::value> { };
   template<typename _Tp>     struct is_function<_Tp&>     : public false_type { };
   template<typename _Tp>     struct is_function<_Tp&&>     : public false_type { };
   template<typename>     struct __is_null_pointer_helper     : public false_type { };
   template<>     struct __is_null_pointer_helper<std::nullptr_t>     : public true_type { };
   template<typename _Tp>     struct is_null_pointer     : public __is_null_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename _Tp>     struct is_reference     : public __or_<is_lvalue_reference<_Tp>,                    is_rvalue_reference<_Tp>>::type     { };
   template<typename _Tp>     struct is_arithmetic     : public __or_<is_integral<_Tp>, is_floating_point<_Tp>>::type     { };
   template<typename _Tp>     struct is_fundamental     : public __or_<is_arithmetic<_Tp>, is_void<_Tp>,      is_null_pointer<_Tp>>::type     { };
   template<typename _Tp>     struct is_object     : public __not_<__or_<is_function<_Tp>, is_reference<_Tp>,                           is_void<_Tp>>>::type     { };
   template<typename>     struct is_member_pointer;
   template<typename _Tp>     struct is_scalar     : public __or_<is_arithmetic<_Tp>, is_enum<_Tp>, is_pointer<_Tp>,                    is_member_pointer<_Tp>, is_null_pointer<_Tp>>::type     { };
   template<typename _Tp>     struct is_compound     : public __not_<is_fundamental<_Tp>>::type { };
   template<typename _Tp>     struct __is_member_pointer_helper     : public false_type { };
   template<typename _Tp, typename _Cp>     struct __is_member_pointer_helper<_Tp _Cp::*>     : public true_type { };
   template<typename _Tp>     struct is_member_pointer     : public __is_member_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename, typename>     struct is_same;
   template<typename _Tp, typename... _Types>     using __is_one_of = __or_<is_same<_Tp, _Types>...>;
   __extension__   template<typename _Tp>     using __is_signed_integer = __is_one_of<__remove_cv_t<_Tp>,    signed char, signed short, signed int, signed long,    signed long long    >;
   __extension__   template<typename _Tp>     using __is_unsigned_integer = __is_one_of<__remove_cv_t<_Tp>,    unsigned char, unsigned short, unsigned int, unsigned long,    unsigned long long    >;
   template<typename _Tp>     using __is_standard_integer       = __or_<__is_signed_integer<_Tp>, __is_unsigned_integer<_Tp>>;
   template<typename...> using __void_t = void;
   template<typename _Tp, typename = void>     struct __is_referenceable     : public false_type     { };
   template<typename _Tp>     struct __is_referenceable<_Tp, __void_t<_Tp&>>     : public true_type     { };
   template<typename>     struct is_const     : public false_type { };
   template<typename _Tp>     struct is_const<_Tp const>     : public true_type { };
   template<typename>     struct is_volatile     : public false_type { };
   template<typename _Tp>     struct is_volatile<_Tp volatile>     : public true_type { };
   template<typename _Tp>     struct is_abstract     : public integral_constant<bool, __is_abstract(_Tp)>     { };
   template<typename _Tp,     bool = is_arithmetic<_Tp>::value>     struct __is_signed_helper     : public false_type { };
   template<typename _Tp>     struct __is_signed_helper<_Tp, true>     : public integral_constant<bool, _Tp(-1) < _Tp(0)>     { };
   template<typename _Tp>     struct is_signed     : public __is_signed_helper<_Tp>::type     { };
   template<typename _Tp>     struct is_unsigned     : public __and_<is_arithmetic<_Tp>, __not_<is_signed<_Tp>>>     { };
   template<typename _Tp, typename _Up = _Tp&&>     _Up     __declval(int);
   ;
   template<typename _Tp>     auto declval() noexcept -> decltype(__declval<_Tp>(0));
   template<typename, unsigned = 0>     struct extent;
   template<typename>     struct remove_all_extents;
   template<typename _Tp>     struct __is_array_known_bounds     : public integral_constant<bool, (extent<_Tp>::value > 0)>     { };
   template<typename _Tp>     struct __is_array_unknown_bounds     : public __and_<is_array<_Tp>, __not_<extent<_Tp>>>     { };
   struct __do_is_destructible_impl   {     template<typename _Tp, typename = decltype(declval<_Tp&>().~_Tp())>       static true_type __test(int);     ;   };
   template<typename _Tp>     struct __is_destructible_impl     : public __do_is_destructible_impl     {       typedef decltype(__test<_Tp>(0)) type;     };
   template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_destructible_safe;
   template<typename _Tp>     struct __is_destructible_safe<_Tp, false, false>     : public __is_destructible_impl<typename                remove_all_extents<_Tp>::type>::type     { };
   template<typename _Tp>     struct __is_destructible_safe<_Tp, true, false>     : public false_type { };
   template<typename _Tp>     struct __is_destructible_safe<_Tp, false, true>     : public true_type { };
   template<typename _Tp>     struct is_destructible     : public __is_destructible_safe<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   struct __do_is_nt_destructible_impl   {     ;     ;   };
   template<typename _Tp>     struct __is_nt_destructible_impl     : public __do_is_nt_destructible_impl     {       typedef decltype(__test<_Tp>(0)) type;     };
   template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_nt_destructible_safe;
   template<typename _Tp>     struct __is_nt_destructible_safe<_Tp, false, true>     : public true_type { };
   template<typename _Tp>     struct is_nothrow_destructible     : public __is_nt_destructible_safe<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename... _Args>     struct __is_constructible_impl     : public __bool_constant<__is_constructible(_Tp, _Args...)>     { };
   template<typename _Tp, typename... _Args>     struct is_constructible       : public __is_constructible_impl<_Tp, _Args...>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct is_default_constructible     : public __is_constructible_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_copy_constructible_impl;
   template<typename _Tp>     struct __is_copy_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_copy_constructible_impl<_Tp, true>     : public __is_constructible_impl<_Tp, const _Tp&>     { };
   template<typename _Tp>     struct is_copy_constructible     : public __is_copy_constructible_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_move_constructible_impl;
   template<typename _Tp>     struct __is_move_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_move_constructible_impl<_Tp, true>     : public __is_constructible_impl<_Tp, _Tp&&>     { };
   template<typename _Tp>     struct is_move_constructible     : public __is_move_constructible_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename... _Args>     using __is_nothrow_constructible_impl       = __bool_constant<__is_nothrow_constructible(_Tp, _Args...)>;
   template<typename _Tp, typename... _Args>     struct is_nothrow_constructible     : public __is_nothrow_constructible_impl<_Tp, _Args...>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct is_nothrow_default_constructible     : public __bool_constant<__is_nothrow_constructible(_Tp)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_move_constructible_impl;
   template<typename _Tp>     struct __is_nothrow_move_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_nothrow_move_constructible_impl<_Tp, true>     : public __is_nothrow_constructible_impl<_Tp, _Tp&&>     { };
   template<typename _Tp>     struct is_nothrow_move_constructible     : public __is_nothrow_move_constructible_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename _Up>     struct is_assignable     : public __bool_constant<__is_assignable(_Tp, _Up)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_copy_assignable_impl;
   template<typename _Tp>     struct __is_copy_assignable_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_copy_assignable_impl<_Tp, true>     : public __bool_constant<__is_assignable(_Tp&, const _Tp&)>     { };
   template<typename _Tp>     struct is_copy_assignable     : public __is_copy_assignable_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_move_assignable_impl;
   template<typename _Tp>     struct __is_move_assignable_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_move_assignable_impl<_Tp, true>     : public __bool_constant<__is_assignable(_Tp&, _Tp&&)>     { };
   template<typename _Tp>     struct is_move_assignable     : public __is_move_assignable_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename _Up>     using __is_nothrow_assignable_impl       = __bool_constant<__is_nothrow_assignable(_Tp, _Up)>;
   template<typename _Tp, typename _Up>     struct is_nothrow_assignable     : public __is_nothrow_assignable_impl<_Tp, _Up>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nt_copy_assignable_impl;
   template<typename _Tp>     struct is_nothrow_copy_assignable     : public __is_nt_copy_assignable_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nt_move_assignable_impl;
   template<typename _Tp>     struct is_nothrow_move_assignable     : public __is_nt_move_assignable_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename... _Args>     struct is_trivially_constructible     : public __bool_constant<__is_trivially_constructible(_Tp, _Args...)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct is_trivially_default_constructible     : public __bool_constant<__is_trivially_constructible(_Tp)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   struct __do_is_implicitly_default_constructible_impl   {     ;     ;        };
   template<typename _Tp>     struct __is_implicitly_default_constructible_impl     : public __do_is_implicitly_default_constructible_impl     {       typedef decltype(__test(declval<_Tp>())) type;     };
   template<typename _Tp>     struct __is_implicitly_default_constructible_safe     : public __is_implicitly_default_constructible_impl<_Tp>::type     { };
   template <typename _Tp>     struct __is_implicitly_default_constructible     : public __and_<__is_constructible_impl<_Tp>,       __is_implicitly_default_constructible_safe<_Tp>>     { };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_copy_constructible_impl;
   template<typename _Tp>     struct __is_trivially_copy_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_trivially_copy_constructible_impl<_Tp, true>     : public __and_<__is_copy_constructible_impl<_Tp>,       integral_constant<bool,    __is_trivially_constructible(_Tp, const _Tp&)>>     { };
   template<typename _Tp>     struct is_trivially_copy_constructible     : public __is_trivially_copy_constructible_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_move_constructible_impl;
   template<typename _Tp>     struct __is_trivially_move_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_trivially_move_constructible_impl<_Tp, true>     : public __and_<__is_move_constructible_impl<_Tp>,       integral_constant<bool,    __is_trivially_constructible(_Tp, _Tp&&)>>     { };
   template<typename _Tp>     struct is_trivially_move_constructible     : public __is_trivially_move_constructible_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename _Up>     struct is_trivially_assignable     : public __bool_constant<__is_trivially_assignable(_Tp, _Up)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_copy_assignable_impl;
   template<typename _Tp>     struct __is_trivially_copy_assignable_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_trivially_copy_assignable_impl<_Tp, true>     : public __bool_constant<__is_trivially_assignable(_Tp&, const _Tp&)>     { };
   template<typename _Tp>     struct is_trivially_copy_assignable     : public __is_trivially_copy_assignable_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_move_assignable_impl;
   template<typename _Tp>     struct __is_trivially_move_assignable_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_trivially_move_assignable_impl<_Tp, true>     : public __bool_constant<__is_trivially_assignable(_Tp&, _Tp&&)>     { };
   template<typename _Tp>     struct is_trivially_move_assignable     : public __is_trivially_move_assignable_impl<_Tp>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct is_trivially_destructible     : public __and_<__is_destructible_safe<_Tp>,       __bool_constant<__has_trivial_destructor(_Tp)>>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct has_virtual_destructor     : public integral_constant<bool, __has_virtual_destructor(_Tp)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, unsigned _Uint>     struct extent<_Tp[], _Uint>     : public integral_constant<std::size_t,           _Uint == 0 ? 0 : extent<_Tp,              _Uint - 1>::value>     { };
   template<typename _Tp, typename _Up>     struct is_same     : public integral_constant<bool, __is_same(_Tp, _Up)>     { };
   template<typename _Base, typename _Derived>     struct is_base_of     : public integral_constant<bool, __is_base_of(_Base, _Derived)>     { };
   template<typename _From, typename _To,            bool = __or_<is_void<_From>, is_function<_To>,                         is_array<_To>>::value>     struct __is_convertible_helper     {       typedef typename is_void<_To>::type type;     };
   template<typename _From, typename _To>     class __is_convertible_helper<_From, _To, false>     {       template<typename _To1>  static void __test_aux(_To1) noexcept;       template<typename _From1, typename _To1,         typename = decltype(__test_aux<_To1>(std::declval<_From1>()))>  static true_type  __test(int);       ;     public:       typedef decltype(__test<_From, _To>(0)) type;     };
   template<typename _From, typename _To>     struct is_convertible     : public __is_convertible_helper<_From, _To>::type     { };
   template<typename _Tp>     struct remove_const     { typedef _Tp type; };
   template<typename _Tp>     struct remove_const<_Tp const>     { typedef _Tp type; };
   template<typename _Tp>     struct remove_volatile     { typedef _Tp type; };
   template<typename _Tp>     struct remove_volatile<_Tp volatile>     { typedef _Tp type; };
   template<typename _Tp>     struct remove_cv     { using type = _Tp; };
   template<typename _Tp>     struct remove_cv<const _Tp>     { using type = _Tp; };
   template<typename _Tp>     struct add_const     { typedef _Tp const type; };
   template<typename _Tp>     struct add_volatile     { typedef _Tp volatile type; };
   template<typename _Tp>     struct add_cv     {       typedef typename       add_const<typename add_volatile<_Tp>::type>::type type;     };
   template<typename _Tp>     using remove_const_t = typename remove_const<_Tp>::type;
   template<typename _Tp>     using remove_volatile_t = typename remove_volatile<_Tp>::type;
   template<typename _Tp>     using remove_cv_t = typename remove_cv<_Tp>::type;
   template<typename _Tp>     using add_cv_t = typename add_cv<_Tp>::type;
   template<typename _Tp>     struct remove_reference     { typedef _Tp type; };
   template<typename _Tp>     struct remove_reference<_Tp&>     { typedef _Tp type; };
   template<typename _Tp>     struct remove_reference<_Tp&&>     { typedef _Tp type; };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __add_lvalue_reference_helper     { typedef _Tp type; };
   template<typename _Tp>     struct __add_lvalue_reference_helper<_Tp, true>     { typedef _Tp& type; };
   template<typename _Tp>     struct add_lvalue_reference     : public __add_lvalue_reference_helper<_Tp>     { };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __add_rvalue_reference_helper     { typedef _Tp type; };
   template<typename _Tp>     struct __add_rvalue_reference_helper<_Tp, true>     { typedef _Tp&& type; };
   template<typename _Tp>     struct add_rvalue_reference     : public __add_rvalue_reference_helper<_Tp>     { };
   template<typename _Tp>     using remove_reference_t = typename remove_reference<_Tp>::type;
   template<typename _Tp>     using add_lvalue_reference_t = typename add_lvalue_reference<_Tp>::type;
   template<typename _Tp>     using add_rvalue_reference_t = typename add_rvalue_reference<_Tp>::type;
   template<typename _Unqualified, bool _IsConst, bool _IsVol>     struct __cv_selector;
   template<typename _Qualified, typename _Unqualified,     bool _IsConst = is_const<_Qualified>::value,     bool _IsVol = is_volatile<_Qualified>::value>     class __match_cv_qualifiers     {       typedef __cv_selector<_Unqualified, _IsConst, _IsVol> __match;     public:       typedef typename __match::__type __type;     };
   template<typename _Tp>     struct __make_unsigned     { typedef _Tp __type; };
   template<typename _Tp>     struct remove_extent     { typedef _Tp type; };
   template<typename _Tp, std::size_t _Size>     struct remove_extent<_Tp[_Size]>     { typedef _Tp type; };
   template<typename _Tp>     struct remove_extent<_Tp[]>     { typedef _Tp type; };
   template<typename _Tp>     struct remove_all_extents     { typedef _Tp type; };
   template<typename _Up,     bool _IsArray = is_array<_Up>::value,     bool _IsFunction = is_function<_Up>::value>     struct __decay_selector;
   template<typename _Up>     struct __decay_selector<_Up, false, false>     { typedef __remove_cv_t<_Up> __type; };
   template<typename _Tp>     class decay     {       typedef typename remove_reference<_Tp>::type __remove_type;     public:       typedef typename __decay_selector<__remove_type>::__type type;     };
   template<typename _Tp>     struct __strip_reference_wrapper     {       typedef _Tp __type;     };
   template<typename _Tp>     struct __strip_reference_wrapper<reference_wrapper<_Tp> >     {       typedef _Tp& __type;     };
   template<typename _Tp>     using __decay_t = typename decay<_Tp>::type;
   template<typename _Tp>     using __decay_and_strip = __strip_reference_wrapper<__decay_t<_Tp>>;
   template<bool, typename _Tp = void>     struct enable_if     { };
   template<typename _Tp>     struct enable_if<true, _Tp>     { typedef _Tp type; };
   template<bool _Cond, typename _Tp = void>     using __enable_if_t = typename enable_if<_Cond, _Tp>::type;
   template<typename... _Cond>     using _Require = __enable_if_t<__and_<_Cond...>::value>;
   template<typename _Tp>     using __remove_cvref_t      = typename remove_cv<typename remove_reference<_Tp>::type>::type;
   template<typename... _Tp>     struct common_type;
   struct __do_common_type_impl   {     template<typename _Tp, typename _Up>       using __cond_t  = decltype(true ? std::declval<_Tp>() : std::declval<_Up>());     ;     ;     ;     ;   };
   template<typename _Tp1, typename _Tp2,     typename _Dp1 = __decay_t<_Tp1>, typename _Dp2 = __decay_t<_Tp2>>     struct __common_type_impl     {       using type = common_type<_Dp1, _Dp2>;     };
   template<typename _Tp1, typename _Tp2>     struct __common_type_impl<_Tp1, _Tp2, _Tp1, _Tp2>     : private __do_common_type_impl     {       using type = decltype(_S_test<_Tp1, _Tp2>(0));     };
   template<typename _Tp1, typename _Tp2>     struct common_type<_Tp1, _Tp2>     : public __common_type_impl<_Tp1, _Tp2>::type     { };
   template<typename...>     struct __common_type_pack     { };
   template<typename, typename, typename = void>     struct __common_type_fold;
   template<typename _Tp1, typename _Tp2, typename... _Rp>     struct common_type<_Tp1, _Tp2, _Rp...>     : public __common_type_fold<common_type<_Tp1, _Tp2>,     __common_type_pack<_Rp...>>     { };
   struct __invoke_other { };
   template<typename _Tp, typename _Tag>     struct __result_of_success : __success_type<_Tp>     { using __invoke_type = _Tag; };
   struct __result_of_memfun_ref_impl   {     ;     ;   };
   template<typename _MemPtr, typename _Arg, typename... _Args>     struct __result_of_memfun_ref     : private __result_of_memfun_ref_impl     {       typedef decltype(_S_test<_MemPtr, _Arg, _Args...>(0)) type;     };
   struct __result_of_memfun_deref_impl   {     ;     ;   };
   template<typename _MemPtr, typename _Arg, typename... _Args>     struct __result_of_memfun_deref     : private __result_of_memfun_deref_impl     {       typedef decltype(_S_test<_MemPtr, _Arg, _Args...>(0)) type;     };
   struct __result_of_memobj_ref_impl   {     ;     ;   };
   template<typename _MemPtr, typename _Arg>     struct __result_of_memobj_ref     : private __result_of_memobj_ref_impl     {       typedef decltype(_S_test<_MemPtr, _Arg>(0)) type;     };
   struct __result_of_memobj_deref_impl   {     ;     ;   };
   template<typename _MemPtr, typename _Arg>     struct __result_of_memobj_deref     : private __result_of_memobj_deref_impl     {       typedef decltype(_S_test<_MemPtr, _Arg>(0)) type;     };
   template<typename _MemPtr, typename _Arg>     struct __result_of_memobj;
   template<typename _Res, typename _Class, typename _Arg>     struct __result_of_memobj<_Res _Class::*, _Arg>     {       typedef __remove_cvref_t<_Arg> _Argval;       typedef _Res _Class::* _MemPtr;       typedef typename __conditional_t<__or_<is_same<_Argval, _Class>,         is_base_of<_Class, _Argval>>::value,         __result_of_memobj_ref<_MemPtr, _Arg>,         __result_of_memobj_deref<_MemPtr, _Arg>       >::type type;     };
   template<typename _MemPtr, typename _Arg, typename... _Args>     struct __result_of_memfun;
   template<typename _Res, typename _Class, typename _Arg, typename... _Args>     struct __result_of_memfun<_Res _Class::*, _Arg, _Args...>     {       typedef typename remove_reference<_Arg>::type _Argval;       typedef _Res _Class::* _MemPtr;       typedef typename __conditional_t<is_base_of<_Class, _Argval>::value,         __result_of_memfun_ref<_MemPtr, _Arg, _Args...>,         __result_of_memfun_deref<_MemPtr, _Arg, _Args...>       >::type type;     };
   template<typename _Tp, typename _Up = __remove_cvref_t<_Tp>>     struct __inv_unwrap     {       using type = _Tp;     };
   template<typename _Tp, typename _Up>     struct __inv_unwrap<_Tp, reference_wrapper<_Up>>     {       using type = _Up&;     };
   template<bool, bool, typename _Functor, typename... _ArgTypes>     struct __result_of_impl     {       typedef __failure_type type;     };
   template<typename _MemPtr, typename _Arg>     struct __result_of_impl<true, false, _MemPtr, _Arg>     : public __result_of_memobj<__decay_t<_MemPtr>,     typename __inv_unwrap<_Arg>::type>     { };
   template<typename _MemPtr, typename _Arg, typename... _Args>     struct __result_of_impl<false, true, _MemPtr, _Arg, _Args...>     : public __result_of_memfun<__decay_t<_MemPtr>,     typename __inv_unwrap<_Arg>::type, _Args...>     { };
   struct __result_of_other_impl   {     ;     ;   };
   template<typename _Functor, typename... _ArgTypes>     struct __result_of_impl<false, false, _Functor, _ArgTypes...>     : private __result_of_other_impl     {       typedef decltype(_S_test<_Functor, _ArgTypes...>(0)) type;     };
   template<typename _Functor, typename... _ArgTypes>     struct __invoke_result     : public __result_of_impl<         is_member_object_pointer<           typename remove_reference<_Functor>::type         >::value,         is_member_function_pointer<           typename remove_reference<_Functor>::type         >::value,  _Functor, _ArgTypes...       >::type     { };
   template<typename _Tp>     using decay_t = typename decay<_Tp>::type;
   template<bool _Cond, typename _Tp = void>     using enable_if_t = typename enable_if<_Cond, _Tp>::type;
   template<typename...> using void_t = void;
   template<typename _Default, typename _AlwaysVoid,     template<typename...> class _Op, typename... _Args>     struct __detector     {       using value_t = false_type;       using type = _Default;     };
   ;
   namespace __swappable_details {          struct __do_is_swappable_impl     {       ;       ;     };     struct __do_is_nothrow_swappable_impl     {       ;       ;     };   }
   template<typename _Tp>     struct __is_swappable_impl     : public __swappable_details::__do_is_swappable_impl     {       typedef decltype(__test<_Tp>(0)) type;     };
   template<typename _Tp>     struct __is_nothrow_swappable_impl     : public __swappable_details::__do_is_nothrow_swappable_impl     {       typedef decltype(__test<_Tp>(0)) type;     };
   template<typename _Tp>     struct is_swappable     : public __is_swappable_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     struct is_nothrow_swappable     : public __is_nothrow_swappable_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp>     inline constexpr bool is_swappable_v =       is_swappable<_Tp>::value;
   template<typename _Tp>     inline constexpr bool is_nothrow_swappable_v =       is_nothrow_swappable<_Tp>::value;
   template<typename _Fn, typename... _Args>     constexpr bool __call_is_nt(__invoke_other)     ;
   template<typename _Result, typename _Fn, typename... _Args>     struct __call_is_nothrow     : __bool_constant<  std::__call_is_nt<_Fn, _Args...>(typename _Result::__invoke_type{}
)       >     { };
   template<typename _Fn, typename... _Args>     using __call_is_nothrow_       = __call_is_nothrow<__invoke_result<_Fn, _Args...>, _Fn, _Args...>;
 template <typename _Tp>   inline constexpr bool is_pointer_v = is_pointer<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_lvalue_reference_v =     is_lvalue_reference<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_member_function_pointer_v =     is_member_function_pointer<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_enum_v = is_enum<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_union_v = is_union<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_class_v = is_class<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_function_v = is_function<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_reference_v = is_reference<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_object_v = is_object<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_scalar_v = is_scalar<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_unsigned_v = is_unsigned<_Tp>::value;
 template <typename _Tp, typename... _Args>   inline constexpr bool is_constructible_v =     is_constructible<_Tp, _Args...>::value;
 template <typename _Tp>   inline constexpr bool is_default_constructible_v =     is_default_constructible<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_copy_constructible_v =     is_copy_constructible<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_move_constructible_v =     is_move_constructible<_Tp>::value;
 template <typename _Tp, typename _Up>   inline constexpr bool is_assignable_v = is_assignable<_Tp, _Up>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_default_constructible_v =     is_trivially_default_constructible<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_copy_constructible_v =     is_trivially_copy_constructible<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_move_constructible_v =     is_trivially_move_constructible<_Tp>::value;
 template <typename _Tp, typename _Up>   inline constexpr bool is_trivially_assignable_v =     is_trivially_assignable<_Tp, _Up>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_copy_assignable_v =     is_trivially_copy_assignable<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_move_assignable_v =     is_trivially_move_assignable<_Tp>::value;
 template <typename _Tp>   inline constexpr bool is_trivially_destructible_v =     is_trivially_destructible<_Tp>::value;
 template <typename _Tp, typename... _Args>   inline constexpr bool is_nothrow_constructible_v =     is_nothrow_constructible<_Tp, _Args...>::value;
 template <typename _Tp>   inline constexpr bool is_nothrow_move_constructible_v =     is_nothrow_move_constructible<_Tp>::value;
 template <typename _Tp, typename _Up>   inline constexpr bool is_nothrow_assignable_v =     is_nothrow_assignable<_Tp, _Up>::value;
 template <typename _Tp>   inline constexpr bool is_nothrow_destructible_v =     is_nothrow_destructible<_Tp>::value;
 template <typename _Tp>   inline constexpr bool has_virtual_destructor_v =     has_virtual_destructor<_Tp>::value;
 template <typename _Tp, unsigned _Idx = 0>   inline constexpr size_t extent_v = extent<_Tp, _Idx>::value;
 template <typename _Tp, typename _Up>   inline constexpr bool is_same_v = __is_same(_Tp, _Up);
 template <typename _Base, typename _Derived>   inline constexpr bool is_base_of_v = is_base_of<_Base, _Derived>::value;
 template <typename _From, typename _To>   inline constexpr bool is_convertible_v = is_convertible<_From, _To>::value;
   template<typename _Tp>     struct remove_cvref     : remove_cv<_Tp>     { };
   template<typename _Tp>     struct remove_cvref<_Tp&>     : remove_cv<_Tp>     { };
   template<typename _Tp>     struct remove_cvref<_Tp&&>     : remove_cv<_Tp>     { };
   template<typename _Tp>     using remove_cvref_t = typename remove_cvref<_Tp>::type;
        ;
      template<typename _From, typename _To>     using __copy_cv = typename __match_cv_qualifiers<_From, _To>::__type;
   template<typename _Tp, typename _Up,     template<typename> class _TQual, template<typename> class _UQual>     struct basic_common_reference     { };
   template<typename _Tp>     struct __xref     { template<typename _Up> using __type = __copy_cv<_Tp, _Up>; };
   template<typename _Tp1, typename _Tp2>     using __basic_common_ref       = typename basic_common_reference<remove_cvref_t<_Tp1>,      remove_cvref_t<_Tp2>,      __xref<_Tp1>::template __type,      __xref<_Tp2>::template __type>::type;
   template<typename... _Tp>     struct common_reference;
   template<typename... _Tp>     using common_reference_t = typename common_reference<_Tp...>::type;
   template<>     struct common_reference<>     { };
   template<typename _Tp1, typename _Tp2, typename... _Rest>     struct __common_type_fold<common_reference<_Tp1, _Tp2>,          __common_type_pack<_Rest...>,          void_t<common_reference_t<_Tp1, _Tp2>>>     : public common_reference<common_reference_t<_Tp1, _Tp2>, _Rest...>     { };
 }
  extern "C++" {
 namespace std {   class exception   {   public:                                   virtual const char*     what() const noexcept;   }; }
 }
  typedef long unsigned int size_t;
  typedef struct {
   long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
   long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
 }
  max_align_t;
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp>      constexpr _Tp*     __addressof(_Tp& __r) noexcept     ;
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp>     [[__nodiscard__]]     constexpr _Tp&&     forward(typename std::remove_reference<_Tp>::type& __t) noexcept     { return static_cast<_Tp&&>(__t); }
   template<typename _Tp>     [[__nodiscard__]]     constexpr _Tp&&     forward(typename std::remove_reference<_Tp>::type&& __t) noexcept     {       static_assert(!std::is_lvalue_reference<_Tp>::value,    "std::forward must not be used to convert an rvalue to an lvalue");       return static_cast<_Tp&&>(__t);     }
   template<typename _Tp>     [[__nodiscard__]]     constexpr typename std::remove_reference<_Tp>::type&&     move(_Tp&& __t) noexcept     { return static_cast<typename std::remove_reference<_Tp>::type&&>(__t); }
        ;
 }
  namespace std {
   template<class _E>     class initializer_list     {     public:       typedef _E value_type;       typedef const _E& reference;       typedef const _E& const_reference;       typedef size_t size_type;       typedef const _E* iterator;       typedef const _E* const_iterator;     private:       iterator _M_array;       size_type _M_len;            public:                                 };
 template<bool _Switch, typename _Tag = void>   struct _Enable_destructor { };
 template<bool _Copy, bool _CopyAssignment,          bool _Move, bool _MoveAssignment,          typename _Tag = void>   struct _Enable_copy_move { };
 template<typename _Tag>   struct _Enable_copy_move<true, false, true, true, _Tag>   {     constexpr _Enable_copy_move() noexcept = default;     constexpr _Enable_copy_move(_Enable_copy_move const&) noexcept = default;     constexpr _Enable_copy_move(_Enable_copy_move&&) noexcept = default;     _Enable_copy_move&     operator=(_Enable_copy_move const&) noexcept = delete;     _Enable_copy_move&     operator=(_Enable_copy_move&&) noexcept = default;   };
 template<typename _Tag>   struct _Enable_copy_move<false, false, true, true, _Tag>   {     constexpr _Enable_copy_move() noexcept = default;     constexpr _Enable_copy_move(_Enable_copy_move const&) noexcept = delete;     constexpr _Enable_copy_move(_Enable_copy_move&&) noexcept = default;     _Enable_copy_move&     operator=(_Enable_copy_move const&) noexcept = delete;     _Enable_copy_move&     operator=(_Enable_copy_move&&) noexcept = default;   };
   template<typename _Result, typename _Arg>     struct __hash_base     {       typedef _Result result_type [[__deprecated__]];       typedef _Arg argument_type [[__deprecated__]];     };
   template<typename _Tp>     struct hash;
   template<>     struct hash<nullptr_t> : public __hash_base<size_t, nullptr_t>     {       size_t       operator()(nullptr_t) const noexcept       ;     };
   template<typename _Hash>     struct __is_fast_hash : public std::true_type     { };
   template<>     struct __is_fast_hash<hash<long double>> : public std::false_type     { };
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   namespace __detail   {     template<typename _Tp, typename _Up>       concept __same_as = std::is_same_v<_Tp, _Up>;   }
   template<typename _Tp, typename _Up>     concept same_as       = __detail::__same_as<_Tp, _Up> && __detail::__same_as<_Up, _Tp>;
   template<typename _Derived, typename _Base>     concept derived_from = __is_base_of(_Base, _Derived)       && is_convertible_v<const volatile _Derived*, const volatile _Base*>;
   template<typename _From, typename _To>     concept convertible_to = is_convertible_v<_From, _To>       && requires { static_cast<_To>(std::declval<_From>()); };
   template<typename _Tp, typename _Up>     concept common_reference_with       = same_as<common_reference_t<_Tp, _Up>, common_reference_t<_Up, _Tp>>       && convertible_to<_Tp, common_reference_t<_Tp, _Up>>       && convertible_to<_Up, common_reference_t<_Tp, _Up>>;
   namespace __detail   {     template<typename _Tp>       using __cref = const remove_reference_t<_Tp>&;       template<typename _Tp>  concept __class_or_enum    = is_class_v<_Tp> || is_union_v<_Tp> || is_enum_v<_Tp>;   }
   template<typename _Lhs, typename _Rhs>     concept assignable_from       = is_lvalue_reference_v<_Lhs>       && common_reference_with<__detail::__cref<_Lhs>, __detail::__cref<_Rhs>>       && requires(_Lhs __lhs, _Rhs&& __rhs) {  { __lhs = static_cast<_Rhs&&>(__rhs) } -> same_as<_Lhs>;       };
   template<typename _Tp>     concept destructible = is_nothrow_destructible_v<_Tp>;
   template<typename _Tp, typename... _Args>     concept constructible_from       = destructible<_Tp> && is_constructible_v<_Tp, _Args...>;
   template<typename _Tp>     concept default_initializable = constructible_from<_Tp>       && requires       {  _Tp{};  (void) ::new _Tp;       };
   template<typename _Tp>     concept move_constructible     = constructible_from<_Tp, _Tp> && convertible_to<_Tp, _Tp>;
   template<typename _Tp>     concept copy_constructible       = move_constructible<_Tp>       && constructible_from<_Tp, _Tp&> && convertible_to<_Tp&, _Tp>       && constructible_from<_Tp, const _Tp&> && convertible_to<const _Tp&, _Tp>       && constructible_from<_Tp, const _Tp> && convertible_to<const _Tp, _Tp>;
   namespace ranges   {     namespace __cust_swap     {       template<typename _Tp> void swap(_Tp&, _Tp&) = delete;       template<typename _Tp, typename _Up>  concept __adl_swap    = (__detail::__class_or_enum<remove_reference_t<_Tp>>      || __detail::__class_or_enum<remove_reference_t<_Up>>)    && requires(_Tp&& __t, _Up&& __u) {      swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));    };       struct _Swap       {       private:  template<typename _Tp, typename _Up>    static constexpr bool    _S_noexcept()    ;       public:  template<typename _Tp, typename _Up>    requires __adl_swap<_Tp, _Up>    || (same_as<_Tp, _Up> && is_lvalue_reference_v<_Tp>        && move_constructible<remove_reference_t<_Tp>>        && assignable_from<_Tp, remove_reference_t<_Tp>>)    constexpr void    operator()(_Tp&& __t, _Up&& __u) const    noexcept(_S_noexcept<_Tp, _Up>())    {      if constexpr (__adl_swap<_Tp, _Up>)        swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));      else        {   auto __tmp = static_cast<remove_reference_t<_Tp>&&>(__t);   __t = static_cast<remove_reference_t<_Tp>&&>(__u);   __u = static_cast<remove_reference_t<_Tp>&&>(__tmp);        }    }  template<typename _Tp, typename _Up, size_t _Num>    requires requires(const _Swap& __swap, _Tp& __e1, _Up& __e2) {      __swap(__e1, __e2);    }    constexpr void    operator()(_Tp (&__e1)[_Num], _Up (&__e2)[_Num]) const    noexcept(noexcept(std::declval<const _Swap&>()(*__e1, *__e2)))    {      for (size_t __n = 0; __n < _Num; ++__n)        (*this)(__e1[__n], __e2[__n]);    }       };     }     inline namespace __cust     {       inline constexpr __cust_swap::_Swap swap{};     }   }
   template<typename _Tp>     concept swappable       = requires(_Tp& __a, _Tp& __b) { ranges::swap(__a, __b); };
   template<typename _Tp, typename _Up>     concept swappable_with = common_reference_with<_Tp, _Up>       && requires(_Tp&& __t, _Up&& __u) {  ranges::swap(static_cast<_Tp&&>(__t), static_cast<_Tp&&>(__t));  ranges::swap(static_cast<_Up&&>(__u), static_cast<_Up&&>(__u));  ranges::swap(static_cast<_Tp&&>(__t), static_cast<_Up&&>(__u));  ranges::swap(static_cast<_Up&&>(__u), static_cast<_Tp&&>(__t));       };
   template<typename _Tp>     concept movable = is_object_v<_Tp> && move_constructible<_Tp>       && assignable_from<_Tp&, _Tp> && swappable<_Tp>;
   template<typename _Tp>     concept copyable = copy_constructible<_Tp> && movable<_Tp>       && assignable_from<_Tp&, _Tp&> && assignable_from<_Tp&, const _Tp&>       && assignable_from<_Tp&, const _Tp>;
   template<typename _Tp>     concept semiregular = copyable<_Tp> && default_initializable<_Tp>;
   namespace __detail   {     template<typename _Tp>       concept __boolean_testable_impl = convertible_to<_Tp, bool>;     template<typename _Tp>       concept __boolean_testable  = __boolean_testable_impl<_Tp>    && requires(_Tp&& __t)    { { !static_cast<_Tp&&>(__t) } -> __boolean_testable_impl; };   }
   namespace __detail   {     template<typename _Tp, typename _Up>       concept __weakly_eq_cmp_with  = requires(__detail::__cref<_Tp> __t, __detail::__cref<_Up> __u) {    { __t == __u } -> __boolean_testable;    { __t != __u } -> __boolean_testable;    { __u == __t } -> __boolean_testable;    { __u != __t } -> __boolean_testable;  };   }
   template<typename _Tp>     concept equality_comparable = __detail::__weakly_eq_cmp_with<_Tp, _Tp>;
   template<typename _Tp, typename _Up>     concept equality_comparable_with       = equality_comparable<_Tp> && equality_comparable<_Up>       && common_reference_with<__detail::__cref<_Tp>, __detail::__cref<_Up>>       && equality_comparable<common_reference_t<__detail::__cref<_Tp>,       __detail::__cref<_Up>>>       && __detail::__weakly_eq_cmp_with<_Tp, _Up>;
   namespace __detail   {     template<typename _Tp, typename _Up>       concept __partially_ordered_with  = requires(const remove_reference_t<_Tp>& __t,      const remove_reference_t<_Up>& __u) {    { __t < __u } -> __boolean_testable;    { __t > __u } -> __boolean_testable;    { __t <= __u } -> __boolean_testable;    { __t >= __u } -> __boolean_testable;    { __u < __t } -> __boolean_testable;    { __u > __t } -> __boolean_testable;    { __u <= __t } -> __boolean_testable;    { __u >= __t } -> __boolean_testable;  };   }
   template<typename _Tp, typename... _Args>     constexpr auto     construct_at(_Tp* __location, _Args&&... __args)     noexcept(noexcept(::new((void*)0) _Tp(std::declval<_Args>()...)))     -> decltype(::new((void*)0) _Tp(std::declval<_Args>()...))     ;
   template<typename _Tp, typename... _Args>     constexpr     void     _Construct(_Tp* __p, _Args&&... __args)     ;
   template<typename _Tp, _Tp... _Idx>     struct integer_sequence     {       typedef _Tp value_type;       static constexpr size_t size() noexcept { return sizeof...(_Idx); }     };
   template<typename _Tp, _Tp _Num>     using make_integer_sequence       = integer_sequence<_Tp, __integer_pack(_Num)...>;
   template<size_t... _Idx>     using index_sequence = integer_sequence<size_t, _Idx...>;
   template<size_t _Num>     using make_index_sequence = make_integer_sequence<size_t, _Num>;
   template<typename... _Types>     using index_sequence_for = make_index_sequence<sizeof...(_Types)>;
   struct in_place_t {     explicit in_place_t() = default;   };
   inline constexpr in_place_t in_place{};
   template<typename _Tp> struct in_place_type_t   {     explicit in_place_type_t() = default;   };
   template<size_t _Np, typename... _Types>     struct _Nth_type     { };
   template<typename _Tp0, typename... _Rest>     struct _Nth_type<0, _Tp0, _Rest...>     { using type = _Tp0; };
   template<size_t _Np, typename _Tp0, typename _Tp1, typename _Tp2,     typename... _Rest>     requires (_Np >= 3)     struct _Nth_type<_Np, _Tp0, _Tp1, _Tp2, _Rest...>     : _Nth_type<_Np - 3, _Rest...>     { };
 }
  namespace std {
   namespace __cmp_cat   {     using type = signed char;     enum class _Ord : type { equivalent = 0, less = -1, greater = 1 };     enum class _Ncmp : type { _Unordered = 2 };     struct __unspec     {       constexpr __unspec(__unspec*) noexcept { }     };   }
   class partial_ordering   {     __cmp_cat::type _M_value;     constexpr explicit     partial_ordering(__cmp_cat::_Ord __v) noexcept     : _M_value(__cmp_cat::type(__v))     { }     constexpr explicit     partial_ordering(__cmp_cat::_Ncmp __v) noexcept     : _M_value(__cmp_cat::type(__v))     { }     friend class weak_ordering;     friend class strong_ordering;   public:     static const partial_ordering less;     static const partial_ordering equivalent;     static const partial_ordering greater;     static const partial_ordering unordered;     [[nodiscard]]     friend constexpr bool     operator==(partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value == 0; }     [[nodiscard]]     friend constexpr bool     operator==(partial_ordering, partial_ordering) noexcept = default;     [[nodiscard]]     friend constexpr bool     operator< (partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value == -1; }     [[nodiscard]]     friend constexpr bool     operator> (partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value == 1; }     [[nodiscard]]     friend constexpr bool     operator<=(partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value <= 0; }     [[nodiscard]]     friend constexpr bool     operator>=(partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __cmp_cat::type(__v._M_value & 1) == __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator< (__cmp_cat::__unspec, partial_ordering __v) noexcept     { return __v._M_value == 1; }     [[nodiscard]]     friend constexpr bool     operator> (__cmp_cat::__unspec, partial_ordering __v) noexcept     { return __v._M_value == -1; }     [[nodiscard]]     friend constexpr bool     operator<=(__cmp_cat::__unspec, partial_ordering __v) noexcept     { return __cmp_cat::type(__v._M_value & 1) == __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator>=(__cmp_cat::__unspec, partial_ordering __v) noexcept     { return 0 >= __v._M_value; }     [[nodiscard]]     friend constexpr partial_ordering     operator<=>(partial_ordering __v, __cmp_cat::__unspec) noexcept     { return __v; }     [[nodiscard]]     friend constexpr partial_ordering     operator<=>(__cmp_cat::__unspec, partial_ordering __v) noexcept     {       if (__v._M_value & 1)  return partial_ordering(__cmp_cat::_Ord(-__v._M_value));       else  return __v;     }   };
   inline constexpr partial_ordering   partial_ordering::less(__cmp_cat::_Ord::less);
   inline constexpr partial_ordering   partial_ordering::unordered(__cmp_cat::_Ncmp::_Unordered);
   class weak_ordering   {     __cmp_cat::type _M_value;     constexpr explicit     weak_ordering(__cmp_cat::_Ord __v) noexcept : _M_value(__cmp_cat::type(__v))     { }     friend class strong_ordering;   public:     static const weak_ordering less;     static const weak_ordering equivalent;     static const weak_ordering greater;     [[nodiscard]]     constexpr operator partial_ordering() const noexcept     { return partial_ordering(__cmp_cat::_Ord(_M_value)); }     [[nodiscard]]     friend constexpr bool     operator==(weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value == 0; }     [[nodiscard]]     friend constexpr bool     operator==(weak_ordering, weak_ordering) noexcept = default;     [[nodiscard]]     friend constexpr bool     operator< (weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value < 0; }     [[nodiscard]]     friend constexpr bool     operator> (weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value > 0; }     [[nodiscard]]     friend constexpr bool     operator<=(weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value <= 0; }     [[nodiscard]]     friend constexpr bool     operator>=(weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value >= 0; }     [[nodiscard]]     friend constexpr bool     operator< (__cmp_cat::__unspec, weak_ordering __v) noexcept     { return 0 < __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator> (__cmp_cat::__unspec, weak_ordering __v) noexcept     { return 0 > __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator<=(__cmp_cat::__unspec, weak_ordering __v) noexcept     { return 0 <= __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator>=(__cmp_cat::__unspec, weak_ordering __v) noexcept     { return 0 >= __v._M_value; }     [[nodiscard]]     friend constexpr weak_ordering     operator<=>(weak_ordering __v, __cmp_cat::__unspec) noexcept     { return __v; }     [[nodiscard]]     friend constexpr weak_ordering     operator<=>(__cmp_cat::__unspec, weak_ordering __v) noexcept     { return weak_ordering(__cmp_cat::_Ord(-__v._M_value)); }   };
   inline constexpr weak_ordering   weak_ordering::greater(__cmp_cat::_Ord::greater);
   class strong_ordering   {     __cmp_cat::type _M_value;     constexpr explicit     strong_ordering(__cmp_cat::_Ord __v) noexcept     : _M_value(__cmp_cat::type(__v))     { }   public:     static const strong_ordering less;     static const strong_ordering equal;     static const strong_ordering equivalent;     static const strong_ordering greater;     [[nodiscard]]     constexpr operator partial_ordering() const noexcept     { return partial_ordering(__cmp_cat::_Ord(_M_value)); }     [[nodiscard]]     constexpr operator weak_ordering() const noexcept     { return weak_ordering(__cmp_cat::_Ord(_M_value)); }     [[nodiscard]]     friend constexpr bool     operator==(strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value == 0; }     [[nodiscard]]     friend constexpr bool     operator==(strong_ordering, strong_ordering) noexcept = default;     [[nodiscard]]     friend constexpr bool     operator< (strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value < 0; }     [[nodiscard]]     friend constexpr bool     operator> (strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value > 0; }     [[nodiscard]]     friend constexpr bool     operator<=(strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value <= 0; }     [[nodiscard]]     friend constexpr bool     operator>=(strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v._M_value >= 0; }     [[nodiscard]]     friend constexpr bool     operator< (__cmp_cat::__unspec, strong_ordering __v) noexcept     { return 0 < __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator> (__cmp_cat::__unspec, strong_ordering __v) noexcept     { return 0 > __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator<=(__cmp_cat::__unspec, strong_ordering __v) noexcept     { return 0 <= __v._M_value; }     [[nodiscard]]     friend constexpr bool     operator>=(__cmp_cat::__unspec, strong_ordering __v) noexcept     { return 0 >= __v._M_value; }     [[nodiscard]]     friend constexpr strong_ordering     operator<=>(strong_ordering __v, __cmp_cat::__unspec) noexcept     { return __v; }     [[nodiscard]]     friend constexpr strong_ordering     operator<=>(__cmp_cat::__unspec, strong_ordering __v) noexcept     { return strong_ordering(__cmp_cat::_Ord(-__v._M_value)); }   };
   namespace __detail   {     template<typename _Tp>       inline constexpr unsigned __cmp_cat_id = 1;     template<>       inline constexpr unsigned __cmp_cat_id<partial_ordering> = 2;     template<>       inline constexpr unsigned __cmp_cat_id<weak_ordering> = 4;     template<>       inline constexpr unsigned __cmp_cat_id<strong_ordering> = 8;     template<typename... _Ts>       constexpr auto __common_cmp_cat()       {  constexpr unsigned __cats = (__cmp_cat_id<_Ts> | ...);  if constexpr (__cats & 1)    return;  else if constexpr (bool(__cats & __cmp_cat_id<partial_ordering>))    return partial_ordering::equivalent;  else if constexpr (bool(__cats & __cmp_cat_id<weak_ordering>))    return weak_ordering::equivalent;  else    return strong_ordering::equivalent;       }   }
   template<typename... _Ts>     struct common_comparison_category     {       using type = decltype(__detail::__common_cmp_cat<_Ts...>());     };
   template<>     struct common_comparison_category<>     { using type = strong_ordering; };
   template<typename... _Ts>     using common_comparison_category_t       = typename common_comparison_category<_Ts...>::type;
   namespace __detail   {     template<typename _Tp, typename _Cat>       concept __compares_as  = same_as<common_comparison_category_t<_Tp, _Cat>, _Cat>;   }
   template<typename _Tp, typename _Cat = partial_ordering>     concept three_way_comparable       = __detail::__weakly_eq_cmp_with<_Tp, _Tp>       && __detail::__partially_ordered_with<_Tp, _Tp>       && requires(const remove_reference_t<_Tp>& __a,     const remove_reference_t<_Tp>& __b)       {  { __a <=> __b } -> __detail::__compares_as<_Cat>;       };
   template<typename _Tp, typename _Up, typename _Cat = partial_ordering>     concept three_way_comparable_with       = three_way_comparable<_Tp, _Cat>       && three_way_comparable<_Up, _Cat>       && common_reference_with<const remove_reference_t<_Tp>&,           const remove_reference_t<_Up>&>       && three_way_comparable<    common_reference_t<const remove_reference_t<_Tp>&,         const remove_reference_t<_Up>&>, _Cat>       && __detail::__weakly_eq_cmp_with<_Tp, _Up>       && __detail::__partially_ordered_with<_Tp, _Up>       && requires(const remove_reference_t<_Tp>& __t,     const remove_reference_t<_Up>& __u)       {  { __t <=> __u } -> __detail::__compares_as<_Cat>;  { __u <=> __t } -> __detail::__compares_as<_Cat>;       };
   namespace __detail   {     template<typename _Tp, typename _Up>       using __cmp3way_res_t  = decltype(std::declval<_Tp>() <=> std::declval<_Up>());     template<typename _Tp, typename _Up>       struct __cmp3way_res_impl       { };     template<typename _Tp, typename _Up>       requires requires { typename __cmp3way_res_t<__cref<_Tp>, __cref<_Up>>; }       struct __cmp3way_res_impl<_Tp, _Up>       {  using type = __cmp3way_res_t<__cref<_Tp>, __cref<_Up>>;       };   }
   namespace __detail   {     inline constexpr struct _Synth3way     {       template<typename _Tp, typename _Up>  static constexpr bool  _S_noexcept(const _Tp* __t = nullptr, const _Up* __u = nullptr)  ;       template<typename _Tp, typename _Up>  [[nodiscard]]  constexpr auto  operator()(const _Tp& __t, const _Up& __u) const  noexcept(_S_noexcept<_Tp, _Up>())  requires requires  {    { __t < __u } -> __boolean_testable;    { __u < __t } -> __boolean_testable;  }  {    if constexpr (three_way_comparable_with<_Tp, _Up>)      return __t <=> __u;    else      {        if (__t < __u)   return weak_ordering::less;        else if (__u < __t)   return weak_ordering::greater;        else   return weak_ordering::equivalent;      }  }     } __synth3way = {};     template<typename _Tp, typename _Up = _Tp>       using __synth3way_t  = decltype(__detail::__synth3way(std::declval<_Tp&>(),       std::declval<_Up&>()));   }
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp>     class optional;
   struct nullopt_t   {     enum class _Construct { _Token };     explicit constexpr nullopt_t(_Construct) noexcept { }   };
   inline constexpr nullopt_t nullopt { nullopt_t::_Construct::_Token };
   template<typename _Fn> struct _Optional_func { _Fn& _M_f; };
   class bad_optional_access : public exception   {   public:     bad_optional_access() = default;     virtual ~bad_optional_access() = default;     const char* what() const noexcept override     { return "bad optional access"; }   };
   [[__noreturn__]] inline void   __throw_bad_optional_access()   { (throw (bad_optional_access())); }
   template <typename _Tp>     struct _Optional_payload_base     {       using _Stored_type = remove_const_t<_Tp>;       _Optional_payload_base() = default;       ~_Optional_payload_base() = default;       template<typename... _Args>  constexpr  _Optional_payload_base(in_place_t __tag, _Args&&... __args)  : _M_payload(__tag, std::forward<_Args>(__args)...),    _M_engaged(true)  { }       template<typename _Up, typename... _Args>  constexpr  _Optional_payload_base(std::initializer_list<_Up> __il,           _Args&&... __args)  : _M_payload(__il, std::forward<_Args>(__args)...),    _M_engaged(true)  { }       constexpr       _Optional_payload_base(bool __engaged,         const _Optional_payload_base& __other)       {  if (__other._M_engaged)    this->_M_construct(__other._M_get());       }       constexpr       _Optional_payload_base(bool __engaged,         _Optional_payload_base&& __other)       {  if (__other._M_engaged)    this->_M_construct(std::move(__other._M_get()));       }       _Optional_payload_base(const _Optional_payload_base&) = default;       _Optional_payload_base(_Optional_payload_base&&) = default;       _Optional_payload_base&       operator=(const _Optional_payload_base&) = default;       _Optional_payload_base&       operator=(_Optional_payload_base&&) = default;       constexpr void       _M_copy_assign(const _Optional_payload_base& __other)       {  if (this->_M_engaged && __other._M_engaged)    this->_M_get() = __other._M_get();  else    {      if (__other._M_engaged)        this->_M_construct(__other._M_get());      else        this->_M_reset();    }       }       constexpr void       _M_move_assign(_Optional_payload_base&& __other)       noexcept(__and_v<is_nothrow_move_constructible<_Tp>,          is_nothrow_move_assignable<_Tp>>)       {  if (this->_M_engaged && __other._M_engaged)    this->_M_get() = std::move(__other._M_get());  else    {      if (__other._M_engaged)        this->_M_construct(std::move(__other._M_get()));      else        this->_M_reset();    }       }       struct _Empty_byte { };       template<typename _Up, bool = is_trivially_destructible_v<_Up>>  union _Storage  {    constexpr _Storage() noexcept : _M_empty() { }    template<typename... _Args>      constexpr      _Storage(in_place_t, _Args&&... __args)      : _M_value(std::forward<_Args>(__args)...)      { }            _Empty_byte _M_empty;    _Up _M_value;  };       template<typename _Up>  union _Storage<_Up, false>  {                        _Empty_byte _M_empty;    _Up _M_value;  };       _Storage<_Stored_type> _M_payload;       bool _M_engaged = false;       template<typename... _Args>  constexpr void  _M_construct(_Args&&... __args)  noexcept(is_nothrow_constructible_v<_Stored_type, _Args...>)  {    std::_Construct(std::__addressof(this->_M_payload._M_value),      std::forward<_Args>(__args)...);    this->_M_engaged = true;  }       constexpr void       _M_destroy() noexcept       {  _M_engaged = false;  _M_payload._M_value.~_Stored_type();       }              constexpr _Tp&       _M_get() noexcept       { return this->_M_payload._M_value; }       constexpr const _Tp&       _M_get() const noexcept       { return this->_M_payload._M_value; }       constexpr void       _M_reset() noexcept       {  if (this->_M_engaged)    _M_destroy();       }     };
   template <typename _Tp,      bool =        is_trivially_destructible_v<_Tp>,      bool =        is_trivially_copy_assignable_v<_Tp>        && is_trivially_copy_constructible_v<_Tp>,      bool =        is_trivially_move_assignable_v<_Tp>        && is_trivially_move_constructible_v<_Tp>>     struct _Optional_payload;
   template <typename _Tp>     struct _Optional_payload<_Tp, true, true, true>     : _Optional_payload_base<_Tp>     {       using _Optional_payload_base<_Tp>::_Optional_payload_base;       _Optional_payload() = default;     };
   template <typename _Tp>     struct _Optional_payload<_Tp, true, false, true>     : _Optional_payload_base<_Tp>     {       using _Optional_payload_base<_Tp>::_Optional_payload_base;       _Optional_payload() = default;              _Optional_payload(const _Optional_payload&) = default;       _Optional_payload(_Optional_payload&&) = default;       _Optional_payload& operator=(_Optional_payload&&) = default;       constexpr       _Optional_payload&       operator=(const _Optional_payload& __other)       {  this->_M_copy_assign(__other);  return *this;       }     };
   template <typename _Tp>     struct _Optional_payload<_Tp, true, true, false>     : _Optional_payload_base<_Tp>     {       using _Optional_payload_base<_Tp>::_Optional_payload_base;       _Optional_payload() = default;       ~_Optional_payload() = default;       _Optional_payload(const _Optional_payload&) = default;       _Optional_payload(_Optional_payload&&) = default;       _Optional_payload& operator=(const _Optional_payload&) = default;       constexpr       _Optional_payload&       operator=(_Optional_payload&& __other)       noexcept(__and_v<is_nothrow_move_constructible<_Tp>,          is_nothrow_move_assignable<_Tp>>)       {  this->_M_move_assign(std::move(__other));  return *this;       }     };
   template <typename _Tp>     struct _Optional_payload<_Tp, true, false, false>     : _Optional_payload_base<_Tp>     {       using _Optional_payload_base<_Tp>::_Optional_payload_base;       _Optional_payload() = default;       ~_Optional_payload() = default;                                 };
   template <typename _Tp, bool _Copy, bool _Move>     struct _Optional_payload<_Tp, false, _Copy, _Move>     : _Optional_payload<_Tp, true, false, false>     {       using _Optional_payload<_Tp, true, false, false>::_Optional_payload;                                               };
   template<typename _Tp, typename _Dp>     class _Optional_base_impl     {     protected:       using _Stored_type = remove_const_t<_Tp>;       template<typename... _Args>  constexpr void  _M_construct(_Args&&... __args)  noexcept(is_nothrow_constructible_v<_Stored_type, _Args...>)  {    static_cast<_Dp*>(this)->_M_payload._M_construct(      std::forward<_Args>(__args)...);  }       constexpr void       _M_destruct() noexcept       { static_cast<_Dp*>(this)->_M_payload._M_destroy(); }       constexpr void       _M_reset() noexcept       { static_cast<_Dp*>(this)->_M_payload._M_reset(); }       constexpr bool _M_is_engaged() const noexcept       { return static_cast<const _Dp*>(this)->_M_payload._M_engaged; }       constexpr _Tp&       _M_get() noexcept       {  do { if (std::__is_constant_evaluated() && !bool(this->_M_is_engaged())) __builtin_unreachable(); } while (false);  return static_cast<_Dp*>(this)->_M_payload._M_get();       }       constexpr const _Tp&       _M_get() const noexcept       {  do { if (std::__is_constant_evaluated() && !bool(this->_M_is_engaged())) __builtin_unreachable(); } while (false);  return static_cast<const _Dp*>(this)->_M_payload._M_get();       }     };
   template<typename _Tp,     bool = is_trivially_copy_constructible_v<_Tp>,     bool = is_trivially_move_constructible_v<_Tp>>     struct _Optional_base     : _Optional_base_impl<_Tp, _Optional_base<_Tp>>     {                                                        _Optional_payload<_Tp> _M_payload;     };
   template<typename _Tp>     struct _Optional_base<_Tp, true, true>     : _Optional_base_impl<_Tp, _Optional_base<_Tp>>     {       constexpr _Optional_base() = default;       template<typename... _Args,         enable_if_t<is_constructible_v<_Tp, _Args...>, bool> = false>  constexpr explicit  _Optional_base(in_place_t, _Args&&... __args)  : _M_payload(in_place, std::forward<_Args>(__args)...)  { }       template<typename _Up, typename... _Args,         enable_if_t<is_constructible_v<_Tp,            initializer_list<_Up>&,            _Args...>, bool> = false>  constexpr explicit  _Optional_base(in_place_t,          initializer_list<_Up> __il,          _Args&&... __args)  : _M_payload(in_place, __il, std::forward<_Args>(__args)...)  { }       constexpr _Optional_base(const _Optional_base& __other) = default;       constexpr _Optional_base(_Optional_base&& __other) = default;       _Optional_base& operator=(const _Optional_base&) = default;       _Optional_base& operator=(_Optional_base&&) = default;       _Optional_payload<_Tp> _M_payload;     };
   template<typename _Tp>   class optional;
   template<typename _Tp, typename _Up>     using __converts_from_optional =       __or_<is_constructible<_Tp, const optional<_Up>&>,      is_constructible<_Tp, optional<_Up>&>,      is_constructible<_Tp, const optional<_Up>&&>,      is_constructible<_Tp, optional<_Up>&&>,      is_convertible<const optional<_Up>&, _Tp>,      is_convertible<optional<_Up>&, _Tp>,      is_convertible<const optional<_Up>&&, _Tp>,      is_convertible<optional<_Up>&&, _Tp>>;
   template<typename _Tp, typename _Up>     using __assigns_from_optional =       __or_<is_assignable<_Tp&, const optional<_Up>&>,      is_assignable<_Tp&, optional<_Up>&>,      is_assignable<_Tp&, const optional<_Up>&&>,      is_assignable<_Tp&, optional<_Up>&&>>;
   template<typename _Tp>     class optional     : private _Optional_base<_Tp>,       private _Enable_copy_move<  is_copy_constructible_v<_Tp>,  __and_v<is_copy_constructible<_Tp>, is_copy_assignable<_Tp>>,  is_move_constructible_v<_Tp>,  __and_v<is_move_constructible<_Tp>, is_move_assignable<_Tp>>,  optional<_Tp>>     {       static_assert(!is_same_v<remove_cv_t<_Tp>, nullopt_t>);       static_assert(!is_same_v<remove_cv_t<_Tp>, in_place_t>);       static_assert(!is_reference_v<_Tp>);     private:       using _Base = _Optional_base<_Tp>;       template<typename _Up>  using __not_self = __not_<is_same<optional, __remove_cvref_t<_Up>>>;       template<typename _Up>  using __not_tag = __not_<is_same<in_place_t, __remove_cvref_t<_Up>>>;       template<typename... _Cond>  using _Requires = enable_if_t<__and_v<_Cond...>, bool>;     public:       using value_type = _Tp;       constexpr optional() noexcept { }       constexpr optional(nullopt_t) noexcept { }       template<typename _Up = _Tp,         _Requires<__not_self<_Up>, __not_tag<_Up>,     is_constructible<_Tp, _Up>,     is_convertible<_Up, _Tp>> = true>  constexpr  optional(_Up&& __t)  noexcept(is_nothrow_constructible_v<_Tp, _Up>)  : _Base(std::in_place, std::forward<_Up>(__t)) { }       template<typename _Up = _Tp,         _Requires<__not_self<_Up>, __not_tag<_Up>,     is_constructible<_Tp, _Up>,     __not_<is_convertible<_Up, _Tp>>> = false>  explicit constexpr  optional(_Up&& __t)  noexcept(is_nothrow_constructible_v<_Tp, _Up>)  : _Base(std::in_place, std::forward<_Up>(__t)) { }       template<typename _Up,         _Requires<__not_<is_same<_Tp, _Up>>,     is_constructible<_Tp, const _Up&>,     is_convertible<const _Up&, _Tp>,     __not_<__converts_from_optional<_Tp, _Up>>> = true>  constexpr  optional(const optional<_Up>& __t)  noexcept(is_nothrow_constructible_v<_Tp, const _Up&>)  {    if (__t)      emplace(*__t);  }       template<typename _Up,         _Requires<__not_<is_same<_Tp, _Up>>,     is_constructible<_Tp, const _Up&>,     __not_<is_convertible<const _Up&, _Tp>>,     __not_<__converts_from_optional<_Tp, _Up>>> = false>  explicit constexpr  optional(const optional<_Up>& __t)  noexcept(is_nothrow_constructible_v<_Tp, const _Up&>)  {    if (__t)      emplace(*__t);  }       template<typename _Up,         _Requires<__not_<is_same<_Tp, _Up>>,     is_constructible<_Tp, _Up>,     is_convertible<_Up, _Tp>,     __not_<__converts_from_optional<_Tp, _Up>>> = true>  constexpr  optional(optional<_Up>&& __t)  noexcept(is_nothrow_constructible_v<_Tp, _Up>)  {    if (__t)      emplace(std::move(*__t));  }       template<typename _Up,         _Requires<__not_<is_same<_Tp, _Up>>,     is_constructible<_Tp, _Up>,     __not_<is_convertible<_Up, _Tp>>,     __not_<__converts_from_optional<_Tp, _Up>>> = false>  explicit constexpr  optional(optional<_Up>&& __t)  noexcept(is_nothrow_constructible_v<_Tp, _Up>)  {    if (__t)      emplace(std::move(*__t));  }       template<typename... _Args,         _Requires<is_constructible<_Tp, _Args...>> = false>  explicit constexpr  optional(in_place_t, _Args&&... __args)  noexcept(is_nothrow_constructible_v<_Tp, _Args...>)  : _Base(std::in_place, std::forward<_Args>(__args)...) { }       template<typename _Up, typename... _Args,         _Requires<is_constructible<_Tp,        initializer_list<_Up>&,        _Args...>> = false>  explicit constexpr  optional(in_place_t, initializer_list<_Up> __il, _Args&&... __args)  noexcept(is_nothrow_constructible_v<_Tp, initializer_list<_Up>&,          _Args...>)  : _Base(std::in_place, __il, std::forward<_Args>(__args)...) { }       constexpr optional&       operator=(nullopt_t) noexcept       {  this->_M_reset();  return *this;       }       template<typename _Up = _Tp>  constexpr  enable_if_t<__and_v<__not_self<_Up>,        __not_<__and_<is_scalar<_Tp>,        is_same<_Tp, decay_t<_Up>>>>,        is_constructible<_Tp, _Up>,        is_assignable<_Tp&, _Up>>,       optional&>  operator=(_Up&& __u)  noexcept(__and_v<is_nothrow_constructible<_Tp, _Up>,     is_nothrow_assignable<_Tp&, _Up>>)  {    if (this->_M_is_engaged())      this->_M_get() = std::forward<_Up>(__u);    else      this->_M_construct(std::forward<_Up>(__u));    return *this;  }       template<typename _Up>  constexpr  enable_if_t<__and_v<__not_<is_same<_Tp, _Up>>,        is_constructible<_Tp, const _Up&>,        is_assignable<_Tp&, const _Up&>,        __not_<__converts_from_optional<_Tp, _Up>>,        __not_<__assigns_from_optional<_Tp, _Up>>>,       optional&>  operator=(const optional<_Up>& __u)  noexcept(__and_v<is_nothrow_constructible<_Tp, const _Up&>,     is_nothrow_assignable<_Tp&, const _Up&>>)  {    if (__u)      {        if (this->_M_is_engaged())   this->_M_get() = *__u;        else   this->_M_construct(*__u);      }    else      {        this->_M_reset();      }    return *this;  }       template<typename _Up>  constexpr  enable_if_t<__and_v<__not_<is_same<_Tp, _Up>>,        is_constructible<_Tp, _Up>,        is_assignable<_Tp&, _Up>,        __not_<__converts_from_optional<_Tp, _Up>>,        __not_<__assigns_from_optional<_Tp, _Up>>>,       optional&>  operator=(optional<_Up>&& __u)  noexcept(__and_v<is_nothrow_constructible<_Tp, _Up>,     is_nothrow_assignable<_Tp&, _Up>>)  {    if (__u)      {        if (this->_M_is_engaged())   this->_M_get() = std::move(*__u);        else   this->_M_construct(std::move(*__u));      }    else      {        this->_M_reset();      }    return *this;  }       template<typename... _Args>  constexpr  enable_if_t<is_constructible_v<_Tp, _Args...>, _Tp&>  emplace(_Args&&... __args)  noexcept(is_nothrow_constructible_v<_Tp, _Args...>)  {    this->_M_reset();    this->_M_construct(std::forward<_Args>(__args)...);    return this->_M_get();  }       template<typename _Up, typename... _Args>  constexpr  enable_if_t<is_constructible_v<_Tp, initializer_list<_Up>&, _Args...>,       _Tp&>  emplace(initializer_list<_Up> __il, _Args&&... __args)  noexcept(is_nothrow_constructible_v<_Tp, initializer_list<_Up>&,          _Args...>)  {    this->_M_reset();    this->_M_construct(__il, std::forward<_Args>(__args)...);    return this->_M_get();  }       constexpr void       swap(optional& __other)       noexcept(is_nothrow_move_constructible_v<_Tp>         && is_nothrow_swappable_v<_Tp>)       {    if (this->_M_is_engaged() && __other._M_is_engaged())    swap(this->_M_get(), __other._M_get());  else if (this->_M_is_engaged())    {      __other._M_construct(std::move(this->_M_get()));      this->_M_destruct();    }  else if (__other._M_is_engaged())    {      this->_M_construct(std::move(__other._M_get()));      __other._M_destruct();    }       }       constexpr const _Tp*       operator->() const noexcept       { return std::__addressof(this->_M_get()); }       constexpr _Tp*       operator->() noexcept       { return std::__addressof(this->_M_get()); }       constexpr const _Tp&       operator*() const& noexcept       { return this->_M_get(); }       constexpr _Tp&       operator*()& noexcept       { return this->_M_get(); }       constexpr _Tp&&       operator*()&& noexcept       { return std::move(this->_M_get()); }       constexpr const _Tp&&       operator*() const&& noexcept       { return std::move(this->_M_get()); }       constexpr explicit operator bool() const noexcept       { return this->_M_is_engaged(); }                                            ;         ;            private:       template<typename _Up> friend class optional;         ;     };
   template<typename _Tp>     using __optional_relop_t =       enable_if_t<is_convertible<_Tp, bool>::value, bool>;
 }
  typedef long int __off_t;
  typedef long int __off64_t;
  typedef struct {
 int __val[2];
 }
  __fsid_t;
  typedef long int __ssize_t;
  extern "C" {
 typedef __builtin_va_list __gnuc_va_list;
 ;
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   struct piecewise_construct_t { explicit piecewise_construct_t() = default; };
 }
  struct trivially_destructible {
 };
  struct no_default_constructor {
   no_default_constructor() = delete;
 };
  struct no_copy_constructor {
   no_copy_constructor() = default;
   no_copy_constructor(no_copy_constructor&&) = default;
   no_copy_constructor& operator=(no_copy_constructor&&) = default;
 };
  struct no_move_constructor {
   no_move_constructor& operator=(no_move_constructor&&) = default;
 };
  struct no_move_assignment {
   no_move_assignment() = default;
 };
  struct only_destructible {
   only_destructible(only_destructible&&) = delete;
 };
  int main() {
   {     static_assert( std::is_trivially_destructible<std::optional<trivially_destructible>>(), "" );   }
   {     using T = no_default_constructor;     using O = std::optional<T>;     static_assert( std::is_same<O::value_type, T>(), "" );     static_assert( std::is_default_constructible<O>(), "" );     { O o; }     static_assert( std::is_copy_constructible<O>(), "" );     { O o; auto copy = o; }     static_assert( std::is_copy_assignable<O>(), "" );     { O o, p; p = o; }     static_assert( std::is_move_constructible<O>(), "" );     { O o; auto moved_to = std::move(o); }     static_assert( std::is_move_assignable<O>(), "" );     { O o, p; p = std::move(o); }   }
   {     using T = no_copy_constructor;     using O = std::optional<T>;     static_assert( std::is_same<O::value_type, T>(), "" );     static_assert( std::is_default_constructible<O>(), "" );     { O o; }     static_assert( !std::is_copy_constructible<O>(), "" );     static_assert( !std::is_copy_assignable<O>(), "" );     static_assert( std::is_move_constructible<O>(), "" );     { O o; auto moved_to = std::move(o); }     static_assert( std::is_move_assignable<O>(), "" );     { O o, p; p = std::move(o); }   }
   {     constexpr std::optional<const int> o { 33 };     static_assert( std::is_same<decltype(o)::value_type, const int>(), "" );     static_assert( o, "" );     static_assert( *o == 33, "" );   }
 }
