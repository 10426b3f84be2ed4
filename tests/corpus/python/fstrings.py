# f-strings (§2.4.3) as PEP 701 allows them.
name, width, d, x = "a", 10, {"k": 1}, 3.5
a = f"{name}" F'{name}' fr'{name}\d' Rf"{name}" rF'{x}' FR"{x}"
b = f"{x!r:>{width}}" f"{x:.{width}f}" f"{x=}" f"{x = !s:^20}"
c = f"{d["k"]}" f'{d['k']}' f"{'nested' + "quotes"}"
d2 = f"{f"{f"{name}"}"}"
e = f"{{literal}} {name} }}{{"
g = f"""triple {name}
{x:
>10}
"""
h = f'''{
    name  # a comment inside a field
    + "x"
}'''
i = f"\N{BULLET} {name} \{name}"
j = f"{[i for i in range(3)]} {dict(a=1)} {(lambda: 1)} {(lambda y: y)(1)}"
k = f"{name!a}" f"{x:#x}" if False else f"{3:#08b}"
l = f"a" "b" f"{name}" 'c'
m = f"{'\n'.join(['a', 'b'])}"
n = f"{x:'>10}" f"{3!s  }" f'{x!r:"^9}' f"{d['a:b']:{width}}" f"{x[1:2]!r}" f"{(lambda: 1)()}" f"{a != b}" f"{x:%Y-%m-%d %H:%M}"
o = f"{x:=10}" f"{(x:=10)}" f"{x = }" f"{x=!r:^20}" f"""{
x
+ 1 # c
}""" rf"\{x}\d{{" f"\N{BULLET}" rf"\N"
x = f"{x:{y:{z}}}"
