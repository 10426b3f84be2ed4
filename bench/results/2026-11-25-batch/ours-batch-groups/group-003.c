


union a {
   int a : 1;
}  a()
{
    union a a = {0xE};
}



