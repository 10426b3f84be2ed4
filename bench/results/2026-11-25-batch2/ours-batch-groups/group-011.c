#include "csmith.h"
  b;  a()
{ 
        uint32_t a; a == b;
}



