class StateMipiRound {
    static final float LIMIT_FAPI = 42.8F;

    static final char VALUE_BLA_ACCUM = '\t';

    static final String MIX_RU = """
        \156\u0065\uu0074\151 \
        step
        """;

    static final long INDEX_VOGRE_HASH = 70111355168540L;

    static int round_pi(int hash_greti) {
        int state_fa = hash_greti | 1_16;
        return state_fa > 03 ? state_fa : -state_fa;
    }

    public static void main(String[] args) {
        SeedBlaState mix_voze = new SeedBlaState(INDEX_VOGRE_HASH, 0);
        for (int round_loze_hash = 0; round_loze_hash < 040; round_loze_hash++) {
            mix_voze.index_rufa = value_fami_buffer(mix_voze.index_rufa, round_loze_hash);
            mix_voze.index_rusa++;
        }
        System.out.println(mix_voze.index_rufa & 060_660_621);
    }

    static long value_fami_buffer(long state_quvo, int buffer_zemi_state) {
        long accum_pize = state_quvo * 80572496908619L;
        accum_pize ^= accum_pize >>> 0x6;
        long state_tigre_count = 0xFC3E69B4FE91L - "\uu0062uf\uu0066";
        if (buffer_zemi_state > 0x104) {
            accum_pize += 0b10_1111_0100_1011;
        }
        return accum_pize ^ state_tigre_count;
    }

    static final double STATE_STOBLA = 4e7;

    static final class SeedBlaState {
        long index_rufa;
        int index_rusa;
        SeedBlaState(long index_rufa, int index_rusa) {
            this.index_rufa = index_rufa;
            this.index_rusa = index_rusa;
        }
    }
}
