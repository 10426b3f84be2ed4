using = int;
