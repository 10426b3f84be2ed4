typedef int (*cmp_t)(const void *, const void *);
void qsort_like(void *base, unsigned long n, unsigned long sz, cmp_t cmp);
static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int (*get_cmp(void))(const void *, const void *) { return cmp_int; }
void variadic(const char *fmt, ...);
void noparams();
void voidparams(void);
int arrays(int n, int (*m)[n], char s[static 1]);
int main(int argc, char *argv[], char **envp)
{
    int v[] = { 3, 1, 2 };
    qsort_like(v, 3, sizeof v[0], get_cmp());
    int (*ap)[3] = &v;
    return (*ap)[0] + argc + (argv[0] != 0) + (envp != 0);
}
