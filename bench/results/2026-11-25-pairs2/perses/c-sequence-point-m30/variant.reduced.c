
typedef int16_t; func_29(int32_t)
{
    int16_t *l_60; ((( (safe_mul_func_uint16_t_u_u( ( (( (safe_add_func_int8_t_s_s(((func_37( func_42((((*l_60) = (func_46( ((func_51(((safe_mod_func_int8_t_s_s(((( ((l_60) = (safe_sub_func_uint8_t_u_u())))))))))))))))))))))))))))));
}
