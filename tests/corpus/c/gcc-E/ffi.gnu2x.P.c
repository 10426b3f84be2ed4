// gcc-flags: -std=gnu2x
typedef unsigned long ffi_arg;
typedef signed long ffi_sarg;
typedef enum ffi_abi {
  FFI_FIRST_ABI = 1,
  FFI_UNIX64,
  FFI_WIN64,
  FFI_EFI64 = FFI_WIN64,
  FFI_GNUW64,
  FFI_LAST_ABI,
  FFI_DEFAULT_ABI = FFI_UNIX64
} ffi_abi;
typedef long int ptrdiff_t;
typedef long unsigned int size_t;
typedef int wchar_t;
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;

extern long int __sysconf (int __name) __attribute__ ((__nothrow__ , __leaf__));

typedef struct _ffi_type
{
  size_t size;
  unsigned short alignment;
  unsigned short type;
  struct _ffi_type **elements;
} ffi_type;
extern ffi_type ffi_type_void;
extern ffi_type ffi_type_uint8;
extern ffi_type ffi_type_sint8;
extern ffi_type ffi_type_uint16;
extern ffi_type ffi_type_sint16;
extern ffi_type ffi_type_uint32;
extern ffi_type ffi_type_sint32;
extern ffi_type ffi_type_uint64;
extern ffi_type ffi_type_sint64;
extern ffi_type ffi_type_float;
extern ffi_type ffi_type_double;
extern ffi_type ffi_type_pointer;
extern ffi_type ffi_type_longdouble;
extern ffi_type ffi_type_complex_float;
extern ffi_type ffi_type_complex_double;
extern ffi_type ffi_type_complex_longdouble;
typedef enum {
  FFI_OK = 0,
  FFI_BAD_TYPEDEF,
  FFI_BAD_ABI,
  FFI_BAD_ARGTYPE
} ffi_status;
typedef struct {
  ffi_abi abi;
  unsigned nargs;
  ffi_type **arg_types;
  ffi_type *rtype;
  unsigned bytes;
  unsigned flags;
} ffi_cif;
typedef union {
  ffi_sarg sint;
  ffi_arg uint;
  float flt;
  char data[8];
  void* ptr;
} ffi_raw;
typedef ffi_raw ffi_java_raw;

void ffi_raw_call (ffi_cif *cif,
     void (*fn)(void),
     void *rvalue,
     ffi_raw *avalue);
 void ffi_ptrarray_to_raw (ffi_cif *cif, void **args, ffi_raw *raw);
 void ffi_raw_to_ptrarray (ffi_cif *cif, ffi_raw *raw, void **args);
 size_t ffi_raw_size (ffi_cif *cif);

void ffi_java_raw_call (ffi_cif *cif,
   void (*fn)(void),
   void *rvalue,
   ffi_java_raw *avalue) __attribute__((deprecated));

void ffi_java_ptrarray_to_raw (ffi_cif *cif, void **args, ffi_java_raw *raw) __attribute__((deprecated));

void ffi_java_raw_to_ptrarray (ffi_cif *cif, ffi_java_raw *raw, void **args) __attribute__((deprecated));

size_t ffi_java_raw_size (ffi_cif *cif) __attribute__((deprecated));
typedef struct {
  union {
    char tramp[32];
    void *ftramp;
  };
  ffi_cif *cif;
  void (*fun)(ffi_cif*,void*,void**,void*);
  void *user_data;
} ffi_closure
    __attribute__((aligned (8)))
    ;
 void *ffi_closure_alloc (size_t size, void **code);
 void ffi_closure_free (void *);
 ffi_status
ffi_prep_closure (ffi_closure*,
    ffi_cif *,
    void (*fun)(ffi_cif*,void*,void**,void*),
    void *user_data)
  __attribute__((deprecated ("use ffi_prep_closure_loc instead")))
  ;
 ffi_status
ffi_prep_closure_loc (ffi_closure*,
        ffi_cif *,
        void (*fun)(ffi_cif*,void*,void**,void*),
        void *user_data,
        void *codeloc);
typedef struct {
  char tramp[32];
  ffi_cif *cif;
  void (*translate_args)(ffi_cif*,void*,void**,void*);
  void *this_closure;
  void (*fun)(ffi_cif*,void*,ffi_raw*,void*);
  void *user_data;
} ffi_raw_closure;
typedef struct {
  char tramp[32];
  ffi_cif *cif;
  void (*translate_args)(ffi_cif*,void*,void**,void*);
  void *this_closure;
  void (*fun)(ffi_cif*,void*,ffi_java_raw*,void*);
  void *user_data;
} ffi_java_raw_closure;
 ffi_status
ffi_prep_raw_closure (ffi_raw_closure*,
        ffi_cif *cif,
        void (*fun)(ffi_cif*,void*,ffi_raw*,void*),
        void *user_data);
 ffi_status
ffi_prep_raw_closure_loc (ffi_raw_closure*,
     ffi_cif *cif,
     void (*fun)(ffi_cif*,void*,ffi_raw*,void*),
     void *user_data,
     void *codeloc);
 ffi_status
ffi_prep_java_raw_closure (ffi_java_raw_closure*,
             ffi_cif *cif,
             void (*fun)(ffi_cif*,void*,ffi_java_raw*,void*),
             void *user_data) __attribute__((deprecated));
 ffi_status
ffi_prep_java_raw_closure_loc (ffi_java_raw_closure*,
          ffi_cif *cif,
          void (*fun)(ffi_cif*,void*,ffi_java_raw*,void*),
          void *user_data,
          void *codeloc) __attribute__((deprecated));
typedef struct {
  void *tramp;
  ffi_cif *cif;
  void (*fun)(ffi_cif*,void*,void**,void*);
} ffi_go_closure;
 ffi_status ffi_prep_go_closure (ffi_go_closure*, ffi_cif *,
    void (*fun)(ffi_cif*,void*,void**,void*));
 void ffi_call_go (ffi_cif *cif, void (*fn)(void), void *rvalue,
    void **avalue, void *closure);

ffi_status ffi_prep_cif(ffi_cif *cif,
   ffi_abi abi,
   unsigned int nargs,
   ffi_type *rtype,
   ffi_type **atypes);

ffi_status ffi_prep_cif_var(ffi_cif *cif,
       ffi_abi abi,
       unsigned int nfixedargs,
       unsigned int ntotalargs,
       ffi_type *rtype,
       ffi_type **atypes);

void ffi_call(ffi_cif *cif,
       void (*fn)(void),
       void *rvalue,
       void **avalue);

ffi_status ffi_get_struct_offsets (ffi_abi abi, ffi_type *struct_type,
       size_t *offsets);
int main(void) { return 0; }
