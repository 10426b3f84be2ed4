/* Unpreprocessed source: directives stay on their own channel. */
#include <stddef.h>
#include "stddef.h"
#define MAX(a, b) \
    ((a) > (b) ? (a) : (b))
#define STR(x) #x
#define CAT(a, b) a ## b
#if defined(__GNUC__) && __GNUC__ >= 4 /* comment
   spanning lines */
int gnu = 1;
#elif 0
int not_gnu = 1;
#else
#error "unsupported"
#endif
  #  ifdef INDENTED
int indented;
    #endif
#pragma once
#line 100 "renamed.c"
int after_directives = 2; // line comment
// comment with continuation \
   still a comment
int last;
