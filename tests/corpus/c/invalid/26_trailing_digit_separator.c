int x = 1';
