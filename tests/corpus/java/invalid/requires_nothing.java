module m { requires; }
