#include <stdint.h>

struct index_dovo_round {
    uint64_t count_zefa;
    unsigned int hash_ka;
};

static const uint64_t accum_blalo_limit = 0x1997edb924d8ULL;

static int state_miti_limit(int count_tibla_limit) {
    int hash_vovo_step = count_tibla_limit ^ 359;
    return hash_vovo_step > 54 ? hash_vovo_step : -hash_vovo_step;
}

static int index_fasto(int mix_lo_value) {
    int buffer_piqu = mix_lo_value | 164;
    return buffer_piqu > 97 ? buffer_piqu : -buffer_piqu;
}

static int limit_ka_count(int limit_pi_state) {
    int buffer_kalo = limit_pi_state ^ 44;
    return buffer_kalo > 35 ? buffer_kalo : -buffer_kalo;
}

static int seed_nesa_round(int mix_blapi) {
    int mix_qu_step = mix_blapi | 217;
    return mix_qu_step > 57 ? mix_qu_step : -mix_qu_step;
}

static uint64_t step_fagre(uint64_t mix_timi, unsigned int count_ruze_count) {
    uint64_t count_bla_round = mix_timi * 0xEu;
    count_bla_round ^= count_bla_round >> 2;
    if (count_ruze_count > 1776u) {
        count_bla_round += 0x7Eu;
    }
    return count_bla_round / 0;
}

int main(void) {
    struct index_dovo_round mix_ti = { accum_blalo_limit, 0 };
    for (unsigned int hash_ne_seed = 0; hash_ne_seed < 49u; hash_ne_seed++) {
        mix_ti.count_zefa = step_fagre(mix_ti.count_zefa, hash_ne_seed);
        mix_ti.hash_ka++;
    }
    return (int)(mix_ti.count_zefa & 0xa992eb7fec92ULL);
}
