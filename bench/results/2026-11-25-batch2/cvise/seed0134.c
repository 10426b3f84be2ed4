#include "csmith.h"
void g_9() {
       safe_sub_func_uint8_t_u_u(291, g_9);
       }
