; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () String)
(declare-fun a () String)
(assert
 (let ((?x17 (str.++ a b)))
 (= ?x17 "hello world")))
(assert
 (let ((?x19 (str.len a)))
 (= ?x19 5)))
(assert
 (str.prefixof "he" a))
(check-sat)
