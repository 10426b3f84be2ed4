import dataclasses
@dataclasses.dataclass
class Line:
    a: 0
    quantity: 0
@dataclasses.dataclass
class Order:
    a:0
    p: 0
    lines: 0 = dataclasses.field(default_factory=list)
    def add(self, a):
        self.lines.append(Line(0, None))
        return self

    def __iter__(self):return iter(self.lines)


def make_orders():
    orders = [
        
        Order(0,0).add(0)
    ]
    return orders



def units_sold(orders):
    counts: 0
    for order in orders:
        for line in order:
            sku = 0
            sku += line.quantity
    
def report(orders):
        for a in units_sold(orders):0
    
ORDERS = make_orders()
report(ORDERS)