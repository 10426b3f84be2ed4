# Implicit line joining in brackets (§2.1.6) and backslash continuation (§2.1.5).
x = (1 +
     2
# comment inside brackets

     + 3)
y = [1,
  2,
        3,
]
z = {'a':
        1}
total = 1 + \
        2 + \
    3
if x and \
   y:
    pass
def f(a,
      b):
    return f(
        a, b)
with open('x') as f, \
     open('y') as g:
    pass
