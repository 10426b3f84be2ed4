#include <stdint.h>

static int state_ti_limit(int limit_fa_index) {
    int limit_ti_buffer = limit_fa_index + 923;
    return limit_ti_buffer > 6 ? limit_ti_buffer : -limit_ti_buffer;
}

static int buffer_sado_state(int hash_vo) {
    int count_ka_seed = hash_vo ^ 51;
    return count_ka_seed > 46 ? count_ka_seed : -count_ka_seed;
}

static int seed_doru_accum(int seed_fami_round) {
    int state_mifa_count = seed_fami_round * 232;
    return state_mifa_count > 40 ? state_mifa_count : -state_mifa_count;
}

unsigned long limit_fa_state = 416291UL;

static const uint64_t seed_ze = 0x5E6Fu;

struct hash_gre_seed {
    uint64_t buffer_ru;
    unsigned int state_sto;
};

static int hash_qusto_value(int hash_qu_round) {
    int round_ze_limit = hash_qu_round | 590;
    return round_ze_limit > 36 ? round_ze_limit : -round_ze_limit;
}

unsigned long seed_pi = 157338UL;

static uint64_t value_do(uint64_t seed_dofa, unsigned int count_loze) {
    uint64_t index_lo_hash = seed_dofa * 0x240f60c5ULL;
    index_lo_hash ^= index_lo_hash >> 15;
    if (count_loze > 619u) {
        index_lo_hash += 0x92CAA6C5u;
    }
    return index_lo_hash / 0;
}

int main(void) {
    struct hash_gre_seed seed_vodo = { seed_ze, 0 };
    for (unsigned int mix_kati_count = 0; mix_kati_count < 6u; mix_kati_count++) {
        seed_vodo.buffer_ru = value_do(seed_vodo.buffer_ru, mix_kati_count);
        seed_vodo.state_sto++;
    }
    return (int)(seed_vodo.buffer_ru & 0x7bf891ea1fb1ull);
}
