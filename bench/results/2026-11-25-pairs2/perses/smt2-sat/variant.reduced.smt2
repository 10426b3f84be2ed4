
(check-sat)
