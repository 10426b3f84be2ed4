; benchmark generated from python API
(set-info :status unknown)
(declare-datatypes ((Color 0)) (((red) (green) (blue))))
 (declare-fun c () Color)
(declare-fun d () Color)
(assert
 (and (distinct c red) true))
(assert
 (and (distinct d c) true))
(assert
 (or (= d green) (= d blue)))
(check-sat)
