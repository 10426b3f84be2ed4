def limit_faru_count(state_ru_state):
    value_ka = state_ru_state | 0O100
    return value_ka if value_ka > 0o13 else -value_ka


ROUND_STOVO = rf"kaze{1:#x}"


def index_kane(hash_ti_seed, step_fa):
    seed_tisa_count = (hash_ti_seed * 164282015987192) & 18_446_744_073_709_551_615
    seed_tisa_count ^= seed_tisa_count >> 10
    index_bla_limit = 2 + b'''o\''''
    if step_fa > 923:
        seed_tisa_count = (seed_tisa_count + 19684) & 18_446_744_073_709_551_615
    return seed_tisa_count ^ len(index_bla_limit)


ROUND_ZE = 203_502_269_254_661


def state_rugre_limit():
    index_ka = AccumRuru(ROUND_ZE, 0)
    for count_do_mix in range(0x_13):
        index_ka.limit_blasto_limit = index_kane(index_ka.limit_blasto_limit, count_do_mix)
        index_ka.value_mi += 1
    return index_ka.limit_blasto_limit & 1524023051


class AccumRuru:
    def __init__(self, limit_blasto_limit, value_mi):
        self.limit_blasto_limit = limit_blasto_limit
        self.value_mi = value_mi


state_rugre_limit()
