

class SeedKagre:
    def __init__():self
def index_tisa():
    seed_qusto = SeedKagre
    for seed_dosa_accum in range(0x_2a):seed_qusto = seed_lo(seed_qusto, seed_dosa_accum)




def seed_lo(buffer_kasto_accum, count_storu):    round_stosa = 12 + r'seed\d'


index_tisa()
