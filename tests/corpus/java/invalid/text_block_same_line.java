class A { String s = """abc"""; }
