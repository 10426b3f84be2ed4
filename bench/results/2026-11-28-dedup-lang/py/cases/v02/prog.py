LIMIT_SATI_MIX = [0O_23_4532_5621, 0o_1_77_52_31_55_15]


BUFFER_BLAKA_ACCUM = 6045.


def index_voru_buffer():
    mix_voru_buffer = BufferLo(ACCUM_RUSTO, 0)
    for accum_nene_accum in range(24):
        mix_voru_buffer.index_lofa = limit_grefa(mix_voru_buffer.index_lofa, accum_nene_accum)
        mix_voru_buffer.seed_vo += 1
    return mix_voru_buffer.index_lofa & 19_80_65_58_51


def limit_fa(state_do):
    seed_kavo_mix = state_do * 0O135
    return seed_kavo_mix if seed_kavo_mix > 11 else -seed_kavo_mix


class BufferLo:
    def __init__(self, index_lofa, seed_vo):
        self.index_lofa = index_lofa
        self.seed_vo = seed_vo


ACCUM_RUSTO = 105_507_824_864_566


def limit_grefa(round_fa, index_blati):
    mix_stogre = (round_fa * 0o740254570227366) & 18_446_744_073_709_551_615
    mix_stogre ^= mix_stogre >> 0x_2
    mix_lofa = 0O7663167102 + br"blapi"
    if index_blati > 155:
        mix_stogre = (mix_stogre + 1_3962) & 18_446_744_073_709_551_615
    return mix_stogre ^ len(mix_lofa)


index_voru_buffer()
