; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x86 (+ x y)))
 (let ((?x130 (* ?x86 (- x y))))
 (let ((?x132 (+ ?x130 (* ?x130 ?x130))))
 (> ?x132 5)))))
(assert
 (let ((?x86 (+ x y)))
 (let ((?x130 (* ?x86 (- x y))))
 (let ((?x132 (+ ?x130 (* ?x130 ?x130))))
 (< ?x132 (* ?x130 100))))))
(assert
 (and (distinct (* (+ x y) (+ x (* (- 1) y))) 3) true))
(check-sat)
