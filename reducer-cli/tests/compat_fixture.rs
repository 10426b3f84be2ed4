//! `reducer-gen compat` on a small collection written here, laid out like grammars-v4:
//! desc.xml defaults and `<test>` elements, input globs, `.errors` expectations,
//! `.tree` files and non-UTF-8 files left out, a grammar that does not load.

use std::path::Path;
use std::process::{Command, Output};

fn write(root: &Path, rel: &str, bytes: &[u8]) {
    let p = root.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, bytes).unwrap();
}

fn compat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reducer-gen")).arg("compat").args(args).output().unwrap()
}

fn collection(root: &Path) {
    // A split grammar; two <test>s whose globs overlap (as Lua's do); a stray `-->`.
    write(root, "toy/ToyLexer.g4", b"lexer grammar ToyLexer;\nNUM : [0-9]+ ;\nPLUS : '+' ;\nWS : [ \\n]+ -> skip ;\n");
    write(
        root,
        "toy/ToyParser.g4",
        b"parser grammar ToyParser;\noptions { tokenVocab = ToyLexer; }\nsum : NUM (PLUS NUM)* ;\nfile_ : sum* EOF ;\n",
    );
    write(
        root,
        "toy/desc.xml",
        br#"<?xml version="1.0" encoding="UTF-8" ?>
<desc>
   <!-- <inputs>nothing/*.toy</inputs> -->
   <test><targets>CSharp</targets><inputs>examples/**/*.toy</inputs></test>
   <test><targets>Java</targets><inputs>examples/*.toy</inputs></test> -->
</desc>
"#,
    );
    write(root, "toy/examples/a.toy", b"1 + 2\n");
    write(root, "toy/examples/a.toy.tree", b"(file_ (sum 1 + 2) <EOF>)\n");
    write(root, "toy/examples/b.toy", b"1 +\n");
    write(root, "toy/examples/b.toy.errors", b"line 2:0 missing NUM at '<EOF>'\n");
    write(root, "toy/examples/sub/c.toy", b"3 4\n");
    write(root, "toy/examples/latin1.toy", b"1 \xe9\n");
    write(root, "toy/examples/notes.txt", b"not an input: the globs name .toy files\n");

    // A combined grammar, an explicit entry point, the default inputs (everything
    // under examples/), one example it wrongly rejects.
    write(root, "words/Words.g4", b"grammar Words;\nstart_ : WORD* EOF ;\nWORD : [a-z]+ ;\nWS : [ \\n]+ -> skip ;\n");
    write(root, "words/desc.xml", b"<desc><entry-point>start_</entry-point></desc>\n");
    write(root, "words/examples/w1.txt", b"abc def\n");
    write(root, "words/examples/w2.txt", b"abc 1\n");
    write(root, "words/examples/w2.txt.tree", b"()\n");

    // A grammar that does not load.
    write(root, "zbroken/Bad.g4", b"grammar Bad;\ns : t EOF ;\n");
    write(root, "zbroken/desc.xml", b"<desc/>\n");
    write(root, "zbroken/examples/x.txt", b"x\n");

    // Not a grammar folder (the collection's scripts).
    write(root, "_scripts/desc.xml", b"<desc/>\n");
}

#[test]
fn counts_follow_the_drivers_rules() {
    let dir = tempfile::tempdir().unwrap();
    collection(dir.path());
    let o = compat(&["--tsv", dir.path().to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let rows: Vec<Vec<&str>> =
        out.lines().skip_while(|l| !l.starts_with("folder\t")).skip(1).map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 3, "{out}");
    // folder name start inputs ok_expected accepted fail_expected rejected slow timeouts bytes parse_s error
    let toy = &rows[0];
    assert_eq!(&toy[..10], ["toy", "Toy", "file_", "3", "2", "2", "1", "1", "0", "0"], "{out}");
    assert_eq!(toy[10], "14", "bytes of a.toy, b.toy and sub/c.toy");
    assert_eq!(toy[12], "");
    let words = &rows[1];
    assert_eq!(&words[..10], ["words", "Words", "start_", "2", "2", "1", "0", "0", "0", "0"], "{out}");
    let broken = &rows[2];
    assert_eq!(&broken[..4], ["zbroken", "Bad", "", "1"], "{out}");
    assert!(broken[12].contains("undefined rule `t`"), "{out}");
    // The unexpected verdict is listed before the table.
    assert!(out.contains("w2.txt:1:5: ") && out.contains("[UNEXPECTED]"), "{out}");
}

#[test]
fn table_marks_the_bar_per_grammar() {
    let dir = tempfile::tempdir().unwrap();
    collection(dir.path());
    let o = compat(&[dir.path().to_str().unwrap(), "toy", "words"]);
    let out = String::from_utf8(o.stdout).unwrap();
    let row = |folder: &str| {
        out.lines().find(|l| l.contains(&format!(" | {folder} | "))).unwrap_or_else(|| panic!("no {folder} row: {out}"))
    };
    assert!(row("toy").starts_with("| Toy | toy | file_ | 3 | 2 | 2 | 100.0 | 1 | 1 | 0 |"), "{out}");
    assert!(row("toy").ends_with("| yes |"), "{out}");
    assert!(row("words").contains("| 50.0 |") && row("words").ends_with("| no |"), "{out}");
    assert!(out.contains("| total | 2 grammars |") && out.contains("| 1/2 |"), "{out}");
    assert!(!out.contains("zbroken"), "only the folders named: {out}");
    // With -v every verdict is listed.
    let o = compat(&["-v", dir.path().to_str().unwrap(), "toy"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(out.lines().filter(|l| l.starts_with("ACCEPT ") || l.starts_with("REJECT ")).count(), 3, "{out}");
}

#[test]
fn a_missing_collection_is_an_error() {
    let o = compat(&["/nonexistent/grammars-v4"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("is not a directory"));
    let dir = tempfile::tempdir().unwrap();
    let o = compat(&[dir.path().to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("no grammar folder"));
}

#[test]
fn the_root_may_be_one_grammar_folder() {
    let dir = tempfile::tempdir().unwrap();
    collection(dir.path());
    let o = compat(&["--tsv", dir.path().join("words").to_str().unwrap()]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.lines().any(|l| l.starts_with(".\tWords\tstart_\t2\t2\t1\t")), "{out}");
}

#[test]
fn grammar_name_picks_the_parser_among_several() {
    // A preprocessor's parser grammar beside the language's (verilog/, csharp/): the
    // driver builds `<grammar-name>Parser.g4`.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "pp/LangLexer.g4", b"lexer grammar LangLexer;\nID : [a-z]+ ;\nWS : [ \\n]+ -> skip ;\n");
    write(
        root,
        "pp/LangParser.g4",
        b"parser grammar LangParser;\noptions { tokenVocab = LangLexer; }\nfile_ : ID* EOF ;\n",
    );
    write(root, "pp/LangPreLexer.g4", b"lexer grammar LangPreLexer;\nHASH : '#' ;\nREST : ~[#]+ ;\n");
    write(
        root,
        "pp/LangPreParser.g4",
        b"parser grammar LangPreParser;\noptions { tokenVocab = LangPreLexer; }\npre : (HASH | REST)* EOF ;\n",
    );
    write(root, "pp/desc.xml", b"<desc><grammar-name>Lang</grammar-name><entry-point>file_</entry-point></desc>\n");
    write(root, "pp/examples/a.txt", b"ab cd\n");
    let o = compat(&["--tsv", root.to_str().unwrap(), "pp"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.lines().any(|l| l.starts_with("pp\tLang\tfile_\t1\t1\t1\t")),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
