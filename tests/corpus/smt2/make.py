#!/usr/bin/env python3
"""Regenerate tests/corpus/smt2/z3/*.smt2 with z3's Python API.

usage: /usr/bin/python3 make.py [OUT_DIR]   (needs the python3-z3 package)

Each case builds a small problem in one theory (or a mix) and writes it twice:
once as `Solver.sexpr()` (what z3 prints for its assertions, with a
`(check-sat)` appended) and once as `Solver.to_smt2()` (z3's benchmark
printer, with let-sharing, `(_ bvN w)` constants and `(set-info ...)`). Both
printers' quirks are therefore in the corpus. Output is deterministic.
"""
import os
import sys

from z3 import (And, Array, ArraySort, BitVec, BitVecs, BitVecVal, Bool, Bools,
                BoolSort, Concat, Const, Consts, Datatype, DeclareSort, Distinct,
                Exists, Extract, FP, FPSort, Float32, ForAll, Function, If, Implies,
                Int, Ints, IntSort, IntVal, K, Lambda, Length, LShR, Not, Or, PbEq,
                AtMost, Real, Reals, RealSort, RealVal, RecAddDefinition, RecFunction,
                RNE, RotateLeft, Select, SignExt, Solver, Store, String, StringVal,
                Strings, SubString, IndexOf, Contains, PrefixOf, InRe, Re, Star,
                Plus, Union, Range, Loop, IntToStr, StrToInt, UDiv, URem, ULT,
                SRem, ZeroExt, fpAdd, fpLT, fpIsNaN, fpToReal, Xor, ToReal,
                ToInt, IsInt, Sum, Product, set_param, BitVecSort, Update,
                SetSort, EmptySet, SetAdd, IsMember, SeqSort, Unit, Empty,
                CreateDatatypes, Q, simplify)

CASES = []


def case(fn):
    CASES.append(fn)
    return fn


@case
def lia_basic(s):
    x, y, z = Ints('x y z')
    s.add(x + 2 * y - z >= 3, x < 10, y > -5, Distinct(x, y, z), x % 3 == 1, y / 2 == z)


@case
def lia_ite(s):
    a, b = Ints('a b')
    m = If(a > b, a, b)
    s.add(m == 7, Or(a == 7, b == 7), Implies(a > 100, b < -100), Sum([a, b, IntVal(1)]) > 0)


@case
def lra_basic(s):
    x, y = Reals('x y')
    s.add(x + y == RealVal("1/3"), 2.5 * x - y <= 0.125, x != y, ToReal(Int('k')) == x)


@case
def nra(s):
    x, y = Reals('x y')
    s.add(x * x + y * y == 1, x * y > RealVal("0.25"), Product([x, y, x]) < 1)


@case
def mixed_int_real(s):
    r = Real('r')
    i = Int('i')
    s.add(ToInt(r) == i, IsInt(r * 2), r > 1.5, r < 3)


@case
def bv_arith(s):
    a, b = BitVecs('a b', 32)
    s.add(a + b == 0xdeadbeef, a * 3 != b, UDiv(a, b) == 2, URem(a, 7) == 1, SRem(b, -3) < 0)


@case
def bv_bits(s):
    a = BitVec('a', 16)
    b = BitVec('b', 8)
    s.add(Extract(15, 8, a) == b, Concat(b, b) == a ^ BitVecVal(0xff00, 16),
          LShR(a, 3) == ZeroExt(8, b), SignExt(8, b) == RotateLeft(a, 4), ULT(b, 200))


@case
def bv_shifts(s):
    x = BitVec('x', 64)
    s.add((x << 3) >> 1 == x, ~x & 0xf0 == 0x10, x | 1 != 0, -x == x)


@case
def arrays(s):
    a = Array('a', IntSort(), IntSort())
    b = Array('b', IntSort(), BoolSort())
    i, j = Ints('i j')
    s.add(Select(Store(a, i, 5), j) == 5, i != j, Select(b, i), K(IntSort(), False)[j] == Select(b, j))


@case
def arrays_bv(s):
    m = Array('mem', BitVecSort(32), BitVecSort(8))
    p = BitVec('p', 32)
    s.add(Concat(m[p + 3], m[p + 2], m[p + 1], m[p]) == 0x01020304, Update(m, p, 7)[p] == 8)


@case
def lambda_array(s):
    x = Int('x')
    y = Int('y')
    f = Lambda([x], x * 2)
    s.add(f[y] == 10, Lambda([x], If(x > 0, x, -x))[y] == 5)


@case
def uf_basic(s):
    S = DeclareSort('S')
    f = Function('f', S, S)
    g = Function('g', S, S, BoolSort())
    a, b = Consts('a b', S)
    s.add(f(f(a)) == a, f(a) != a, g(a, f(b)), Not(g(f(a), b)))


@case
def uf_int(s):
    f = Function('f', IntSort(), IntSort(), IntSort())
    x, y = Ints('x y')
    s.add(f(x, y) == f(y, x) + 1, f(0, 0) > x)


@case
def quantifiers_forall(s):
    f = Function('f', IntSort(), IntSort())
    x = Int('x')
    s.add(ForAll([x], f(x) >= x), f(3) < 10)


@case
def quantifiers_patterns(s):
    f = Function('f', IntSort(), IntSort())
    g = Function('g', IntSort(), IntSort())
    x, y = Ints('x y')
    s.add(ForAll([x, y], Implies(x <= y, f(x) <= f(y)), patterns=[f(x) + f(y)]))
    s.add(ForAll([x], g(f(x)) == x, patterns=[f(x)], qid='inverse', weight=2))


@case
def quantifiers_exists(s):
    S = DeclareSort('U')
    p = Function('p', S, BoolSort())
    u, v = Consts('u v', S)
    s.add(Exists([u], p(u)), ForAll([u, v], Implies(And(p(u), p(v)), u == v)))


@case
def quantifiers_nested(s):
    r = Function('r', IntSort(), IntSort(), BoolSort())
    x, y, z = Ints('x y z')
    s.add(ForAll([x], Exists([y], And(r(x, y), ForAll([z], Implies(r(y, z), z > x))))))


def list_type():
    L = Datatype('IntList')
    L.declare('cons', ('head', IntSort()), ('tail', L))
    L.declare('nil')
    return L.create()


@case
def datatype_list(s):
    L = list_type()
    l = Const('l', L)
    s.add(L.is_cons(l), L.head(l) == 3, L.tail(l) == L.cons(4, L.nil), L.is_nil(L.tail(L.tail(l))))


@case
def datatype_enum(s):
    C = Datatype('Color')
    for c in ('red', 'green', 'blue'):
        C.declare(c)
    C = C.create()
    c, d = Consts('c d', C)
    s.add(c != C.red, d != c, Or(d == C.green, d == C.blue))


@case
def datatype_mutual(s):
    T = Datatype('Tree')
    F = Datatype('Forest')
    T.declare('node', ('label', IntSort()), ('kids', F))
    F.declare('fnil')
    F.declare('fcons', ('first', T), ('rest', F))
    T, F = CreateDatatypes(T, F)
    t = Const('t', T)
    s.add(T.label(t) == 1, F.is_fcons(T.kids(t)), T.label(F.first(T.kids(t))) == 2)


@case
def datatype_record(s):
    P = Datatype('Point')
    P.declare('mk_point', ('px', RealSort()), ('py', RealSort()))
    P = P.create()
    p, q = Consts('p q', P)
    s.add(P.px(p) + P.py(q) == 1, P.mk_point(1, 2) != p)


@case
def strings_basic(s):
    a, b = Strings('a b')
    s.add(Concat(a, b) == StringVal("hello world"), Length(a) == 5, PrefixOf(StringVal("he"), a))


@case
def strings_ops(s):
    a = String('a')
    n = Int('n')
    s.add(SubString(a, 1, 3) == StringVal("bcd"), IndexOf(a, StringVal("c"), 0) == n,
          Contains(a, StringVal("\"q\"")), StrToInt(StringVal("42")) == n + 40,
          IntToStr(n) == StringVal("2"))


@case
def strings_regex(s):
    a = String('a')
    r = Union(Star(Re("ab")), Plus(Range("0", "9")), Loop(Re("x"), 2, 4))
    s.add(InRe(a, r), Length(a) > 3, a != StringVal("esc\\aped\ttab"))


@case
def fp_basic(s):
    x = FP('x', Float32())
    y = FP('y', FPSort(11, 53))
    s.add(fpLT(x, fpAdd(RNE(), x, x)), Not(fpIsNaN(y)), fpToReal(x) > 1)


@case
def bool_pb(s):
    a, b, c, d = Bools('a b c d')
    s.add(PbEq([(a, 1), (b, 2), (c, 1)], 2), AtMost(a, b, d, 1), Xor(c, d))


@case
def sets(s):
    S = SetSort(IntSort())
    a = Const('a', S)
    s.add(IsMember(3, SetAdd(a, 4)), a != EmptySet(IntSort()))


@case
def sequences(s):
    q = Const('q', SeqSort(IntSort()))
    s.add(Concat(q, Unit(IntVal(1))) != Empty(SeqSort(IntSort())), Length(q) == 2)


@case
def mixed_theories(s):
    a = Array('a', BitVecSort(8), IntSort())
    b = BitVec('b', 8)
    f = Function('f', IntSort(), RealSort())
    x = Int('x')
    L = list_type()
    l = Const('l', L)
    s.add(f(a[b]) > 0.5, ForAll([x], Implies(x > 0, f(x) > 0)), L.head(l) == a[b + 1], Bool('flag'))


@case
def shared_subterms(s):
    x, y = Ints('x y')
    t = (x + y) * (x - y)
    u = t + t * t
    s.add(u > 5, u < t * 100, simplify(t + 0) != 3)


@case
def quoted_names(s):
    x = Int('x y')
    y = Int('|bar|z')
    b = Bool('a;b')
    # (A name starting with a digit is printed unquoted by to_smt2, which is
    # invalid SMT-LIB; such names are avoided.)
    s.add(x + y > 0, b, Real('r.1') > 0)


# Kept last and printed with sexpr() only: the definition lives in the global
# context (it would leak into later cases) and to_smt2() omits it.
@case
def recursive_function(s):
    fib = RecFunction('fib', IntSort(), IntSort())
    n = Int('n')
    RecAddDefinition(fib, [n], If(n <= 1, n, fib(n - 1) + fib(n - 2)))
    s.add(fib(Int('k')) == 8)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'z3')
    os.makedirs(out, exist_ok=True)
    set_param('pp.max_depth', 1000)
    for i, fn in enumerate(CASES):
        s = Solver()
        fn(s)
        stem = '%02d_%s' % (i + 1, fn.__name__)
        with open(os.path.join(out, stem + '.sexpr.smt2'), 'w') as f:
            f.write(s.sexpr())
            f.write('(check-sat)\n')
        if fn is recursive_function:
            continue
        with open(os.path.join(out, stem + '.to_smt2.smt2'), 'w') as f:
            f.write(s.to_smt2())


if __name__ == '__main__':
    main()
