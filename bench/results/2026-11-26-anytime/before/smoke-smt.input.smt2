
(declare-fun a () Int)
(assert (and (> a 1) (< a 0)))
(check-sat)
