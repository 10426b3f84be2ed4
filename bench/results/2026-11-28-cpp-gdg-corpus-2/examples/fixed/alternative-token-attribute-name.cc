int i [[and, bitor]];
