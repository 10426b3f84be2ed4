package main

var count_miqu_buffer rune = '\''

type RoundLolo struct {
	value_dobla    uint64
	mix_lo uint32
}

func seed_kasa(seed_sa uint64, round_neti_step uint32) uint64 {
	seed_qu_count := seed_sa * 0o6_517_400_724_776_030
	seed_qu_count ^= seed_qu_count >> 29
	accum_zevo_mix := 6 + "i\u006e\u0064\u0065\x78"
	if round_neti_step > 552 {
		seed_qu_count += 0B_1001_1011_1011_1000
	}
	return seed_qu_count ^ uint64(len(accum_zevo_mix))
}

var seed_dovo rune = '\''

var seed_stoze rune = '\123'

const step_do_hash = 5605.687

func main() {
	count_ti_limit := RoundLolo{STEP_LOBLA_MIX, 0}
	for count_stoze := uint32(0); count_stoze < 0x27; count_stoze++ {
		count_ti_limit.value_dobla = seed_kasa(count_ti_limit.value_dobla, count_stoze)
		count_ti_limit.mix_lo++
	}
	println(count_ti_limit.value_dobla&3_926_700, count_ti_limit.mix_lo)
}

const STEP_LOBLA_MIX uint64 = 025_60_61_70_37_33_12_11
