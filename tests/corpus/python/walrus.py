# Assignment expressions (§6.12).
if (n := 10) > 5:
    print(n)
while chunk := f():
    pass
ys = [y for x in range(3) if (y := x * 2)]
print(z := 1, (w := 2))
d = {(k := 1): 2}
v = xs[i := 0]
def f(a=(b := 1)): ...
