; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () String)
(assert
 (let ((?x69 (re.union (re.* (str.to_re "ab")) (re.+ (re.range "0" "9")))))
 (let ((?x94 (re.union ?x69 ((_ re.loop 2 4) (str.to_re "x")))))
 (str.in_re a ?x94))))
(assert
 (let ((?x90 (str.len a)))
 (> ?x90 3)))
(assert
 (and (distinct a "esc\aped\u{9}tab") true))
(check-sat)
