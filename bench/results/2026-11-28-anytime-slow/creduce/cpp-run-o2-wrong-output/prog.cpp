namespace std {
   typedef long unsigned int size_t;
   typedef long int ptrdiff_t;
   typedef decltype(nullptr) nullptr_t;
   extern "C++" __attribute__ ((__noreturn__, __always_inline__))   inline void __terminate() noexcept   {     void terminate() noexcept __attribute__ ((__noreturn__));     terminate();   }
 }
  namespace std {
   constexpr inline bool   __is_constant_evaluated() noexcept   {     return __builtin_is_constant_evaluated();   }
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp>     class reference_wrapper;
   template<typename _Tp, _Tp __v>     struct integral_constant     {       static constexpr _Tp value = __v;       typedef _Tp value_type;       typedef integral_constant<_Tp, __v> type;       constexpr operator value_type() const noexcept { return value; }       constexpr value_type operator()() const noexcept { return value; }     };
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
   template <typename _TypeIdentity,       typename _NestedType = typename _TypeIdentity::type>     constexpr typename __or_<       is_reference<_NestedType>,       is_function<_NestedType>,       is_void<_NestedType>,       __is_array_unknown_bounds<_NestedType>     >::type __is_complete_or_unbounded(_TypeIdentity)     { return {}; }
   template<typename _Tp>     struct __success_type     { typedef _Tp type; };
   struct __failure_type   { };
   template<typename _Tp>     using __remove_cv_t = typename remove_cv<_Tp>::type;
   template<typename>     struct __is_void_helper     : public false_type { };
   template<>     struct __is_void_helper<void>     : public true_type { };
   template<typename _Tp>     struct is_void     : public __is_void_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_integral_helper     : public false_type { };
   template<>     struct __is_integral_helper<bool>     : public true_type { };
   template<>     struct __is_integral_helper<char>     : public true_type { };
   template<>     struct __is_integral_helper<char8_t>     : public true_type { };
   template<>     struct __is_integral_helper<char16_t>     : public true_type { };
   template<>     struct __is_integral_helper<char32_t>     : public true_type { };
   template<>     struct __is_integral_helper<unsigned int>     : public true_type { };
   template<>     struct __is_integral_helper<long>     : public true_type { };
   template<>     struct __is_integral_helper<unsigned long>     : public true_type { };
   template<>     struct __is_integral_helper<long long>     : public true_type { };
   template<>     struct __is_integral_helper<unsigned long long>     : public true_type { };
   template<typename _Tp>     struct is_integral     : public __is_integral_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_floating_point_helper     : public false_type { };
   template<>     struct __is_floating_point_helper<float>     : public true_type { };
   template<>     struct __is_floating_point_helper<double>     : public true_type { };
   template<>     struct __is_floating_point_helper<long double>     : public true_type { };
   template<typename _Tp>     struct is_floating_point     : public __is_floating_point_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct is_array     : public false_type { };
   template<typename _Tp, std::size_t _Size>     struct is_array<_Tp[_Size]>     : public true_type { };
   template<typename _Tp>     struct is_array<_Tp[]>     : public true_type { };
   template<typename>     struct __is_pointer_helper     : public false_type { };
   template<typename _Tp>     struct __is_pointer_helper<_Tp*>     : public true_type { };
   template<typename _Tp>     struct is_pointer     : public __is_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct is_lvalue_reference     : public false_type { };
   template<typename>     struct __is_member_object_pointer_helper     : public false_type { };
   template<typename _Tp, typename _Cp>     struct __is_member_object_pointer_helper<_Tp _Cp::*>     : public __not_<is_function<_Tp>>::type { };
   template<typename _Tp>     struct is_member_object_pointer     : public __is_member_object_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename>     struct __is_member_function_pointer_helper     : public false_type { };
   template<typename _Tp, typename _Cp>     struct __is_member_function_pointer_helper<_Tp _Cp::*>     : public is_function<_Tp>::type { };
   template<typename _Tp>     struct is_member_function_pointer     : public __is_member_function_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename _Tp>     struct is_enum     : public integral_constant<bool, __is_enum(_Tp)>     { };
   template<typename _Tp>     struct is_union     : public integral_constant<bool, __is_union(_Tp)>     { };
   template<typename _Tp>     struct is_class     : public integral_constant<bool, __is_class(_Tp)>     { };
   template<typename>     struct __is_null_pointer_helper     : public false_type { };
   template<>     struct __is_null_pointer_helper<std::nullptr_t>     : public true_type { };
   template<typename _Tp>     struct is_null_pointer     : public __is_null_pointer_helper<__remove_cv_t<_Tp>>::type     { };
   template<typename _Tp>     struct is_arithmetic     : public __or_<is_integral<_Tp>, is_floating_point<_Tp>>::type     { };
   template<typename _Tp>     struct is_fundamental     : public __or_<is_arithmetic<_Tp>, is_void<_Tp>,      is_null_pointer<_Tp>>::type     { };
   template<typename _Tp>     struct is_object     : public __not_<__or_<is_function<_Tp>, is_reference<_Tp>,                           is_void<_Tp>>>::type     { };
   template<typename>     struct is_member_pointer;
   template<typename _Tp>     struct is_scalar     : public __or_<is_arithmetic<_Tp>, is_enum<_Tp>, is_pointer<_Tp>,                    is_member_pointer<_Tp>, is_null_pointer<_Tp>>::type     { };
   template<typename _Tp>     struct is_compound     : public __not_<is_fundamental<_Tp>>::type { };
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
   template<typename _Tp>     struct is_polymorphic     : public integral_constant<bool, __is_polymorphic(_Tp)>     { };
   template<typename _Tp>     struct is_final     : public integral_constant<bool, __is_final(_Tp)>     { };
   template<typename _Tp>     struct is_abstract     : public integral_constant<bool, __is_abstract(_Tp)>     { };
   template<typename _Tp,     bool = is_arithmetic<_Tp>::value>     struct __is_signed_helper     : public false_type { };
   template<typename _Tp>     struct __is_signed_helper<_Tp, true>     : public integral_constant<bool, _Tp(-1) < _Tp(0)>     { };
   template<typename _Tp>     struct is_signed     : public __is_signed_helper<_Tp>::type     { };
   template<typename _Tp>     struct is_unsigned     : public __and_<is_arithmetic<_Tp>, __not_<is_signed<_Tp>>>     { };
   template<typename _Tp, typename _Up = _Tp&&>     _Up     __declval(int);
   template<typename _Tp>     _Tp     __declval(long);
   template<typename _Tp>     auto declval() noexcept -> decltype(__declval<_Tp>(0));
   template<typename, unsigned = 0>     struct extent;
   template<typename>     struct remove_all_extents;
   struct __do_is_nt_destructible_impl   {     template<typename _Tp>       static __bool_constant<noexcept(declval<_Tp&>().~_Tp())>       __test(int);     template<typename>       static false_type __test(...);   };
   template<typename _Tp>     struct __is_nt_destructible_impl     : public __do_is_nt_destructible_impl     {       typedef decltype(__test<_Tp>(0)) type;     };
   template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_nt_destructible_safe;
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
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_copy_constructible_impl;
   template<typename _Tp>     struct __is_nothrow_copy_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_nothrow_copy_constructible_impl<_Tp, true>     : public __is_nothrow_constructible_impl<_Tp, const _Tp&>     { };
   template<typename _Tp>     struct is_nothrow_copy_constructible     : public __is_nothrow_copy_constructible_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_nothrow_move_constructible_impl;
   template<typename _Tp>     struct __is_nothrow_move_constructible_impl<_Tp, false>     : public false_type { };
   template<typename _Tp>     struct __is_nothrow_move_constructible_impl<_Tp, true>     : public __is_nothrow_constructible_impl<_Tp, _Tp&&>     { };
   template<typename _Tp>     struct is_nothrow_move_constructible     : public __is_nothrow_move_constructible_impl<_Tp>::type     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, typename _Up>     struct is_assignable     : public __bool_constant<__is_assignable(_Tp, _Up)>     {       static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}),  "template argument must be a complete class or an unbounded array");     };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_copy_assignable_impl;
   template<typename _Tp>     struct __is_copy_assignable_impl<_Tp, false>     : public false_type { };
   template<typename _From, typename _To,            bool = __or_<is_void<_From>, is_function<_To>,                         is_array<_To>>::value>     struct __is_convertible_helper     {       typedef typename is_void<_To>::type type;     };
   template<typename _From, typename _To>     struct is_convertible     : public __is_convertible_helper<_From, _To>::type     { };
   template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __add_lvalue_reference_helper     { typedef _Tp type; };
   template<typename _Tp>     struct add_lvalue_reference     : public __add_lvalue_reference_helper<_Tp>     { };
   template<typename _Tp>     using add_lvalue_reference_t = typename add_lvalue_reference<_Tp>::type;
   template<typename... _Tp>     struct common_type;
   struct __invoke_memobj_deref { };
   template<typename... _Tp>     using common_type_t = typename common_type<_Tp...>::type;
            template<typename _Fn, typename _Tp>     constexpr bool __call_is_nt(__invoke_memobj_deref)     {       return noexcept((*std::declval<_Tp>()).*std::declval<_Fn>());     }
   template<typename _Result, typename _Fn, typename... _Args>     struct __call_is_nothrow     : __bool_constant<  std::__call_is_nt<_Fn, _Args...>(typename _Result::__invoke_type{}
)       >     { };
 template <typename _Tp, typename _Up>   inline constexpr bool is_same_v = __is_same(_Tp, _Up);
 template <typename _From, typename _To>   inline constexpr bool is_convertible_v = is_convertible<_From, _To>::value;
   template<typename... _Tp>     struct common_reference;
   template<typename... _Tp>     using common_reference_t = typename common_reference<_Tp...>::type;
    }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   namespace __detail   {     template<typename _Tp, typename _Up>       concept __same_as = std::is_same_v<_Tp, _Up>;   }
   template<typename _Tp, typename _Up>     concept same_as       = __detail::__same_as<_Tp, _Up> && __detail::__same_as<_Up, _Tp>;
   template<typename _From, typename _To>     concept convertible_to = is_convertible_v<_From, _To>       && requires { static_cast<_To>(std::declval<_From>()); };
   template<typename _Tp, typename _Up>     concept common_reference_with       = same_as<common_reference_t<_Tp, _Up>, common_reference_t<_Up, _Tp>>       && convertible_to<_Tp, common_reference_t<_Tp, _Up>>       && convertible_to<_Up, common_reference_t<_Tp, _Up>>;
   template<typename _Tp, typename _Up>     concept common_with       = same_as<common_type_t<_Tp, _Up>, common_type_t<_Up, _Tp>>       && requires {  static_cast<common_type_t<_Tp, _Up>>(std::declval<_Tp>());  static_cast<common_type_t<_Tp, _Up>>(std::declval<_Up>());       }
       && common_reference_with<add_lvalue_reference_t<const _Tp>,           add_lvalue_reference_t<const _Up>>       && common_reference_with<add_lvalue_reference_t<common_type_t<_Tp, _Up>>,           common_reference_t<      add_lvalue_reference_t<const _Tp>,      add_lvalue_reference_t<const _Up>>>;
 }
  namespace std {
 }
  namespace __gnu_debug {
 }
  namespace std __attribute__ ((__visibility__ ("default"))) {
   template<typename _Tp, typename _Compare>     constexpr     inline const _Tp&     min(const _Tp& __a, const _Tp& __b, _Compare __comp)     {       if (__comp(__b, __a))  return __b;       return __a;     }
   template<typename _Tp, typename _Compare>     constexpr     inline const _Tp&     max(const _Tp& __a, const _Tp& __b, _Compare __comp)     {       if (__comp(__a, __b))  return __b;       return __a;     }
   template<typename _Tp, typename _Compare>     constexpr const _Tp&     clamp(const _Tp& __val, const _Tp& __lo, const _Tp& __hi, _Compare __comp)     {       do { if (std::__is_constant_evaluated() && !bool(!__comp(__hi, __lo))) __builtin_unreachable(); } while (false);       return std::min(std::max(__val, __lo, __comp), __hi, __comp);     }
   template<typename _Arg1, typename _Arg2, typename _Result>     struct binary_function     {       typedef _Arg1 first_argument_type;       typedef _Arg2 second_argument_type;       typedef _Result result_type;     }
 __attribute__ ((__deprecated__));
   template<typename _Tp>     struct greater : public binary_function<_Tp, _Tp, bool>     {       constexpr       bool       operator()(const _Tp& __x, const _Tp& __y) const       { return __x > __y; }     };
 }
  extern "C" {
 typedef struct _IO_FILE FILE;
 extern FILE *stderr;
 }
  void test01() {
   const int& yc = std::clamp(3, 4, 2, std::greater<int>());
   do { if (! (yc == 3)) { __builtin_fprintf(stderr, "%s:%d: %s: Assertion '%s' failed.\n", "1.cc", 37, __PRETTY_FUNCTION__, "yc == 3"); __builtin_abort(); } }
 while (false);
 }
  int main() {
   test01();
 }
