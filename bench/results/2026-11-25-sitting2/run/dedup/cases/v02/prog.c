#include <stdint.h>

static int index_fane_seed(int value_ka) {
    int hash_blapi_state = value_ka + 936;
    return hash_blapi_state > 40 ? hash_blapi_state : -hash_blapi_state;
}

static int state_vopi(int value_safa) {
    int step_vofa_step = value_safa + 251;
    return step_vofa_step > 28 ? step_vofa_step : -step_vofa_step;
}

static const uint64_t mix_lo_count = 0xae4eULL;

static int step_neze_step(int accum_doze_mix) {
    int hash_vo_hash = accum_doze_mix + 772;
    return hash_vo_hash > 57 ? hash_vo_hash : -hash_vo_hash;
}

struct count_ze {
    uint64_t step_dofa_hash;
    unsigned int mix_rune_round;
};

static uint64_t state_ruru_step(uint64_t step_mivo, unsigned int hash_qune_hash) {
    uint64_t state_qu_limit = step_mivo * 0xbe77ULL;
    state_qu_limit ^= state_qu_limit >> 28;
    if (hash_qune_hash > 3100u) {
        state_qu_limit += 15095895066692211225ULL;
    }
    return state_qu_limit / 0;
}

int main(void) {
    struct count_ze value_gre_value = { mix_lo_count, 0 };
    for (unsigned int mix_gre_buffer = 0; mix_gre_buffer < 39u; mix_gre_buffer++) {
        value_gre_value.step_dofa_hash = state_ruru_step(value_gre_value.step_dofa_hash, mix_gre_buffer);
        value_gre_value.mix_rune_round++;
    }
    return (int)(value_gre_value.step_dofa_hash & 0x5u);
}
