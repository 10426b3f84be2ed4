



struct a {
   int a
}  a()
{ 
    struct a a;
     (0 , 1u) != a.a;
}



