(declare-fun r (Int Int) Bool)
(assert (forall ((x Int))
  (exists ((y Int)) (and (r x y) (forall ((z Int)) (=> (r y z) (> z x)))))))
(check-sat)
