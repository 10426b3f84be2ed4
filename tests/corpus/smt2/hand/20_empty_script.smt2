; a script may be empty: only comments here
