 short a = 0x10000;
