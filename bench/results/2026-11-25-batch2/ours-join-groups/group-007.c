#include "csmith.h"
  a()
{
    if (~safe_sub_func_uint8_t_u_u(0,0));
}



