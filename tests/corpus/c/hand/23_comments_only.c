// Only comments and whitespace.
/* block
   comment */
	
