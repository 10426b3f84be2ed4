"""Inventory report: an order with zero items makes the average crash."""
import sys


class Item:
    def __init__(self, name, price, quantity=1):
        self.name = name
        self.price = price
        self.quantity = quantity

    def total(self):
        return self.price * self.quantity


class Order:
    def __init__(self, customer):
        self.customer = customer
        self.items = []

    def add(self, item):
        if item.quantity <= 0:
            raise ValueError("bad quantity for %s" % item.name)
        self.items.append(item)
        return self

    def total(self):
        return sum(i.total() for i in self.items)

    def average_price(self):
        count = len(self.items)
        return self.total() / count


def summarize(orders):
    lines = []
    for order in orders:
        if order.customer.startswith("test"):
            continue
        avg = order.average_price()
        lines.append("%-10s %8.2f %8.2f" % (order.customer, order.total(), avg))
    return "\n".join(lines)


def main(argv):
    orders = [
        Order("alice").add(Item("pen", 1.5, 4)).add(Item("book", 12.0)),
        Order("bob").add(Item("lamp", 30.0, 2)),
        Order("test-user").add(Item("x", 0.0)),
        Order("carol"),
    ]
    try:
        report = summarize(orders)
    except KeyError as e:
        print("missing", e)
        return 1
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
