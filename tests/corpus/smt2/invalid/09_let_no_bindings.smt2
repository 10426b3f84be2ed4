(assert (let () true))
