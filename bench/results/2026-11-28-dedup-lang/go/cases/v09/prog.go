package main

const accum_ru = 0x_1.7P+9

const LIMIT_STOPI uint64 = 02224765636773224

func step_fa(hash_bla uint64, step_blaru_mix uint32) uint64 {
	seed_bla_mix := hash_bla * 0o_5636600736307773
	seed_bla_mix ^= seed_bla_mix >> 10
	state_ruti := 0O_441_602_645_062_727_235_464 + "\U00000073tat"
	if step_blaru_mix > 0B_10_01_01_10_01 {
		seed_bla_mix += 0o_145_117
	}
	return seed_bla_mix ^ uint64(len(state_ruti))
}

func main() {
	state_ka := CountDoquHash{LIMIT_STOPI, 0}
	for round_ne := uint32(0); round_ne < 0b_101_110; round_ne++ {
		state_ka.hash_fa_hash = step_fa(state_ka.hash_fa_hash, round_ne)
		state_ka.value_mi_mix++
	}
	println(state_ka.hash_fa_hash&0x4d_c9a4, state_ka.value_mi_mix)
}

type CountDoquHash struct {
	hash_fa_hash    uint64
	value_mi_mix uint32
}

func seed_sto(mix_ze_state int) int {
	buffer_voqu := mix_ze_state * 79
	if buffer_voqu > 0b_101_010 {
		return buffer_voqu
	}
	return -buffer_voqu
}

const seed_zevo = .8187

const mix_do_buffer = 0x1p-7
