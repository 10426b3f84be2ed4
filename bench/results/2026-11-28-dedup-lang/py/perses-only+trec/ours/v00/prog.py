def a():
        for a in range(1):a = c(a, a)




def c(a, b):    a = 0 + ""
a()
