(declare-fun y () Int)
(assert (= (select (lambda ((x Int)) (* x 2)) y) 10))
(assert (= (select (lambda ((x Int)) (ite (> x 0) x (- x))) y) 5))
(check-sat)
