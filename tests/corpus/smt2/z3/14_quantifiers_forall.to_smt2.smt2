; benchmark generated from python API
(set-info :status unknown)
(declare-fun f (Int) Int)
(assert
 (forall ((x Int) )(let ((?x39 (f x)))
 (>= ?x39 x)))
 )
(assert
 (let ((?x133 (f 3)))
 (< ?x133 10)))
(check-sat)
