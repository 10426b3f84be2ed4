 short a = 0xED49F2EAL;
