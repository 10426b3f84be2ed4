(declare-const b (_ BitVec))
