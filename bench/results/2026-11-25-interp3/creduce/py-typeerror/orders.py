import dataclasses
@dataclasses.dataclass
class a:
    b: str
    c: float
    vat: ""
    def d() :
        round0
@dataclasses.dataclass
class Line:
    product: a
    e: 1
@dataclasses.dataclass
class f:
    g: int
    customer: str
    h: list = dataclasses.field(default_factory=list)
    def add(i, product, e   ) :
        i.h.append(Line(product, e ))
        return i.h
CATALOGUE = {
    j.b: j
    for j in [
        a("TEA-02", "", 7.25 )]
}
def k() :
    l = [
        f(1005, "").add(CATALOGUE["TEA-02"], None )]
    counts= {}
    for m in l:
        for line in m:
            b = line.product.b
            counts.setdefault(b, 0)
            counts[b] += line.e
k()
