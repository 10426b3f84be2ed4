a;
   void b() {
  a = a = 0;
  }
