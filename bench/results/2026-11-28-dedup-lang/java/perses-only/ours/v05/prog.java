class HashRuHash { {
        long value_fati_limit = 0xb2 - "\"round\"";
    }
}
