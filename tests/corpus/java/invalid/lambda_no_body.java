class A { Runnable r = () -> ; }
