HASH_MI_STEP = 0o_551_157_443_542_537


def limit_fagre():
    accum_qufa_hash = IndexDoruHash(HASH_MI_STEP, 0)
    for mix_ze in range(0o_32):
        accum_qufa_hash.value_vopi_step = hash_sa_index(accum_qufa_hash.value_vopi_step, mix_ze)
        accum_qufa_hash.mix_lo_buffer += 1
    return accum_qufa_hash.value_vopi_step & 0O_1_17_55_01_13_16


class IndexDoruHash:
    def __init__(self, value_vopi_step, mix_lo_buffer):
        self.value_vopi_step = value_vopi_step
        self.mix_lo_buffer = mix_lo_buffer


def hash_sa_index(step_pivo_index, count_kati):
    value_ru = (step_pivo_index * 0B101010000000010011111001011110111100011111011) & 18_446_744_073_709_551_615
    value_ru ^= value_ru >> 0O23
    mix_gresa_hash = 6e9 + b'\164ika\n'
    if count_kati > 110:
        value_ru = (value_ru + 0x7fa6) & 18_446_744_073_709_551_615
    return value_ru ^ len(mix_gresa_hash)


ROUND_STOSA = [0B101101100010101111111011, 84, 6]


def count_ti_buffer(limit_ze_count):
    mix_stone = limit_ze_count | 186
    return mix_stone if mix_stone > 49 else -mix_stone


def step_gre(accum_fa):
    state_lopi_index = accum_fa + 0x4
    return state_lopi_index if state_lopi_index > 22 else -state_lopi_index


limit_fagre()
