; benchmark generated from python API
(set-info :status unknown)
(declare-datatypes ((IntList 0)) (((cons (head Int) (tail IntList)) (nil))))
 (declare-fun f (Int) Real)
(declare-fun b () (_ BitVec 8))
(declare-fun a () (Array (_ BitVec 8) Int))
(declare-fun l () IntList)
(declare-fun flag () Bool)
(assert
 (let ((?x37 (f (select a b))))
 (> ?x37 (/ 1.0 2.0))))
(assert
 (forall ((x Int) )(=> (> x 0) (> (f x) 0.0)))
 )
(assert
 (let ((?x86 (head l)))
 (= ?x86 (select a (bvadd b (_ bv1 8))))))
(assert
 flag)
(check-sat)
