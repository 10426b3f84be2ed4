_BitInt x;
