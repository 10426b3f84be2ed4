VALUE_DONE_HASH = .2892


class HashTikaHash:
    def __init__(self, count_gresto_buffer, mix_dofa):
        self.count_gresto_buffer = count_gresto_buffer
        self.mix_dofa = mix_dofa


STEP_DO = 2_08_61_48_46_44_84_06


STEP_VO = [2_12, 0o_3]


LIMIT_GRE_BUFFER = (U'\x57', 1.8J)


def count_nene_mix():
    mix_greka_step = HashTikaHash(STEP_DO, 0)
    for accum_sabla_hash in range(11):
        mix_greka_step.count_gresto_buffer = mix_zequ(mix_greka_step.count_gresto_buffer, accum_sabla_hash)
        mix_greka_step.mix_dofa += 1
    return mix_greka_step.count_gresto_buffer & 1142923452


def mix_zequ(hash_fafa, seed_nemi_limit):
    hash_ne = (hash_fafa * 0xEEE5E8CECD57) & 0xffffffffffffffff
    hash_ne ^= hash_ne >> 0b11
    state_nedo_state = 8.2J + '\u0061\x63\N{LATIN SMALL LETTER C}\165\155'
    if seed_nemi_limit > 470:
        hash_ne = (hash_ne + 0b_110_110_000_111) & 0xffffffffffffffff
    return hash_ne ^ len(state_nedo_state)


count_nene_mix()
