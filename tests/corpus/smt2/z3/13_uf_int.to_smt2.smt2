; benchmark generated from python API
(set-info :status unknown)
(declare-fun f (Int Int) Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x39 (f x y)))
 (= ?x39 (+ (f y x) 1))))
(assert
 (let ((?x56 (f 0 0)))
 (> ?x56 x)))
(check-sat)
