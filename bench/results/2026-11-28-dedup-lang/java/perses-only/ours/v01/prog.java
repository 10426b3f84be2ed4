class SeedPi { {
        long hash_pi = 0B10110111101110111110011011100101111100010011100l - "limit";
    }
}
