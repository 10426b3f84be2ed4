#include "csmith.h"
 uint64_t b;  c;
a()
{
     c >= b;
}



