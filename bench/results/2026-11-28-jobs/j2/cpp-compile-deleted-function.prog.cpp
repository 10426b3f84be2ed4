
  
  template<typename... a>
    class b
    {
    public:
 b(a... c)
 : b(c...) { }
    };


class a
{
  a (a&&) ;
};
a
c ();
b a(c());
