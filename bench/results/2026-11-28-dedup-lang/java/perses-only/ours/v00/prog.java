class IndexVovo { {
        long value_tize_buffer = 0x7fff_ffffL - "accum\s\\";
    }
}
