int x = 1 +;
