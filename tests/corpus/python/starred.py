# Starred expressions (§6.2.3, §7.2, §6.3.4).
a, *b = 1, 2, 3
*c, d = range(5)
[e, *f], g = [1, 2], 3
t = *a, *b
l = [*a, *b, 0]
s = {*a, 1}
m = {**d1, 'k': 1, **d2}
print(*args, **kwargs, sep='')
for x, *y in pairs:
    pass
def f(*, a): pass
def g(*args, **kwargs): return (*args,)
