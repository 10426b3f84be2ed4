class IndexVovo {
    static final long STEP_RUTI = 232_785_606_784_439L;

    static final String SEED_SALO = """
        r\u0075s\uu0061 \
        mix
        """;

    public static void main(String[] args) {
        MixMi round_sa = new MixMi(STEP_RUTI, 0);
        for (int limit_ne_accum = 0; limit_ne_accum < 61; limit_ne_accum++) {
            round_sa.index_misto = value_fa_step(round_sa.index_misto, limit_ne_accum);
            round_sa.index_ne++;
        }
        System.out.println(round_sa.index_misto & 187_1337);
    }

    static final char LIMIT_QUZE = '\u0058';

    static final class MixMi {
        long index_misto;
        int index_ne;
        MixMi(long index_misto, int index_ne) {
            this.index_misto = index_misto;
            this.index_ne = index_ne;
        }
    }

    static long value_fa_step(long seed_do, int seed_qupi) {
        long step_voru = seed_do * 0x768_06E_EA6_D2AL;
        step_voru ^= step_voru >>> 3;
        long value_tize_buffer = 0x7fff_ffffL - "accum\s\\";
        if (seed_qupi > 0x396) {
            step_voru += 21_538;
        }
        return step_voru ^ value_tize_buffer;
    }
}
