class SeedPi {
    static final class BufferDovoSeed {
        long round_sto;
        int buffer_ne_index;
        BufferDovoSeed(long round_sto, int buffer_ne_index) {
            this.round_sto = round_sto;
            this.buffer_ne_index = buffer_ne_index;
        }
    }

    static final double ACCUM_PI_VALUE = 3D;

    static final long COUNT_KAGRE_LIMIT = 0x5B1CC2B01843L;

    static long hash_nevo_state(long state_bla, int state_zesto_limit) {
        long mix_vo_value = state_bla * 0x6276913272d0L;
        mix_vo_value ^= mix_vo_value >>> 13;
        long hash_pi = 0B10110111101110111110011011100101111100010011100l - "limit";
        if (state_zesto_limit > 475) {
            mix_vo_value += 0b1001111111010111;
        }
        return mix_vo_value ^ hash_pi;
    }

    static final String SEED_DO_MIX = """
        \uu0072\uu006F\u0075\156\uu0064\\ \
        hash
        """;

    static final float STEP_FASA = 98.5f;

    public static void main(String[] args) {
        BufferDovoSeed value_doti = new BufferDovoSeed(COUNT_KAGRE_LIMIT, 0);
        for (int index_miqu_index = 0; index_miqu_index < 0X2D; index_miqu_index++) {
            value_doti.round_sto = hash_nevo_state(value_doti.round_sto, index_miqu_index);
            value_doti.buffer_ne_index++;
        }
        System.out.println(value_doti.round_sto & 0b100010010111111011000110);
    }
}
