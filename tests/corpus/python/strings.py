# String and bytes literals (§2.4.1): every prefix, any case, triple quotes.
a = 'single' "double" '' ""
b = r'raw\d' R'raw' u'unicode' U"unicode"
c = b'bytes' B"bytes" br'\x00' Br'x' bR'x' BR'x' rb'x' rB'x' Rb'x' RB'x'
d = '''triple
single "with" 'quotes' '' '''
e = """triple
double \""" still inside
"""
f = r'\'' r"\"" '\'' "\"" '\\' "\\"
g = 'line \
continued'
h = '\N{BULLET} \x41 \u00e9 \U0001F600 \0 \n'
i = rb'''raw
bytes'''
j = 'a' 'b' \
    'c'
