import dataclasses
@dataclasses.dataclass
class b:
    a: 0
    b: 0
@dataclasses.dataclass
class a:
    a:0
    b: 0
    c: 0 = dataclasses.field(default_factory=list)
    def d(c, a):
        c.c.append(b(0, None))
        return c
    def __iter__(c):return iter(c.c)
def c():
    b = [
        
        a(0,0).d(0)
    ]
    return b
def d(b):
    for a in b:
        for a in a:
            b = 0
            b += a.b
    
a = c()
d(a)