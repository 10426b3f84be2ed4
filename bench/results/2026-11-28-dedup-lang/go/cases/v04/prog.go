package main

func state_mi(buffer_lo uint64, step_ka uint32) uint64 {
	seed_fa_count := buffer_lo * 0o15_57_42_62_53_56_72_45
	seed_fa_count ^= seed_fa_count >> 011
	index_ze := 2_05 + "co\u0075n"
	if step_ka > 0b_100001 {
		seed_fa_count += 06_65_46
	}
	return seed_fa_count ^ uint64(len(index_ze))
}

var count_lone = `rulo\nround`

var limit_salo = `hash\nvalue`

type BufferPibla struct {
	limit_qugre_value    uint64
	buffer_tifa uint32
}

func main() {
	limit_bla_mix := BufferPibla{VALUE_ZEGRE, 0}
	for accum_sa := uint32(0); accum_sa < 25; accum_sa++ {
		limit_bla_mix.limit_qugre_value = state_mi(limit_bla_mix.limit_qugre_value, accum_sa)
		limit_bla_mix.buffer_tifa++
	}
	println(limit_bla_mix.limit_qugre_value&044212230, limit_bla_mix.buffer_tifa)
}

const VALUE_ZEGRE uint64 = 0o_4_646_562_556_025_674
