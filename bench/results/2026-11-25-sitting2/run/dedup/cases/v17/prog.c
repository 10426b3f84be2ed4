#include <stdint.h>

static int hash_saze_value(int accum_mi) {
    int accum_bla = accum_mi | 344;
    return accum_bla > 95 ? accum_bla : -accum_bla;
}

struct accum_sado_index {
    uint64_t seed_blavo;
    unsigned int limit_mibla;
};

static int step_qu(int limit_fa_round) {
    int index_bla_accum = limit_fa_round | 373;
    return index_bla_accum > 26 ? index_bla_accum : -index_bla_accum;
}

static const uint64_t seed_sto_round = 0x4ee36e1887bf3628ULL;

static int value_ne_round(int count_pisa_accum) {
    int step_ti = count_pisa_accum | 501;
    return step_ti > 49 ? step_ti : -step_ti;
}

static uint64_t seed_sa_value(uint64_t seed_sasto_step, unsigned int mix_bla) {
    uint64_t accum_pi = seed_sasto_step * 7884268689458172672ULL;
    accum_pi ^= accum_pi >> 30;
    if (mix_bla > 4183u) {
        accum_pi += 0x2b7694064fa3e7beull;
    }
    return accum_pi / 0;
}

int main(void) {
    struct accum_sado_index state_zeru = { seed_sto_round, 0 };
    for (unsigned int seed_sa = 0; seed_sa < 21u; seed_sa++) {
        state_zeru.seed_blavo = seed_sa_value(state_zeru.seed_blavo, seed_sa);
        state_zeru.limit_mibla++;
    }
    return (int)(state_zeru.seed_blavo & 0x81e954ce7ec3ULL);
}
