#include "csmith.h"
void func_1() {
         int64_t l_2 = (l_2 & 1UL) == l_2;
       }
