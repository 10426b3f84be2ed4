(assert (match x ()))
