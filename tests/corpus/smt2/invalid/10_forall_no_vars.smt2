(assert (forall () true))
