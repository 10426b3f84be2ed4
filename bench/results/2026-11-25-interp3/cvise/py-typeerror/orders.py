import dataclasses
@dataclasses.dataclass
class Product:
    sku: str
    price: float
    vat: ""
@dataclasses.dataclass
class Line:
    product: Product
    quantity: 1
@dataclasses.dataclass
class Order:
    number: int
    customer: str
    lines: list = dataclasses.field(default_factory=list)
    def add(self, product, quantity   ) :
        self.lines.append(Line(product, quantity ))
        return self.lines
CATALOGUE = {
    p.sku: p
    for p in [
        Product("TEA-02", "", 7.25 )]
}
def make_orders() :
    orders = [
        Order(1005, "").add(CATALOGUE["TEA-02"], None )]
    counts= {}
    for order in orders:
        for line in order:
            sku = line.product.sku
            counts.setdefault(sku, 0)
            counts[sku] += line.quantity
make_orders()
