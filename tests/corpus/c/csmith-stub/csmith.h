/* Minimal stand-in for csmith's runtime header (Debian's csmith package does
 * not ship it). It only has to make csmith output preprocess and type-check:
 * declarations of the checksum helpers and of the safe-math wrappers that the
 * generated programs call. Not the real csmith runtime. */
#ifndef CSMITH_STUB_H
#define CSMITH_STUB_H
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t crc32_context = 0xFFFFFFFFUL;
void platform_main_begin(void);
void platform_main_end(uint32_t crc, int flag);
void crc32_gentab(void);
void transparent_crc(uint64_t val, char *vname, int flag);
void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag);

/* Wrapper prototypes, one family per integer type. */
#define CSMITH_SIGNED_OPS(T)                                   \
    T safe_unary_minus_func_##T##_s(T a);                      \
    T safe_add_func_##T##_s_s(T a, T b);                       \
    T safe_sub_func_##T##_s_s(T a, T b);                       \
    T safe_mul_func_##T##_s_s(T a, T b);                       \
    T safe_mod_func_##T##_s_s(T a, T b);                       \
    T safe_div_func_##T##_s_s(T a, T b);                       \
    T safe_lshift_func_##T##_s_s(T a, int b);                  \
    T safe_lshift_func_##T##_s_u(T a, unsigned int b);         \
    T safe_rshift_func_##T##_s_s(T a, int b);                  \
    T safe_rshift_func_##T##_s_u(T a, unsigned int b);
#define CSMITH_UNSIGNED_OPS(T)                                 \
    T safe_unary_minus_func_##T##_u(T a);                      \
    T safe_add_func_##T##_u_u(T a, T b);                       \
    T safe_sub_func_##T##_u_u(T a, T b);                       \
    T safe_mul_func_##T##_u_u(T a, T b);                       \
    T safe_mod_func_##T##_u_u(T a, T b);                       \
    T safe_div_func_##T##_u_u(T a, T b);                       \
    T safe_lshift_func_##T##_u_s(T a, int b);                  \
    T safe_lshift_func_##T##_u_u(T a, unsigned int b);         \
    T safe_rshift_func_##T##_u_s(T a, int b);                  \
    T safe_rshift_func_##T##_u_u(T a, unsigned int b);

CSMITH_SIGNED_OPS(int8_t)
CSMITH_SIGNED_OPS(int16_t)
CSMITH_SIGNED_OPS(int32_t)
CSMITH_SIGNED_OPS(int64_t)
CSMITH_UNSIGNED_OPS(uint8_t)
CSMITH_UNSIGNED_OPS(uint16_t)
CSMITH_UNSIGNED_OPS(uint32_t)
CSMITH_UNSIGNED_OPS(uint64_t)
#endif
