int x = 09;
