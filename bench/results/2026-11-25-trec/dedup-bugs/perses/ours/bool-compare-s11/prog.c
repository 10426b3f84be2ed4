
a()
{
    
          0 > a > 0x88BC06FE6C8CEE69LL
        ;
}
