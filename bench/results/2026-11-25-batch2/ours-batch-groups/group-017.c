#include "csmith.h"
 uint32_t b;
a()
{ 
     a() <= b;
}



