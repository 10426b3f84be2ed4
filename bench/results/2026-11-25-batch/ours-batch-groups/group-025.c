
  b;
a()
{  1u < b;
}



