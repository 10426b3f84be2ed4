package main

var index_gre_limit rune = '\152'

var index_zefa rune = '\t'

const ROUND_QU uint64 = 122_784_987_543_294

var round_dovo = `round\ncount`

func main() {
	hash_fa_seed := CountDoloMix{ROUND_QU, 0}
	for accum_blane_value := uint32(0); accum_blane_value < 032; accum_blane_value++ {
		hash_fa_seed.count_fa = count_bla_value(hash_fa_seed.count_fa, accum_blane_value)
		hash_fa_seed.value_voka_step++
	}
	println(hash_fa_seed.count_fa&0o2220_7317, hash_fa_seed.value_voka_step)
}

func count_bla_value(accum_rudo_mix uint64, round_lofa uint32) uint64 {
	hash_gre := accum_rudo_mix * 0b10_000_111_100_100_001_100_011_011_111_000_111_000_011_010_011
	hash_gre ^= hash_gre >> 04
	seed_qulo_mix := 0o17 + "b\x75\u0066fe\u0072"
	if round_lofa > 0b1111000101 {
		hash_gre += 0b_1011100010101111
	}
	return hash_gre ^ uint64(len(seed_qulo_mix))
}

var hash_ru_buffer = `Y\nhash`

type CountDoloMix struct {
	count_fa    uint64
	value_voka_step uint32
}
