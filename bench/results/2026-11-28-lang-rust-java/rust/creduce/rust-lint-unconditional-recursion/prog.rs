enum cat_type {
      }
                impl   cat_type {
         fn eq( 
                )
             ->bool{0 == 0} fn
             ne(&self, other
                : &cat_type)
             ->bool {
           (self).ne(other)
         }
       }
       fn main() {}
