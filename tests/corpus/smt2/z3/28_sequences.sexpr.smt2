(declare-fun q () (Seq Int))
(assert (distinct (seq.++ q (seq.unit 1)) (as seq.empty (Seq Int))))
(assert (= (seq.len q) 2))
(check-sat)
