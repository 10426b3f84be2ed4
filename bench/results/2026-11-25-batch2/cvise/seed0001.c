#include "csmith.h"
g_9 ;
func_1() {
  int32_t l_7 ;
  int16_t l_8 = ((((
              (((l_7))), 0UL)) ) < l_8);
}
