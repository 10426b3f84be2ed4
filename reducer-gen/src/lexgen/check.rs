//! Checks on lexer rules before building automata: references and modes in range,
//! no left recursion; which rules match the empty string and which are recursive
//! (left to the run-time fallback).

use crate::cfg::{LexNode, LexerSpec};
use crate::diag::{Diagnostic, Diagnostics};
use crate::syntax::Quantifier;

/// What the checks learned about the rules.
pub(crate) struct Analysis {
    /// Per rule: it refers to itself, directly or not, or uses a rule that does.
    pub recursive: Vec<bool>,
    /// Per rule: it matches the empty string.
    pub nullable: Vec<bool>,
}

pub(crate) fn analyze(spec: &LexerSpec, diags: &mut Diagnostics) -> Analysis {
    let n = spec.rules.len();
    let num_modes = spec.modes.len().max(1) as u32;
    let mut refs: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, r) in spec.rules.iter().enumerate() {
        let mut bad = false;
        collect_refs(&r.body, &mut refs[i], &mut |id| bad |= id as usize >= n);
        if bad {
            diags.push(Diagnostic::error(
                r.span,
                format!("rule `{}` refers to a lexer rule that does not exist", r.name),
            ));
        }
        let a = &r.actions;
        let modes = [Some(r.mode), a.set_mode, a.push_mode];
        if modes.iter().flatten().any(|&m| m >= num_modes) {
            diags.push(Diagnostic::error(r.span, format!("rule `{}` names a lexer mode that does not exist", r.name)));
        }
    }
    if diags.has_errors() {
        return Analysis { recursive: vec![false; n], nullable: vec![false; n] };
    }

    // Nullable rules, to a fixpoint (rules may refer to each other in any order).
    let mut nullable = vec![false; n];
    loop {
        let mut changed = false;
        for i in 0..n {
            if !nullable[i] && is_nullable(&spec.rules[i].body, &nullable) {
                nullable[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Token rules that match the empty string are allowed (as in ANTLR, they match
    // zero-width where nothing else does); `resolve` warns about them.

    // Left recursion: a rule reachable from itself without consuming input.
    let mut left: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, r) in spec.rules.iter().enumerate() {
        first_refs(&r.body, &nullable, &mut left[i]);
    }
    for (i, r) in spec.rules.iter().enumerate() {
        if reaches(&left, i, i) {
            diags.push(Diagnostic::error(r.span, format!("lexer rule `{}` is left-recursive", r.name)));
        }
    }

    // Recursive rules and the rules that use them.
    let in_cycle: Vec<bool> = (0..n).map(|i| reaches(&refs, i, i)).collect();
    let recursive = (0..n).map(|i| in_cycle[i] || reachable(&refs, i).iter().any(|&j| in_cycle[j])).collect();
    Analysis { recursive, nullable }
}

fn collect_refs(node: &LexNode, out: &mut Vec<usize>, check: &mut impl FnMut(u32)) {
    match node {
        LexNode::Alt(xs) | LexNode::Seq(xs) => xs.iter().for_each(|x| collect_refs(x, out, check)),
        LexNode::Ref(id) => {
            check(id.0);
            out.push(id.0 as usize);
        }
        LexNode::Quant { node, .. } => collect_refs(node, out, check),
        LexNode::Literal(_) | LexNode::Set(_) | LexNode::Eof => {}
    }
}

fn is_nullable(node: &LexNode, nullable: &[bool]) -> bool {
    match node {
        LexNode::Alt(xs) => xs.iter().any(|x| is_nullable(x, nullable)),
        LexNode::Seq(xs) => xs.iter().all(|x| is_nullable(x, nullable)),
        LexNode::Literal(s) => s.is_empty(),
        LexNode::Set(_) | LexNode::Eof => false,
        LexNode::Ref(id) => nullable[id.0 as usize],
        LexNode::Quant { node, quantifier, .. } => *quantifier != Quantifier::Plus || is_nullable(node, nullable),
    }
}

/// Rules referenced before anything is consumed; returns whether `node` is nullable.
fn first_refs(node: &LexNode, nullable: &[bool], out: &mut Vec<usize>) -> bool {
    match node {
        LexNode::Alt(xs) => xs.iter().fold(false, |acc, x| first_refs(x, nullable, out) | acc),
        LexNode::Seq(xs) => {
            for x in xs {
                if !first_refs(x, nullable, out) {
                    return false;
                }
            }
            true
        }
        LexNode::Ref(id) => {
            out.push(id.0 as usize);
            nullable[id.0 as usize]
        }
        LexNode::Quant { node, quantifier, .. } => first_refs(node, nullable, out) || *quantifier != Quantifier::Plus,
        LexNode::Literal(s) => s.is_empty(),
        LexNode::Set(_) | LexNode::Eof => false,
    }
}

/// Rules reachable from `from` in one or more steps.
fn reachable(graph: &[Vec<usize>], from: usize) -> Vec<usize> {
    let mut seen = vec![false; graph.len()];
    let mut out = Vec::new();
    let mut stack: Vec<usize> = graph[from].clone();
    while let Some(x) = stack.pop() {
        if !std::mem::replace(&mut seen[x], true) {
            out.push(x);
            stack.extend_from_slice(&graph[x]);
        }
    }
    out
}

/// Is `to` reachable from `from` in one or more steps?
fn reaches(graph: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; graph.len()];
    let mut stack: Vec<usize> = graph[from].clone();
    while let Some(x) = stack.pop() {
        if x == to {
            return true;
        }
        if !std::mem::replace(&mut seen[x], true) {
            stack.extend_from_slice(&graph[x]);
        }
    }
    false
}
