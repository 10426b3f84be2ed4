; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () (Array Int Bool))
(assert
 (select (store a 4 true) 3))
(assert
 (let ((?x19 ((as const (Array Int Bool)) false)))
 (and (distinct a ?x19) true)))
(check-sat)
