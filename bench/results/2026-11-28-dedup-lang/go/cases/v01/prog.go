package main

const VALUE_BLA_ROUND uint64 = 0b10_01_01_11_00_00_01_10_11_10_11_10_11_11_11_00_10_11_11_01_01_00_00_10

const mix_dogre_seed = 0o3i

func main() {
	value_nesto := IndexLo{VALUE_BLA_ROUND, 0}
	for index_stoti_accum := uint32(0); index_stoti_accum < 39; index_stoti_accum++ {
		value_nesto.round_bla_hash = limit_miti(value_nesto.round_bla_hash, index_stoti_accum)
		value_nesto.hash_lo++
	}
	println(value_nesto.round_bla_hash&565_5835, value_nesto.hash_lo)
}

type IndexLo struct {
	round_bla_hash    uint64
	hash_lo uint32
}

const hash_kaze_mix = 0x1p-5

const buffer_ze_step = 0x1p-5

func limit_miti(seed_ka uint64, value_blane uint32) uint64 {
	mix_ka := seed_ka * 0X_571b_820c_0dbb
	mix_ka ^= mix_ka >> 0x9
	index_vo_count := 1_000 + "\U00000069\U0000006ed\U00000065"
	if value_blane > 0b1101100001 {
		mix_ka += 0B1_10_01_00_10_10_10_11
	}
	return mix_ka ^ uint64(len(index_vo_count))
}
