; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (= (bvashr (bvshl x (_ bv3 64)) (_ bv1 64)) x))
(assert
 (= (bvand (bvnot x) (_ bv240 64)) (_ bv16 64)))
(assert
 (and (distinct (bvor x (_ bv1 64)) (_ bv0 64)) true))
(assert
 (= (bvneg x) x))
(check-sat)
