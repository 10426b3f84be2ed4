#include "csmith.h"
 uint16_t b;  a()
{ 
    b = 0x10000;
}



