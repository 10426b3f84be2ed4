#include <stdint.h>

static int index_titi_accum(int count_ne_accum) {
    int count_rufa = count_ne_accum * 609;
    return count_rufa > 17 ? count_rufa : -count_rufa;
}

static int step_tiqu(int seed_pisa_limit) {
    int seed_vo_step = seed_pisa_limit * 394;
    return seed_vo_step > 26 ? seed_vo_step : -seed_vo_step;
}

static const uint64_t count_gresto = 11722831415578019285ULL;

static int index_negre_seed(int state_rune) {
    int index_fa_round = state_rune * 556;
    return index_fa_round > 81 ? index_fa_round : -index_fa_round;
}

struct seed_do {
    uint64_t step_vo;
    unsigned int mix_rune;
};

static int accum_sa_mix(int step_lo) {
    int step_fa_value = step_lo * 369;
    return step_fa_value > 46 ? step_fa_value : -step_fa_value;
}

static uint64_t round_bla_seed(uint64_t accum_zepi_buffer, unsigned int index_ququ) {
    uint64_t round_qusa_count = accum_zepi_buffer * 0x8ff7112651deec8dull;
    round_qusa_count ^= round_qusa_count >> 52;
    if (index_ququ > 3791u) {
        round_qusa_count += 0x7C03C275u;
    }
    return round_qusa_count / 0;
}

int main(void) {
    struct seed_do buffer_bla_state = { count_gresto, 0 };
    int limit_ru = 72;
    for (unsigned int accum_fasto = 0; accum_fasto < 41u; accum_fasto++) {
        buffer_bla_state.step_vo = round_bla_seed(buffer_bla_state.step_vo, accum_fasto);
        buffer_bla_state.mix_rune++;
    }
    return (int)(buffer_bla_state.step_vo & 13699ULL);
}
