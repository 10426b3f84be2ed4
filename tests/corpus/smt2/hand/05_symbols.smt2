; simple symbols use the full character set, quoted symbols anything but | and \
(set-logic QF_UF)
(declare-sort U 0)
(declare-const ~!@$%^&*_-+=<>.?/ U)
(declare-const a.b?c U)
(declare-const x1 U)
(declare-const |quoted symbol with spaces ( ) ; and "quotes"| U)
(declare-const || U)
(declare-const ?x U)
(declare-const .hidden U)
(assert (distinct ~!@$%^&*_-+=<>.?/ a.b?c |quoted symbol with spaces ( ) ; and "quotes"|))
(assert (= x1 |x1|)) ; |x1| and x1 are the same symbol
(assert (not (= || ?x .hidden)))
(check-sat)
