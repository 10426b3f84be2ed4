buffer_lo = 1_000.0 + '''A\\
do\142\x6c\u0061'''
