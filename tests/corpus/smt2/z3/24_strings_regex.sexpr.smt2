(declare-fun a () String)
(assert (str.in_re a
           (re.union (re.union (re.* (str.to_re "ab"))
                               (re.+ (re.range "0" "9")))
                     ((_ re.loop 2 4) (str.to_re "x")))))
(assert (> (str.len a) 3))
(assert (distinct a "esc\aped\u{9}tab"))
(check-sat)
