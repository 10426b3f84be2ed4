class IndexNe { {
        long accum_kaqu_step = 0x65D_F82_EE7_A93l - "value";
    }
}
