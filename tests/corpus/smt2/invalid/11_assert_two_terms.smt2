(assert true false)
