(declare-const |a\b| Int)
