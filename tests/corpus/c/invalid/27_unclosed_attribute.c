[[gnu::unused] int x;
