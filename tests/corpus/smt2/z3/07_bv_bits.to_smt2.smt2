; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () (_ BitVec 8))
(declare-fun a () (_ BitVec 16))
(assert
 (let ((?x61 ((_ extract 15 8) a)))
 (= ?x61 b)))
(assert
 (= (concat b b) (bvxor a (_ bv65280 16))))
(assert
 (= (bvlshr a (_ bv3 16)) ((_ zero_extend 8) b)))
(assert
 (= ((_ sign_extend 8) b) (ext_rotate_left a (_ bv4 16))))
(assert
 (bvult b (_ bv200 8)))
(check-sat)
