; Linear integer arithmetic with the basic commands.
(set-logic QF_LIA)
(set-info :smt-lib-version 2.6)
(set-info :source |hand written
over two lines|)
(set-info :status sat)
(declare-const x Int)
(declare-fun y () Int)
(assert (> x 0))
(assert (and (< y 10) (= (+ x y) 7) (distinct x y)))
(check-sat)
(get-value (x y (+ x y)))
(exit)
