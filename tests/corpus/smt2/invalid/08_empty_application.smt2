(assert ())
