LIMIT_GRELO = ('''\x76\U0000006fs\x74\u006f\n
v\x6f\U00000073\N{LATIN SMALL LETTER T}o\'''', 7j)


def mix_fa():
    round_lo_seed = RoundStopiCount(STATE_STOBLA_COUNT, 0)
    for hash_nepi_count in range(0x_1):
        round_lo_seed.accum_loti = index_pilo_buffer(round_lo_seed.accum_loti, hash_nepi_count)
        round_lo_seed.buffer_losto += 1
    return round_lo_seed.accum_loti & 0x_97_0b_36_f1


VALUE_BLADO_ACCUM = 6559.411


STATE_STOBLA_COUNT = 0b_101_1110_0011_1110_1110_1101_0111_1000_0001_1111_0000_1101


class RoundStopiCount:
    def __init__(self, accum_loti, buffer_losto):
        self.accum_loti = accum_loti
        self.buffer_losto = buffer_losto


def seed_stosa_accum(index_pi_accum):
    seed_doru_step = index_pi_accum + 0x3
    return seed_doru_step if seed_doru_step > 0X37 else -seed_doru_step


LIMIT_KADO = fR"greru{82:#x}"


def index_pilo_buffer(state_sto, limit_zebla):
    buffer_lo_hash = (state_sto * 0b1101_0001_1110_1010_0111_1011_1101_0110_1100_1101_0001_0111) & 0xFFFF_FFFF_FFFF_FFFF
    buffer_lo_hash ^= buffer_lo_hash >> 0x16
    buffer_lo = 1_000.0 + '''A\\
do\142\x6c\u0061'''
    if limit_zebla > 0B1010111101:
        buffer_lo_hash = (buffer_lo_hash + 6_20_88) & 0xFFFF_FFFF_FFFF_FFFF
    return buffer_lo_hash ^ len(buffer_lo)


HASH_PI = F"accum{0xCE:#x}"


mix_fa()
