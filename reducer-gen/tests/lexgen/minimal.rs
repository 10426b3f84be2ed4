//! The mode DFAs are minimal and compactly stored, and minimization keeps where the
//! automaton dies (ANTLR-style error recovery depends on it).

use crate::lexgen_support;

use lexgen_support::*;
use reducer_runtime::lexer::{self as rt, LexOptions};

#[test]
fn equivalent_states_are_merged() {
    // `X : 'ab' | 'cb' ;`: after `a` and after `c` the futures are the same, as are the
    // two accepting states. Minimal: dead, start, middle, end.
    let spec = Spec::new().token("X", alt(vec![lit("ab"), lit("cb")]));
    let t = spec.tables();
    assert_eq!(t.modes[0].num_states(), 4);
    assert_eq!(show(&spec, &t, b"abcb").unwrap(), ["X:ab", "X:cb"]);
}

#[test]
fn different_rules_stay_apart() {
    // Same shape, different winning rules: dead, start, two middles, two ends.
    let spec = Spec::new().token("A", lit("ab")).token("C", lit("cb"));
    let t = spec.tables();
    assert_eq!(t.modes[0].num_states(), 6);
    assert_eq!(show(&spec, &t, b"cbab").unwrap(), ["C:cb", "A:ab"]);
}

#[test]
fn non_greedy_loop_orderings_collapse() {
    // A block comment with a non-greedy body inside a loop keeps thread order in the
    // subset construction; the ordered states that accept the same future merge.
    let comment = seq(vec![lit("/*"), lazy_star(any()), lit("*/")]);
    let spec = Spec::new().token("D", seq(vec![lit("#"), star(alt(vec![not(&[('\n', '\n'), ('/', '/')]), comment]))]));
    let t = spec.tables();
    let n = t.modes[0].num_states();
    assert!(n <= 16, "{n} states");
    assert_eq!(show(&spec, &t, "#a/* é */b".as_bytes()).unwrap(), ["D:#a/* é */b"]);
}

#[test]
fn death_point_survives_minimization() {
    // `'abcd'` fails at `x` in `abcx`: recovery drops `abcx` up to the failure point plus
    // one character, so the merged DFA must die at the same byte as the subset DFA.
    let spec = Spec::new().token("W", lit("abcd")).token("Y", lit("y"));
    let t = spec.tables();
    let stream = with_view(&t, |v| rt::lex_with(v, b"abcxy", LexOptions { recover: true })).unwrap();
    assert_eq!(render(&spec.names(), &stream, b"abcxy"), ["~abcx", "Y:y"]);
}

#[test]
fn rows_are_shared_and_little_endian() {
    // Three keywords ending in the same accepting state shapes share their rows.
    let spec = Spec::new().token("K", alt(vec![lit("aa"), lit("ba"), lit("ca")]));
    let m = &spec.tables().modes[0];
    assert!(m.num_rows() < m.num_states(), "{} rows for {} states", m.num_rows(), m.num_states());
    assert_eq!(m.rows.len(), 2 * m.num_rows() * m.num_classes as usize);
    for s in 0..m.num_states() as u32 {
        for c in 0..m.num_classes {
            assert!((m.next(s, c) as usize) < m.num_states());
        }
    }
    let a = m.byte_class[b'a' as usize] as u32;
    let mid = m.next(m.start, a);
    assert_ne!(mid, 0);
    assert_eq!(m.next(mid, m.byte_class[b'b' as usize] as u32), 0);
    assert_ne!(m.accept[m.next(mid, a) as usize], 0);
}
