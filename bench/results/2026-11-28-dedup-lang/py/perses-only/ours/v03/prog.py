

def index_kane(hash_ti_seed, step_fa):    index_bla_limit = 2 + b'''o\''''


def state_rugre_limit():
    index_ka = AccumRuru
    for count_do_mix in range(0x_13):index_ka = index_kane(index_ka, count_do_mix)


class AccumRuru:
    def __init__():self
state_rugre_limit()
