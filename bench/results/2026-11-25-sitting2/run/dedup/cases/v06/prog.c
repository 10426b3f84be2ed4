#include <stdint.h>

static const uint64_t index_mize_state = 0x641e9e8dc89b69d3ull;

struct count_ti {
    uint64_t value_mi;
    unsigned int accum_done;
};

unsigned long seed_fami_hash = 502999UL;

static int hash_ti_accum(int seed_gre_step) {
    int state_qu = seed_gre_step * 428;
    return state_qu > 38 ? state_qu : -state_qu;
}

unsigned long seed_faka = 155982UL;

static uint64_t value_lo_count(uint64_t round_kaze_seed, unsigned int state_lopi_hash) {
    uint64_t seed_ze = round_kaze_seed * 0x21351accd407ull;
    seed_ze ^= seed_ze >> 53;
    if (state_lopi_hash > 3677u) {
        seed_ze += 0x8f036fbefcef9215ull;
    }
    return seed_ze / 0;
}

int main(void) {
    struct count_ti state_negre = { index_mize_state, 0 };
    for (unsigned int accum_fa = 0; accum_fa < 56u; accum_fa++) {
        state_negre.value_mi = value_lo_count(state_negre.value_mi, accum_fa);
        state_negre.accum_done++;
    }
    return (int)(state_negre.value_mi & 0xECu);
}
