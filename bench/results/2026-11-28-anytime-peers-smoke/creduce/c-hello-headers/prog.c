 
        typedef unsigned int uint32_t;
        
        void  main() {
           
           for (int i = 0;
       "greetings";
       i++) 
           puts("Goodbye, reducer!");
       }
