#include "csmith.h"
 uint32_t b;  c;
a()
{ 
     b < c;
}



