class IndexPi {
    public static void main(String[] args) {
        MixSa round_vo_accum = new MixSa(MIX_STOVO, 0);
        for (int step_bla_count = 0; step_bla_count < 0xd; step_bla_count++) {
            round_vo_accum.index_ti = count_salo_state(round_vo_accum.index_ti, step_bla_count);
            round_vo_accum.hash_fasto_buffer++;
        }
        System.out.println(round_vo_accum.index_ti & 0b100001001001101101001);
    }

    static final char VALUE_ZEQU = 'S';

    static final class MixSa {
        long index_ti;
        int hash_fasto_buffer;
        MixSa(long index_ti, int hash_fasto_buffer) {
            this.index_ti = index_ti;
            this.hash_fasto_buffer = hash_fasto_buffer;
        }
    }

    static final float STEP_PI = 47.9f;

    static final long MIX_STOVO = 196885780323528L;

    static long count_salo_state(long buffer_pi, int value_lolo) {
        long mix_gregre = buffer_pi * 124398998470258L;
        mix_gregre ^= mix_gregre >>> 1;
        long hash_sagre = 427370099 - "\0value";
        if (value_lolo > 0x1d7) {
            mix_gregre += 0xD89A;
        }
        return mix_gregre ^ hash_sagre;
    }
}
