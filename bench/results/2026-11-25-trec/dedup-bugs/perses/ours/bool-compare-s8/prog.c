
a()
        {
                 a <= 0 <= 0x275AA4AC0D40F6A6LL;
        }
