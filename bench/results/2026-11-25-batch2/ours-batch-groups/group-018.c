#include "csmith.h"
  a()
{
     
safe_sub_func_uint8_t_u_u( 290,0);
}



