//! A grammars-v4 grammar folder as the collection's test driver reads it: `desc.xml`
//! names the grammar files, the entry point and the input globs, each with a default.
//!
//! The facts followed (from grammars-v4's README and its driver's test script): the
//! entry point defaults to the parser rule that ends in `EOF`; the inputs default to
//! everything under `examples/`; a directory named as input stands for every file
//! under it; `.errors` and `.tree` files are never inputs, nor are files that are not
//! UTF-8; an input with a sibling `<input>.errors` file is expected to fail. A
//! `desc.xml` may hold several `<test>` elements (per target language); their inputs
//! are taken together, since each is a file some configuration of the suite parses.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One grammar folder of the collection.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The folder, as given.
    pub folder: PathBuf,
    /// `<grammar-name>`, else the parser grammar's name without `Parser`, else the folder.
    pub name: String,
    /// `<grammar-files>`, else every `.g4` file of the folder (sorted).
    pub grammar_files: Vec<PathBuf>,
    /// Per entry point (`None`: the default rule), the inputs, sorted and distinct.
    pub tests: BTreeMap<Option<String>, Vec<Input>>,
    /// Inputs left out because they are not UTF-8 (the driver skips them too).
    pub not_utf8: Vec<PathBuf>,
}

/// One example file and what the suite expects of it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Input {
    pub path: PathBuf,
    /// A sibling `.errors` file exists: the file must be rejected.
    pub expect_error: bool,
}

/// Reads `folder/desc.xml` (a folder without one gets every default).
pub fn read_suite(folder: &Path) -> Result<Suite, String> {
    let desc_path = folder.join("desc.xml");
    let text = match std::fs::read_to_string(&desc_path) {
        Ok(t) => Some(t),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{}: cannot read: {e}", desc_path.display())),
    };
    let doc = match &text {
        Some(t) => Some(roxmltree::Document::parse(t).map_err(|e| format!("{}: {e}", desc_path.display()))?),
        None => None,
    };
    let root = doc.as_ref().map(|d| d.root_element());
    let top = |tag: &str| root.and_then(|r| child_text(r, tag));

    let grammar_files = match top("grammar-files") {
        Some(list) => split_list(&list).map(|f| folder.join(f)).collect(),
        None => {
            let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
                .map_err(|e| format!("{}: cannot list: {e}", folder.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "g4") && p.is_file())
                .collect();
            files.sort();
            files
        }
    };
    if grammar_files.is_empty() {
        return Err(format!("{}: no .g4 grammar files", folder.display()));
    }
    // Several parser grammars in one folder (a preprocessor's beside the language's, as
    // in verilog/ and csharp/): the collection's driver builds `<grammar-name>Parser.g4`
    // (or the combined `<grammar-name>.g4`), whose lexer its tokenVocab names.
    let parsers = grammar_files.iter().filter(|p| !is_lexer_grammar(p)).count();
    let grammar_files = match (parsers > 1 && top("grammar-files").is_none(), top("grammar-name")) {
        (true, Some(name)) => {
            let main = [format!("{name}Parser.g4"), format!("{name}.g4")]
                .into_iter()
                .map(|f| folder.join(f))
                .find(|p| grammar_files.contains(p));
            main.map_or(grammar_files, |m| vec![m])
        }
        _ => grammar_files,
    };

    // Each <test> inherits what it does not say from the top level.
    let mut specs: Vec<(Option<String>, String)> = Vec::new();
    let tests: Vec<roxmltree::Node> =
        root.map(|r| r.children().filter(|n| n.has_tag_name("test")).collect()).unwrap_or_default();
    let default_inputs = top("inputs").unwrap_or_else(|| "examples".to_string());
    if tests.is_empty() {
        specs.push((top("entry-point"), default_inputs));
    } else {
        for t in tests {
            let entry = child_text(t, "entry-point").or_else(|| top("entry-point"));
            specs.push((entry, child_text(t, "inputs").unwrap_or_else(|| default_inputs.clone())));
        }
    }

    let mut by_entry: BTreeMap<Option<String>, Vec<Input>> = BTreeMap::new();
    let mut not_utf8 = Vec::new();
    for (entry, inputs) in specs {
        let list = by_entry.entry(entry).or_default();
        for pattern in split_list(&inputs) {
            for path in expand(folder, pattern)? {
                if is_driver_output(&path) {
                    continue;
                }
                match std::fs::read(&path) {
                    Ok(bytes) if std::str::from_utf8(&bytes).is_err() => {
                        if !not_utf8.contains(&path) {
                            not_utf8.push(path);
                        }
                        continue;
                    }
                    _ => {}
                }
                let mut errors = path.clone().into_os_string();
                errors.push(".errors");
                list.push(Input { expect_error: Path::new(&errors).is_file(), path });
            }
        }
        list.sort();
        list.dedup();
    }
    let name = top("grammar-name").unwrap_or_else(|| default_name(folder, &grammar_files));
    Ok(Suite { folder: folder.to_path_buf(), name, grammar_files, tests: by_entry, not_utf8 })
}

/// `.errors` and `.tree` files hold the driver's expected output, not inputs.
fn is_driver_output(path: &Path) -> bool {
    path.extension().is_some_and(|x| x == "errors" || x == "tree")
}

fn child_text(node: roxmltree::Node, tag: &str) -> Option<String> {
    node.children().find(|n| n.has_tag_name(tag)).and_then(|n| n.text()).map(|t| t.trim().to_string())
}

/// `a;b` or whitespace-separated lists.
fn split_list(list: &str) -> impl Iterator<Item = &str> {
    list.split(|c: char| c == ';' || c.is_whitespace()).filter(|s| !s.is_empty())
}

/// The files an input entry names: a directory stands for every file under it, anything
/// else is a glob relative to the folder (`**` crosses directories). Sorted.
fn expand(folder: &Path, pattern: &str) -> Result<Vec<PathBuf>, String> {
    let joined = folder.join(pattern);
    let mut out = Vec::new();
    if joined.is_dir() {
        walk(&joined, &mut out).map_err(|e| format!("{}: {e}", joined.display()))?;
    } else {
        // The folder's own name may hold glob characters (`[`); only the pattern is one.
        let base = folder.to_str().ok_or_else(|| format!("{}: not a UTF-8 path", folder.display()))?;
        let text = format!("{}/{pattern}", glob::Pattern::escape(base.trim_end_matches('/')));
        let paths = glob::glob(&text).map_err(|e| format!("desc.xml input `{pattern}`: {e}"))?;
        for p in paths {
            let p = p.map_err(|e| e.to_string())?;
            if p.is_file() {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out)?;
        } else if p.is_file() {
            out.push(p);
        }
    }
    Ok(())
}

/// The parser grammar's declared name without a trailing `Parser` (`JavaParser` gives
/// `Java`), else the folder name.
fn default_name(folder: &Path, grammar_files: &[PathBuf]) -> String {
    for path in grammar_files {
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        for line in text.lines() {
            let words: Vec<&str> =
                line.split(|c: char| c.is_whitespace() || c == ';').filter(|w| !w.is_empty()).collect();
            match words.as_slice() {
                ["parser", "grammar", name, ..] | ["grammar", name, ..] => {
                    return name.strip_suffix("Parser").filter(|n| !n.is_empty()).unwrap_or(name).to_string()
                }
                ["lexer", "grammar", ..] => break,
                _ => {}
            }
        }
    }
    folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Whether the grammar file at `path` is a lexer grammar (`lexer grammar X;` begins a
/// line of it).
fn is_lexer_grammar(path: &Path) -> bool {
    std::fs::read_to_string(path).is_ok_and(|t| {
        t.lines().any(|l| {
            let mut words = l.split_whitespace();
            words.next() == Some("lexer") && words.next().is_some_and(|w| w.starts_with("grammar"))
        })
    })
}
