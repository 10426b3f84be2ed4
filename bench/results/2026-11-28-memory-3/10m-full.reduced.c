 main 
