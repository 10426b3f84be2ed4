 typedef signed char __int8_t;
     typedef signed int __int32_t;
     typedef unsigned int __uint32_t;
     typedef signed long int __int64_t;
     typedef __int8_t int8_t;
     typedef __int32_t int32_t;
     typedef __int64_t int64_t;
     typedef __uint32_t uint32_t;
     union U0 {
       const uint32_t f0;
    };
     union U1 {
       unsigned f1 : 14;
       unsigned f2 : 14;
    };
     static int64_t g_2[2] = {
   0x63F9E923E64F1479LL,0x63F9E923E64F1479LL};
     static union U1 g_23 = {
   0x94BB489FL};
     static int8_t g_25 = (-5L);
     static volatile int64_t g_42 = 0x45C5BB085CA7DBC8LL;
     static int32_t g_74[4] = {
   0xBB3A51F8L,0xBB3A51F8L,0xBB3A51F8L,0xBB3A51F8L};
       static int32_t func_7(int32_t p_8, int32_t p_9, union U0 p_10, int8_t * p_11) {
        int32_t l_56 = 0L;
        int32_t *l_71 = &l_56;
        (*l_71) = (((safe_sub_func_uint16_t_u_u(((~1UL) || ((((((safe_rshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u(l_56, (((((void*)0 != &g_25) & 0x9EL) && l_56) , ((safe_lshift_func_int8_t_s_s(((((0x6F80L >= (((safe_rshift_func_int16_t_s_u(((safe_add_func_uint32_t_u_u((((*p_11) = (safe_div_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(l_56, (p_11 != &g_25))), p_8)), l_56)) || 65530UL), 246UL))) <= l_56), g_23.f2)) , g_25), 13)) | 65532UL) && (-3L))) <= g_23.f1) || 0xCF96537570C98F2CLL) <= l_56), 2)) <= l_56)))), g_42)) < l_56) > 6UL) > p_10.f0) >= l_56) & g_23.f2)), 0x9EC8L)) , l_56) & 0x98E9ECA6L);
    }
