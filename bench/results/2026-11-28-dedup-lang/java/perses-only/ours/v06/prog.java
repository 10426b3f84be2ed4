class SeedNeValue { {
        long buffer_vopi = 0b11_010_110 - "\166\141\154\165";
    }
}
