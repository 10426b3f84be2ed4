  b;
a()
{
 3UL > b;
}



