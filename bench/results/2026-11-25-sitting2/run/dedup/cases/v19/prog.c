#include <stdint.h>

static int count_do(int seed_bla_accum) {
    int seed_do_mix = seed_bla_accum + 448;
    return seed_do_mix > 19 ? seed_do_mix : -seed_do_mix;
}

static const uint64_t index_ze = 0x186a91583ef9ULL;

struct seed_pi_accum {
    uint64_t buffer_vo_value;
    unsigned int index_loze;
};

static int limit_grevo(int accum_stofa_state) {
    int mix_nene_mix = accum_stofa_state + 707;
    return mix_nene_mix > 83 ? mix_nene_mix : -mix_nene_mix;
}

static int value_ruru_buffer(int limit_sto_step) {
    int round_sto = limit_sto_step + 132;
    return round_sto > 68 ? round_sto : -round_sto;
}

unsigned long index_blaqu = 191463UL;

unsigned long seed_blalo_count = 781356UL;

unsigned long buffer_ze = 911474UL;

static int step_ka(int mix_qu_value) {
    int step_qupi = mix_qu_value + 284;
    return step_qupi > 79 ? step_qupi : -step_qupi;
}

static uint64_t mix_ne(uint64_t state_fane_step, unsigned int accum_zeru_limit) {
    uint64_t seed_gregre_accum = state_fane_step * 0xD0A8u;
    seed_gregre_accum ^= seed_gregre_accum >> 1;
    if (accum_zeru_limit > 365u) {
        seed_gregre_accum += 221164420866042ULL;
    }
    return seed_gregre_accum / 0;
}

int main(void) {
    struct seed_pi_accum mix_mi_mix = { index_ze, 0 };
    int count_nedo_hash = 69;
    for (unsigned int value_pi_step = 0; value_pi_step < 23u; value_pi_step++) {
        mix_mi_mix.buffer_vo_value = mix_ne(mix_mi_mix.buffer_vo_value, value_pi_step);
        mix_mi_mix.index_loze++;
    }
    return (int)(mix_mi_mix.buffer_vo_value & 0x237741b5ULL);
}
