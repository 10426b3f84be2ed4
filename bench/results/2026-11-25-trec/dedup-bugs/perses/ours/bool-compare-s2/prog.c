

 a()
{0 > a > 0xA06C0F1AL;
}
