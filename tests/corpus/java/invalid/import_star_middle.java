import a.*.b;
