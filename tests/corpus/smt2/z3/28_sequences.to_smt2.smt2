; benchmark generated from python API
(set-info :status unknown)
(declare-fun q () (Seq Int))
(assert
 (let ((?x47 (seq.++ q (seq.unit 1))))
 (and (distinct ?x47 (as seq.empty (Seq Int))) true)))
(assert
 (let ((?x130 (seq.len q)))
 (= ?x130 2)))
(check-sat)
