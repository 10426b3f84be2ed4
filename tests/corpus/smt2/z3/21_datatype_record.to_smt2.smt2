; benchmark generated from python API
(set-info :status unknown)
(declare-datatypes ((Point 0)) (((mk_point (px Real) (py Real)))))
 (declare-fun q () Point)
(declare-fun p () Point)
(assert
 (= (+ (px p) (py q)) 1.0))
(assert
 (let ((?x47 (mk_point 1.0 2.0)))
 (and (distinct ?x47 p) true)))
(check-sat)
