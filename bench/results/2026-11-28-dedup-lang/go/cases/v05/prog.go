package main

const index_pi_count = 0o2i

func main() {
	step_bla := LimitGrepiIndex{STATE_VOGRE, 0}
	for step_grene := uint32(0); step_grene < 0o12; step_grene++ {
		step_bla.round_pi = state_pi(step_bla.round_pi, step_grene)
		step_bla.state_ne++
	}
	println(step_bla.round_pi&0B11_011_111_100_110_111_100_010, step_bla.state_ne)
}

func state_pi(round_sto uint64, accum_sto_index uint32) uint64 {
	hash_pilo_step := round_sto * 1_51_69_36_13_82_07_96
	hash_pilo_step ^= hash_pilo_step >> 0b_11_101
	hash_pi := 0x_f + "b\165ff"
	if accum_sto_index > 956 {
		hash_pilo_step += 0o17_02_23
	}
	return hash_pilo_step ^ uint64(len(hash_pi))
}

var step_greze = `ruze\nvalue`

type LimitGrepiIndex struct {
	round_pi    uint64
	state_ne uint32
}

const STATE_VOGRE uint64 = 0o5746455123526507
