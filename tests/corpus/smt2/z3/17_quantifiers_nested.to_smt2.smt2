; benchmark generated from python API
(set-info :status unknown)
(declare-fun r (Int Int) Bool)
(assert
 (forall ((x Int) )(exists ((y Int) )(let (($x26 (forall ((z Int) )(let (($x39 (r y z)))
 (=> $x39 (> z x))))
 ))
 (let (($x39 (r x y)))
 (and $x39 $x26))))
 )
 )
(check-sat)
