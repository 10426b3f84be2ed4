
 a()
{  0x0BCF237C9878C961LL != 0 < a;
}
