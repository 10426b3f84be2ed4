(declare-fun f (Int))
