class LimitRuze { {
        long buffer_lo_value = 3_75_26 - "C";
    }
}
