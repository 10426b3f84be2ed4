int *;x;
