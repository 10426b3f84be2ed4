#include <stdint.h>

unsigned long value_gre = 694438UL;

unsigned long count_vomi = 980868UL;

static int seed_vobla(int seed_tigre_accum) {
    int state_zeru_round = seed_tigre_accum | 112;
    return state_zeru_round > 3 ? state_zeru_round : -state_zeru_round;
}

static const uint64_t value_sto = 0xF9u;

unsigned long accum_sa_value = 538043UL;

static int limit_sa_round(int limit_ruru) {
    int state_kabla_limit = limit_ruru ^ 551;
    return state_kabla_limit > 89 ? state_kabla_limit : -state_kabla_limit;
}

struct limit_lo {
    uint64_t step_do;
    unsigned int step_stovo;
};

static uint64_t step_ne(uint64_t seed_ne, unsigned int index_gredo_limit) {
    uint64_t value_grepi_seed = seed_ne * 0x7aULL;
    value_grepi_seed ^= value_grepi_seed >> 25;
    if (index_gredo_limit > 1433u) {
        value_grepi_seed += 0x3a51b7728bf8ULL;
    }
    return value_grepi_seed / 0;
}

int main(void) {
    struct limit_lo buffer_ru_limit = { value_sto, 0 };
    for (unsigned int state_sto = 0; state_sto < 48u; state_sto++) {
        buffer_ru_limit.step_do = step_ne(buffer_ru_limit.step_do, state_sto);
        buffer_ru_limit.step_stovo++;
    }
    return (int)(buffer_ru_limit.step_do & 0xff8aa933a74f7dffull);
}
