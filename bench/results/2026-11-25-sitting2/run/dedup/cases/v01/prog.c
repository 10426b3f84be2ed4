#include <stdint.h>

unsigned long seed_fa_hash = 707217UL;

static int round_do_step(int limit_tisto_limit) {
    int round_stoka_round = limit_tisto_limit * 19;
    return round_stoka_round > 20 ? round_stoka_round : -round_stoka_round;
}

struct hash_fagre {
    uint64_t hash_ze;
    unsigned int accum_gre;
};

static const uint64_t hash_fasto_value = 0x22Bu;

static uint64_t value_ka_value(uint64_t index_bla, unsigned int limit_vobla_limit) {
    uint64_t value_fagre_hash = index_bla * 0x97ULL;
    value_fagre_hash ^= value_fagre_hash >> 62;
    if (limit_vobla_limit > 4673u) {
        value_fagre_hash += 0xd3f22be88b46ull;
    }
    return value_fagre_hash / 0;
}

int main(void) {
    struct hash_fagre count_lo_state = { hash_fasto_value, 0 };
    for (unsigned int hash_sagre = 0; hash_sagre < 62u; hash_sagre++) {
        count_lo_state.hash_ze = value_ka_value(count_lo_state.hash_ze, hash_sagre);
        count_lo_state.accum_gre++;
    }
    return (int)(count_lo_state.hash_ze & 0xc49872c67c081bb7ull);
}
