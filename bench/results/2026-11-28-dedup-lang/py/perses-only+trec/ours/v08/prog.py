def a(a, b):    a = 0 + ""
for c in range(1):c = a(c, c)
