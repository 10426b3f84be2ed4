class A { char c = ''; }
