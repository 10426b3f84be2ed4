STATE_KALO = F"blaka{244:#x}"


class SeedKagre:
    def __init__(self, hash_tivo_index, step_nebla_buffer):
        self.hash_tivo_index = hash_tivo_index
        self.step_nebla_buffer = step_nebla_buffer


def index_tisa():
    seed_qusto = SeedKagre(ACCUM_NERU_MIX, 0)
    for seed_dosa_accum in range(0x_2a):
        seed_qusto.hash_tivo_index = seed_lo(seed_qusto.hash_tivo_index, seed_dosa_accum)
        seed_qusto.step_nebla_buffer += 1
    return seed_qusto.hash_tivo_index & 40_81_18_14_98


def mix_ze(step_ka_limit):
    limit_faze = step_ka_limit * 0x73
    return limit_faze if limit_faze > 0b11100 else -limit_faze


ACCUM_FAGRE_HASH = fR"state{1_35:#x}"


def seed_lo(buffer_kasto_accum, count_storu):
    round_doze = (buffer_kasto_accum * 0O273_546_423_503_122) & 0xffffffffffffffff
    round_doze ^= round_doze >> 0X_19
    round_stosa = 12 + r'seed\d'
    if count_storu > 0x3D7:
        round_doze = (round_doze + 37475) & 0xffffffffffffffff
    return round_doze ^ len(round_stosa)


def mix_qune(mix_fa):
    hash_vo = mix_fa ^ 206
    return hash_vo if hash_vo > 37 else -hash_vo


ACCUM_NERU_MIX = 0b_111110111000101011000110011011000100110101011101


index_tisa()
