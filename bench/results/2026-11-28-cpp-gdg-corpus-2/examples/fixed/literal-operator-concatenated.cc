void operator "" "" _x(unsigned long long);
