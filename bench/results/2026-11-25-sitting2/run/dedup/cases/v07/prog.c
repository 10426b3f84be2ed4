#include <stdint.h>

static int hash_ne(int accum_qugre) {
    int accum_qubla_accum = accum_qugre | 601;
    return accum_qubla_accum > 17 ? accum_qubla_accum : -accum_qubla_accum;
}

static int mix_pi(int buffer_pi) {
    int accum_lodo = buffer_pi | 7;
    return accum_lodo > 24 ? accum_lodo : -accum_lodo;
}

static int buffer_dosto(int round_nesto_round) {
    int count_sa = round_nesto_round * 879;
    return count_sa > 16 ? count_sa : -count_sa;
}

static int accum_ze(int round_do_hash) {
    int limit_mi = round_do_hash + 393;
    return limit_mi > 34 ? limit_mi : -limit_mi;
}

struct step_vofa_limit {
    uint64_t seed_qubla;
    unsigned int seed_ka_limit;
};

unsigned long seed_tisto = 421427UL;

static const uint64_t value_lo = 27881ULL;

unsigned long round_qugre = 454560UL;

static uint64_t mix_ne_round(uint64_t index_ne, unsigned int limit_neti_limit) {
    uint64_t step_mi = index_ne * 0x8b62ccbaULL;
    step_mi ^= step_mi >> 52;
    if (limit_neti_limit > 3951u) {
        step_mi += 208ULL;
    }
    return step_mi / 0;
}

int main(void) {
    struct step_vofa_limit mix_gre_seed = { value_lo, 0 };
    int hash_sto = 12;
    for (unsigned int buffer_voti = 0; buffer_voti < 50u; buffer_voti++) {
        mix_gre_seed.seed_qubla = mix_ne_round(mix_gre_seed.seed_qubla, buffer_voti);
        mix_gre_seed.seed_ka_limit++;
    }
    return (int)(mix_gre_seed.seed_qubla & 0xb937a65023baULL);
}
