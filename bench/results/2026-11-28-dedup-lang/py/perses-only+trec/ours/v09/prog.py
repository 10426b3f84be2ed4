def a():
        for b in range(1):b = c(b, b)




def c(a, b):    a = 0 + ""


a()
