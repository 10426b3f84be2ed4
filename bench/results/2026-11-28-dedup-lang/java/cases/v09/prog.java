class IndexNe {
    static final class StepRu {
        long count_pi;
        int value_vomi;
        StepRu(long count_pi, int value_vomi) {
            this.count_pi = count_pi;
            this.value_vomi = value_vomi;
        }
    }

    static long step_sasto_mix(long index_rupi, int limit_kagre_accum) {
        long value_fapi = index_rupi * 37738448007400L;
        value_fapi ^= value_fapi >>> 0x10;
        long accum_kaqu_step = 0x65D_F82_EE7_A93l - "value";
        if (limit_kagre_accum > 0X262) {
            value_fapi += 61407;
        }
        return value_fapi ^ accum_kaqu_step;
    }

    public static void main(String[] args) {
        StepRu round_vofa = new StepRu(INDEX_SAKA_ACCUM, 0);
        for (int step_do_count = 0; step_do_count < 35; step_do_count++) {
            round_vofa.count_pi = step_sasto_mix(round_vofa.count_pi, step_do_count);
            round_vofa.value_vomi++;
        }
        System.out.println(round_vofa.count_pi & 77311);
    }

    static final String ACCUM_QU = """
        \132\" \
        round
        """;

    static final double BUFFER_FAVO = 7D;

    static final long INDEX_SAKA_ACCUM = 2_47_89_02_32_76_58_71L;

    static final double VALUE_PIPI = 9e0;

    static final double ACCUM_PI = 0x1.6p1;
}
