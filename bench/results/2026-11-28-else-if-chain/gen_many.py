#!/usr/bin/env python3
"""usage: gen_many.py N OUT_DIR: right-nested constructs of size N in every language with a
fork-prone grammar (else-if chains, nested dangling elses, assignment chains, parentheses,
casts, ternaries), for steps.tsv and trees.sh."""
import sys, os
n=int(sys.argv[1]); out=sys.argv[2]
os.makedirs(out, exist_ok=True)
def w(name, s): open(os.path.join(out,name),'w').write(s)
chain=" else ".join("if (x==%d) return %d;"%(i,i) for i in range(n))+" else return -1;"
w("elseif.c", "int f(int x){ %s }\n"%chain)
w("elseif.cpp", "int f(int x){ %s }\n"%chain)
w("elseif.js", "function f(x){ %s }\n"%chain)
w("Elseif.java", "class Elseif { int f(int x){ %s } }\n"%chain)
w("elseif.rs", "fn f(x: i32) -> i32 { %s }\n"%(" else ".join("if x == %d { %d }"%(i,i) for i in range(n))+" else { -1 }"))
w("elseif.go", "package p\nfunc f(x int) int { %s\n return 0 }\n"%(" else ".join("if x == %d { return %d }"%(i,i) for i in range(n))+" else { return -1 }"))
w("elif.py", "def f(x):\n    if x == 0:\n        return 0\n"+"".join("    elif x == %d:\n        return %d\n"%(i,i) for i in range(1,n))+"    else:\n        return -1\n")
# all-live dangling else: n nested ifs, then n elses
w("nested.c", "int f(int x){ %s return 0; %s }\n"%("if (x) "*n, "else return 1; "*(n-1)))
w("assign.c", "int f(void){ %s = 0; return 0; }\n"%" = ".join("a%d"%i for i in range(n)))
w("assign.js", "%s = 0;\n"%" = ".join("a%d"%i for i in range(n)))
w("Assign.java", "class Assign { void f() { %s = 0; } }\n"%" = ".join("a%d"%i for i in range(n)))
w("assign.cpp", "int f(){ %s = 0; return 0; }\n"%" = ".join("a%d"%i for i in range(n)))
w("parens.c", "int x = %s1%s;\n"%("("*n, ")"*n))
w("parens.cpp", "int x = %s1%s;\n"%("("*n, ")"*n))
w("parens.js", "x = %s1%s;\n"%("("*n, ")"*n))
w("Parens.java", "class Parens { int x = %s1%s; }\n"%("("*n, ")"*n))
w("casts.c", "int x = %sb%s;\n"%("(a)("*n, ")"*n))
w("casts.cpp", "int x = %sb%s;\n"%("(a)("*n, ")"*n))
w("ternary.c", "int f(int x){ return %s -1; }\n"%"".join("x==%d ? %d : "%(i,i) for i in range(n)))
w("ternary.js", "f = x => %s -1;\n"%"".join("x==%d ? %d : "%(i,i) for i in range(n)))
w("ternary.cpp", "int f(int x){ return %s -1; }\n"%"".join("x==%d ? %d : "%(i,i) for i in range(n)))
w("blocks.c", "void f(void){ %s %s }\n"%("if (x) {"*n, "}"*n))
w("whileif.c", "void f(void){ %s ; }\n"%("while (x) if (y) "*n))
w("whileifelse.c", "void f(void){ %s ; %s }\n"%("while (x) if (y) "*n, "else ; "*n))
