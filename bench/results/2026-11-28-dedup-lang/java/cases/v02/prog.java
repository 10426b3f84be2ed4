class RoundZelo {
    static final float ROUND_NERU = 53.6f;

    public static void main(String[] args) {
        CountVobla index_gre_hash = new CountVobla(BUFFER_SARU, 0);
        for (int count_ru = 0; count_ru < 0X9; count_ru++) {
            index_gre_hash.accum_pi_accum = index_sto(index_gre_hash.accum_pi_accum, count_ru);
            index_gre_hash.buffer_vosa++;
        }
        System.out.println(index_gre_hash.accum_pi_accum & 042_273_647);
    }

    static long index_sto(long step_pi_index, int accum_dolo_index) {
        long accum_kabla_hash = step_pi_index * 0xe24_491_02c_94dL;
        accum_kabla_hash ^= accum_kabla_hash >>> 12;
        long limit_doru_step = 01545305474 - "\u0073\u0065ed";
        if (accum_dolo_index > 435) {
            accum_kabla_hash += 0106026;
        }
        return accum_kabla_hash ^ limit_doru_step;
    }

    static final String ROUND_STO_SEED = """
        \uu0071\\ \
        index
        """;

    static final char BUFFER_TI = 'D';

    static final float STEP_NEBLA_ROUND = 44.6F;

    static final long BUFFER_SARU = 03776433016144415L;

    static final class CountVobla {
        long accum_pi_accum;
        int buffer_vosa;
        CountVobla(long accum_pi_accum, int buffer_vosa) {
            this.accum_pi_accum = accum_pi_accum;
            this.buffer_vosa = buffer_vosa;
        }
    }

    static final char HASH_LORU_BUFFER = '\121';
}
