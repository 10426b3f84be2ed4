b(short )
{
}
  a()
{ b(0x10000);
}
