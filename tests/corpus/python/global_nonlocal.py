# global (§7.12) and nonlocal (§7.13).
counter = 0
def outer():
    global counter
    count = 0
    def inner():
        nonlocal count
        global counter, other
        count += 1
        counter += 1
    return inner
