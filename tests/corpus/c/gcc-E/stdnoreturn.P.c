int main(void)
{
    (void)0;
    return 0;
}
