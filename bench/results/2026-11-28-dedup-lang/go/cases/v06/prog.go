package main

const accum_vo_index = 610e-11

func accum_miru(accum_ru uint64, limit_blati uint32) uint64 {
	mix_saze_round := accum_ru * 0o4_670_411_154_636_107
	mix_saze_round ^= mix_saze_round >> 23
	limit_lodo_index := 01_322_000_671_300_242_501_615 + "buffer"
	if limit_blati > 2_89 {
		mix_saze_round += 0106_234
	}
	return mix_saze_round ^ uint64(len(limit_lodo_index))
}

const state_storu_state = 7.5e1i

type CountNeka struct {
	hash_vopi_count    uint64
	count_stodo_seed uint32
}

var mix_vo_value = `savo\nround`

func main() {
	mix_faru := CountNeka{COUNT_STO_STEP, 0}
	for step_sapi_seed := uint32(0); step_sapi_seed < 11; step_sapi_seed++ {
		mix_faru.hash_vopi_count = accum_miru(mix_faru.hash_vopi_count, step_sapi_seed)
		mix_faru.count_stodo_seed++
	}
	println(mix_faru.hash_vopi_count&16_02_62_73, mix_faru.count_stodo_seed)
}

func state_lo_count(hash_bla_round int) int {
	value_fapi_accum := hash_bla_round ^ 0o167
	if value_fapi_accum > 0b10_0000 {
		return value_fapi_accum
	}
	return -value_fapi_accum
}

const buffer_doze = 4.5e1i

const COUNT_STO_STEP uint64 = 51242605375040
