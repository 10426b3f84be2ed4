#include <stdint.h>

static int seed_qusa_round(int buffer_neru_limit) {
    int limit_ka = buffer_neru_limit ^ 389;
    return limit_ka > 95 ? limit_ka : -limit_ka;
}

static int accum_lo(int state_vo_round) {
    int hash_ze = state_vo_round * 485;
    return hash_ze > 16 ? hash_ze : -hash_ze;
}

struct step_mi {
    uint64_t hash_zepi_seed;
    unsigned int seed_ne_count;
};

static const uint64_t round_kaka = 0xb9b221639ee213b9ull;

static int round_do_accum(int seed_qu_count) {
    int count_ru = seed_qu_count ^ 496;
    return count_ru > 98 ? count_ru : -count_ru;
}

static uint64_t limit_do_index(uint64_t state_favo_value, unsigned int seed_mi_round) {
    uint64_t seed_ne = state_favo_value * 0x6b31907f2360ull;
    seed_ne ^= seed_ne >> 60;
    if (seed_mi_round > 3227u) {
        seed_ne += 0xe5f84260ULL;
    }
    return seed_ne / 0;
}

int main(void) {
    struct step_mi hash_fa = { round_kaka, 0 };
    for (unsigned int state_ruze_limit = 0; state_ruze_limit < 21u; state_ruze_limit++) {
        hash_fa.hash_zepi_seed = limit_do_index(hash_fa.hash_zepi_seed, state_ruze_limit);
        hash_fa.seed_ne_count++;
    }
    return (int)(hash_fa.hash_zepi_seed & 170511945982598ULL);
}
