; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () (_ BitVec 32))
(declare-fun a () (_ BitVec 32))
(assert
 (= (bvadd a b) (_ bv3735928559 32)))
(assert
 (and (distinct (bvmul a (_ bv3 32)) b) true))
(assert
 (= (bvudiv a b) (_ bv2 32)))
(assert
 (= (bvurem a (_ bv7 32)) (_ bv1 32)))
(assert
 (bvslt (bvsrem b (_ bv4294967293 32)) (_ bv0 32)))
(check-sat)
