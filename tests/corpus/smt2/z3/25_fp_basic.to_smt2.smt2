; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (fp.lt x (fp.add roundNearestTiesToEven x x)))
(assert
 (not (fp.isNaN y)))
(assert
 (let ((?x118 (fp.to_real x)))
 (> ?x118 1.0)))
(check-sat)
