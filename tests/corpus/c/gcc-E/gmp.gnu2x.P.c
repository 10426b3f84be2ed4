// gcc-flags: -std=gnu2x
typedef long int ptrdiff_t;
typedef long unsigned int size_t;
typedef int wchar_t;
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;

extern long int __sysconf (int __name) __attribute__ ((__nothrow__ , __leaf__));

typedef unsigned long int mp_limb_t;
typedef long int mp_limb_signed_t;
typedef unsigned long int mp_bitcnt_t;
typedef struct
{
  int _mp_alloc;
  int _mp_size;
  mp_limb_t *_mp_d;
} __mpz_struct;
typedef __mpz_struct MP_INT;
typedef __mpz_struct mpz_t[1];
typedef mp_limb_t * mp_ptr;
typedef const mp_limb_t * mp_srcptr;
typedef long int mp_size_t;
typedef long int mp_exp_t;
typedef struct
{
  __mpz_struct _mp_num;
  __mpz_struct _mp_den;
} __mpq_struct;
typedef __mpq_struct MP_RAT;
typedef __mpq_struct mpq_t[1];
typedef struct
{
  int _mp_prec;
  int _mp_size;
  mp_exp_t _mp_exp;
  mp_limb_t *_mp_d;
} __mpf_struct;
typedef __mpf_struct mpf_t[1];
typedef enum
{
  GMP_RAND_ALG_DEFAULT = 0,
  GMP_RAND_ALG_LC = GMP_RAND_ALG_DEFAULT
} gmp_randalg_t;
typedef struct
{
  mpz_t _mp_seed;
  gmp_randalg_t _mp_alg;
  union {
    void *_mp_lc;
  } _mp_algdata;
} __gmp_randstate_struct;
typedef __gmp_randstate_struct gmp_randstate_t[1];
typedef const __mpz_struct *mpz_srcptr;
typedef __mpz_struct *mpz_ptr;
typedef const __mpf_struct *mpf_srcptr;
typedef __mpf_struct *mpf_ptr;
typedef const __mpq_struct *mpq_srcptr;
typedef __mpq_struct *mpq_ptr;
 void __gmp_set_memory_functions (void *(*) (size_t),
          void *(*) (void *, size_t, size_t),
          void (*) (void *, size_t)) ;
 void __gmp_get_memory_functions (void *(**) (size_t),
          void *(**) (void *, size_t, size_t),
          void (**) (void *, size_t)) ;
 extern const int __gmp_bits_per_limb;
 extern int __gmp_errno;
 extern const char * const __gmp_version;
 void __gmp_randinit (gmp_randstate_t, gmp_randalg_t, ...);
 void __gmp_randinit_default (gmp_randstate_t);
 void __gmp_randinit_lc_2exp (gmp_randstate_t, mpz_srcptr, unsigned long int, mp_bitcnt_t);
 int __gmp_randinit_lc_2exp_size (gmp_randstate_t, mp_bitcnt_t);
 void __gmp_randinit_mt (gmp_randstate_t);
 void __gmp_randinit_set (gmp_randstate_t, const __gmp_randstate_struct *);
 void __gmp_randseed (gmp_randstate_t, mpz_srcptr);
 void __gmp_randseed_ui (gmp_randstate_t, unsigned long int);
 void __gmp_randclear (gmp_randstate_t);
 unsigned long __gmp_urandomb_ui (gmp_randstate_t, unsigned long);
 unsigned long __gmp_urandomm_ui (gmp_randstate_t, unsigned long);
 int __gmp_asprintf (char **, const char *, ...);
 int __gmp_printf (const char *, ...);
 int __gmp_snprintf (char *, size_t, const char *, ...);
 int __gmp_sprintf (char *, const char *, ...);
 int __gmp_scanf (const char *, ...);
 int __gmp_sscanf (const char *, const char *, ...);
 void *__gmpz_realloc (mpz_ptr, mp_size_t);
 void __gmpz_abs (mpz_ptr, mpz_srcptr);
 void __gmpz_add (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_add_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_addmul (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_addmul_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_and (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_array_init (mpz_ptr, mp_size_t, mp_size_t);
 void __gmpz_bin_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_bin_uiui (mpz_ptr, unsigned long int, unsigned long int);
 void __gmpz_cdiv_q (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_cdiv_q_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_cdiv_q_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_cdiv_qr (mpz_ptr, mpz_ptr, mpz_srcptr, mpz_srcptr);
 unsigned long int __gmpz_cdiv_qr_ui (mpz_ptr, mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_cdiv_r (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_cdiv_r_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_cdiv_r_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 unsigned long int __gmpz_cdiv_ui (mpz_srcptr, unsigned long int) __attribute__ ((__pure__));
 void __gmpz_clear (mpz_ptr);
 void __gmpz_clears (mpz_ptr, ...);
 void __gmpz_clrbit (mpz_ptr, mp_bitcnt_t);
 int __gmpz_cmp (mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_cmp_d (mpz_srcptr, double) __attribute__ ((__pure__));
 int __gmpz_cmp_si (mpz_srcptr, signed long int) __attribute__ ((__pure__));
 int __gmpz_cmp_ui (mpz_srcptr, unsigned long int) __attribute__ ((__pure__));
 int __gmpz_cmpabs (mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_cmpabs_d (mpz_srcptr, double) __attribute__ ((__pure__));
 int __gmpz_cmpabs_ui (mpz_srcptr, unsigned long int) __attribute__ ((__pure__));
 void __gmpz_com (mpz_ptr, mpz_srcptr);
 void __gmpz_combit (mpz_ptr, mp_bitcnt_t);
 int __gmpz_congruent_p (mpz_srcptr, mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_congruent_2exp_p (mpz_srcptr, mpz_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 int __gmpz_congruent_ui_p (mpz_srcptr, unsigned long, unsigned long) __attribute__ ((__pure__));
 void __gmpz_divexact (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_divexact_ui (mpz_ptr, mpz_srcptr, unsigned long);
 int __gmpz_divisible_p (mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_divisible_ui_p (mpz_srcptr, unsigned long) __attribute__ ((__pure__));
 int __gmpz_divisible_2exp_p (mpz_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 void __gmpz_dump (mpz_srcptr);
 void *__gmpz_export (void *, size_t *, int, size_t, int, size_t, mpz_srcptr);
 void __gmpz_fac_ui (mpz_ptr, unsigned long int);
 void __gmpz_2fac_ui (mpz_ptr, unsigned long int);
 void __gmpz_mfac_uiui (mpz_ptr, unsigned long int, unsigned long int);
 void __gmpz_primorial_ui (mpz_ptr, unsigned long int);
 void __gmpz_fdiv_q (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_fdiv_q_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_fdiv_q_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_fdiv_qr (mpz_ptr, mpz_ptr, mpz_srcptr, mpz_srcptr);
 unsigned long int __gmpz_fdiv_qr_ui (mpz_ptr, mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_fdiv_r (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_fdiv_r_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_fdiv_r_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 unsigned long int __gmpz_fdiv_ui (mpz_srcptr, unsigned long int) __attribute__ ((__pure__));
 void __gmpz_fib_ui (mpz_ptr, unsigned long int);
 void __gmpz_fib2_ui (mpz_ptr, mpz_ptr, unsigned long int);
 int __gmpz_fits_sint_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_fits_slong_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_fits_sshort_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_fits_uint_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_fits_ulong_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_fits_ushort_p (mpz_srcptr) __attribute__ ((__pure__));
 void __gmpz_gcd (mpz_ptr, mpz_srcptr, mpz_srcptr);
 unsigned long int __gmpz_gcd_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_gcdext (mpz_ptr, mpz_ptr, mpz_ptr, mpz_srcptr, mpz_srcptr);
 double __gmpz_get_d (mpz_srcptr) __attribute__ ((__pure__));
 double __gmpz_get_d_2exp (signed long int *, mpz_srcptr);
 long int __gmpz_get_si (mpz_srcptr) __attribute__ ((__pure__));
 char *__gmpz_get_str (char *, int, mpz_srcptr);
 unsigned long int __gmpz_get_ui (mpz_srcptr) __attribute__ ((__pure__));
 mp_limb_t __gmpz_getlimbn (mpz_srcptr, mp_size_t) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpz_hamdist (mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 void __gmpz_import (mpz_ptr, size_t, int, size_t, int, size_t, const void *);
 void __gmpz_init (mpz_ptr) ;
 void __gmpz_init2 (mpz_ptr, mp_bitcnt_t);
 void __gmpz_inits (mpz_ptr, ...) ;
 void __gmpz_init_set (mpz_ptr, mpz_srcptr);
 void __gmpz_init_set_d (mpz_ptr, double);
 void __gmpz_init_set_si (mpz_ptr, signed long int);
 int __gmpz_init_set_str (mpz_ptr, const char *, int);
 void __gmpz_init_set_ui (mpz_ptr, unsigned long int);
 int __gmpz_invert (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_ior (mpz_ptr, mpz_srcptr, mpz_srcptr);
 int __gmpz_jacobi (mpz_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_kronecker_si (mpz_srcptr, long) __attribute__ ((__pure__));
 int __gmpz_kronecker_ui (mpz_srcptr, unsigned long) __attribute__ ((__pure__));
 int __gmpz_si_kronecker (long, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_ui_kronecker (unsigned long, mpz_srcptr) __attribute__ ((__pure__));
 void __gmpz_lcm (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_lcm_ui (mpz_ptr, mpz_srcptr, unsigned long);
 void __gmpz_lucnum_ui (mpz_ptr, unsigned long int);
 void __gmpz_lucnum2_ui (mpz_ptr, mpz_ptr, unsigned long int);
 int __gmpz_millerrabin (mpz_srcptr, int) __attribute__ ((__pure__));
 void __gmpz_mod (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_mul (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_mul_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 void __gmpz_mul_si (mpz_ptr, mpz_srcptr, long int);
 void __gmpz_mul_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_neg (mpz_ptr, mpz_srcptr);
 void __gmpz_nextprime (mpz_ptr, mpz_srcptr);
 int __gmpz_perfect_power_p (mpz_srcptr) __attribute__ ((__pure__));
 int __gmpz_perfect_square_p (mpz_srcptr) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpz_popcount (mpz_srcptr) __attribute__ ((__pure__));
 void __gmpz_pow_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_powm (mpz_ptr, mpz_srcptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_powm_sec (mpz_ptr, mpz_srcptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_powm_ui (mpz_ptr, mpz_srcptr, unsigned long int, mpz_srcptr);
 int __gmpz_probab_prime_p (mpz_srcptr, int) __attribute__ ((__pure__));
 void __gmpz_random (mpz_ptr, mp_size_t);
 void __gmpz_random2 (mpz_ptr, mp_size_t);
 void __gmpz_realloc2 (mpz_ptr, mp_bitcnt_t);
 mp_bitcnt_t __gmpz_remove (mpz_ptr, mpz_srcptr, mpz_srcptr);
 int __gmpz_root (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_rootrem (mpz_ptr, mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_rrandomb (mpz_ptr, gmp_randstate_t, mp_bitcnt_t);
 mp_bitcnt_t __gmpz_scan0 (mpz_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpz_scan1 (mpz_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 void __gmpz_set (mpz_ptr, mpz_srcptr);
 void __gmpz_set_d (mpz_ptr, double);
 void __gmpz_set_f (mpz_ptr, mpf_srcptr);
 void __gmpz_set_q (mpz_ptr, mpq_srcptr);
 void __gmpz_set_si (mpz_ptr, signed long int);
 int __gmpz_set_str (mpz_ptr, const char *, int);
 void __gmpz_set_ui (mpz_ptr, unsigned long int);
 void __gmpz_setbit (mpz_ptr, mp_bitcnt_t);
 size_t __gmpz_size (mpz_srcptr) __attribute__ ((__pure__));
 size_t __gmpz_sizeinbase (mpz_srcptr, int) __attribute__ ((__pure__));
 void __gmpz_sqrt (mpz_ptr, mpz_srcptr);
 void __gmpz_sqrtrem (mpz_ptr, mpz_ptr, mpz_srcptr);
 void __gmpz_sub (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_sub_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_ui_sub (mpz_ptr, unsigned long int, mpz_srcptr);
 void __gmpz_submul (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_submul_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_swap (mpz_ptr, mpz_ptr) ;
 unsigned long int __gmpz_tdiv_ui (mpz_srcptr, unsigned long int) __attribute__ ((__pure__));
 void __gmpz_tdiv_q (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_tdiv_q_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_tdiv_q_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_tdiv_qr (mpz_ptr, mpz_ptr, mpz_srcptr, mpz_srcptr);
 unsigned long int __gmpz_tdiv_qr_ui (mpz_ptr, mpz_ptr, mpz_srcptr, unsigned long int);
 void __gmpz_tdiv_r (mpz_ptr, mpz_srcptr, mpz_srcptr);
 void __gmpz_tdiv_r_2exp (mpz_ptr, mpz_srcptr, mp_bitcnt_t);
 unsigned long int __gmpz_tdiv_r_ui (mpz_ptr, mpz_srcptr, unsigned long int);
 int __gmpz_tstbit (mpz_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 void __gmpz_ui_pow_ui (mpz_ptr, unsigned long int, unsigned long int);
 void __gmpz_urandomb (mpz_ptr, gmp_randstate_t, mp_bitcnt_t);
 void __gmpz_urandomm (mpz_ptr, gmp_randstate_t, mpz_srcptr);
 void __gmpz_xor (mpz_ptr, mpz_srcptr, mpz_srcptr);
 mp_srcptr __gmpz_limbs_read (mpz_srcptr);
 mp_ptr __gmpz_limbs_write (mpz_ptr, mp_size_t);
 mp_ptr __gmpz_limbs_modify (mpz_ptr, mp_size_t);
 void __gmpz_limbs_finish (mpz_ptr, mp_size_t);
 mpz_srcptr __gmpz_roinit_n (mpz_ptr, mp_srcptr, mp_size_t);
 void __gmpq_abs (mpq_ptr, mpq_srcptr);
 void __gmpq_add (mpq_ptr, mpq_srcptr, mpq_srcptr);
 void __gmpq_canonicalize (mpq_ptr);
 void __gmpq_clear (mpq_ptr);
 void __gmpq_clears (mpq_ptr, ...);
 int __gmpq_cmp (mpq_srcptr, mpq_srcptr) __attribute__ ((__pure__));
 int __gmpq_cmp_si (mpq_srcptr, long, unsigned long) __attribute__ ((__pure__));
 int __gmpq_cmp_ui (mpq_srcptr, unsigned long int, unsigned long int) __attribute__ ((__pure__));
 int __gmpq_cmp_z (mpq_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 void __gmpq_div (mpq_ptr, mpq_srcptr, mpq_srcptr);
 void __gmpq_div_2exp (mpq_ptr, mpq_srcptr, mp_bitcnt_t);
 int __gmpq_equal (mpq_srcptr, mpq_srcptr) __attribute__ ((__pure__));
 void __gmpq_get_num (mpz_ptr, mpq_srcptr);
 void __gmpq_get_den (mpz_ptr, mpq_srcptr);
 double __gmpq_get_d (mpq_srcptr) __attribute__ ((__pure__));
 char *__gmpq_get_str (char *, int, mpq_srcptr);
 void __gmpq_init (mpq_ptr);
 void __gmpq_inits (mpq_ptr, ...);
 void __gmpq_inv (mpq_ptr, mpq_srcptr);
 void __gmpq_mul (mpq_ptr, mpq_srcptr, mpq_srcptr);
 void __gmpq_mul_2exp (mpq_ptr, mpq_srcptr, mp_bitcnt_t);
 void __gmpq_neg (mpq_ptr, mpq_srcptr);
 void __gmpq_set (mpq_ptr, mpq_srcptr);
 void __gmpq_set_d (mpq_ptr, double);
 void __gmpq_set_den (mpq_ptr, mpz_srcptr);
 void __gmpq_set_f (mpq_ptr, mpf_srcptr);
 void __gmpq_set_num (mpq_ptr, mpz_srcptr);
 void __gmpq_set_si (mpq_ptr, signed long int, unsigned long int);
 int __gmpq_set_str (mpq_ptr, const char *, int);
 void __gmpq_set_ui (mpq_ptr, unsigned long int, unsigned long int);
 void __gmpq_set_z (mpq_ptr, mpz_srcptr);
 void __gmpq_sub (mpq_ptr, mpq_srcptr, mpq_srcptr);
 void __gmpq_swap (mpq_ptr, mpq_ptr) ;
 void __gmpf_abs (mpf_ptr, mpf_srcptr);
 void __gmpf_add (mpf_ptr, mpf_srcptr, mpf_srcptr);
 void __gmpf_add_ui (mpf_ptr, mpf_srcptr, unsigned long int);
 void __gmpf_ceil (mpf_ptr, mpf_srcptr);
 void __gmpf_clear (mpf_ptr);
 void __gmpf_clears (mpf_ptr, ...);
 int __gmpf_cmp (mpf_srcptr, mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_cmp_z (mpf_srcptr, mpz_srcptr) __attribute__ ((__pure__));
 int __gmpf_cmp_d (mpf_srcptr, double) __attribute__ ((__pure__));
 int __gmpf_cmp_si (mpf_srcptr, signed long int) __attribute__ ((__pure__));
 int __gmpf_cmp_ui (mpf_srcptr, unsigned long int) __attribute__ ((__pure__));
 void __gmpf_div (mpf_ptr, mpf_srcptr, mpf_srcptr);
 void __gmpf_div_2exp (mpf_ptr, mpf_srcptr, mp_bitcnt_t);
 void __gmpf_div_ui (mpf_ptr, mpf_srcptr, unsigned long int);
 void __gmpf_dump (mpf_srcptr);
 int __gmpf_eq (mpf_srcptr, mpf_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 int __gmpf_fits_sint_p (mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_fits_slong_p (mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_fits_sshort_p (mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_fits_uint_p (mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_fits_ulong_p (mpf_srcptr) __attribute__ ((__pure__));
 int __gmpf_fits_ushort_p (mpf_srcptr) __attribute__ ((__pure__));
 void __gmpf_floor (mpf_ptr, mpf_srcptr);
 double __gmpf_get_d (mpf_srcptr) __attribute__ ((__pure__));
 double __gmpf_get_d_2exp (signed long int *, mpf_srcptr);
 mp_bitcnt_t __gmpf_get_default_prec (void) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpf_get_prec (mpf_srcptr) __attribute__ ((__pure__));
 long __gmpf_get_si (mpf_srcptr) __attribute__ ((__pure__));
 char *__gmpf_get_str (char *, mp_exp_t *, int, size_t, mpf_srcptr);
 unsigned long __gmpf_get_ui (mpf_srcptr) __attribute__ ((__pure__));
 void __gmpf_init (mpf_ptr);
 void __gmpf_init2 (mpf_ptr, mp_bitcnt_t);
 void __gmpf_inits (mpf_ptr, ...);
 void __gmpf_init_set (mpf_ptr, mpf_srcptr);
 void __gmpf_init_set_d (mpf_ptr, double);
 void __gmpf_init_set_si (mpf_ptr, signed long int);
 int __gmpf_init_set_str (mpf_ptr, const char *, int);
 void __gmpf_init_set_ui (mpf_ptr, unsigned long int);
 int __gmpf_integer_p (mpf_srcptr) __attribute__ ((__pure__));
 void __gmpf_mul (mpf_ptr, mpf_srcptr, mpf_srcptr);
 void __gmpf_mul_2exp (mpf_ptr, mpf_srcptr, mp_bitcnt_t);
 void __gmpf_mul_ui (mpf_ptr, mpf_srcptr, unsigned long int);
 void __gmpf_neg (mpf_ptr, mpf_srcptr);
 void __gmpf_pow_ui (mpf_ptr, mpf_srcptr, unsigned long int);
 void __gmpf_random2 (mpf_ptr, mp_size_t, mp_exp_t);
 void __gmpf_reldiff (mpf_ptr, mpf_srcptr, mpf_srcptr);
 void __gmpf_set (mpf_ptr, mpf_srcptr);
 void __gmpf_set_d (mpf_ptr, double);
 void __gmpf_set_default_prec (mp_bitcnt_t) ;
 void __gmpf_set_prec (mpf_ptr, mp_bitcnt_t);
 void __gmpf_set_prec_raw (mpf_ptr, mp_bitcnt_t) ;
 void __gmpf_set_q (mpf_ptr, mpq_srcptr);
 void __gmpf_set_si (mpf_ptr, signed long int);
 int __gmpf_set_str (mpf_ptr, const char *, int);
 void __gmpf_set_ui (mpf_ptr, unsigned long int);
 void __gmpf_set_z (mpf_ptr, mpz_srcptr);
 size_t __gmpf_size (mpf_srcptr) __attribute__ ((__pure__));
 void __gmpf_sqrt (mpf_ptr, mpf_srcptr);
 void __gmpf_sqrt_ui (mpf_ptr, unsigned long int);
 void __gmpf_sub (mpf_ptr, mpf_srcptr, mpf_srcptr);
 void __gmpf_sub_ui (mpf_ptr, mpf_srcptr, unsigned long int);
 void __gmpf_swap (mpf_ptr, mpf_ptr) ;
 void __gmpf_trunc (mpf_ptr, mpf_srcptr);
 void __gmpf_ui_div (mpf_ptr, unsigned long int, mpf_srcptr);
 void __gmpf_ui_sub (mpf_ptr, unsigned long int, mpf_srcptr);
 void __gmpf_urandomb (mpf_t, gmp_randstate_t, mp_bitcnt_t);
 mp_limb_t __gmpn_add (mp_ptr, mp_srcptr, mp_size_t, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_add_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t) ;
 mp_limb_t __gmpn_add_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_addmul_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t);
 int __gmpn_cmp (mp_srcptr, mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 int __gmpn_zero_p (mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 void __gmpn_divexact_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t);
 mp_limb_t __gmpn_divexact_by3c (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t);
 mp_limb_t __gmpn_divrem (mp_ptr, mp_size_t, mp_ptr, mp_size_t, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_divrem_1 (mp_ptr, mp_size_t, mp_srcptr, mp_size_t, mp_limb_t);
 mp_limb_t __gmpn_divrem_2 (mp_ptr, mp_size_t, mp_ptr, mp_size_t, mp_srcptr);
 mp_limb_t __gmpn_div_qr_1 (mp_ptr, mp_limb_t *, mp_srcptr, mp_size_t, mp_limb_t);
 mp_limb_t __gmpn_div_qr_2 (mp_ptr, mp_ptr, mp_srcptr, mp_size_t, mp_srcptr);
 mp_size_t __gmpn_gcd (mp_ptr, mp_ptr, mp_size_t, mp_ptr, mp_size_t);
 mp_limb_t __gmpn_gcd_11 (mp_limb_t, mp_limb_t) __attribute__ ((__pure__));
 mp_limb_t __gmpn_gcd_1 (mp_srcptr, mp_size_t, mp_limb_t) __attribute__ ((__pure__));
 mp_limb_t __gmpn_gcdext_1 (mp_limb_signed_t *, mp_limb_signed_t *, mp_limb_t, mp_limb_t);
 mp_size_t __gmpn_gcdext (mp_ptr, mp_ptr, mp_size_t *, mp_ptr, mp_size_t, mp_ptr, mp_size_t);
 size_t __gmpn_get_str (unsigned char *, int, mp_ptr, mp_size_t);
 mp_bitcnt_t __gmpn_hamdist (mp_srcptr, mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 mp_limb_t __gmpn_lshift (mp_ptr, mp_srcptr, mp_size_t, unsigned int);
 mp_limb_t __gmpn_mod_1 (mp_srcptr, mp_size_t, mp_limb_t) __attribute__ ((__pure__));
 mp_limb_t __gmpn_mul (mp_ptr, mp_srcptr, mp_size_t, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_mul_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t);
 void __gmpn_mul_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_sqr (mp_ptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_neg (mp_ptr, mp_srcptr, mp_size_t);
 void __gmpn_com (mp_ptr, mp_srcptr, mp_size_t);
 int __gmpn_perfect_square_p (mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 int __gmpn_perfect_power_p (mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpn_popcount (mp_srcptr, mp_size_t) __attribute__ ((__pure__));
 mp_size_t __gmpn_pow_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t, mp_ptr);
 mp_limb_t __gmpn_preinv_mod_1 (mp_srcptr, mp_size_t, mp_limb_t, mp_limb_t) __attribute__ ((__pure__));
 void __gmpn_random (mp_ptr, mp_size_t);
 void __gmpn_random2 (mp_ptr, mp_size_t);
 mp_limb_t __gmpn_rshift (mp_ptr, mp_srcptr, mp_size_t, unsigned int);
 mp_bitcnt_t __gmpn_scan0 (mp_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 mp_bitcnt_t __gmpn_scan1 (mp_srcptr, mp_bitcnt_t) __attribute__ ((__pure__));
 mp_size_t __gmpn_set_str (mp_ptr, const unsigned char *, size_t, int);
 size_t __gmpn_sizeinbase (mp_srcptr, mp_size_t, int);
 mp_size_t __gmpn_sqrtrem (mp_ptr, mp_ptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_sub (mp_ptr, mp_srcptr, mp_size_t, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_sub_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t) ;
 mp_limb_t __gmpn_sub_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_submul_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t);
 void __gmpn_tdiv_qr (mp_ptr, mp_ptr, mp_size_t, mp_srcptr, mp_size_t, mp_srcptr, mp_size_t);
 void __gmpn_and_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_andn_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_nand_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_ior_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_iorn_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_nior_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_xor_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_xnor_n (mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 void __gmpn_copyi (mp_ptr, mp_srcptr, mp_size_t);
 void __gmpn_copyd (mp_ptr, mp_srcptr, mp_size_t);
 void __gmpn_zero (mp_ptr, mp_size_t);
 mp_limb_t __gmpn_cnd_add_n (mp_limb_t, mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_cnd_sub_n (mp_limb_t, mp_ptr, mp_srcptr, mp_srcptr, mp_size_t);
 mp_limb_t __gmpn_sec_add_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t, mp_ptr);
 mp_size_t __gmpn_sec_add_1_itch (mp_size_t) __attribute__ ((__pure__));
 mp_limb_t __gmpn_sec_sub_1 (mp_ptr, mp_srcptr, mp_size_t, mp_limb_t, mp_ptr);
 mp_size_t __gmpn_sec_sub_1_itch (mp_size_t) __attribute__ ((__pure__));
 void __gmpn_cnd_swap (mp_limb_t, volatile mp_limb_t *, volatile mp_limb_t *, mp_size_t);
 void __gmpn_sec_mul (mp_ptr, mp_srcptr, mp_size_t, mp_srcptr, mp_size_t, mp_ptr);
 mp_size_t __gmpn_sec_mul_itch (mp_size_t, mp_size_t) __attribute__ ((__pure__));
 void __gmpn_sec_sqr (mp_ptr, mp_srcptr, mp_size_t, mp_ptr);
 mp_size_t __gmpn_sec_sqr_itch (mp_size_t) __attribute__ ((__pure__));
 void __gmpn_sec_powm (mp_ptr, mp_srcptr, mp_size_t, mp_srcptr, mp_bitcnt_t, mp_srcptr, mp_size_t, mp_ptr);
 mp_size_t __gmpn_sec_powm_itch (mp_size_t, mp_bitcnt_t, mp_size_t) __attribute__ ((__pure__));
 void __gmpn_sec_tabselect (volatile mp_limb_t *, volatile const mp_limb_t *, mp_size_t, mp_size_t, mp_size_t);
 mp_limb_t __gmpn_sec_div_qr (mp_ptr, mp_ptr, mp_size_t, mp_srcptr, mp_size_t, mp_ptr);
 mp_size_t __gmpn_sec_div_qr_itch (mp_size_t, mp_size_t) __attribute__ ((__pure__));
 void __gmpn_sec_div_r (mp_ptr, mp_size_t, mp_srcptr, mp_size_t, mp_ptr);
 mp_size_t __gmpn_sec_div_r_itch (mp_size_t, mp_size_t) __attribute__ ((__pure__));
 int __gmpn_sec_invert (mp_ptr, mp_ptr, mp_srcptr, mp_size_t, mp_bitcnt_t, mp_ptr);
 mp_size_t __gmpn_sec_invert_itch (mp_size_t) __attribute__ ((__pure__));
extern __inline__ __attribute__ ((__gnu_inline__)) void
__gmpz_abs (mpz_ptr __gmp_w, mpz_srcptr __gmp_u)
{
  if (__gmp_w != __gmp_u)
    __gmpz_set (__gmp_w, __gmp_u);
  __gmp_w->_mp_size = ((__gmp_w->_mp_size) >= 0 ? (__gmp_w->_mp_size) : -(__gmp_w->_mp_size));
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpz_fits_uint_p (mpz_srcptr __gmp_z)
{
  mp_size_t __gmp_n = __gmp_z->_mp_size; mp_ptr __gmp_p = __gmp_z->_mp_d; return (__gmp_n == 0 || (__gmp_n == 1 && __gmp_p[0] <= (0x7fffffff * 2U + 1U)));;
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpz_fits_ulong_p (mpz_srcptr __gmp_z)
{
  mp_size_t __gmp_n = __gmp_z->_mp_size; mp_ptr __gmp_p = __gmp_z->_mp_d; return (__gmp_n == 0 || (__gmp_n == 1 && __gmp_p[0] <= (0x7fffffffffffffffL * 2UL + 1UL)));;
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpz_fits_ushort_p (mpz_srcptr __gmp_z)
{
  mp_size_t __gmp_n = __gmp_z->_mp_size; mp_ptr __gmp_p = __gmp_z->_mp_d; return (__gmp_n == 0 || (__gmp_n == 1 && __gmp_p[0] <= (0x7fff * 2 + 1)));;
}
extern __inline__ __attribute__ ((__gnu_inline__))
unsigned long
__gmpz_get_ui (mpz_srcptr __gmp_z)
{
  mp_ptr __gmp_p = __gmp_z->_mp_d;
  mp_size_t __gmp_n = __gmp_z->_mp_size;
  mp_limb_t __gmp_l = __gmp_p[0];
  return (__gmp_n != 0 ? __gmp_l : 0);
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpz_getlimbn (mpz_srcptr __gmp_z, mp_size_t __gmp_n)
{
  mp_limb_t __gmp_result = 0;
  if (__builtin_expect ((__gmp_n >= 0 && __gmp_n < ((__gmp_z->_mp_size) >= 0 ? (__gmp_z->_mp_size) : -(__gmp_z->_mp_size))) != 0, 1))
    __gmp_result = __gmp_z->_mp_d[__gmp_n];
  return __gmp_result;
}
extern __inline__ __attribute__ ((__gnu_inline__)) void
__gmpz_neg (mpz_ptr __gmp_w, mpz_srcptr __gmp_u)
{
  if (__gmp_w != __gmp_u)
    __gmpz_set (__gmp_w, __gmp_u);
  __gmp_w->_mp_size = - __gmp_w->_mp_size;
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpz_perfect_square_p (mpz_srcptr __gmp_a)
{
  mp_size_t __gmp_asize;
  int __gmp_result;
  __gmp_asize = __gmp_a->_mp_size;
  __gmp_result = (__gmp_asize >= 0);
  if (__builtin_expect ((__gmp_asize > 0) != 0, 1))
    __gmp_result = __gmpn_perfect_square_p (__gmp_a->_mp_d, __gmp_asize);
  return __gmp_result;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_bitcnt_t
__gmpz_popcount (mpz_srcptr __gmp_u)
{
  mp_size_t __gmp_usize;
  mp_bitcnt_t __gmp_result;
  __gmp_usize = __gmp_u->_mp_size;
  __gmp_result = (__gmp_usize < 0 ? ~ ((mp_bitcnt_t) (0)) : ((mp_bitcnt_t) (0)));
  if (__builtin_expect ((__gmp_usize > 0) != 0, 1))
    __gmp_result = __gmpn_popcount (__gmp_u->_mp_d, __gmp_usize);
  return __gmp_result;
}
extern __inline__ __attribute__ ((__gnu_inline__))
void
__gmpz_set_q (mpz_ptr __gmp_w, mpq_srcptr __gmp_u)
{
  __gmpz_tdiv_q (__gmp_w, (&((__gmp_u)->_mp_num)), (&((__gmp_u)->_mp_den)));
}
extern __inline__ __attribute__ ((__gnu_inline__))
size_t
__gmpz_size (mpz_srcptr __gmp_z)
{
  return ((__gmp_z->_mp_size) >= 0 ? (__gmp_z->_mp_size) : -(__gmp_z->_mp_size));
}
extern __inline__ __attribute__ ((__gnu_inline__)) void
__gmpq_abs (mpq_ptr __gmp_w, mpq_srcptr __gmp_u)
{
  if (__gmp_w != __gmp_u)
    __gmpq_set (__gmp_w, __gmp_u);
  __gmp_w->_mp_num._mp_size = ((__gmp_w->_mp_num._mp_size) >= 0 ? (__gmp_w->_mp_num._mp_size) : -(__gmp_w->_mp_num._mp_size));
}
extern __inline__ __attribute__ ((__gnu_inline__)) void
__gmpq_neg (mpq_ptr __gmp_w, mpq_srcptr __gmp_u)
{
  if (__gmp_w != __gmp_u)
    __gmpq_set (__gmp_w, __gmp_u);
  __gmp_w->_mp_num._mp_size = - __gmp_w->_mp_num._mp_size;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpn_add (mp_ptr __gmp_wp, mp_srcptr __gmp_xp, mp_size_t __gmp_xsize, mp_srcptr __gmp_yp, mp_size_t __gmp_ysize)
{
  mp_limb_t __gmp_c;
  do { mp_size_t __gmp_i; mp_limb_t __gmp_x; __gmp_i = (__gmp_ysize); if (__gmp_i != 0) { if (__gmpn_add_n (__gmp_wp, __gmp_xp, __gmp_yp, __gmp_i)) { do { if (__gmp_i >= (__gmp_xsize)) { (__gmp_c) = 1; goto __gmp_done; } __gmp_x = (__gmp_xp)[__gmp_i]; } while ((((__gmp_wp)[__gmp_i++] = (__gmp_x + 1) & ((~ ((mp_limb_t) (0))) >> 0)) == 0)); } } if ((__gmp_wp) != (__gmp_xp)) do { mp_size_t __gmp_j; ; for (__gmp_j = (__gmp_i); __gmp_j < (__gmp_xsize); __gmp_j++) (__gmp_wp)[__gmp_j] = (__gmp_xp)[__gmp_j]; } while (0); (__gmp_c) = 0; __gmp_done: ; } while (0);
  return __gmp_c;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpn_add_1 (mp_ptr __gmp_dst, mp_srcptr __gmp_src, mp_size_t __gmp_size, mp_limb_t __gmp_n)
{
  mp_limb_t __gmp_c;
  do { mp_size_t __gmp_i; mp_limb_t __gmp_x, __gmp_r; __gmp_x = (__gmp_src)[0]; __gmp_r = __gmp_x + (__gmp_n); (__gmp_dst)[0] = __gmp_r; if (((__gmp_r) < ((__gmp_n)))) { (__gmp_c) = 1; for (__gmp_i = 1; __gmp_i < (__gmp_size);) { __gmp_x = (__gmp_src)[__gmp_i]; __gmp_r = __gmp_x + 1; (__gmp_dst)[__gmp_i] = __gmp_r; ++__gmp_i; if (!((__gmp_r) < (1))) { if ((__gmp_src) != (__gmp_dst)) do { mp_size_t __gmp_j; ; for (__gmp_j = (__gmp_i); __gmp_j < (__gmp_size); __gmp_j++) (__gmp_dst)[__gmp_j] = (__gmp_src)[__gmp_j]; } while (0); (__gmp_c) = 0; break; } } } else { if ((__gmp_src) != (__gmp_dst)) do { mp_size_t __gmp_j; ; for (__gmp_j = (1); __gmp_j < (__gmp_size); __gmp_j++) (__gmp_dst)[__gmp_j] = (__gmp_src)[__gmp_j]; } while (0); (__gmp_c) = 0; } } while (0);
  return __gmp_c;
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpn_cmp (mp_srcptr __gmp_xp, mp_srcptr __gmp_yp, mp_size_t __gmp_size)
{
  int __gmp_result;
  do { mp_size_t __gmp_i; mp_limb_t __gmp_x, __gmp_y; (__gmp_result) = 0; __gmp_i = (__gmp_size); while (--__gmp_i >= 0) { __gmp_x = (__gmp_xp)[__gmp_i]; __gmp_y = (__gmp_yp)[__gmp_i]; if (__gmp_x != __gmp_y) { (__gmp_result) = (__gmp_x > __gmp_y ? 1 : -1); break; } } } while (0);
  return __gmp_result;
}
extern __inline__ __attribute__ ((__gnu_inline__))
int
__gmpn_zero_p (mp_srcptr __gmp_p, mp_size_t __gmp_n)
{
    do {
      if (__gmp_p[--__gmp_n] != 0)
 return 0;
    } while (__gmp_n != 0);
  return 1;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpn_sub (mp_ptr __gmp_wp, mp_srcptr __gmp_xp, mp_size_t __gmp_xsize, mp_srcptr __gmp_yp, mp_size_t __gmp_ysize)
{
  mp_limb_t __gmp_c;
  do { mp_size_t __gmp_i; mp_limb_t __gmp_x; __gmp_i = (__gmp_ysize); if (__gmp_i != 0) { if (__gmpn_sub_n (__gmp_wp, __gmp_xp, __gmp_yp, __gmp_i)) { do { if (__gmp_i >= (__gmp_xsize)) { (__gmp_c) = 1; goto __gmp_done; } __gmp_x = (__gmp_xp)[__gmp_i]; } while ((((__gmp_wp)[__gmp_i++] = (__gmp_x - 1) & ((~ ((mp_limb_t) (0))) >> 0)), __gmp_x == 0)); } } if ((__gmp_wp) != (__gmp_xp)) do { mp_size_t __gmp_j; ; for (__gmp_j = (__gmp_i); __gmp_j < (__gmp_xsize); __gmp_j++) (__gmp_wp)[__gmp_j] = (__gmp_xp)[__gmp_j]; } while (0); (__gmp_c) = 0; __gmp_done: ; } while (0);
  return __gmp_c;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpn_sub_1 (mp_ptr __gmp_dst, mp_srcptr __gmp_src, mp_size_t __gmp_size, mp_limb_t __gmp_n)
{
  mp_limb_t __gmp_c;
  do { mp_size_t __gmp_i; mp_limb_t __gmp_x, __gmp_r; __gmp_x = (__gmp_src)[0]; __gmp_r = __gmp_x - (__gmp_n); (__gmp_dst)[0] = __gmp_r; if (((__gmp_x) < ((__gmp_n)))) { (__gmp_c) = 1; for (__gmp_i = 1; __gmp_i < (__gmp_size);) { __gmp_x = (__gmp_src)[__gmp_i]; __gmp_r = __gmp_x - 1; (__gmp_dst)[__gmp_i] = __gmp_r; ++__gmp_i; if (!((__gmp_x) < (1))) { if ((__gmp_src) != (__gmp_dst)) do { mp_size_t __gmp_j; ; for (__gmp_j = (__gmp_i); __gmp_j < (__gmp_size); __gmp_j++) (__gmp_dst)[__gmp_j] = (__gmp_src)[__gmp_j]; } while (0); (__gmp_c) = 0; break; } } } else { if ((__gmp_src) != (__gmp_dst)) do { mp_size_t __gmp_j; ; for (__gmp_j = (1); __gmp_j < (__gmp_size); __gmp_j++) (__gmp_dst)[__gmp_j] = (__gmp_src)[__gmp_j]; } while (0); (__gmp_c) = 0; } } while (0);
  return __gmp_c;
}
extern __inline__ __attribute__ ((__gnu_inline__))
mp_limb_t
__gmpn_neg (mp_ptr __gmp_rp, mp_srcptr __gmp_up, mp_size_t __gmp_n)
{
  while (*__gmp_up == 0)
    {
      *__gmp_rp = 0;
      if (!--__gmp_n)
 return 0;
      ++__gmp_up; ++__gmp_rp;
    }
  *__gmp_rp = (- *__gmp_up) & ((~ ((mp_limb_t) (0))) >> 0);
  if (--__gmp_n)
    __gmpn_com (++__gmp_rp, ++__gmp_up, __gmp_n);
  return 1;
}
enum
{
  GMP_ERROR_NONE = 0,
  GMP_ERROR_UNSUPPORTED_ARGUMENT = 1,
  GMP_ERROR_DIVISION_BY_ZERO = 2,
  GMP_ERROR_SQRT_OF_NEGATIVE = 4,
  GMP_ERROR_INVALID_ARGUMENT = 8
};
int main(void) { return 0; }
