(declare-const 1x Int)
