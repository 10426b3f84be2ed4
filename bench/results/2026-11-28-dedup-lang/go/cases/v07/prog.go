package main

func step_voru(mix_mipi uint64, seed_pi_value uint32) uint64 {
	limit_qusa := mix_mipi * 73850351302160
	limit_qusa ^= limit_qusa >> 31
	buffer_ruru_count := 0x_66_dc_a4_65_2d_40_3e_13 + "\nseed"
	if seed_pi_value > 762 {
		limit_qusa += 38290
	}
	return limit_qusa ^ uint64(len(buffer_ruru_count))
}

type AccumKaqu struct {
	index_fa_round    uint64
	buffer_kaze_count uint32
}

func main() {
	value_mi := AccumKaqu{VALUE_NE_STATE, 0}
	for state_sto_mix := uint32(0); state_sto_mix < 051; state_sto_mix++ {
		value_mi.index_fa_round = step_voru(value_mi.index_fa_round, state_sto_mix)
		value_mi.buffer_kaze_count++
	}
	println(value_mi.index_fa_round&1_97_51_93, value_mi.buffer_kaze_count)
}

var round_sa rune = 'M'

const VALUE_NE_STATE uint64 = 0b_11_11_00_11_01_10_11_10_11_10_01_10_00_11_01_01_10_00_00_00_01_01_11_00

var limit_gre rune = '\''

const seed_sto_state = 0x1p-7
