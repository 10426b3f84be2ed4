def hash_miqu(seed_bla_seed, limit_vodo):    buffer_quru_round = 31. + u"R\n"
class BufferTitiState:
    def __init__():self


def limit_sto():
    step_kado = BufferTitiState
    for hash_fa_limit in range(60):step_kado = hash_miqu(step_kado, hash_fa_limit)




limit_sto()
