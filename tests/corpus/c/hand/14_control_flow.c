int loops(int n)
{
    int s = 0, i;
    for (;;) { if (s > 100) break; s++; }
    for (i = 0, s = 0; i < n; i++, s += i) continue;
    for (int j = 0, k = 10; j < k; j++, k--) s ^= j;
    while (n-- > 0) s += n;
    do s--; while (s > 50);
    do { s <<= 1; } while (0);
    if (s) if (n) s = 1; else s = 2;
    else s = 3;
    switch (s) { }
    switch (s) case 1: s++;
    goto end;
    ;
    { }
end:
    return s > 0 ? s : -s;
}
