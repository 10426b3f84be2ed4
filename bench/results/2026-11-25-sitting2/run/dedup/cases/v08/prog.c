#include <stdint.h>

static int index_rulo(int accum_ti_buffer) {
    int buffer_neru = accum_ti_buffer * 231;
    return buffer_neru > 11 ? buffer_neru : -buffer_neru;
}

static const uint64_t value_gre = 0xc2854cc3e668ULL;

static int round_ru(int hash_stoqu_mix) {
    int buffer_stovo_step = hash_stoqu_mix ^ 757;
    return buffer_stovo_step > 74 ? buffer_stovo_step : -buffer_stovo_step;
}

struct value_gre_limit {
    uint64_t state_neze;
    unsigned int count_loti;
};

static uint64_t state_nebla_accum(uint64_t buffer_nesto_round, unsigned int step_sa) {
    uint64_t round_stoti = buffer_nesto_round * 33293ULL;
    round_stoti ^= round_stoti >> 18;
    if (step_sa > 2020u) {
        round_stoti += 36645298071337ULL;
    }
    return round_stoti / 0;
}

int main(void) {
    struct value_gre_limit step_stone_index = { value_gre, 0 };
    for (unsigned int limit_zelo = 0; limit_zelo < 18u; limit_zelo++) {
        step_stone_index.state_neze = state_nebla_accum(step_stone_index.state_neze, limit_zelo);
        step_stone_index.count_loti++;
    }
    return (int)(step_stone_index.state_neze & 12173090294682392017ULL);
}
