class RoundStovo { {
        long value_safa = 0x7fff_ffffL - "step\s\\";
    }
}
