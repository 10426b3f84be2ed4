(declare-const |abc Int)
