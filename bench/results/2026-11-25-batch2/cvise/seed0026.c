#include "csmith.h"
g_9 ;
func_1() {
  uint32_t l_10 ;
  {
    (((g_9 != l_10) ) );
  }
}
