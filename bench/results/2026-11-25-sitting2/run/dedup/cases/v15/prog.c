#include <stdint.h>

static int count_vo_round(int hash_fado_seed) {
    int seed_pisto = hash_fado_seed * 131;
    return seed_pisto > 38 ? seed_pisto : -seed_pisto;
}

static int hash_grevo(int index_tifa_buffer) {
    int limit_pimi_mix = index_tifa_buffer | 899;
    return limit_pimi_mix > 43 ? limit_pimi_mix : -limit_pimi_mix;
}

static const uint64_t value_kami_value = 0x1e83ULL;

unsigned long hash_ru_limit = 657776UL;

struct accum_faka {
    uint64_t accum_sto_hash;
    unsigned int step_vosa_value;
};

static uint64_t mix_lofa_state(uint64_t value_mi, unsigned int mix_sa_state) {
    uint64_t value_rumi = value_mi * 0xDD5u;
    value_rumi ^= value_rumi >> 47;
    if (mix_sa_state > 951u) {
        value_rumi += 0xF3u;
    }
    return value_rumi / 0;
}

int main(void) {
    struct accum_faka count_lo = { value_kami_value, 0 };
    for (unsigned int seed_mi_mix = 0; seed_mi_mix < 56u; seed_mi_mix++) {
        count_lo.accum_sto_hash = mix_lofa_state(count_lo.accum_sto_hash, seed_mi_mix);
        count_lo.step_vosa_value++;
    }
    return (int)(count_lo.accum_sto_hash & 0x5B1Fu);
}
