(assert (= b #xg1))
