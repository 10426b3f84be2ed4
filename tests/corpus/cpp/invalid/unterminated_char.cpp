char c = 'ab;
