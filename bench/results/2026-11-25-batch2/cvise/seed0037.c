#include "csmith.h"
uint64_t g_4 ;
func_1() {
  int16_t l_2 = (((l_2) >= g_4) );
}
