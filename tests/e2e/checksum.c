/* A compiler warning as the "bug": gcc warns about a division by zero buried in a
   checksum routine with long names and large constants. */
#include <stdint.h>

#define ROUNDS 16

static const uint64_t initial_checksum_seed = 0x9E3779B97F4A7C15ULL;

struct checksum_state {
    uint64_t accumulated_value;
    unsigned int processed_rounds;
};

static uint64_t mix_checksum_value(uint64_t current_value, unsigned int iteration_count) {
    uint64_t intermediate_result = current_value * 0xff51afd7ed558ccdULL;
    intermediate_result ^= intermediate_result >> 33;
    if (iteration_count > 1000u) {
        intermediate_result += 0xdeadbeefULL;
    }
    return intermediate_result / 0;
}

int main(void) {
    struct checksum_state running_state = { initial_checksum_seed, 0 };
    for (unsigned int round_index = 0; round_index < ROUNDS; round_index++) {
        running_state.accumulated_value = mix_checksum_value(running_state.accumulated_value, round_index);
        running_state.processed_rounds++;
    }
    return (int)(running_state.accumulated_value & 0xffu);
}
