# Lambdas (§6.14).
f = lambda: 0
g = lambda x: x
h = lambda x, y=1, *args, z, **kw: (x, y, args, z, kw)
i = lambda *, k: k
j = lambda a, /, b: a
k = lambda *a: lambda **b: (a, b)
l = sorted(xs, key=lambda p: (p.x, -p.y))
m = (lambda: (yield))
n = lambda x: x if x else lambda: x
