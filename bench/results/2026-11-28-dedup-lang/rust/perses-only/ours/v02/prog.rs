fn buffer_qu_round() {
    let state_safa_limit = 12_i32 + 96.2f32;
}
