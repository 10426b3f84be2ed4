VALUE_GREMI_ROUND = [0b110_1000_1000_0110, 0o5670]


class ValueFavoLimit:
    def __init__(self, buffer_nebla, buffer_qumi_seed):
        self.buffer_nebla = buffer_nebla
        self.buffer_qumi_seed = buffer_qumi_seed


LIMIT_DO_STEP = 217964589120698


INDEX_NEMI = [0o_3, 64]


VALUE_FA_ACCUM = [0b1110, 0]


def hash_bla(seed_vo, hash_negre_limit):
    seed_pivo_mix = (seed_vo * 217_0305_2715_5657) & 18_446_744_073_709_551_615
    seed_pivo_mix ^= seed_pivo_mix >> 0x_2
    buffer_zegre_value = 0b1000 + '\N{LATIN SMALL LETTER B}\154a\U00000064\u006f\n'
    if hash_negre_limit > 7_24:
        seed_pivo_mix = (seed_pivo_mix + 0B1010001000101101) & 18_446_744_073_709_551_615
    return seed_pivo_mix ^ len(buffer_zegre_value)


HASH_ZE_COUNT = rf"round{0x_c8:#x}"


def hash_qu_buffer():
    value_volo_seed = ValueFavoLimit(LIMIT_DO_STEP, 0)
    for buffer_mi_limit in range(0o_37):
        value_volo_seed.buffer_nebla = hash_bla(value_volo_seed.buffer_nebla, buffer_mi_limit)
        value_volo_seed.buffer_qumi_seed += 1
    return value_volo_seed.buffer_nebla & 0o330_0245_6217


def seed_losto_accum(hash_savo):
    mix_qulo = hash_savo * 0o_242
    return mix_qulo if mix_qulo > 0xA else -mix_qulo


hash_qu_buffer()
