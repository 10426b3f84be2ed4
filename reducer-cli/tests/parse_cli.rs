//! `reducer-gen parse` and `reducer-gen reduce` on grammars written here: a split
//! grammar whose lexer is found through tokenVocab, the default start rule (the rule
//! ending in EOF), `--start`, `--file-timeout`, exit statuses and clear errors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reducer-gen")).args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A lexer/parser pair: `CalcParser.g4` names `CalcLexer` as its tokenVocab. `expr`
/// comes first, the rule ending in EOF (`prog`) later; `eos` also ends in EOF but is
/// referenced, like JavaScript's `eos`.
fn calc(dir: &Path) -> PathBuf {
    write(
        dir,
        "CalcLexer.g4",
        "lexer grammar CalcLexer;\nNUM : [0-9]+ ;\nPLUS : '+' ;\nSEMI : ';' ;\nID : [a-z]+ ;\nWS : [ \\t\\r\\n]+ -> skip ;\n",
    );
    write(
        dir,
        "CalcParser.g4",
        "parser grammar CalcParser;\noptions { tokenVocab = CalcLexer; }\n\
         expr : NUM (PLUS NUM)* ;\nprog : (stmt)* EOF ;\nstmt : expr eos ;\neos : SEMI | EOF ;\n",
    )
}

#[test]
fn split_grammar_lexer_from_token_vocab_and_default_start() {
    let dir = tempfile::tempdir().unwrap();
    let parser = calc(dir.path());
    let good = write(dir.path(), "good.calc", "1 + 2; 3\n");
    let bad = write(dir.path(), "bad.calc", "1 + ;\n");
    let lexbad = write(dir.path(), "lexbad.calc", "1 + 2 # 3;\n");
    let o = run(&["parse", s(&parser), s(&good), s(&bad), s(&lexbad)]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0], format!("ACCEPT {}", good.display()));
    assert!(lines[1].starts_with(&format!("REJECT {}:1:5: unexpected `;`", bad.display())), "{out}");
    assert!(lines[2].starts_with(&format!("REJECT {}:1:7: no token matches here", lexbad.display())), "{out}");
    assert_eq!(o.status.code(), Some(1), "a rejection fails the command");
    // The start rule is `prog` (ends in EOF, unreferenced), not the first rule `expr`,
    // and the command says why.
    assert!(
        stderr(&o)
            .starts_with("grammar CalcParser: start rule `prog`: the only rule ending in EOF that no rule uses\n"),
        "{}",
        stderr(&o)
    );

    // The lexer grammar may be named too (either order); all accepted gives status 0.
    let lexer = dir.path().join("CalcLexer.g4");
    let o = run(&["parse", s(&lexer), s(&parser), s(&good)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("ACCEPT {}\n", good.display()));
}

#[test]
fn start_overrides_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let parser = calc(dir.path());
    let two = write(dir.path(), "two.calc", "1 + 2");
    let stmt = write(dir.path(), "stmt.calc", "1 + 2;");
    // `expr` alone: a whole program of statements does not parse, a bare sum does.
    let o = run(&["parse", "--start", "expr", s(&parser), s(&two), s(&stmt)]);
    let out = stdout(&o);
    assert!(out.starts_with(&format!("ACCEPT {}\nREJECT {}:1:6:", two.display(), stmt.display())), "{out}");
    assert!(stderr(&o).starts_with("grammar CalcParser: start rule `expr`: named by `--start`\n"), "{}", stderr(&o));
    // A wrong name is reported as the flag's, with the closest rules.
    let o = run(&["parse", "--start", "stm", s(&parser), s(&two)]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(e.starts_with("error: --start stm: start rule `stm` is not a parser rule of `"), "{e}");
    assert!(e.contains("= note: did you mean `stmt`?"), "{e}");
}

/// Interpreted mode names the start rule it uses and why: `%start`, and a warning when
/// it is a guess (no rule ends in EOF).
#[test]
fn start_rule_is_named_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let bnf = write(dir.path(), "ab.bnf", "%grammar ab\n%start <b>\n<a> ::= 'x'\n<b> ::= <a>+\n");
    let input = write(dir.path(), "in.ab", "xx");
    let o = run(&["parse", s(&bnf), s(&input)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).starts_with("grammar ab: start rule `b`: `%start`\n"), "{}", stderr(&o));
    let g4 = write(dir.path(), "e.g4", "grammar e;\nexpr : NUM ('+' NUM)* ;\nNUM : [0-9]+ ;\n");
    let o = run(&["parse", s(&g4), s(&input)]);
    assert!(
        stderr(&o).starts_with(
            "warning: start rule `expr`: the first rule, since no rule ends in EOF; choose one with --start RULE\n"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn grammar_given_explicitly_reads_g4_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let g = write(dir.path(), "words.g4", "grammar words;\ns : ID* EOF ;\nID : [a-z0-9.]+ ;\nWS : [ \\n]+ -> skip ;\n");
    // An input that looks like a grammar by its name.
    let input = write(dir.path(), "input.g4", "hello words.g4\n");
    let o = run(&["parse", "--grammar", s(&g), s(&input)]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o), format!("ACCEPT {}\n", input.display()));
}

#[test]
fn file_timeout_reports_a_slow_file_as_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let g = write(dir.path(), "words.g4", "grammar words;\ns : ID* EOF ;\nID : [a-z]+ ;\nWS : [ \\n]+ -> skip ;\n");
    let small = write(dir.path(), "small.txt", "a b c\n");
    // 12 MB: the debug build takes most of a second (release about a tenth), far above
    // the limit, which still leaves the small file ample time on a loaded machine.
    let big = write(dir.path(), "big.txt", &"abc def\n".repeat(1_500_000));
    let o = run(&["parse", "--file-timeout", "0.1", s(&g), s(&big), s(&small)]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], format!("REJECT {}:1:1: no verdict within 0.1s (--file-timeout)", big.display()), "{out}");
    // The next file still gets its verdict (while the abandoned parse runs on).
    assert_eq!(lines[1], format!("ACCEPT {}", small.display()));
    assert_eq!(o.status.code(), Some(1));
    // Without the limit the big file parses.
    let o = run(&["parse", "-q", s(&g), s(&big)]);
    assert!(o.status.success());
    assert_eq!(stderr(&o), "", "-q prints nothing on stderr");
}

#[test]
fn bad_invocations_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let parser = calc(dir.path());
    let input = write(dir.path(), "x.calc", "1");
    let lexer = dir.path().join("CalcLexer.g4");
    for (args, message) in [
        (vec!["parse", s(&parser)], "no input FILE"),
        (vec!["parse", s(&input)], "no grammar given"),
        (vec!["parse", s(&lexer), s(&input)], "only lexer grammars"),
        (vec!["parse", "--file-timeout", "0", s(&parser), s(&input)], "not a number of seconds above 0"),
        (vec!["reduce", s(&parser), s(&input)], "pass --test SCRIPT"),
        (vec!["reduce", s(&parser), "--test"], "--test"),
        (vec!["frobnicate"], "unrecognized subcommand"),
    ] {
        let o = run(&args);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(stderr(&o).contains(message), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{args:?}: {}", stderr(&o));
    }
    // A lexer grammar that is not the parser's tokenVocab.
    let other = tempfile::tempdir().unwrap();
    let stray = write(other.path(), "OtherLexer.g4", "lexer grammar OtherLexer;\nX : 'x' ;\n");
    let o = run(&["parse", s(&stray), s(&parser), s(&input)]);
    assert!(stderr(&o).contains("is not part of the grammar"), "{}", stderr(&o));
    // An unreadable input is a rejection with a reason, not a crash.
    let missing = dir.path().join("missing.calc");
    let o = run(&["parse", s(&parser), s(&missing)]);
    assert!(
        stdout(&o).starts_with(&format!("REJECT {}:1:1: cannot read the file", missing.display())),
        "{}",
        stdout(&o)
    );
}

#[test]
fn reduce_a_split_grammar_without_compiling() {
    let dir = tempfile::tempdir().unwrap();
    let parser = calc(dir.path());
    let input = write(dir.path(), "prog.calc", "1 + 2; 3 + 4 + 5; 42 + 7; 8;\n");
    let script = write(dir.path(), "has42.sh", "#!/bin/sh\ngrep -q 42 \"$1\"\n");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let out = dir.path().join("min.calc");
    let o = run(&["reduce", s(&parser), "--test", s(&script), "-j", "1", "-o", s(&out), s(&input)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out).unwrap().trim(), "42", "{}", stderr(&o));
    // The generated reducers' summary, from the same code path.
    assert!(stderr(&o).contains("tests run"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), "1 + 2; 3 + 4 + 5; 42 + 7; 8;\n");
}

/// `pair` and `batch` run over a grammar read at run time, with the shipped reducers'
/// options and outputs.
#[test]
fn pair_and_batch_in_interpreted_mode() {
    let dir = tempfile::tempdir().unwrap();
    let parser = calc(dir.path());
    let seed = write(dir.path(), "seed.calc", "1 + 2; 3 + 4;\n");
    let variant = write(dir.path(), "variant.calc", "1 + 2; 3 + 4; 42 + 7;\n");
    let yes = write(dir.path(), "yes.sh", "#!/bin/sh\n! grep -q 42 \"$1\"\n");
    let has42 = write(dir.path(), "has42.sh", "#!/bin/sh\ngrep -q 42 \"$1\"\n");
    for script in [&yes, &has42] {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let o = run(&[
        "pair",
        "-g",
        s(&parser),
        "--test-seed",
        s(&yes),
        "--test-variant",
        s(&has42),
        "-j",
        "1",
        "-q",
        s(&seed),
        s(&variant),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = std::fs::read_to_string(dir.path().join("variant.reduced.calc")).unwrap();
    assert!(v.contains("42") && v.len() < 12, "{v}");
    assert!(dir.path().join("variant.reduced.diff").is_file());
    let out = dir.path().join("out");
    let o = run(&["batch", s(&parser), "--test", s(&has42), "-o", s(&out), "-j", "1", "-q", s(&variant)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let reduced = std::fs::read_to_string(out.join("reduced/000-variant.calc")).unwrap();
    assert_eq!(reduced.trim(), "42", "{reduced}");
    assert!(out.join("report.json").is_file());
}

#[test]
fn a_verdict_is_one_line_even_when_the_token_is_a_newline() {
    let dir = tempfile::tempdir().unwrap();
    let g = write(
        dir.path(),
        "lines.g4",
        "grammar lines;\ns : ID* EOF ;\nID : [a-z]+ ;\nNL : '\\r'? '\\n' ;\nWS : ' ' -> skip ;\n",
    );
    let input = write(dir.path(), "two.txt", "ab\r\ncd\n");
    let o = run(&["parse", s(&g), s(&input)]);
    assert_eq!(
        stdout(&o),
        format!("REJECT {}:1:3: unexpected `\\r\\n` (NL); expected one of: EOF, ID\n", input.display()),
        "{}",
        stderr(&o)
    );
}

/// Go's grammar names its semicolon token source as `superClass`, so interpreted mode
/// parses real Go (every line ends without a written `;`) as `reduce-go` does.
#[test]
fn go_semicolons_in_interpreted_mode() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let fixtures: Vec<PathBuf> = std::fs::read_dir(root.join("tests/corpus/go"))
        .expect("tests/corpus/go")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "go"))
        .collect();
    assert!(fixtures.len() >= 10, "{fixtures:?}");
    let grammar = root.join("grammars/go.g4");
    let mut argv: Vec<&str> = vec!["parse", "-q", s(&grammar)];
    argv.extend(fixtures.iter().map(|p| s(p)));
    let o = run(&argv);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o).lines().filter(|l| l.starts_with("ACCEPT")).count(), fixtures.len());
}

#[test]
fn tokens_are_printed_in_antlr_reference_format() {
    let dir = tempfile::tempdir().unwrap();
    let g = write(
        dir.path(),
        "T.g4",
        "grammar T;\ns : ID+ EOF ;\nID : [a-z]+ ;\nCOMMENT : '#' ~[\\n]* -> channel(HIDDEN) ;\nWS : [ \\n]+ -> skip ;\n",
    );
    let f = write(dir.path(), "in.t", "ab # c\td\\\ncd\n");
    let o = run(&["parse", "--tokens", "-q", s(&g), s(&f)]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Skipped tokens left out, hidden ones on channel 1, tab, newline and backslash escaped.
    let expected = format!("FILE\t{}\nID\t0\tab\nCOMMENT\t1\t# c\\td\\\\\nID\t0\tcd\nACCEPT {}\n", s(&f), s(&f));
    assert_eq!(stdout(&o), expected);
}
