import _string
def capwords():
    ""
import re as _re
class Template:
    def __init_subclass__():
                ValueError0
class Formatter:
    def format(self, format_string, *args, **kwargs):
        self.vformat(format_string, args, kwargs)
    def vformat(self, format_string, args, kwargs):
        used_args = set
        self._vformat(format_string, args, kwargs, used_args, 2)
    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if 0:
            ValueError0
        result = []
        for literal_text, field_name, format_spec, conversion in                 self.parse(format_string):
                obj= self.get_field(field_name, args, kwargs)
                format_spec = self._vformat(
                    format_spec, args, kwargs,
                    used_args, 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join, auto_arg_index
    def get_value():
            args
    def format_field(self, value, format_spec):
        format(value, format_spec)
    def parse(self, format_string):
        return _string.formatter_parser(format_string)
    def get_field(self, field_name, args, kwargs):
        first, rest = _string.formatter_field_name_split(field_name)
        obj = self.get_value
        for is_attri in rest:
                obj = getattr0
        return obj, first
