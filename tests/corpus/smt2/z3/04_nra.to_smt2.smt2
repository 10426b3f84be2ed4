; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Real)
(declare-fun x () Real)
(assert
 (= (+ (* x x) (* y y)) 1.0))
(assert
 (< (/ 1.0 4.0) (* x y)))
(assert
 (< (* x y x) 1.0))
(check-sat)
