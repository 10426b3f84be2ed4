(assert (> x 0)
