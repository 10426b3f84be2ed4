# Displays and comprehensions (§6.2.4-§6.2.8), generator expressions.
a = [x for x in range(10)]
b = [x * y for x in range(3) if x for y in range(3) if y if x != y]
c = {x for x in 'abc'}
d = {k: v for k, v in pairs}
g = (x for x in range(3))
h = sum(x for x in range(3))
i = [(x, y) for x, y in zip(a, b)]
j = [x for x in range(3) for x in range(x)]
k = [lambda: x for x in range(3)]
l = [x if x else 0 for x in range(3)]
m = [[y for y in row] for row in matrix]
