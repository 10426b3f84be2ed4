//! Statistics of one reduction, printable as a summary line and as JSON (`--stats-json`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

use crate::runner::Stats;

/// What one pass cost and earned over a whole reduction.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassStats {
    /// Property tests run (cache hits not counted).
    pub tests: u64,
    /// Candidates accepted.
    pub accepted: u64,
    /// Parser tokens and bytes removed by the accepted candidates.
    pub tokens_removed: u64,
    pub bytes_removed: u64,
    /// Wall time of the pass's searches (printing, parsing and testing).
    pub time: Duration,
    /// Candidates the pass's own parse check dropped before any test, and its time.
    pub parse_rejects: u64,
    pub parse_time: Duration,
}

/// Sizes, counters and timings of a reduction.
#[derive(Clone, Debug)]
pub struct ReduceStats {
    /// `perses`, or the fallback `lines` / `tokens`.
    pub mode: String,
    /// Parser tokens of the input (`None` when it does not lex).
    pub tokens_before: Option<usize>,
    /// Parser tokens of the output.
    pub tokens_after: Option<usize>,
    pub bytes_before: usize,
    pub bytes_after: usize,
    /// The runner's counters (tests, cache hits, timeouts, test time).
    pub runner: Stats,
    /// Fixpoint rounds.
    pub rounds: usize,
    /// Accepted smaller candidates per pass.
    pub improvements: BTreeMap<String, u64>,
    /// Candidates the re-parse filter rejected (reducer bugs).
    pub reparse_rejects: u64,
    /// Candidates printed, and the time spent printing them.
    pub candidates_printed: u64,
    pub print_time: Duration,
    /// Whether the final result passed its re-test (`None`: not re-tested).
    pub final_check: Option<bool>,
    /// Why the reduction stopped early, if it did.
    pub stopped: Option<String>,
    pub total_time: Duration,
    /// What token canonicalization (T-Rec) did.
    pub trec: super::trec::TrecStats,
    /// Per pass: tests, tokens removed, time (by pass name).
    pub passes: BTreeMap<String, PassStats>,
}

fn opt(v: Option<usize>) -> String {
    v.map_or("?".to_string(), |v| v.to_string())
}

fn pct(before: usize, after: usize) -> f64 {
    if before == 0 {
        0.0
    } else {
        100.0 * (before.saturating_sub(after)) as f64 / before as f64
    }
}

impl ReduceStats {
    /// The one-paragraph summary printed at the end.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "tokens {} -> {}, bytes {} -> {} ({:.1}% removed); {} tests run, {} cache hits, {} timeouts; \
             {} rounds; {:.2}s ({:.2}s in tests)",
            opt(self.tokens_before),
            opt(self.tokens_after),
            self.bytes_before,
            self.bytes_after,
            pct(self.bytes_before, self.bytes_after),
            self.runner.tests_run,
            self.runner.cache_hits,
            self.runner.timeouts,
            self.rounds,
            self.total_time.as_secs_f64(),
            self.runner.test_time.as_secs_f64(),
        );
        let t = &self.trec;
        if t.replaced + t.shrunk + t.chars_canonicalized + t.names_kept + t.probes_failed > 0 {
            let _ = write!(
                s,
                "; tokens canonicalized: {} replaced, {} shrunk, {} characters, {} names kept, {} kept after a failed probe",
                t.replaced, t.shrunk, t.chars_canonicalized, t.names_kept, t.probes_failed
            );
        }
        if let Some(why) = &self.stopped {
            let _ = write!(s, "; stopped early: {why}");
        }
        s
    }

    /// One line per pass: tests run, candidates accepted, tokens and bytes removed,
    /// seconds, and the candidates its parse check dropped.
    pub fn pass_table(&self) -> String {
        let mut s = String::from("pass         tests  accepted  tokens-  bytes-  seconds  parse-rejects (s)\n");
        for (name, p) in &self.passes {
            let _ = writeln!(
                s,
                "{:<12} {:>5}  {:>8}  {:>7}  {:>6}  {:>7.2}  {} ({:.2})",
                name,
                p.tests,
                p.accepted,
                p.tokens_removed,
                p.bytes_removed,
                p.time.as_secs_f64(),
                p.parse_rejects,
                p.parse_time.as_secs_f64()
            );
        }
        s
    }

    /// The statistics as a JSON object (stable key order).
    pub fn to_json(&self) -> String {
        use serde_json::{json, Map, Value};
        let improvements: Map<String, Value> = self.improvements.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
        let passes: Map<String, Value> = self
            .passes
            .iter()
            .map(|(k, p)| {
                let pass = json!({
                    "tests": p.tests,
                    "accepted": p.accepted,
                    "tokens_removed": p.tokens_removed,
                    "bytes_removed": p.bytes_removed,
                    "seconds": p.time.as_secs_f64(),
                    "parse_rejects": p.parse_rejects,
                    "parse_seconds": p.parse_time.as_secs_f64(),
                });
                (k.clone(), pass)
            })
            .collect();
        let stats = json!({
            "mode": self.mode,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "bytes_before": self.bytes_before,
            "bytes_after": self.bytes_after,
            "tests_run": self.runner.tests_run,
            "cache_hits": self.runner.cache_hits,
            "interesting": self.runner.interesting,
            "timeouts": self.runner.timeouts,
            "test_errors": self.runner.errors,
            "speculative": self.runner.speculative,
            "cancelled": self.runner.cancelled,
            "max_in_flight": self.runner.max_in_flight,
            "rounds": self.rounds,
            "improvements": improvements,
            "passes": passes,
            "reparse_rejects": self.reparse_rejects,
            "candidates_printed": self.candidates_printed,
            "print_seconds": self.print_time.as_secs_f64(),
            "test_seconds": self.runner.test_time.as_secs_f64(),
            "total_seconds": self.total_time.as_secs_f64(),
            "final_check": self.final_check,
            "stopped": self.stopped,
            "trec": {
                "replaced": self.trec.replaced,
                "shrunk": self.trec.shrunk,
                "chars_canonicalized": self.trec.chars_canonicalized,
                "names_kept": self.trec.names_kept,
                "probes_failed": self.trec.probes_failed,
            },
        });
        serde_json::to_string_pretty(&stats).unwrap_or_default() + "\n"
    }
}
