int x = `1`;
