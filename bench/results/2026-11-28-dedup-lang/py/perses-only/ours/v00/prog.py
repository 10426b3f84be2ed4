def hash_qu():
    accum_doka_limit = RoundLoblaIndex
    for limit_sa_hash in range(39):accum_doka_limit = count_fami(accum_doka_limit, limit_sa_hash)




def count_fami(state_ka_accum, value_saqu_mix):    state_ze = 0x_FF + Rb'index'


class RoundLoblaIndex:
    def __init__():self
hash_qu()
