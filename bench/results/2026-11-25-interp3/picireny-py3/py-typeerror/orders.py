"""Order book summary: reads a small in-memory ledger and prints a report.

Written for the interpreted-mode reduction benchmark (issue 13).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections import defaultdict
from typing import Iterable, Iterator

CURRENCY = "EUR"
VAT_RATES = {"standard": 0.21, "reduced": 0.09, "zero": 0.0}


@dataclasses.dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price: float
    vat: str = "standard"

    @property
    def gross(self) -> float:
        return round(self.price * (1 + VAT_RATES[self.vat]), 2)


@dataclasses.dataclass
class Line:
    product: Product
    quantity: int | None = 1
    discount: float = 0.0

    def total(self) -> float:
        base = self.product.gross * (self.quantity or 0)
        return round(base * (1 - self.discount), 2)


@dataclasses.dataclass
class Order:
    number: int
    customer: str
    lines: list[Line] = dataclasses.field(default_factory=list)
    status: str = "open"

    def add(self, product: Product, quantity: int | None = 1, discount: float = 0.0) -> "Order":
        self.lines.append(Line(product, quantity, discount))
        return self

    def total(self) -> float:
        return round(sum(line.total() for line in self.lines), 2)

    def __iter__(self) -> Iterator[Line]:
        return iter(self.lines)


CATALOGUE = {
    p.sku: p
    for p in [
        Product("TEA-01", "Green tea 100 g", 4.50, "reduced"),
        Product("TEA-02", "Black tea 250 g", 7.25, "reduced"),
        Product("CUP-10", "Porcelain cup", 12.00),
        Product("POT-03", "Cast iron teapot", 39.90),
        Product("GFT-00", "Gift card", 25.00, "zero"),
    ]
}


def make_orders() -> list[Order]:
    orders = [
        Order(1001, "Ada").add(CATALOGUE["TEA-01"], 3).add(CATALOGUE["CUP-10"], 2),
        Order(1002, "Brian").add(CATALOGUE["POT-03"]).add(CATALOGUE["TEA-02"], 1, 0.1),
        Order(1003, "Chen").add(CATALOGUE["GFT-00"], 2),
        Order(1004, "Dana", status="cancelled").add(CATALOGUE["CUP-10"], 6),
        # A line imported from the web shop, whose quantity field was left empty.
        Order(1005, "Emil").add(CATALOGUE["TEA-02"], None).add(CATALOGUE["TEA-01"], 1),
    ]
    return orders


def by_customer(orders: Iterable[Order]) -> dict[str, list[Order]]:
    groups: dict[str, list[Order]] = defaultdict(list)
    for order in orders:
        if order.status == "cancelled":
            continue
        groups[order.customer].append(order)
    return dict(sorted(groups.items()))


def units_sold(orders: Iterable[Order]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for order in orders:
        if order.status != "open":
            continue
        for line in order:
            sku = line.product.sku
            counts.setdefault(sku, 0)
            counts[sku] += line.quantity
    return counts


@functools.lru_cache(maxsize=None)
def vat_label(rate_name: str) -> str:
    percent = VAT_RATES[rate_name] * 100
    return f"{rate_name} ({percent:.0f}%)"


def vat_breakdown(orders: Iterable[Order]) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    for order in orders:
        for line in order:
            net = line.product.price * (line.quantity or 0) * (1 - line.discount)
            totals[vat_label(line.product.vat)] += round(net * VAT_RATES[line.product.vat], 2)
    return dict(totals)


def pairs_bought_together(orders: Iterable[Order]) -> list[tuple[str, str]]:
    seen = set()
    for order in orders:
        skus = sorted({line.product.sku for line in order})
        for a, b in itertools.combinations(skus, 2):
            seen.add((a, b))
    return sorted(seen)


def format_money(amount: float) -> str:
    whole, cents = divmod(round(amount * 100), 100)
    return f"{whole:,}.{cents:02d} {CURRENCY}"


def report(orders: list[Order]) -> str:
    out = []
    for customer, mine in by_customer(orders).items():
        total = sum(o.total() for o in mine)
        out.append(f"{customer:<10} {len(mine):>2} order(s) {format_money(total):>14}")
    out.append("")
    for sku, count in sorted(units_sold(orders).items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"{sku:<8} {CATALOGUE[sku].name:<20} x{count}")
    out.append("")
    for label, amount in vat_breakdown(orders).items():
        out.append(f"VAT {label:<16} {format_money(amount):>14}")
    pairs = pairs_bought_together(orders)
    if pairs:
        out.append("bought together: " + ", ".join(f"{a}+{b}" for a, b in pairs))
    return "\n".join(out)


ORDERS = make_orders()
SUMMARY = report(ORDERS)

if __name__ == "__main__":
    print(SUMMARY)
