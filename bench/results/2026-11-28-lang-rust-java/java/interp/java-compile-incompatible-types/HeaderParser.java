
 class a {
a a() {
            
            return 0;
        }

    
}
