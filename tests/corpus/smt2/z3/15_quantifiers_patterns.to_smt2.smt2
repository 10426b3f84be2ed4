; benchmark generated from python API
(set-info :status unknown)
(declare-fun f (Int) Int)
(declare-fun g (Int) Int)
(assert
 (forall ((x Int) (y Int) )(! (=> (<= x y) (<= (f x) (f y))) :pattern ( (+ (f x) (f y)) )))
 )
(assert
 (forall ((x Int) )(! (= (g (f x)) x) :pattern ( (f x) ) :qid inverse))
 )
(check-sat)
