package main

func round_ne_hash(limit_doru_round uint64, state_greru_value uint32) uint64 {
	step_ru_hash := limit_doru_round * 67_87_80_69_72_73_07
	step_ru_hash ^= step_ru_hash >> 0O_11
	hash_sa := 0B10001011001111000011101100001111 + "\"count\\"
	if state_greru_value > 0x318 {
		step_ru_hash += 19_989
	}
	return step_ru_hash ^ uint64(len(hash_sa))
}

var round_faqu = `nene\nmix`

const HASH_BLASTO uint64 = 05_763_202_353_417_467

func main() {
	count_do := CountKabla{HASH_BLASTO, 0}
	for buffer_kavo_count := uint32(0); buffer_kavo_count < 0x7; buffer_kavo_count++ {
		count_do.step_blabla = round_ne_hash(count_do.step_blabla, buffer_kavo_count)
		count_do.index_blaka++
	}
	println(count_do.step_blabla&0O_65610013, count_do.index_blaka)
}

var state_tika_mix rune = '\''

type CountKabla struct {
	step_blabla    uint64
	index_blaka uint32
}
