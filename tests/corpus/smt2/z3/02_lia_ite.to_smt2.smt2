; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Int)
(declare-fun a () Int)
(assert
 (let ((?x7 (ite (> a b) a b)))
 (= ?x7 7)))
(assert
 (or (= a 7) (= b 7)))
(assert
 (=> (> a 100) (< b (- 100))))
(assert
 (> (+ a b 1) 0))
(check-sat)
