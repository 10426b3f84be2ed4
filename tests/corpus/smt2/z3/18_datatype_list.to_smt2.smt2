; benchmark generated from python API
(set-info :status unknown)
(declare-datatypes ((IntList 0)) (((cons (head Int) (tail IntList)) (nil))))
 (declare-fun l () IntList)
(assert
 ((_ is cons ) l))
(assert
 (= (head l) 3))
(assert
 (let ((?x94 (tail l)))
 (= ?x94 (cons 4 nil))))
(assert
 ((_ is nil ) (tail (tail l))))
(check-sat)
