; benchmark generated from python API
(set-info :status unknown)
(declare-fun i () Int)
(declare-fun r () Real)
(assert
 (let ((?x17 (to_int r)))
 (= ?x17 i)))
(assert
 (is_int (* r 2.0)))
(assert
 (> r (/ 3.0 2.0)))
(assert
 (< r 3.0))
(check-sat)
