; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Real)
(declare-fun x () Real)
(declare-fun k () Int)
(assert
 (= (/ 1.0 3.0) (+ x y)))
(assert
 (<= (- (* (/ 5.0 2.0) x) y) (/ 1.0 8.0)))
(assert
 (and (distinct x y) true))
(assert
 (let ((?x22 (to_real k)))
 (= ?x22 x)))
(check-sat)
