(assert (= x 007))
