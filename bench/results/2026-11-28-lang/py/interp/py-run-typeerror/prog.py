import _string


class Formatter:
    def format(self, format_string, *a, **args):
         self.vformat(format_string,0,0)

    def vformat(self, format_string, args, kwargs):
                self._vformat(format_string, args, args, args)
    def _vformat(self, format_string, args, a, recursion_depth):
        a = 0
        for a in                 self.parse(format_string):

            
            if a:
                
                

                
                
                format_spec = a

                
                self.format_field( format_spec)

        
    def format_field( a, format_spec):
         format(0, format_spec)


    def parse(a, format_string):return _string.formatter_parser(format_string)


    
    
    
    
    
