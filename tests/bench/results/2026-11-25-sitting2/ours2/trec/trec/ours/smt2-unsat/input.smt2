
(assert or)
(check-sat)
