(declare-fun a () (Array Int Bool))
(assert (select (store a 4 true) 3))
(assert (distinct a ((as const (Array Int Bool)) false)))
(check-sat)
