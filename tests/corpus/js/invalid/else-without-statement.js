if (a) else b
