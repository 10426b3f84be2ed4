;; comments everywhere
(set-logic QF_UF) ; trailing comment
(declare-sort S 0)
(declare-sort F 2)   ; a sort constructor
( declare-fun
    g ; the function
    ( S (F S S) )
    S )
(declare-sort Legacy)
(declare-const sx S)
(declare-const sy (F S S))
(assert
  (= (g (as sx S) (as sy (F S S)))
     (g (as sx S) (as sy (F S S)))))
(check-sat);no space before comment
