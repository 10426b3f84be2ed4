namespace std {
       typedef long unsigned int size_t;
       constexpr inline bool   __is_constant_evaluated() noexcept   {
        return __builtin_is_constant_evaluated();
      }
     }
      namespace std __attribute__ ((__visibility__ ("default"))) {
       template<typename _Tp, _Tp __v>     struct integral_constant     {
          static constexpr _Tp value = __v;
          typedef _Tp value_type;
          typedef integral_constant<_Tp, __v> type;
          constexpr operator value_type() const noexcept {
   return value;
   }
               };
       using true_type = integral_constant<bool, true>;
       using false_type = integral_constant<bool, false>;
       template<bool __v>     using __bool_constant = integral_constant<bool, __v>;
       template<bool>     struct __conditional     {
          template<typename _Tp, typename>  using type = _Tp;
        };
       template<bool _Cond, typename _If, typename _Else>     using __conditional_t       = typename __conditional<_Cond>::template type<_If, _Else>;
       template <typename _Type>     struct __type_identity     {
    };
       template<typename...>     struct __or_;
       template<typename _B1, typename _B2>     struct __or_<_B1, _B2>     : public __conditional_t<_B1::value, _B1, _B2>     {
    };
       template<typename...>     struct __and_;
       template<typename _B1, typename _B2>     struct __and_<_B1, _B2>     : public __conditional_t<_B1::value, _B2, _B1>     {
    };
       template<typename _Pp>     struct __not_     : public __bool_constant<!bool(_Pp::value)>     {
    };
       template<typename... _Bn>     inline constexpr bool __and_v = __and_<_Bn...>::value;
       template<typename>     struct remove_cv;
       template<typename>     struct is_const;
       template <typename _Tp, size_t = sizeof(_Tp)>     constexpr true_type __is_complete_or_unbounded(__type_identity<_Tp>)     {
    return {
  };
    }
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
       template<typename>     struct is_rvalue_reference     : public false_type {
    };
       template<typename _Tp>     struct is_enum     : public integral_constant<bool, __is_enum(_Tp)>     {
    };
       template<typename _Tp>     struct is_function     : public __bool_constant<!is_const<const _Tp>::value> {
    };
       template<typename>     struct __is_null_pointer_helper     : public false_type {
    };
       template<typename _Tp>     struct is_null_pointer     : public __is_null_pointer_helper<__remove_cv_t<_Tp>>::type     {
    };
       template<typename _Tp>     struct is_reference     : public __or_<is_lvalue_reference<_Tp>,                    is_rvalue_reference<_Tp>>::type     {
    };
       template<typename _Tp>     struct is_arithmetic     : public __or_<is_integral<_Tp>, is_floating_point<_Tp>>::type     {
    };
       template<typename>     struct is_member_pointer;
       template<typename _Tp>     struct is_scalar     : public __or_<is_arithmetic<_Tp>, is_enum<_Tp>, is_pointer<_Tp>,                    is_member_pointer<_Tp>, is_null_pointer<_Tp>>::type     {
    };
       template<typename...> using __void_t = void;
       template<typename _Tp, typename = void>     struct __is_referenceable     : public false_type     {
    };
       template<typename _Tp>     struct __is_referenceable<_Tp, __void_t<_Tp&>>     : public true_type     {
    };
       template<typename, unsigned = 0>     struct extent;
       template<typename>     struct remove_all_extents;
       template<typename _Tp>     struct __is_array_unknown_bounds     : public __and_<is_array<_Tp>, __not_<extent<_Tp>>>     {
    };
       struct __do_is_destructible_impl   {
      };
       template<typename _Tp>     struct __is_destructible_impl     : public __do_is_destructible_impl     {
        };
       template<typename _Tp,            bool = __or_<is_void<_Tp>,                         __is_array_unknown_bounds<_Tp>,                         is_function<_Tp>>::value,            bool = __or_<is_reference<_Tp>, is_scalar<_Tp>>::value>     struct __is_destructible_safe;
       template<typename _Tp>     struct __is_destructible_safe<_Tp, false, false>     : public __is_destructible_impl<typename                remove_all_extents<_Tp>::type>::type     {
    };
       template<typename _Tp, typename... _Args>     struct __is_constructible_impl     : public __bool_constant<__is_constructible(_Tp, _Args...)>     {
        };
       template<typename _Tp>     struct is_default_constructible     : public __is_constructible_impl<_Tp>::type     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_copy_constructible_impl;
       template<typename _Tp>     struct __is_copy_constructible_impl<_Tp, true>     : public __is_constructible_impl<_Tp, const _Tp&>     {
    };
       template<typename _Tp>     struct is_copy_constructible     : public __is_copy_constructible_impl<_Tp>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_move_constructible_impl;
       template<typename _Tp>     struct __is_move_constructible_impl<_Tp, true>     : public __is_constructible_impl<_Tp, _Tp&&>     {
    };
       template<typename _Tp>     struct is_move_constructible     : public __is_move_constructible_impl<_Tp>     {
        };
       template<typename _Tp, typename _Up>     struct is_assignable     : public __bool_constant<__is_assignable(_Tp, _Up)>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_copy_assignable_impl;
       template<typename _Tp>     struct __is_copy_assignable_impl<_Tp, true>     : public __bool_constant<__is_assignable(_Tp&, const _Tp&)>     {
    };
       template<typename _Tp>     struct is_copy_assignable     : public __is_copy_assignable_impl<_Tp>::type     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_move_assignable_impl;
       template<typename _Tp>     struct __is_move_assignable_impl<_Tp, true>     : public __bool_constant<__is_assignable(_Tp&, _Tp&&)>     {
    };
       template<typename _Tp>     struct is_move_assignable     : public __is_move_assignable_impl<_Tp>::type     {
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_copy_constructible_impl;
       template<typename _Tp>     struct __is_trivially_copy_constructible_impl<_Tp, true>     : public __and_<__is_copy_constructible_impl<_Tp>,       integral_constant<bool,    __is_trivially_constructible(_Tp, const _Tp&)>>     {
    };
       template<typename _Tp>     struct is_trivially_copy_constructible     : public __is_trivially_copy_constructible_impl<_Tp>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_move_constructible_impl;
       template<typename _Tp>     struct __is_trivially_move_constructible_impl<_Tp, true>     : public __and_<__is_move_constructible_impl<_Tp>,       integral_constant<bool,    __is_trivially_constructible(_Tp, _Tp&&)>>     {
    };
       template<typename _Tp>     struct is_trivially_move_constructible     : public __is_trivially_move_constructible_impl<_Tp>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_copy_assignable_impl;
       template<typename _Tp>     struct __is_trivially_copy_assignable_impl<_Tp, true>     : public __bool_constant<__is_trivially_assignable(_Tp&, const _Tp&)>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp, bool = __is_referenceable<_Tp>::value>     struct __is_trivially_move_assignable_impl;
       template<typename _Tp>     struct __is_trivially_move_assignable_impl<_Tp, true>     : public __bool_constant<__is_trivially_assignable(_Tp&, _Tp&&)>     {
          static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{
  }
   ),  "template argument must be a complete class or an unbounded array");
        };
       template<typename _Tp>     struct is_trivially_destructible     : public __and_<__is_destructible_safe<_Tp>,       __bool_constant<__has_trivial_destructor(_Tp)>>     {
    };
       template<typename _Tp>     struct remove_reference     {
    typedef _Tp type;
    };
     template <typename _Tp>   inline constexpr bool is_copy_constructible_v =     is_copy_constructible<_Tp>::value;
     template <typename _Tp>   inline constexpr bool is_move_constructible_v =     is_move_constructible<_Tp>::value;
     template <typename _Tp>   inline constexpr bool is_trivially_copy_constructible_v =     is_trivially_copy_constructible<_Tp>::value;
     template <typename _Tp>   inline constexpr bool is_trivially_move_constructible_v =     is_trivially_move_constructible<_Tp>::value;
     }
      namespace std __attribute__ ((__visibility__ ("default"))) {
       template<typename _Tp>     [[__nodiscard__]]     constexpr typename std::remove_reference<_Tp>::type&&     move(_Tp&& __t) noexcept     {
    return static_cast<typename std::remove_reference<_Tp>::type&&>(__t);
    }
     }
      namespace std {
       template<class _E>     class initializer_list     {
          typedef size_t size_type;
          typedef const _E* iterator;
        private:       iterator _M_array;
          size_type _M_len;
               public:                                 };
     template<bool _Copy, bool _CopyAssignment,          bool _Move, bool _MoveAssignment,          typename _Tag = void>   struct _Enable_copy_move {
    };
     }
      namespace std __attribute__ ((__visibility__ ("default"))) {
       struct in_place_t {
   };
     }
      namespace std {
       template<typename _Tp, typename _Dp>     class _Optional_base_impl     {
        };
       template<typename _Tp,     bool = is_trivially_copy_constructible_v<_Tp>,     bool = is_trivially_move_constructible_v<_Tp>>     struct _Optional_base     : _Optional_base_impl<_Tp, _Optional_base<_Tp>>     {
        };
       template<typename _Tp>     class optional     : private _Optional_base<_Tp>,       private _Enable_copy_move<  is_copy_constructible_v<_Tp>,  __and_v<is_copy_constructible<_Tp>, is_copy_assignable<_Tp>>,  is_move_constructible_v<_Tp>,  __and_v<is_move_constructible<_Tp>, is_move_assignable<_Tp>>,  optional<_Tp>>     {
        };
     }
      struct no_default_constructor {
     };
      int main() {
       {
        using T = no_default_constructor;
        using O = std::optional<T>;
        {
   O o;
   auto moved_to = std::move(o);
   }
      }
     }
