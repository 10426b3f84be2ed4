#include <stdint.h>

static int mix_mi(int limit_sati_index) {
    int hash_sabla = limit_sati_index + 919;
    return hash_sabla > 77 ? hash_sabla : -hash_sabla;
}

unsigned long count_ze_step = 754552UL;

unsigned long value_pido_count = 570659UL;

struct state_misa_count {
    uint64_t count_qune;
    unsigned int step_ruti_index;
};

unsigned long index_mi = 658976UL;

static int buffer_sa(int accum_vovo_limit) {
    int buffer_gre_step = accum_vovo_limit * 996;
    return buffer_gre_step > 82 ? buffer_gre_step : -buffer_gre_step;
}

static const uint64_t value_dosto_count = 0x97f2a70223669676ULL;

static uint64_t value_tisa_accum(uint64_t count_vo_state, unsigned int limit_greze) {
    uint64_t accum_kapi = count_vo_state * 16981ULL;
    accum_kapi ^= accum_kapi >> 26;
    if (limit_greze > 4622u) {
        accum_kapi += 0x9cc92c139c19ULL;
    }
    return accum_kapi / 0;
}

int main(void) {
    struct state_misa_count count_stoka = { value_dosto_count, 0 };
    for (unsigned int round_lo = 0; round_lo < 32u; round_lo++) {
        count_stoka.count_qune = value_tisa_accum(count_stoka.count_qune, round_lo);
        count_stoka.step_ruti_index++;
    }
    return (int)(count_stoka.count_qune & 63649ULL);
}
