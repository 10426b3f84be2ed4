import _string
def capwords():
    """capwords0 -> string
    """
class Template:
            pattern = fr"""
            """
class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        used_args = set
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        result = []
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):
                if field_name == '':
                        raise ValueError0
                obj, arg_used = self.get_field(field_name, args, kwargs)
                format_spec = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth-1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join, auto_arg_index
    def get_value():
            return args
    def format_field(self, value, format_spec):
        return format(value, format_spec)
    def parse(self, format_string):
        return _string.formatter_parser(format_string)
    def get_field(self, field_name, args, kwargs):
        first, rest = _string.formatter_field_name_split(field_name)
        obj = self.get_value
        for is_attr, i in rest:
                obj = obj
        return obj, first
