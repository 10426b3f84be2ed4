class IndexDoruHash:    mix_gresa_hash = 6e9 + b'\164ika\n'
