//! The compatibility benchmark: grammars-v4 folders read as the collection's driver
//! reads them ([`crate::desc`]), every input parsed in interpreted mode, verdicts
//! counted against the suite's expectation, with time and throughput per grammar.

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::check::{check_file, FileResult, Verdict};
use crate::desc::{read_suite, Suite};
use crate::interp::OwnedTables;
use crate::load::load;
use reducer_gen::StartOrigin;

/// The throughput below which a file counts as slow (the floor), in MB/s.
pub const MIN_MB_PER_S: f64 = 1.0;
/// Files parsed in less than this are never called slow: their time is mostly fixed
/// costs (thread start, timer resolution), not throughput.
pub const SLOW_GRACE: Duration = Duration::from_millis(10);

/// One input's result and whether it is what the suite expects.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub result: FileResult,
    pub expect_error: bool,
    /// The entry point it was parsed from.
    pub start: String,
}

impl Outcome {
    /// Accepted when the suite expects it to parse, rejected when it expects an error.
    pub fn as_expected(&self) -> bool {
        self.result.verdict.accepted() != self.expect_error
    }

    /// Slower than [`MIN_MB_PER_S`] (and than [`SLOW_GRACE`]).
    pub fn slow(&self) -> bool {
        let t = self.result.time;
        matches!(self.result.verdict, Verdict::Timeout(_)) || (t > SLOW_GRACE && self.result.mb_per_s() < MIN_MB_PER_S)
    }
}

/// What happened to one grammar folder.
#[derive(Clone, Debug)]
pub struct GrammarReport {
    /// Folder relative to the collection root, e.g. `java/java`.
    pub folder: String,
    pub name: String,
    /// Entry points used (the default rule's name when chosen here).
    pub starts: Vec<String>,
    /// Why the grammar could not be read or loaded; no inputs were parsed then.
    pub error: Option<String>,
    /// Reading, normalizing and building the tables.
    pub load_time: Duration,
    /// Actions and predicates of the grammar that ran no code.
    pub ignored_hooks: usize,
    pub outcomes: Vec<Outcome>,
    /// Inputs the suite names (all parsed unless the grammar could not be loaded).
    pub planned: usize,
    /// Inputs skipped because they are not UTF-8.
    pub skipped: usize,
}

impl GrammarReport {
    pub fn expect_ok(&self) -> usize {
        self.outcomes.iter().filter(|o| !o.expect_error).count()
    }
    pub fn accepted_ok(&self) -> usize {
        self.outcomes.iter().filter(|o| !o.expect_error && o.result.verdict.accepted()).count()
    }
    pub fn expect_fail(&self) -> usize {
        self.outcomes.iter().filter(|o| o.expect_error).count()
    }
    pub fn rejected_fail(&self) -> usize {
        self.outcomes.iter().filter(|o| o.expect_error && !o.result.verdict.accepted()).count()
    }
    /// Percentage of the inputs expected to parse that were accepted (100 when none).
    pub fn accepted_pct(&self) -> f64 {
        match self.expect_ok() {
            0 => 100.0,
            n => 100.0 * self.accepted_ok() as f64 / n as f64,
        }
    }
    pub fn bytes(&self) -> usize {
        self.outcomes.iter().map(|o| o.result.bytes).sum()
    }
    pub fn parse_time(&self) -> Duration {
        self.outcomes.iter().map(|o| o.result.time).sum()
    }
    /// Throughput over the accepted inputs (a rejected input stops early).
    pub fn mb_per_s(&self) -> f64 {
        let accepted = self.outcomes.iter().filter(|o| o.result.verdict.accepted());
        let (bytes, time) =
            accepted.fold((0usize, Duration::ZERO), |(b, t), o| (b + o.result.bytes, t + o.result.time));
        bytes as f64 / 1e6 / time.as_secs_f64().max(1e-9)
    }
    pub fn slow(&self) -> usize {
        self.outcomes.iter().filter(|o| o.slow()).count()
    }
    pub fn timeouts(&self) -> usize {
        self.outcomes.iter().filter(|o| matches!(o.result.verdict, Verdict::Timeout(_))).count()
    }
    /// The bar: loaded, at least 99% of the expected-to-parse inputs accepted,
    /// every expected failure rejected, no slow file.
    pub fn meets_bar(&self) -> bool {
        self.error.is_none()
            && !self.outcomes.is_empty()
            && self.accepted_pct() >= 99.0
            && self.rejected_fail() == self.expect_fail()
            && self.slow() == 0
    }
}

/// Runs one grammar folder (`folder` is `root/rel`). `on_file` sees each outcome as it
/// is known (for streaming output).
/// With `ignore_actions`, target code no built-in hook runs is ignored (with a count)
/// instead of failing the grammar.
pub fn run_folder(
    root: &Path,
    rel: &str,
    timeout: Option<Duration>,
    ignore_actions: bool,
    on_file: &mut dyn FnMut(&Outcome),
) -> GrammarReport {
    let folder = root.join(rel);
    let mut report = GrammarReport {
        folder: rel.to_string(),
        name: rel.to_string(),
        starts: Vec::new(),
        error: None,
        load_time: Duration::ZERO,
        ignored_hooks: 0,
        outcomes: Vec::new(),
        planned: 0,
        skipped: 0,
    };
    let suite: Suite = match read_suite(&folder) {
        Ok(s) => s,
        Err(e) => {
            report.error = Some(e);
            return report;
        }
    };
    report.name = suite.name.clone();
    report.skipped = suite.not_utf8.len();
    report.planned = suite.tests.values().map(Vec::len).sum();
    for (entry, inputs) in &suite.tests {
        let started = Instant::now();
        let loaded = load(&suite.grammar_files, entry.as_deref(), StartOrigin::Api, ignore_actions);
        report.load_time += started.elapsed();
        let loaded = match loaded {
            Ok(l) => l,
            Err(e) => {
                report.error = Some(e);
                return report;
            }
        };
        let start = loaded.start.clone();
        report.starts.push(start.clone());
        report.ignored_hooks = report.ignored_hooks.max(loaded.ignored_hooks());
        let tables = std::sync::Arc::new(OwnedTables::new(&loaded.generated));
        for input in inputs {
            let outcome = Outcome {
                result: check_file(&tables, &input.path, timeout),
                expect_error: input.expect_error,
                start: start.clone(),
            };
            on_file(&outcome);
            report.outcomes.push(outcome);
        }
    }
    report
}

/// The grammar folders under `root`: every folder holding a `desc.xml`, sorted.
pub fn discover(root: &Path) -> Result<Vec<String>, String> {
    let mut found = Vec::new();
    discover_in(root, root, &mut found).map_err(|e| format!("{}: {e}", root.display()))?;
    found.sort();
    Ok(found)
}

fn discover_in(root: &Path, dir: &Path, found: &mut Vec<String>) -> std::io::Result<()> {
    if dir.join("desc.xml").is_file() {
        let rel = dir.strip_prefix(root).unwrap_or(dir).to_string_lossy().into_owned();
        // The root itself may be one grammar's folder.
        found.push(if rel.is_empty() { ".".to_string() } else { rel });
        return Ok(());
    }
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with(['.', '_'])))
        .collect();
    dirs.sort();
    for d in dirs {
        discover_in(root, &d, found)?;
    }
    Ok(())
}

/// The table, one row per grammar, plus a total row. `parse s` is the CPU time of all
/// parses (a timeout counts as its limit); `MB/s` is over the accepted inputs; `slow`
/// counts inputs below [`MIN_MB_PER_S`] (timeouts included); `bar` is
/// [`GrammarReport::meets_bar`].
pub fn table(reports: &[GrammarReport]) -> String {
    let header = [
        "grammar",
        "folder",
        "start",
        "inputs",
        "ok expected",
        "accepted",
        "%",
        "fail expected",
        "rejected",
        "slow",
        "load s",
        "parse s",
        "MB",
        "MB/s (accepted)",
        "bar",
    ];
    let mut rows: Vec<Vec<String>> = Vec::new();
    for r in reports {
        if r.error.is_some() {
            let mut row = vec![r.name.clone(), r.folder.clone(), "-".into(), r.planned.to_string()];
            row.extend(std::iter::repeat_n("-".to_string(), 6));
            row.push(format!("{:.2}", r.load_time.as_secs_f64()));
            row.extend(std::iter::repeat_n("-".to_string(), 3));
            row.push("no (grammar error)".into());
            rows.push(row);
            continue;
        }
        rows.push(vec![
            r.name.clone(),
            r.folder.clone(),
            r.starts.join(","),
            r.planned.to_string(),
            r.expect_ok().to_string(),
            r.accepted_ok().to_string(),
            format!("{:.1}", r.accepted_pct()),
            r.expect_fail().to_string(),
            r.rejected_fail().to_string(),
            r.slow().to_string(),
            format!("{:.2}", r.load_time.as_secs_f64()),
            format!("{:.2}", r.parse_time().as_secs_f64()),
            format!("{:.2}", r.bytes() as f64 / 1e6),
            match r.outcomes.iter().any(|o| o.result.verdict.accepted()) {
                true => format!("{:.2}", r.mb_per_s()),
                false => "-".into(),
            },
            if r.meets_bar() { "yes".into() } else { "no".into() },
        ]);
    }
    let met = reports.iter().filter(|r| r.meets_bar()).count();
    let bytes: usize = reports.iter().map(|r| r.bytes()).sum();
    let time: Duration = reports.iter().map(|r| r.parse_time()).sum();
    let accepted = reports.iter().flat_map(|r| &r.outcomes).filter(|o| o.result.verdict.accepted());
    let (accepted_bytes, accepted_time) =
        accepted.fold((0usize, Duration::ZERO), |(b, t), o| (b + o.result.bytes, t + o.result.time));
    rows.push(vec![
        "total".into(),
        format!("{} grammars", reports.len()),
        String::new(),
        reports.iter().map(|r| r.planned).sum::<usize>().to_string(),
        reports.iter().map(|r| r.expect_ok()).sum::<usize>().to_string(),
        reports.iter().map(|r| r.accepted_ok()).sum::<usize>().to_string(),
        String::new(),
        reports.iter().map(|r| r.expect_fail()).sum::<usize>().to_string(),
        reports.iter().map(|r| r.rejected_fail()).sum::<usize>().to_string(),
        reports.iter().map(|r| r.slow()).sum::<usize>().to_string(),
        format!("{:.2}", reports.iter().map(|r| r.load_time).sum::<Duration>().as_secs_f64()),
        format!("{:.2}", time.as_secs_f64()),
        format!("{:.2}", bytes as f64 / 1e6),
        format!("{:.2}", accepted_bytes as f64 / 1e6 / accepted_time.as_secs_f64().max(1e-9)),
        format!("{met}/{}", reports.len()),
    ]);
    let mut out = String::new();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let _ = writeln!(out, "|{}", header.iter().map(|_| "---|").collect::<String>());
    for row in rows {
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    for r in reports.iter().filter(|r| r.skipped > 0) {
        let _ =
            writeln!(out, "\n{} ({}): {} inputs left out (not UTF-8, as the driver does)", r.name, r.folder, r.skipped);
    }
    for r in reports {
        if let Some(e) = &r.error {
            let _ = writeln!(out, "\n{} ({}): {}", r.name, r.folder, shorten(headline(e), 200));
        }
    }
    out
}

/// The line of a load failure to show: its first error, not a warning printed before it.
pub fn headline(e: &str) -> &str {
    let mut lines = e.lines().map(str::trim).filter(|l| !l.is_empty());
    e.lines().map(str::trim).find(|l| l.starts_with("error")).or_else(|| lines.next()).unwrap_or("")
}

/// One tab-separated line per grammar (for scripts and tests): folder, name, start,
/// inputs, ok expected, accepted, fail expected, rejected, slow, timeouts, bytes,
/// parse seconds, error (or empty). `inputs` counts what the suite names, also when
/// the grammar could not be loaded.
pub fn tsv(reports: &[GrammarReport]) -> String {
    let mut out = String::from(
        "folder\tname\tstart\tinputs\tok_expected\taccepted\tfail_expected\trejected\tslow\ttimeouts\tbytes\tparse_s\terror\n",
    );
    for r in reports {
        let error = r.error.as_deref().map(headline);
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.3}\t{}",
            r.folder,
            r.name,
            r.starts.join(","),
            r.planned,
            r.expect_ok(),
            r.accepted_ok(),
            r.expect_fail(),
            r.rejected_fail(),
            r.slow(),
            r.timeouts(),
            r.bytes(),
            r.parse_time().as_secs_f64(),
            error.unwrap_or("").replace('\t', " ")
        );
    }
    out
}

fn shorten(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n).collect();
        t.push('…');
        t
    }
}

#[cfg(test)]
mod tests {
    use super::headline;

    #[test]
    fn headline_is_the_first_error_not_a_leading_warning() {
        let e = "warning: rule `identifierList` is unreachable\n --> C.g4:3:1\n\nerror: predicate `this.IsCast()` has no built-in hook\n --> C.g4:9:5\n";
        assert_eq!(headline(e), "error: predicate `this.IsCast()` has no built-in hook");
        assert_eq!(headline("\n  cannot read desc.xml\n"), "cannot read desc.xml");
    }
}
