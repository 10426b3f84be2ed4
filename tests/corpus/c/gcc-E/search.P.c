typedef long unsigned int size_t;

struct qelem
  {
    struct qelem *q_forw;
    struct qelem *q_back;
    char q_data[1];
  };
extern void insque (void *__elem, void *__prev) __attribute__ ((__nothrow__ , __leaf__));
extern void remque (void *__elem) __attribute__ ((__nothrow__ , __leaf__));
typedef int (*__compar_fn_t) (const void *, const void *);
typedef __compar_fn_t comparison_fn_t;
typedef enum
  {
    FIND,
    ENTER
  }
ACTION;
typedef struct entry
  {
    char *key;
    void *data;
  }
ENTRY;
struct _ENTRY;
extern ENTRY *hsearch (ENTRY __item, ACTION __action) __attribute__ ((__nothrow__ , __leaf__));
extern int hcreate (size_t __nel) __attribute__ ((__nothrow__ , __leaf__));
extern void hdestroy (void) __attribute__ ((__nothrow__ , __leaf__));
struct hsearch_data
  {
    struct _ENTRY *table;
    unsigned int size;
    unsigned int filled;
  };
extern int hsearch_r (ENTRY __item, ACTION __action, ENTRY **__retval,
        struct hsearch_data *__htab) __attribute__ ((__nothrow__ , __leaf__));
extern int hcreate_r (size_t __nel, struct hsearch_data *__htab) __attribute__ ((__nothrow__ , __leaf__));
extern void hdestroy_r (struct hsearch_data *__htab) __attribute__ ((__nothrow__ , __leaf__));
typedef enum
{
  preorder,
  postorder,
  endorder,
  leaf
}
VISIT;
extern void *tsearch (const void *__key, void **__rootp,
        __compar_fn_t __compar);
extern void *tfind (const void *__key, void *const *__rootp,
      __compar_fn_t __compar);
extern void *tdelete (const void *__restrict __key,
        void **__restrict __rootp,
        __compar_fn_t __compar);
typedef void (*__action_fn_t) (const void *__nodep, VISIT __value,
          int __level);
extern void twalk (const void *__root, __action_fn_t __action);
extern void twalk_r (const void *__root,
       void (*) (const void *__nodep, VISIT __value,
          void *__closure),
       void *__closure);
typedef void (*__free_fn_t) (void *__nodep);
extern void tdestroy (void *__root, __free_fn_t __freefct);
extern void *lfind (const void *__key, const void *__base,
      size_t *__nmemb, size_t __size, __compar_fn_t __compar);
extern void *lsearch (const void *__key, void *__base,
        size_t *__nmemb, size_t __size, __compar_fn_t __compar);

int main(void)
{
    (void)hcreate(10);
    return 0;
}
