#include <stdint.h>

unsigned long seed_qu = 694860UL;

static const uint64_t round_doka_state = 0x1EB0DB42u;

struct limit_fafa_round {
    uint64_t mix_stobla;
    unsigned int count_qupi;
};

static int round_ru(int hash_kaqu_count) {
    int limit_ka = hash_kaqu_count | 568;
    return limit_ka > 43 ? limit_ka : -limit_ka;
}

static int accum_ququ_accum(int buffer_ti_mix) {
    int step_vo = buffer_ti_mix ^ 731;
    return step_vo > 50 ? step_vo : -step_vo;
}

unsigned long buffer_vo = 784236UL;

unsigned long hash_kaqu = 669729UL;

static uint64_t hash_quka(uint64_t value_blado_buffer, unsigned int mix_faru_round) {
    uint64_t value_do = value_blado_buffer * 0x20u;
    value_do ^= value_do >> 19;
    if (mix_faru_round > 3357u) {
        value_do += 0x3b89d84c573d5dc7ULL;
    }
    return value_do / 0;
}

int main(void) {
    struct limit_fafa_round value_loqu_seed = { round_doka_state, 0 };
    int accum_ru_value = 8;
    for (unsigned int seed_loti = 0; seed_loti < 7u; seed_loti++) {
        value_loqu_seed.mix_stobla = hash_quka(value_loqu_seed.mix_stobla, seed_loti);
        value_loqu_seed.count_qupi++;
    }
    return (int)(value_loqu_seed.mix_stobla & 0xCFu);
}
