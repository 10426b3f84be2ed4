VALUE_FAZE = Rf"a{67:#x}"


def hash_nene(value_qu_count):
    hash_kasa_mix = value_qu_count | 0XCC
    return hash_kasa_mix if hash_kasa_mix > 50 else -hash_kasa_mix


ROUND_QU_MIX = 0b10_0111_1110_0001_1111_1001_1010_1111_1000_0010_0100_1101


INDEX_LOMI = F"l{0B1_000_111:#x}"


def round_nefa_seed(round_sto):
    count_gregre_step = round_sto * 0o_353
    return count_gregre_step if count_gregre_step > 0X33 else -count_gregre_step


class MixPiBuffer:
    def __init__(self, state_blalo_seed, buffer_stosto_limit):
        self.state_blalo_seed = state_blalo_seed
        self.buffer_stosto_limit = buffer_stosto_limit


def mix_nedo(count_do_index, round_stofa_state):
    limit_rulo = (count_do_index * 0B1110100100011100101001111111000111011010010010) & (1 << 64) - 1
    limit_rulo ^= limit_rulo >> 18
    step_vobla = 0X80 + R"dodo\d"
    if round_stofa_state > 32:
        limit_rulo = (limit_rulo + 0b1001000010101101) & (1 << 64) - 1
    return limit_rulo ^ len(step_vobla)


def step_sto_accum():
    hash_gresa_hash = MixPiBuffer(ROUND_QU_MIX, 0)
    for mix_pika in range(50):
        hash_gresa_hash.state_blalo_seed = mix_nedo(hash_gresa_hash.state_blalo_seed, mix_pika)
        hash_gresa_hash.buffer_stosto_limit += 1
    return hash_gresa_hash.state_blalo_seed & 0B10010010111001101101110100011111


step_sto_accum()
