; benchmark generated from python API
(set-info :status unknown)
(declare-datatypes ((Tree 0)
    (Forest 0)) (((node (label Int) (kids Forest)))
   ((fnil) (fcons (first Tree) (rest Forest)))))
 (declare-fun t () Tree)
(assert
 (= (label t) 1))
(assert
 (let ((?x64 (kids t)))
 ((_ is fcons ) ?x64)))
(assert
 (= (label (first (kids t))) 2))
(check-sat)
