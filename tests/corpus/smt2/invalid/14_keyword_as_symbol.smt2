(declare-const :x Int)
