(declare-thing x Int)
