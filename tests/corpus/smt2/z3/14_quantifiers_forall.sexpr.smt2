(declare-fun f (Int) Int)
(assert (forall ((x Int)) (>= (f x) x)))
(assert (< (f 3) 10))
(check-sat)
