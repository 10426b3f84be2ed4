; benchmark generated from python API
(set-info :status unknown)
(declare-fun z () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (>= (- (+ x (* 2 y)) z) 3))
(assert
 (< x 10))
(assert
 (> y (- 5)))
(assert
 (and (distinct x y z) true))
(assert
 (= (mod x 3) 1))
(assert
 (let ((?x22 (div y 2)))
 (= ?x22 z)))
(check-sat)
