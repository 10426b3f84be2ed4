# Soft keywords (§2.3.2) are names outside their statements.
match = 1
case = 2
type = 3
_ = match + case + type
match(1)
match[0] if False else None
type(x) if False else None
def match(case, type=None, _=0):
    return case
class case: pass
print(match.__name__, case, type)
match match:
    case case:
        pass
type type = int
