# Operators (§6.5-§6.11) and augmented assignment (§7.2.1).
x = -a ** -b * c / d // e % f @ g + h - i << j >> k & l ^ m | ~n
y = a < b <= c > d >= e == f != g in h not in i is j is not k
z = not a and not not b or c if d else e
x += 1; x -= 1; x *= 1; x @= m; x /= 1; x //= 1; x %= 1; x **= 1
x >>= 1; x <<= 1; x &= 1; x ^= 1; x |= 1
w = await_ = 1
v = a.b.c(d)[e].f
u: int
t: list[int] = []
self.attr: str = "s"
s = ...
assert x, "message"
assert x
del x, y[0], z.a
pass
r = yield_ = 0
import os, sys as system
import a.b.c as d
from . import x
from .. import (y, z as w,)
from .mod import *
from ...pkg.mod import a, b
from .... import q
