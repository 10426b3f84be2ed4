(declare-const let Int)
