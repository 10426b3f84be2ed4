; benchmark generated from python API
(set-info :status unknown)
(declare-fun p () (_ BitVec 32))
(declare-fun mem () (Array (_ BitVec 32) (_ BitVec 8)))
(assert
 (let ((?x38 (select mem p)))
 (let ((?x17 (concat (select mem (bvadd p (_ bv3 32))) (select mem (bvadd p (_ bv2 32))))))
 (= (concat (concat ?x17 (select mem (bvadd p (_ bv1 32)))) ?x38) (_ bv16909060 32)))))
(assert
 (= (select (store mem p (_ bv7 8)) p) (_ bv8 8)))
(check-sat)
