

def a(a, b):    a = 0 + ""
for b in range(1):b = a(b, b)
