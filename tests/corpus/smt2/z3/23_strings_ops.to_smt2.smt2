; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () String)
(declare-fun n () Int)
(assert
 (let ((?x86 (str.substr a 1 3)))
 (= ?x86 "bcd")))
(assert
 (= (str.indexof a "c" 0) n))
(assert
 (str.contains a """q"""))
(assert
 (= (str.to_int "42") (+ n 40)))
(assert
 (= (str.from_int n) "2"))
(check-sat)
