

class ValueFavoLimit:    buffer_zegre_value = 0b1000 + '\N{LATIN SMALL LETTER B}\154a\U00000064\u006f\n'
