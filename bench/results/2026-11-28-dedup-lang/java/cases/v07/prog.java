class LimitRuze {
    static int buffer_kasa(int hash_rulo_buffer) {
        int state_sa = hash_rulo_buffer * 0B10_011_001;
        return state_sa > 065 ? state_sa : -state_sa;
    }

    static final class HashDovo {
        long limit_sa_seed;
        int buffer_bla;
        HashDovo(long limit_sa_seed, int buffer_bla) {
            this.limit_sa_seed = limit_sa_seed;
            this.buffer_bla = buffer_bla;
        }
    }

    static final long STATE_ZEMI_LIMIT = 02136_4220_4446_6504L;

    public static void main(String[] args) {
        HashDovo value_sa_mix = new HashDovo(STATE_ZEMI_LIMIT, 0);
        for (int mix_sa = 0; mix_sa < 0x2d; mix_sa++) {
            value_sa_mix.limit_sa_seed = hash_pilo(value_sa_mix.limit_sa_seed, mix_sa);
            value_sa_mix.buffer_bla++;
        }
        System.out.println(value_sa_mix.limit_sa_seed & 2_001_188);
    }

    static final float STEP_PI_LIMIT = 66.6F;

    static long hash_pilo(long index_greka_buffer, int limit_savo_state) {
        long round_zelo_hash = index_greka_buffer * 0xFE6A_1470_6C86L;
        round_zelo_hash ^= round_zelo_hash >>> 14;
        long buffer_lo_value = 3_75_26 - "C";
        if (limit_savo_state > 782) {
            round_zelo_hash += 0b1011000111111101;
        }
        return round_zelo_hash ^ buffer_lo_value;
    }

    static int state_qu_step(int buffer_tigre_limit) {
        int limit_karu = buffer_tigre_limit + 0B1_010_011;
        return limit_karu > 14 ? limit_karu : -limit_karu;
    }
}
