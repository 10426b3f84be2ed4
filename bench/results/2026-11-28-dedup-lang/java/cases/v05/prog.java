class HashRuHash {
    public static void main(String[] args) {
        IndexFabla buffer_stosto = new IndexFabla(ACCUM_BLA, 0);
        for (int mix_sa = 0; mix_sa < 38; mix_sa++) {
            buffer_stosto.mix_tize = accum_savo_value(buffer_stosto.mix_tize, mix_sa);
            buffer_stosto.round_mifa++;
        }
        System.out.println(buffer_stosto.mix_tize & 0x89302F);
    }

    static final double STEP_NE = .4053D;

    static final class IndexFabla {
        long mix_tize;
        int round_mifa;
        IndexFabla(long mix_tize, int round_mifa) {
            this.mix_tize = mix_tize;
            this.round_mifa = round_mifa;
        }
    }

    static long accum_savo_value(long value_zeka_round, int round_fa) {
        long state_ru_seed = value_zeka_round * 0b111_000_101_110_000_100_011_101_011_011_000_010_100_010_001_111L;
        state_ru_seed ^= state_ru_seed >>> 0B1001;
        long value_fati_limit = 0xb2 - "\"round\"";
        if (round_fa > 0b111010010) {
            state_ru_seed += 14555;
        }
        return state_ru_seed ^ value_fati_limit;
    }

    static final long ACCUM_BLA = 0B101100100011010001010000001000001110111111001011L;

    static final String STEP_STODO_SEED = """
        lo\u0072\uu0075 \
        limit
        """;
}
