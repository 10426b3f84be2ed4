// gcc-flags: -std=gnu2x
// asm labels on declarations, file-scope asm, and asm statements with every
// qualifier, named operands, adjacent colons and goto labels.
extern int real_name(void) __asm__("other_name");
extern int var asm("var_sym");
int var2 __asm("var2_sym") __attribute__((unused)) = 0;
__asm__(".globl marker\n" "marker:");
asm("nop");
int f(int x)
{
    int y;
    __asm__ __volatile__("" ::: "memory");
    asm volatile("mov %1, %0" : "=r"(y) : "r"(x));
    asm("" : [out] "=r"(y) : [in] "r"(x) : "cc");
    __asm__ inline("nop");
    asm goto("jmp %l0" :::: done);
    asm volatile goto("" : : "r"(x) : : done);
    __asm ("" :: "r"(x));
    register int r asm("ebx") = 0;
    (void)r;
done:
    return y;
}
