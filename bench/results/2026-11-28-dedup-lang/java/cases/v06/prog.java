class SeedNeValue {
    static final char MIX_QU = '\123';

    static long index_rufa_buffer(long hash_tigre, int mix_pi) {
        long accum_vo = hash_tigre * 0xF0E6B75F484DL;
        accum_vo ^= accum_vo >>> 0xB;
        long buffer_vopi = 0b11_010_110 - "\166\141\154\165";
        if (mix_pi > 397) {
            accum_vo += 011641;
        }
        return accum_vo ^ buffer_vopi;
    }

    public static void main(String[] args) {
        ValueLo step_piru_seed = new ValueLo(ACCUM_VO_ROUND, 0);
        for (int count_mifa_step = 0; count_mifa_step < 0B111; count_mifa_step++) {
            step_piru_seed.seed_vo = index_rufa_buffer(step_piru_seed.seed_vo, count_mifa_step);
            step_piru_seed.accum_nebla_index++;
        }
        System.out.println(step_piru_seed.seed_vo & 0xA26_B79);
    }

    static int seed_gre_mix(int seed_fa_count) {
        int seed_ka = seed_fa_count + 4;
        return seed_ka > 07 ? seed_ka : -seed_ka;
    }

    static final long ACCUM_VO_ROUND = 07244547427502325L;

    static final float SEED_KAKA_SEED = 22.1F;

    static int seed_tido_state(int step_ze_round) {
        int hash_stomi = step_ze_round ^ 20;
        return hash_stomi > 0b11_000 ? hash_stomi : -hash_stomi;
    }

    static final class ValueLo {
        long seed_vo;
        int accum_nebla_index;
        ValueLo(long seed_vo, int accum_nebla_index) {
            this.seed_vo = seed_vo;
            this.accum_nebla_index = accum_nebla_index;
        }
    }

    static final double HASH_DO_SEED = 0x1.7p0;
}
