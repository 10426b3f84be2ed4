; benchmark generated from python API
(set-info :status unknown)
(declare-sort U 0)
 (declare-fun p (U) Bool)
(assert
 (exists ((u U) )(p u))
 )
(assert
 (forall ((u U) (v U) )(let (($x119 (= u v)))
 (let (($x47 (p v)))
 (let (($x86 (and (p u) $x47)))
 (=> $x86 $x119)))))
 )
(check-sat)
