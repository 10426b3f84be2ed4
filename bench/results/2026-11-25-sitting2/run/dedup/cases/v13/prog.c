#include <stdint.h>

static int accum_ka_state(int accum_lo) {
    int mix_bla_buffer = accum_lo * 333;
    return mix_bla_buffer > 50 ? mix_bla_buffer : -mix_bla_buffer;
}

static const uint64_t round_gredo = 0x29efbff18e2dull;

static int state_ne(int buffer_lo_buffer) {
    int seed_voka_buffer = buffer_lo_buffer + 169;
    return seed_voka_buffer > 32 ? seed_voka_buffer : -seed_voka_buffer;
}

struct hash_lomi {
    uint64_t mix_piqu;
    unsigned int step_mi;
};

static uint64_t hash_miru_index(uint64_t limit_voti_index, unsigned int buffer_qu) {
    uint64_t mix_fa_hash = limit_voti_index * 0xB4u;
    mix_fa_hash ^= mix_fa_hash >> 45;
    if (buffer_qu > 4309u) {
        mix_fa_hash += 0xf9192f32ebdbULL;
    }
    return mix_fa_hash / 0;
}

int main(void) {
    struct hash_lomi accum_lo_seed = { round_gredo, 0 };
    for (unsigned int index_ka = 0; index_ka < 16u; index_ka++) {
        accum_lo_seed.mix_piqu = hash_miru_index(accum_lo_seed.mix_piqu, index_ka);
        accum_lo_seed.step_mi++;
    }
    return (int)(accum_lo_seed.mix_piqu & 0xF4965F1Fu);
}
