typedef __builtin_va_list __gnuc_va_list;
typedef __gnuc_va_list va_list;
int main(void)
{
    va_list ap; (void)sizeof ap;
    return 0;
}
