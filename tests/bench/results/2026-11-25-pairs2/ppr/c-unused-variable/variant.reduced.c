 a()
{
    int a
    ;
}
