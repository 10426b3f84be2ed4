//! Source files, spans and diagnostics shared by every pass.
//!
//! Every user mistake becomes a [`Diagnostic`] with a [`Span`]; rendering shows
//! `file:line:col`, the source line and a caret, like rustc. Passes never panic on
//! user input: they push diagnostics and return what they could build.

use std::fmt;
use std::path::{Path, PathBuf};

/// Index of a file in a [`SourceMap`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    /// A span covering `start..end` of `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start: start as u32, end: end as u32 }
    }

    /// A span in no file: a diagnostic about something outside the grammar (the
    /// command line's `--start`) renders without a source line.
    pub const NONE: Span = Span { file: FileId(u32::MAX), start: 0, end: 0 };

    /// The smallest span covering both (they must be in the same file).
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// One grammar source file held in memory.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    /// Byte offset of the start of every line.
    line_starts: Vec<u32>,
}

impl SourceFile {
    pub fn new(path: impl Into<PathBuf>, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile { path: path.into(), text, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let offset = offset.min(self.text.len() as u32);
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let mut end = offset as usize;
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let col = self.text[start..end].chars().count() + 1;
        (line + 1, col)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1] as usize;
        let end = self.line_starts.get(line).map(|&e| e as usize).unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// All files a grammar was read from (a split grammar has two).
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file and returns its id.
    pub fn add(&mut self, path: impl Into<PathBuf>, text: String) -> FileId {
        self.files.push(SourceFile::new(path, text));
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.start as usize..span.end as usize).unwrap_or("")
    }

    /// `path:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let file = self.file(span.file);
        let (line, col) = file.line_col(span.start);
        format!("{}:{}:{}", display_path(&file.path), line, col)
    }
}

fn display_path(path: &Path) -> String {
    path.display().to_string()
}

/// How bad a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Warning,
    Error,
}

/// One message about the grammar, anchored at a span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    /// Secondary notes, e.g. where a duplicate was first defined.
    pub notes: Vec<(String, Option<Span>)>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, message: message.into(), span, notes: Vec::new() }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, message: message.into(), span, notes: Vec::new() }
    }

    /// Adds a note, optionally pointing at another span.
    pub fn with_note(mut self, note: impl Into<String>, span: Option<Span>) -> Diagnostic {
        self.notes.push((note.into(), span));
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the diagnostic rustc-style: header, location, source line, caret.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        let label = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        out.push_str(&format!("{label}: {}\n", self.message));
        render_span(&mut out, sources, self.span, "");
        for (note, span) in &self.notes {
            match span {
                Some(span) => {
                    out.push_str(&format!("  = note: {note}\n"));
                    render_span(&mut out, sources, *span, "");
                }
                None => out.push_str(&format!("  = note: {note}\n")),
            }
        }
        out
    }
}

fn render_span(out: &mut String, sources: &SourceMap, span: Span, _label: &str) {
    if span.file.0 as usize >= sources.files.len() {
        return;
    }
    let file = sources.file(span.file);
    let (line, col) = file.line_col(span.start);
    let (end_line, end_col) = file.line_col(span.end);
    let text = file.line_text(line);
    let gutter = line.to_string().len();
    let pad = " ".repeat(gutter);
    out.push_str(&format!("{pad}--> {}:{line}:{col}\n", display_path(&file.path)));
    out.push_str(&format!("{pad} |\n"));
    out.push_str(&format!("{line} | {}\n", text.replace('\t', " ")));
    let width = if end_line == line && end_col > col {
        end_col - col
    } else if end_line == line {
        1
    } else {
        (text.chars().count() + 1).saturating_sub(col).max(1)
    };
    out.push_str(&format!("{pad} | {}{}\n", " ".repeat(col - 1), "^".repeat(width)));
}

/// The diagnostics of a whole run, in the order they were found.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(span, message));
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::warning(span, message));
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }

    /// Renders every diagnostic, separated by blank lines.
    pub fn render(&self, sources: &SourceMap) -> String {
        self.items.iter().map(|d| d.render(sources)).collect::<Vec<_>>().join("\n")
    }
}

/// The names among `candidates` close to `name`, best first (at most three): an edit
/// distance of at most a third of the name's length, or one a prefix of the other
/// (`prog` and `program`). Case differences count as edits only once per name.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let lower = name.to_lowercase();
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        .filter(|c| *c != name)
        .filter_map(|c| {
            let other = c.to_lowercase();
            let distance = edit_distance(&lower, &other) + usize::from(lower == other);
            let prefix = lower.len().min(other.len()) >= 3 && (other.starts_with(&lower) || lower.starts_with(&other));
            (distance <= (lower.chars().count() / 3).max(1) || prefix).then_some((distance, c))
        })
        .collect();
    scored.sort();
    scored.dedup();
    scored.into_iter().take(3).map(|(_, c)| c).collect()
}

/// `did you mean `a`?` or `did you mean one of `a`, `b`?`; `None` without candidates.
pub fn did_you_mean(names: &[&str]) -> Option<String> {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [] => None,
        [one] => Some(format!("did you mean {one}?")),
        many => Some(format!("did you mean one of {}?", many.join(", "))),
    }
}

/// Levenshtein distance over characters (names are short, so the quadratic table is fine).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb)).min(row[j] + 1).min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// Error returned when a grammar could not be processed: carries the rendered report.
#[derive(Clone, Debug)]
pub struct GrammarError {
    pub diagnostics: Diagnostics,
    pub rendered: String,
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rendered)
    }
}

impl std::error::Error for GrammarError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_location_line_and_caret() {
        let mut map = SourceMap::new();
        let f = map.add("g.g4", "grammar g;\nr : 'a' undefined ;\n".to_string());
        let start = map.file(f).text.find("undefined").unwrap();
        let d = Diagnostic::error(Span::new(f, start, start + 9), "undefined rule `undefined`");
        let text = d.render(&map);
        assert_eq!(
            text,
            "error: undefined rule `undefined`\n --> g.g4:2:9\n  |\n2 | r : 'a' undefined ;\n  |         ^^^^^^^^^\n"
        );
    }

    #[test]
    fn closest_names_by_distance_and_prefix() {
        let rules = ["program", "statement", "expr", "Term", "x"];
        assert_eq!(closest("prog", rules), ["program"]);
        assert_eq!(closest("statment", rules), ["statement"]);
        assert_eq!(closest("exp", rules), ["expr"]);
        assert_eq!(closest("xyz", rules), Vec::<&str>::new());
        assert_eq!(closest("term", rules), ["Term"]);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(did_you_mean(&["a", "b"]).unwrap(), "did you mean one of `a`, `b`?");
    }

    #[test]
    fn line_col_counts_characters_not_bytes() {
        let file = SourceFile::new("x", "é = 1\nab".to_string());
        assert_eq!(file.line_col(3), (1, 3));
        assert_eq!(file.line_col(8), (2, 2));
    }
}
