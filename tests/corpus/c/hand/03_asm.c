extern int renamed(int) __asm__("" "real_name");
extern int renamed2(int) __asm("other_name") __attribute__((__nothrow__));
register int *sp_reg asm("rsp");
__asm__(".globl marker\n\t.set marker, 0");
int add(int a, int b)
{
    int r;
    __asm__ __volatile__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc");
    asm volatile("" ::: "memory");
    asm("nop");
    __asm__("mov %1, %0" : [out] "=r"(r) : [in] "r"(a));
    asm goto("jmp %l0" : : : : done);
    asm inline volatile("" : : "r"(b));
    __asm volatile("" : "+r"(r));
done:
    return r;
}
