// gcc-flags: -std=gnu2x
typedef long int ptrdiff_t;
typedef long unsigned int size_t;
typedef int wchar_t;
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
typedef int __gwchar_t;

typedef struct
  {
    long int quot;
    long int rem;
  } imaxdiv_t;
extern intmax_t imaxabs (intmax_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern imaxdiv_t imaxdiv (intmax_t __numer, intmax_t __denom)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern intmax_t strtoimax (const char *__restrict __nptr,
      char **__restrict __endptr, int __base) __attribute__ ((__nothrow__ , __leaf__));
extern uintmax_t strtoumax (const char *__restrict __nptr,
       char ** __restrict __endptr, int __base) __attribute__ ((__nothrow__ , __leaf__));
extern intmax_t wcstoimax (const __gwchar_t *__restrict __nptr,
      __gwchar_t **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__));
extern uintmax_t wcstoumax (const __gwchar_t *__restrict __nptr,
       __gwchar_t ** __restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__));

extern uint32_t lzma_version_number(void)
  __attribute__((__nothrow__)) __attribute__((__const__));
extern const char * lzma_version_string(void)
  __attribute__((__nothrow__)) __attribute__((__const__));
typedef unsigned char lzma_bool;
typedef enum {
 LZMA_RESERVED_ENUM = 0
} lzma_reserved_enum;
typedef enum {
 LZMA_OK = 0,
 LZMA_STREAM_END = 1,
 LZMA_NO_CHECK = 2,
 LZMA_UNSUPPORTED_CHECK = 3,
 LZMA_GET_CHECK = 4,
 LZMA_MEM_ERROR = 5,
 LZMA_MEMLIMIT_ERROR = 6,
 LZMA_FORMAT_ERROR = 7,
 LZMA_OPTIONS_ERROR = 8,
 LZMA_DATA_ERROR = 9,
 LZMA_BUF_ERROR = 10,
 LZMA_PROG_ERROR = 11,
 LZMA_SEEK_NEEDED = 12,
 LZMA_RET_INTERNAL1 = 101,
 LZMA_RET_INTERNAL2 = 102,
 LZMA_RET_INTERNAL3 = 103,
 LZMA_RET_INTERNAL4 = 104,
 LZMA_RET_INTERNAL5 = 105,
 LZMA_RET_INTERNAL6 = 106,
 LZMA_RET_INTERNAL7 = 107,
 LZMA_RET_INTERNAL8 = 108
} lzma_ret;
typedef enum {
 LZMA_RUN = 0,
 LZMA_SYNC_FLUSH = 1,
 LZMA_FULL_FLUSH = 2,
 LZMA_FULL_BARRIER = 4,
 LZMA_FINISH = 3
} lzma_action;
typedef struct {
 void *( *alloc)(void *opaque, size_t nmemb, size_t size);
 void ( *free)(void *opaque, void *ptr);
 void *opaque;
} lzma_allocator;
typedef struct lzma_internal_s lzma_internal;
typedef struct {
 const uint8_t *next_in;
 size_t avail_in;
 uint64_t total_in;
 uint8_t *next_out;
 size_t avail_out;
 uint64_t total_out;
 const lzma_allocator *allocator;
 lzma_internal *internal;
 void *reserved_ptr1;
 void *reserved_ptr2;
 void *reserved_ptr3;
 void *reserved_ptr4;
 uint64_t seek_pos;
 uint64_t reserved_int2;
 size_t reserved_int3;
 size_t reserved_int4;
 lzma_reserved_enum reserved_enum1;
 lzma_reserved_enum reserved_enum2;
} lzma_stream;
extern lzma_ret lzma_code(lzma_stream *strm, lzma_action action)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern void lzma_end(lzma_stream *strm) __attribute__((__nothrow__));
extern void lzma_get_progress(lzma_stream *strm,
  uint64_t *progress_in, uint64_t *progress_out) __attribute__((__nothrow__));
extern uint64_t lzma_memusage(const lzma_stream *strm)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern uint64_t lzma_memlimit_get(const lzma_stream *strm)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_memlimit_set(
  lzma_stream *strm, uint64_t memlimit) __attribute__((__nothrow__));
typedef uint64_t lzma_vli;
extern lzma_ret lzma_vli_encode(lzma_vli vli, size_t *vli_pos,
  uint8_t *out, size_t *out_pos, size_t out_size) __attribute__((__nothrow__));
extern lzma_ret lzma_vli_decode(lzma_vli *vli, size_t *vli_pos,
  const uint8_t *in, size_t *in_pos, size_t in_size)
  __attribute__((__nothrow__));
extern uint32_t lzma_vli_size(lzma_vli vli)
  __attribute__((__nothrow__)) __attribute__((__pure__));
typedef enum {
 LZMA_CHECK_NONE = 0,
 LZMA_CHECK_CRC32 = 1,
 LZMA_CHECK_CRC64 = 4,
 LZMA_CHECK_SHA256 = 10
} lzma_check;
extern lzma_bool lzma_check_is_supported(lzma_check check)
  __attribute__((__nothrow__)) __attribute__((__const__));
extern uint32_t lzma_check_size(lzma_check check)
  __attribute__((__nothrow__)) __attribute__((__const__));
extern uint32_t lzma_crc32(
  const uint8_t *buf, size_t size, uint32_t crc)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern uint64_t lzma_crc64(
  const uint8_t *buf, size_t size, uint64_t crc)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_check lzma_get_check(const lzma_stream *strm)
  __attribute__((__nothrow__));
typedef struct {
 lzma_vli id;
 void *options;
} lzma_filter;
extern lzma_bool lzma_filter_encoder_is_supported(lzma_vli id)
  __attribute__((__nothrow__)) __attribute__((__const__));
extern lzma_bool lzma_filter_decoder_is_supported(lzma_vli id)
  __attribute__((__nothrow__)) __attribute__((__const__));
extern lzma_ret lzma_filters_copy(
  const lzma_filter *src, lzma_filter *dest,
  const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern void lzma_filters_free(
  lzma_filter *filters, const lzma_allocator *allocator)
  __attribute__((__nothrow__));
extern uint64_t lzma_raw_encoder_memusage(const lzma_filter *filters)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern uint64_t lzma_raw_decoder_memusage(const lzma_filter *filters)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_raw_encoder(
  lzma_stream *strm, const lzma_filter *filters)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_raw_decoder(
  lzma_stream *strm, const lzma_filter *filters)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_filters_update(
  lzma_stream *strm, const lzma_filter *filters) __attribute__((__nothrow__));
extern lzma_ret lzma_raw_buffer_encode(
  const lzma_filter *filters, const lzma_allocator *allocator,
  const uint8_t *in, size_t in_size, uint8_t *out,
  size_t *out_pos, size_t out_size) __attribute__((__nothrow__));
extern lzma_ret lzma_raw_buffer_decode(
  const lzma_filter *filters, const lzma_allocator *allocator,
  const uint8_t *in, size_t *in_pos, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size) __attribute__((__nothrow__));
extern lzma_ret lzma_properties_size(
  uint32_t *size, const lzma_filter *filter) __attribute__((__nothrow__));
extern lzma_ret lzma_properties_encode(
  const lzma_filter *filter, uint8_t *props) __attribute__((__nothrow__));
extern lzma_ret lzma_properties_decode(
  lzma_filter *filter, const lzma_allocator *allocator,
  const uint8_t *props, size_t props_size) __attribute__((__nothrow__));
extern lzma_ret lzma_filter_flags_size(
  uint32_t *size, const lzma_filter *filter)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_filter_flags_encode(const lzma_filter *filter,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_filter_flags_decode(
  lzma_filter *filter, const lzma_allocator *allocator,
  const uint8_t *in, size_t *in_pos, size_t in_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern const char * lzma_str_to_filters(
  const char *str, int *error_pos, lzma_filter *filters,
  uint32_t flags, const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_str_from_filters(
  char **str, const lzma_filter *filters, uint32_t flags,
  const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_str_list_filters(
  char **str, lzma_vli filter_id, uint32_t flags,
  const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
typedef struct {
 uint32_t start_offset;
} lzma_options_bcj;
typedef enum {
 LZMA_DELTA_TYPE_BYTE
} lzma_delta_type;
typedef struct {
 lzma_delta_type type;
 uint32_t dist;
 uint32_t reserved_int1;
 uint32_t reserved_int2;
 uint32_t reserved_int3;
 uint32_t reserved_int4;
 void *reserved_ptr1;
 void *reserved_ptr2;
} lzma_options_delta;
typedef enum {
 LZMA_MF_HC3 = 0x03,
 LZMA_MF_HC4 = 0x04,
 LZMA_MF_BT2 = 0x12,
 LZMA_MF_BT3 = 0x13,
 LZMA_MF_BT4 = 0x14
} lzma_match_finder;
extern lzma_bool lzma_mf_is_supported(lzma_match_finder match_finder)
  __attribute__((__nothrow__)) __attribute__((__const__));
typedef enum {
 LZMA_MODE_FAST = 1,
 LZMA_MODE_NORMAL = 2
} lzma_mode;
extern lzma_bool lzma_mode_is_supported(lzma_mode mode)
  __attribute__((__nothrow__)) __attribute__((__const__));
typedef struct {
 uint32_t dict_size;
 const uint8_t *preset_dict;
 uint32_t preset_dict_size;
 uint32_t lc;
 uint32_t lp;
 uint32_t pb;
 lzma_mode mode;
 uint32_t nice_len;
 lzma_match_finder mf;
 uint32_t depth;
 uint32_t ext_flags;
 uint32_t ext_size_low;
 uint32_t ext_size_high;
 uint32_t reserved_int4;
 uint32_t reserved_int5;
 uint32_t reserved_int6;
 uint32_t reserved_int7;
 uint32_t reserved_int8;
 lzma_reserved_enum reserved_enum1;
 lzma_reserved_enum reserved_enum2;
 lzma_reserved_enum reserved_enum3;
 lzma_reserved_enum reserved_enum4;
 void *reserved_ptr1;
 void *reserved_ptr2;
} lzma_options_lzma;
extern lzma_bool lzma_lzma_preset(
  lzma_options_lzma *options, uint32_t preset) __attribute__((__nothrow__));
typedef struct {
 uint32_t flags;
 uint32_t threads;
 uint64_t block_size;
 uint32_t timeout;
 uint32_t preset;
 const lzma_filter *filters;
 lzma_check check;
 lzma_reserved_enum reserved_enum1;
 lzma_reserved_enum reserved_enum2;
 lzma_reserved_enum reserved_enum3;
 uint32_t reserved_int1;
 uint32_t reserved_int2;
 uint32_t reserved_int3;
 uint32_t reserved_int4;
 uint64_t memlimit_threading;
 uint64_t memlimit_stop;
 uint64_t reserved_int7;
 uint64_t reserved_int8;
 void *reserved_ptr1;
 void *reserved_ptr2;
 void *reserved_ptr3;
 void *reserved_ptr4;
} lzma_mt;
extern uint64_t lzma_easy_encoder_memusage(uint32_t preset)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern uint64_t lzma_easy_decoder_memusage(uint32_t preset)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_easy_encoder(
  lzma_stream *strm, uint32_t preset, lzma_check check)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_easy_buffer_encode(
  uint32_t preset, lzma_check check,
  const lzma_allocator *allocator,
  const uint8_t *in, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size) __attribute__((__nothrow__));
extern lzma_ret lzma_stream_encoder(lzma_stream *strm,
  const lzma_filter *filters, lzma_check check)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern uint64_t lzma_stream_encoder_mt_memusage(
  const lzma_mt *options) __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_stream_encoder_mt(
  lzma_stream *strm, const lzma_mt *options)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_alone_encoder(
  lzma_stream *strm, const lzma_options_lzma *options)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern size_t lzma_stream_buffer_bound(size_t uncompressed_size)
  __attribute__((__nothrow__));
extern lzma_ret lzma_stream_buffer_encode(
  lzma_filter *filters, lzma_check check,
  const lzma_allocator *allocator,
  const uint8_t *in, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_microlzma_encoder(
  lzma_stream *strm, const lzma_options_lzma *options);
extern lzma_ret lzma_stream_decoder(
  lzma_stream *strm, uint64_t memlimit, uint32_t flags)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_decoder_mt(
  lzma_stream *strm, const lzma_mt *options)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_auto_decoder(
  lzma_stream *strm, uint64_t memlimit, uint32_t flags)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_alone_decoder(
  lzma_stream *strm, uint64_t memlimit)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_lzip_decoder(
  lzma_stream *strm, uint64_t memlimit, uint32_t flags)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_buffer_decode(
  uint64_t *memlimit, uint32_t flags,
  const lzma_allocator *allocator,
  const uint8_t *in, size_t *in_pos, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_microlzma_decoder(
  lzma_stream *strm, uint64_t comp_size,
  uint64_t uncomp_size, lzma_bool uncomp_size_is_exact,
  uint32_t dict_size);
typedef struct {
 uint32_t version;
 lzma_vli backward_size;
 lzma_check check;
 lzma_reserved_enum reserved_enum1;
 lzma_reserved_enum reserved_enum2;
 lzma_reserved_enum reserved_enum3;
 lzma_reserved_enum reserved_enum4;
 lzma_bool reserved_bool1;
 lzma_bool reserved_bool2;
 lzma_bool reserved_bool3;
 lzma_bool reserved_bool4;
 lzma_bool reserved_bool5;
 lzma_bool reserved_bool6;
 lzma_bool reserved_bool7;
 lzma_bool reserved_bool8;
 uint32_t reserved_int1;
 uint32_t reserved_int2;
} lzma_stream_flags;
extern lzma_ret lzma_stream_header_encode(
  const lzma_stream_flags *options, uint8_t *out)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_footer_encode(
  const lzma_stream_flags *options, uint8_t *out)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_header_decode(
  lzma_stream_flags *options, const uint8_t *in)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_footer_decode(
  lzma_stream_flags *options, const uint8_t *in)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_stream_flags_compare(
  const lzma_stream_flags *a, const lzma_stream_flags *b)
  __attribute__((__nothrow__)) __attribute__((__pure__));
typedef struct {
 uint32_t version;
 uint32_t header_size;
 lzma_check check;
 lzma_vli compressed_size;
 lzma_vli uncompressed_size;
 lzma_filter *filters;
 uint8_t raw_check[64];
 void *reserved_ptr1;
 void *reserved_ptr2;
 void *reserved_ptr3;
 uint32_t reserved_int1;
 uint32_t reserved_int2;
 lzma_vli reserved_int3;
 lzma_vli reserved_int4;
 lzma_vli reserved_int5;
 lzma_vli reserved_int6;
 lzma_vli reserved_int7;
 lzma_vli reserved_int8;
 lzma_reserved_enum reserved_enum1;
 lzma_reserved_enum reserved_enum2;
 lzma_reserved_enum reserved_enum3;
 lzma_reserved_enum reserved_enum4;
 lzma_bool ignore_check;
 lzma_bool reserved_bool2;
 lzma_bool reserved_bool3;
 lzma_bool reserved_bool4;
 lzma_bool reserved_bool5;
 lzma_bool reserved_bool6;
 lzma_bool reserved_bool7;
 lzma_bool reserved_bool8;
} lzma_block;
extern lzma_ret lzma_block_header_size(lzma_block *block)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_header_encode(
  const lzma_block *block, uint8_t *out)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_header_decode(lzma_block *block,
  const lzma_allocator *allocator, const uint8_t *in)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_compressed_size(
  lzma_block *block, lzma_vli unpadded_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_vli lzma_block_unpadded_size(const lzma_block *block)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_block_total_size(const lzma_block *block)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_block_encoder(
  lzma_stream *strm, lzma_block *block)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_decoder(
  lzma_stream *strm, lzma_block *block)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern size_t lzma_block_buffer_bound(size_t uncompressed_size)
  __attribute__((__nothrow__));
extern lzma_ret lzma_block_buffer_encode(
  lzma_block *block, const lzma_allocator *allocator,
  const uint8_t *in, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_uncomp_encode(lzma_block *block,
  const uint8_t *in, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_block_buffer_decode(
  lzma_block *block, const lzma_allocator *allocator,
  const uint8_t *in, size_t *in_pos, size_t in_size,
  uint8_t *out, size_t *out_pos, size_t out_size)
  __attribute__((__nothrow__));
typedef struct lzma_index_s lzma_index;
typedef struct {
 struct {
  const lzma_stream_flags *flags;
  const void *reserved_ptr1;
  const void *reserved_ptr2;
  const void *reserved_ptr3;
  lzma_vli number;
  lzma_vli block_count;
  lzma_vli compressed_offset;
  lzma_vli uncompressed_offset;
  lzma_vli compressed_size;
  lzma_vli uncompressed_size;
  lzma_vli padding;
  lzma_vli reserved_vli1;
  lzma_vli reserved_vli2;
  lzma_vli reserved_vli3;
  lzma_vli reserved_vli4;
 } stream;
 struct {
  lzma_vli number_in_file;
  lzma_vli compressed_file_offset;
  lzma_vli uncompressed_file_offset;
  lzma_vli number_in_stream;
  lzma_vli compressed_stream_offset;
  lzma_vli uncompressed_stream_offset;
  lzma_vli uncompressed_size;
  lzma_vli unpadded_size;
  lzma_vli total_size;
  lzma_vli reserved_vli1;
  lzma_vli reserved_vli2;
  lzma_vli reserved_vli3;
  lzma_vli reserved_vli4;
  const void *reserved_ptr1;
  const void *reserved_ptr2;
  const void *reserved_ptr3;
  const void *reserved_ptr4;
 } block;
 union {
  const void *p;
  size_t s;
  lzma_vli v;
 } internal[6];
} lzma_index_iter;
typedef enum {
 LZMA_INDEX_ITER_ANY = 0,
 LZMA_INDEX_ITER_STREAM = 1,
 LZMA_INDEX_ITER_BLOCK = 2,
 LZMA_INDEX_ITER_NONEMPTY_BLOCK = 3
} lzma_index_iter_mode;
extern uint64_t lzma_index_memusage(
  lzma_vli streams, lzma_vli blocks) __attribute__((__nothrow__));
extern uint64_t lzma_index_memused(const lzma_index *i)
  __attribute__((__nothrow__));
extern lzma_index * lzma_index_init(const lzma_allocator *allocator)
  __attribute__((__nothrow__));
extern void lzma_index_end(
  lzma_index *i, const lzma_allocator *allocator) __attribute__((__nothrow__));
extern lzma_ret lzma_index_append(
  lzma_index *i, const lzma_allocator *allocator,
  lzma_vli unpadded_size, lzma_vli uncompressed_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_index_stream_flags(
  lzma_index *i, const lzma_stream_flags *stream_flags)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern uint32_t lzma_index_checks(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_ret lzma_index_stream_padding(
  lzma_index *i, lzma_vli stream_padding)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_vli lzma_index_stream_count(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_block_count(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_size(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_stream_size(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_total_size(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_file_size(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern lzma_vli lzma_index_uncompressed_size(const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern void lzma_index_iter_init(
  lzma_index_iter *iter, const lzma_index *i) __attribute__((__nothrow__));
extern void lzma_index_iter_rewind(lzma_index_iter *iter)
  __attribute__((__nothrow__));
extern lzma_bool lzma_index_iter_next(
  lzma_index_iter *iter, lzma_index_iter_mode mode)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_bool lzma_index_iter_locate(
  lzma_index_iter *iter, lzma_vli target) __attribute__((__nothrow__));
extern lzma_ret lzma_index_cat(lzma_index *dest, lzma_index *src,
  const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_index * lzma_index_dup(
  const lzma_index *i, const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_index_encoder(
  lzma_stream *strm, const lzma_index *i)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_index_decoder(
  lzma_stream *strm, lzma_index **i, uint64_t memlimit)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_index_buffer_encode(const lzma_index *i,
  uint8_t *out, size_t *out_pos, size_t out_size) __attribute__((__nothrow__));
extern lzma_ret lzma_index_buffer_decode(lzma_index **i,
  uint64_t *memlimit, const lzma_allocator *allocator,
  const uint8_t *in, size_t *in_pos, size_t in_size)
  __attribute__((__nothrow__));
extern lzma_ret lzma_file_info_decoder(
  lzma_stream *strm, lzma_index **dest_index,
  uint64_t memlimit, uint64_t file_size)
  __attribute__((__nothrow__));
typedef struct lzma_index_hash_s lzma_index_hash;
extern lzma_index_hash * lzma_index_hash_init(
  lzma_index_hash *index_hash, const lzma_allocator *allocator)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern void lzma_index_hash_end(
  lzma_index_hash *index_hash, const lzma_allocator *allocator)
  __attribute__((__nothrow__));
extern lzma_ret lzma_index_hash_append(lzma_index_hash *index_hash,
  lzma_vli unpadded_size, lzma_vli uncompressed_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_ret lzma_index_hash_decode(lzma_index_hash *index_hash,
  const uint8_t *in, size_t *in_pos, size_t in_size)
  __attribute__((__nothrow__)) __attribute__((__warn_unused_result__));
extern lzma_vli lzma_index_hash_size(
  const lzma_index_hash *index_hash)
  __attribute__((__nothrow__)) __attribute__((__pure__));
extern uint64_t lzma_physmem(void) __attribute__((__nothrow__));
extern uint32_t lzma_cputhreads(void) __attribute__((__nothrow__));
int main(void) { return 0; }
