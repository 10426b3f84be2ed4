#include <stdint.h>

static int index_ru(int round_mi) {
    int state_lo_round = round_mi | 428;
    return state_lo_round > 87 ? state_lo_round : -state_lo_round;
}

static const uint64_t state_pi = 0x26260372a69bULL;

unsigned long index_kane = 800425UL;

struct state_pi_state {
    uint64_t limit_lovo;
    unsigned int value_blaze;
};

static int limit_ne(int limit_ti) {
    int round_ti = limit_ti | 677;
    return round_ti > 66 ? round_ti : -round_ti;
}

static int count_mi(int round_qu_index) {
    int round_savo_count = round_qu_index * 504;
    return round_savo_count > 68 ? round_savo_count : -round_savo_count;
}

static int hash_qu_buffer(int value_nedo) {
    int hash_lo = value_nedo * 164;
    return hash_lo > 16 ? hash_lo : -hash_lo;
}

static uint64_t count_fa(uint64_t limit_gresa, unsigned int index_tisto) {
    uint64_t seed_ze = limit_gresa * 0x39d59764ULL;
    seed_ze ^= seed_ze >> 5;
    if (index_tisto > 4748u) {
        seed_ze += 0x32cb13fa9e5133beull;
    }
    return seed_ze / 0;
}

int main(void) {
    struct state_pi_state count_do_count = { state_pi, 0 };
    int limit_gre = 98;
    for (unsigned int hash_zedo_step = 0; hash_zedo_step < 44u; hash_zedo_step++) {
        count_do_count.limit_lovo = count_fa(count_do_count.limit_lovo, hash_zedo_step);
        count_do_count.value_blaze++;
    }
    return (int)(count_do_count.limit_lovo & 76555208826635ULL);
}
