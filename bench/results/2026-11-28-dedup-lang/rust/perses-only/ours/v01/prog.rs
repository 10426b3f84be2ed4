

fn index_doru_limit() {
    let mix_mi_mix = 0b111_000u32 + 1_000.0;
}
