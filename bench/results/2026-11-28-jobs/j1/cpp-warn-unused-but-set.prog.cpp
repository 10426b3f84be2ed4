
  template<typename>
    class b
    {
    };
class c;
int a()
  {
    
    using b = b<c>; b c; b a = c;
  }
