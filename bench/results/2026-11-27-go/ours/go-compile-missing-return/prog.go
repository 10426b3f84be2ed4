



package a;func a() a {}