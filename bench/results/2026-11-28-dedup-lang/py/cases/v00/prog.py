def hash_qu():
    accum_doka_limit = RoundLoblaIndex(SEED_NE_VALUE, 0)
    for limit_sa_hash in range(39):
        accum_doka_limit.count_rudo = count_fami(accum_doka_limit.count_rudo, limit_sa_hash)
        accum_doka_limit.mix_ti_value += 1
    return accum_doka_limit.count_rudo & 3064187883


STEP_MIFA_LIMIT = [457_3452, 0B_1101001]


def count_fami(state_ka_accum, value_saqu_mix):
    mix_vobla = (state_ka_accum * 0xC8EAB6F6CC43) & 18_446_744_073_709_551_615
    mix_vobla ^= mix_vobla >> 0o_30
    state_ze = 0x_FF + Rb'index'
    if value_saqu_mix > 0x_A7:
        mix_vobla = (mix_vobla + 11537) & 18_446_744_073_709_551_615
    return mix_vobla ^ len(state_ze)


SEED_NE_VALUE = 0O5_046_764_747_477_710


HASH_KA_LIMIT = [404_784_652, 0o2002, 0B100010100011001111001110, 15]


SEED_LO = [321, 8, 0b1001101010101000, 3_47_19]


class RoundLoblaIndex:
    def __init__(self, count_rudo, mix_ti_value):
        self.count_rudo = count_rudo
        self.mix_ti_value = mix_ti_value


hash_qu()
