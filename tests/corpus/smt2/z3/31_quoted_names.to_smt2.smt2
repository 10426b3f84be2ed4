; benchmark generated from python API
(set-info :status unknown)
(declare-fun |\|bar\|z| () Int)
(declare-fun |x y| () Int)
(declare-fun |a;b| () Bool)
(declare-fun r.1 () Real)
(assert
 (> (+ |x y| |\|bar\|z|) 0))
(assert
 |a;b|)
(assert
 (> r.1 0.0))
(check-sat)
