s = 'abc
