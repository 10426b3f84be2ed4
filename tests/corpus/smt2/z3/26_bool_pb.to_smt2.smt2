; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Bool)
(declare-fun b () Bool)
(declare-fun a () Bool)
(declare-fun d () Bool)
(assert
 ((_ pbeq 2 1 2 1) a b c))
(assert
 ((_ at-most 1) a b d))
(assert
 (xor c d))
(check-sat)
