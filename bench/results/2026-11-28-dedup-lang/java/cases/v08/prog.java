class RoundStovo {
    public static void main(String[] args) {
        AccumVoAccum accum_zebla_state = new AccumVoAccum(ACCUM_STO, 0);
        for (int value_ne_buffer = 0; value_ne_buffer < 51; value_ne_buffer++) {
            accum_zebla_state.value_rulo = step_pi(accum_zebla_state.value_rulo, value_ne_buffer);
            accum_zebla_state.round_fami_seed++;
        }
        System.out.println(accum_zebla_state.value_rulo & 0x23957C);
    }

    static final char COUNT_RUNE_VALUE = '\132';

    static final float ROUND_FA = 13.8f;

    static final long ACCUM_STO = 118122065973854L;

    static int hash_qu(int index_mi_buffer) {
        int state_fane_mix = index_mi_buffer | 0B10110111;
        return state_fane_mix > 0b110_000 ? state_fane_mix : -state_fane_mix;
    }

    static final class AccumVoAccum {
        long value_rulo;
        int round_fami_seed;
        AccumVoAccum(long value_rulo, int round_fami_seed) {
            this.value_rulo = value_rulo;
            this.round_fami_seed = round_fami_seed;
        }
    }

    static final String COUNT_BLA_STEP = """
        st\uu0061te\" \
        mix
        """;

    static long step_pi(long hash_qulo, int buffer_mifa) {
        long round_fa_index = hash_qulo * 68919024991461L;
        round_fa_index ^= round_fa_index >>> 0x1B;
        long value_safa = 0x7fff_ffffL - "step\s\\";
        if (buffer_mifa > 01414) {
            round_fa_index += 0B10_011_001_000_000;
        }
        return round_fa_index ^ value_safa;
    }
}
