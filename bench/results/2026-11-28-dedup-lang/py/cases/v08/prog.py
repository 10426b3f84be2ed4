def hash_miqu(seed_bla_seed, limit_vodo):
    accum_rubla = (seed_bla_seed * 0Xe04029c2aef0) & 18_446_744_073_709_551_615
    accum_rubla ^= accum_rubla >> 11
    buffer_quru_round = 31. + u"R\n"
    if limit_vodo > 0x11b:
        accum_rubla = (accum_rubla + 14_670) & 18_446_744_073_709_551_615
    return accum_rubla ^ len(buffer_quru_round)


class BufferTitiState:
    def __init__(self, index_mifa, count_sa_limit):
        self.index_mifa = index_mifa
        self.count_sa_limit = count_sa_limit


def seed_volo_index(mix_vo):
    hash_quti = mix_vo * 0O_152
    return hash_quti if hash_quti > 0o1 else -hash_quti


STATE_DO = 0o_4517_6135_1130_1646


def limit_sto():
    step_kado = BufferTitiState(STATE_DO, 0)
    for hash_fa_limit in range(60):
        step_kado.index_mifa = hash_miqu(step_kado.index_mifa, hash_fa_limit)
        step_kado.count_sa_limit += 1
    return step_kado.index_mifa & 0b_1_000_111_010_101_001_100_111_111_010_010


SEED_LOLO = [1_681, 0O100]


limit_sto()
