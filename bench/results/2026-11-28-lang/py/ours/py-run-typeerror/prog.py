
import _string












class Formatter:
    def format(self, format_string, *args, **kwargs):
         self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set
        result = self._vformat(format_string, kwargs, 2)

    def _vformat(self, format_string, kwargs, used_args,
                 auto_arg_index=0):
        result = []
        for literal_text, field_name, format_spec, conversion in                 self.parse(format_string):

            
            if field_name:
                
                

                
                obj = self

                
                format_spec = self._vformat(
                    format_spec, kwargs,
                    auto_arg_index)

                
                result(self.format_field(obj, format_spec))

        return '', auto_arg_index


    def format_field(self, value, format_spec):
         format(value, format_spec)


    def parse(self, format_string):return _string.formatter_parser(format_string)
