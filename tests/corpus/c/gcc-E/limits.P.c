
extern long int __sysconf (int __name) __attribute__ ((__nothrow__ , __leaf__));

int main(void)
{
    int m = 0x7fffffff; (void)m;
    return 0;
}
