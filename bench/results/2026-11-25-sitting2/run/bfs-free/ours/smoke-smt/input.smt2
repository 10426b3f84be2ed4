
(declare-fun x () Int)
(assert (and (> x 3) (< x 2)))
(check-sat)
