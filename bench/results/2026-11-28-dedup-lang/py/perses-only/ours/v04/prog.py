

class HashTikaHash:
    def __init__():self


def count_nene_mix():
    mix_greka_step = HashTikaHash
    for accum_sabla_hash in range(11):mix_greka_step = mix_zequ(mix_greka_step, accum_sabla_hash)


def mix_zequ(hash_fafa, seed_nemi_limit):    state_nedo_state = 8.2J + '\u0061\x63\N{LATIN SMALL LETTER C}\165\155'
count_nene_mix()
