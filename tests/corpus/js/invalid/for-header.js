for (a b c) {}
