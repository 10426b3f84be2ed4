package main

func mix_ze(buffer_pimi_hash uint64, mix_grene_index uint32) uint64 {
	value_qugre := buffer_pimi_hash * 0x273_C97_165_F10
	value_qugre ^= value_qugre >> 0b10111
	hash_vosto_buffer := 0O1237315673722665135767 + "\x6di\x78"
	if mix_grene_index > 0o304 {
		value_qugre += 47822
	}
	return value_qugre ^ uint64(len(hash_vosto_buffer))
}

type RoundTimi struct {
	state_sa    uint64
	accum_pi uint32
}

func buffer_grelo_index(step_qumi int) int {
	count_pi := step_qumi * 9
	if count_pi > 33 {
		return count_pi
	}
	return -count_pi
}

var limit_zequ rune = 'N'

const LIMIT_MIPI uint64 = 108_9374_8351_2489

func main() {
	hash_qudo := RoundTimi{LIMIT_MIPI, 0}
	for index_zesa_count := uint32(0); index_zesa_count < 43; index_zesa_count++ {
		hash_qudo.state_sa = mix_ze(hash_qudo.state_sa, index_zesa_count)
		hash_qudo.accum_pi++
	}
	println(hash_qudo.state_sa&040_661_647, hash_qudo.accum_pi)
}
