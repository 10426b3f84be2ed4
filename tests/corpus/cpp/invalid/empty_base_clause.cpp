struct A : {};
