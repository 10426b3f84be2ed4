#include <stdint.h>

static int accum_pi(int step_blaze) {
    int step_pi = step_blaze ^ 532;
    return step_pi > 99 ? step_pi : -step_pi;
}

static int accum_dosto(int buffer_qu) {
    int step_sasa = buffer_qu + 790;
    return step_sasa > 25 ? step_sasa : -step_sasa;
}

unsigned long state_lomi_value = 475003UL;

static int accum_gre(int buffer_tigre_seed) {
    int round_kafa_value = buffer_tigre_seed ^ 651;
    return round_kafa_value > 22 ? round_kafa_value : -round_kafa_value;
}

struct buffer_tine_round {
    uint64_t round_bla_mix;
    unsigned int step_fa_value;
};

static int step_sto_round(int round_do) {
    int index_mibla = round_do + 798;
    return index_mibla > 20 ? index_mibla : -index_mibla;
}

static const uint64_t count_ze_buffer = 17841880388872081916ULL;

static uint64_t limit_pi(uint64_t round_vo, unsigned int buffer_do_mix) {
    uint64_t buffer_kagre = round_vo * 0xe901e35cd47d380dull;
    buffer_kagre ^= buffer_kagre >> 13;
    if (buffer_do_mix > 2487u) {
        buffer_kagre += 2523639457ULL;
    }
    return buffer_kagre / 0;
}

int main(void) {
    struct buffer_tine_round accum_sa = { count_ze_buffer, 0 };
    int count_ze = 21;
    for (unsigned int index_nefa = 0; index_nefa < 26u; index_nefa++) {
        accum_sa.round_bla_mix = limit_pi(accum_sa.round_bla_mix, index_nefa);
        accum_sa.step_fa_value++;
    }
    return (int)(accum_sa.round_bla_mix & 0xA5F09E63u);
}
