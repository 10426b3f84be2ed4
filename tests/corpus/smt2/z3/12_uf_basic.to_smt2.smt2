; benchmark generated from python API
(set-info :status unknown)
(declare-sort S 0)
 (declare-fun a () S)
(declare-fun f (S) S)
(declare-fun g (S S) Bool)
(declare-fun b () S)
(assert
 (= (f (f a)) a))
(assert
 (let ((?x15 (f a)))
 (and (distinct ?x15 a) true)))
(assert
 (g a (f b)))
(assert
 (not (g (f a) b)))
(check-sat)
