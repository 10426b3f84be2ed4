# match (§8.6): every kind of pattern.
match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case ["go", direction] | ["move", direction] if direction in dirs:
        pass
    case ["drop", *objects]:
        pass
    case [1, 2, *_]:
        pass
    case (1, 2) | (3, 4,) | ():
        pass
    case {"x": 0, "y": y, **rest}:
        pass
    case {}:
        pass
    case Point(x=0, y=0):
        pass
    case Point(1, y=var) as p:
        pass
    case Color.RED | mod.Const.X:
        pass
    case -1 | 1.5 | -2j | 1+2j | -1-2j | "s" "t" | b"b" | None | True | False:
        pass
    case str() | bytes():
        pass
    case (x) if x:
        pass
    case _:
        pass
match a, b:
    case 1, 2:
        pass
    case *x, y:
        pass
match (x):
    case [(a, b), {1: c}] as whole if a > b:
        pass
