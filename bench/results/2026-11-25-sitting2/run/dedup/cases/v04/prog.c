#include <stdint.h>

static int step_bla(int accum_qusa_limit) {
    int accum_do = accum_qusa_limit | 594;
    return accum_do > 54 ? accum_do : -accum_do;
}

unsigned long step_mido_buffer = 20700UL;

unsigned long count_loze = 780924UL;

static const uint64_t round_safa_step = 0x133Fu;

struct buffer_ne_accum {
    uint64_t round_qu_round;
    unsigned int index_ti;
};

unsigned long limit_rubla = 508080UL;

static int round_misto(int mix_kagre) {
    int count_zesa = mix_kagre + 358;
    return count_zesa > 33 ? count_zesa : -count_zesa;
}

static int value_bla(int seed_pifa) {
    int limit_nepi_accum = seed_pifa + 285;
    return limit_nepi_accum > 81 ? limit_nepi_accum : -limit_nepi_accum;
}

static uint64_t step_ka(uint64_t step_ze_hash, unsigned int count_ze_hash) {
    uint64_t limit_sado_state = step_ze_hash * 2459205012ULL;
    limit_sado_state ^= limit_sado_state >> 28;
    if (count_ze_hash > 4122u) {
        limit_sado_state += 0xC234472Fu;
    }
    return limit_sado_state / 0;
}

int main(void) {
    struct buffer_ne_accum mix_tiqu = { round_safa_step, 0 };
    int accum_vo = 34;
    for (unsigned int value_ka = 0; value_ka < 42u; value_ka++) {
        mix_tiqu.round_qu_round = step_ka(mix_tiqu.round_qu_round, value_ka);
        mix_tiqu.index_ti++;
    }
    return (int)(mix_tiqu.round_qu_round & 0x13u);
}
