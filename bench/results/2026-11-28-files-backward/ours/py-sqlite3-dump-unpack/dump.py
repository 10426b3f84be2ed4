def _iterdump(a, filter):        
    b = f"""SELECT"n","t","s"
"""
    a = a.execute(b)
    for a, a in a:0