class a:    a = 0 + ""
