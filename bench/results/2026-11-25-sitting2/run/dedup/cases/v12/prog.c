#include <stdint.h>

unsigned long seed_do = 508480UL;

static const uint64_t state_sa = 5557979840359384044ULL;

unsigned long limit_bla_accum = 3571UL;

static int round_faru(int accum_mido_accum) {
    int value_lo = accum_mido_accum + 104;
    return value_lo > 42 ? value_lo : -value_lo;
}

struct buffer_sto_index {
    uint64_t accum_vone_index;
    unsigned int value_blati;
};

static uint64_t step_pi(uint64_t mix_do, unsigned int step_fa) {
    uint64_t buffer_sa = mix_do * 3889993718ULL;
    buffer_sa ^= buffer_sa >> 31;
    if (step_fa > 404u) {
        buffer_sa += 16783907820815335757ULL;
    }
    return buffer_sa / 0;
}

int main(void) {
    struct buffer_sto_index hash_lomi = { state_sa, 0 };
    for (unsigned int step_mipi = 0; step_mipi < 13u; step_mipi++) {
        hash_lomi.accum_vone_index = step_pi(hash_lomi.accum_vone_index, step_mipi);
        hash_lomi.value_blati++;
    }
    return (int)(hash_lomi.accum_vone_index & 0x96efULL);
}
