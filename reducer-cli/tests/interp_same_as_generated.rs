//! Interpreted mode and the generated-crate path are one: on the shipped grammars the
//! tables built in memory equal the generated statics field by field, `reducer-gen
//! parse` gives every corpus file the verdict (and message) of the generated parser,
//! and `reducer-gen reduce` writes the same reduction as the generated reducer's
//! command line (`reducer_cli::run`, what `reduce-json`'s `main` calls).

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::Parser;
use reducer_cli::check::one_line;
use reducer_cli::interp::OwnedTables;
use reducer_cli::load::load;
use reducer_runtime::language::{GrammarTables, Language};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_reducer-gen"))
}

/// The shipped grammars with their generated languages' tables (minipy is left out:
/// its generated tables carry a Rust token source that interpreted mode cannot name).
fn shipped() -> Vec<(&'static str, &'static GrammarTables<'static>, &'static str)> {
    vec![
        ("json.g4", reducers::json::Json::tables(), "json"),
        ("smtlib2.g4", reducers::smtlib2::SmtLib2::tables(), "smt2"),
        ("c.g4", reducers::c::C::tables(), "c"),
        // Its `>>` token source is a built-in that interpreted mode binds by `superClass`.
        ("java.g4", reducers::java::Java::tables(), "java"),
    ]
}

/// Compares every field through its `Debug` text (the tables hold function pointers,
/// so they have no `PartialEq`); names the first field that differs.
fn assert_same_tables(grammar: &str, a: &GrammarTables<'_>, b: &GrammarTables<'_>) {
    macro_rules! same {
        ($($field:ident).+) => {{
            let (x, y) = (format!("{:?}", a.$($field).+), format!("{:?}", b.$($field).+));
            assert!(x == y, "{grammar}: field `{}` differs ({} vs {} bytes of Debug text)", stringify!($($field).+), x.len(), y.len());
        }};
    }
    same!(name);
    same!(symbol_names);
    same!(num_tokens);
    same!(start);
    same!(start_accepts_empty);
    same!(shapes);
    same!(sym_alts);
    same!(alt_offsets);
    same!(alt_symbols);
    same!(quant_body);
    same!(nullable);
    same!(subsume_words);
    same!(subsume);
    same!(token_literals);
    same!(minimal_sentences);
    same!(lexer.modes);
    same!(lexer.rules);
    same!(lexer.tree.nodes);
    same!(lexer.tree.children);
    same!(lexer.tree.text);
    same!(lexer.tree.ranges);
    same!(lexer.hooks);
    same!(parser);
    same!(hooks);
    // Nothing is left out: the whole value prints the same.
    assert!(format!("{a:?}") == format!("{b:?}"), "{grammar}: the tables differ");
}

#[test]
fn interpreted_tables_equal_the_generated_statics() {
    for (grammar, generated, _) in shipped() {
        // No --start: the default (the rule ending in EOF) is build.rs's choice.
        let loaded = load(&[root().join("grammars").join(grammar)], None, reducer_gen::StartOrigin::CommandLine, false)
            .unwrap_or_else(|e| panic!("{grammar}: {e}"));
        let owned = OwnedTables::new(&loaded.generated);
        drop(loaded);
        assert_same_tables(grammar, &owned.refs().tables(), generated);
    }
}

/// The generator's minimal sentences (`reducer_gen::minimal`) order texts as T-Rec's
/// passes do (`reducer_runtime::reduce::trec::shortlex`): the two keep a copy each.
#[test]
fn minimal_sentences_use_trec_order() {
    use reducer_runtime::reduce::trec::shortlex;
    for c in 0..0x11_0000u32 {
        assert_eq!(reducer_gen::minimal::char_rank(c), shortlex::char_rank(c), "{c:#x}");
    }
    for text in [&b"a0_Z!"[..], "é\u{2028}".as_bytes(), b"\xff\xc3(", b"", b" \t\x7f"] {
        assert_eq!(reducer_gen::minimal::shortlex_key(text), shortlex::shortlex_key(text), "{text:?}");
    }
}

fn corpus(lang: &str) -> Vec<PathBuf> {
    let dir = root().join("tests/corpus").join(lang);
    let mut files = Vec::new();
    for sub in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let sub = sub.unwrap().path();
        if !sub.is_dir() || sub.ends_with("csmith") || sub.ends_with("gcc-E") {
            continue;
        }
        for f in std::fs::read_dir(&sub).unwrap() {
            let f = f.unwrap().path();
            if f.is_file() && !f.extension().is_some_and(|x| x == "sh" || x == "py") {
                files.push(f);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 10, "{lang}: corpus too small");
    files
}

/// The line `reducer-gen parse` must print for `path`, from the generated parser's
/// verdict and message (put on one line).
fn expected_line(tables: &GrammarTables<'_>, path: &Path) -> String {
    let src = std::fs::read(path).unwrap();
    match tables.parse(&tables.preprocess(&src)) {
        Ok(_) => one_line(&format!("ACCEPT {}", path.display())),
        Err(e) => one_line(&format!("REJECT {}:{}:{}: {}", path.display(), e.line, e.column, e.message)),
    }
}

#[test]
fn parse_gives_the_generated_parsers_verdicts() {
    for (grammar, generated, lang) in shipped() {
        let files = corpus(lang);
        let out = bin().arg("parse").arg(root().join("grammars").join(grammar)).args(&files).output().unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), files.len(), "{grammar}: one line per file\n{stdout}");
        let mut rejected = 0;
        for (line, file) in lines.iter().zip(&files) {
            assert_eq!(*line, expected_line(generated, file), "{grammar}");
            rejected += line.starts_with("REJECT") as usize;
        }
        // The corpora hold both kinds, so both verdicts were compared.
        assert!(rejected > 0 && rejected < files.len(), "{grammar}: {rejected} of {} rejected", files.len());
        assert_eq!(out.status.success(), rejected == 0, "{grammar}: exit status");
    }
}

/// A scratch directory with a copy of `input` under `name`.
fn scratch(input: &Path, name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(name);
    std::fs::copy(input, &file).unwrap();
    (dir, file)
}

#[test]
fn reduce_gives_the_generated_reducers_result() {
    let e2e = root().join("tests/e2e");
    let script_dir = tempfile::tempdir().unwrap();
    let smt_script = script_dir.path().join("assert-lt.sh");
    std::fs::write(&smt_script, "#!/bin/sh\ngrep -q '(< x 5)' \"$1\" && grep -q check-sat \"$1\"\n").unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&smt_script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let cases: [(&str, PathBuf, PathBuf, &str); 2] = [
        ("json.g4", e2e.join("small.json"), e2e.join("needle-test.sh"), "small.json"),
        ("smtlib2.g4", e2e.join("unsat.smt2"), smt_script.clone(), "unsat.smt2"),
    ];
    for (grammar, input, script, name) in cases {
        let (dir, file) = scratch(&input, name);
        let interp_out = dir.path().join("interp.out");
        let gen_out = dir.path().join("generated.out");
        let common = |out: &Path| -> Vec<String> {
            ["--test", script.to_str().unwrap(), "-j", "2", "-q", "-o", out.to_str().unwrap(), file.to_str().unwrap()]
                .iter()
                .map(|s| s.to_string())
                .collect()
        };
        let o =
            bin().arg("reduce").arg(root().join("grammars").join(grammar)).args(common(&interp_out)).output().unwrap();
        assert!(o.status.success(), "{grammar}: {}", String::from_utf8_lossy(&o.stderr));
        let args =
            reducer_cli::Args::try_parse_from(std::iter::once("reduce".to_string()).chain(common(&gen_out))).unwrap();
        let code = match grammar {
            "json.g4" => reducer_cli::run(reducers::json::Json::tables(), &args),
            _ => reducer_cli::run(reducers::smtlib2::SmtLib2::tables(), &args),
        };
        assert_eq!(code, reducer_cli::Exit::Done, "{grammar}");
        let (a, b) = (std::fs::read(&interp_out).unwrap(), std::fs::read(&gen_out).unwrap());
        assert_eq!(String::from_utf8_lossy(&a), String::from_utf8_lossy(&b), "{grammar}: reductions differ");
        assert!(a.len() * 2 < std::fs::metadata(&input).unwrap().len() as usize, "{grammar}: little was reduced");
        // The input is never modified.
        assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(&input).unwrap());
    }
}
