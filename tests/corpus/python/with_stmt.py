# with (§8.5), parenthesized context managers (3.9+).
with open('a') as f:
    pass
with open('a') as f, open('b') as g:
    pass
with (open('a') as f, open('b') as g,):
    pass
with (
    open('a') as f,
    open('b'),
):
    pass
with (open('a')) as f:
    pass
with (a, b):
    pass
with a as (b, c):
    pass
with a as b[0], c as d.e:
    pass
