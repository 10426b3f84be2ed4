a(short) { a(207684); }
