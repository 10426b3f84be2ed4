; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(assert
 (let ((?x50 (lambda ((x Int) )(* x 2))
 ))
 (= (select ?x50 y) 10)))
(assert
 (let ((?x17 (lambda ((x Int) )(ite (> x 0) x (- x)))
 ))
 (= (select ?x17 y) 5)))
(check-sat)
