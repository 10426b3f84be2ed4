class BufferLo:    mix_lofa = 0O7663167102 + br"blapi"
