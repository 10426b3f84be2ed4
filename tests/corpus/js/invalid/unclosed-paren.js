var a = (1
