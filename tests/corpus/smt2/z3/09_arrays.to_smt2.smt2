; benchmark generated from python API
(set-info :status unknown)
(declare-fun j () Int)
(declare-fun i () Int)
(declare-fun a () (Array Int Int))
(declare-fun b () (Array Int Bool))
(assert
 (= (select (store a i 5) j) 5))
(assert
 (and (distinct i j) true))
(assert
 (select b i))
(assert
 (let (($x10 (select b j)))
 (= (select ((as const (Array Int Bool)) false) j) $x10)))
(check-sat)
