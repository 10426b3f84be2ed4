//! The report of one reduction (`--report FILE.html`): a [`Series`] of the best
//! program's size at each improvement, fed from an [`Observer`](crate::reduce::Observer)'s
//! `improved` callbacks, and [`html_run_report`], a self-contained page (inline CSS and
//! SVG, no script, nothing fetched) with the summary, the passes, the size over time
//! and over tests, every improvement and the result. Batch mode's `report.html`
//! ([`crate::batch::html_report`]) draws its chart with the same [`chart`] code.

pub mod chart;

use std::fmt::Write as _;
use std::time::Instant;

use crate::reduce::ReduceStats;
use crate::runner::Stats;
use chart::{html_escape, step_chart, Chart, Line};

/// The best program at one moment of a reduction.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// Seconds since the series started (the reduction's start).
    pub seconds: f64,
    /// Tests run so far (the runner's count: cache hits and speculative tests aside).
    pub tests: u64,
    /// Parser tokens (`None` when the program does not lex).
    pub tokens: Option<usize>,
    pub bytes: usize,
    /// What produced it: `input`, the pass that found the improvement, or `result`.
    pub pass: String,
}

/// The sizes of a reduction's best program: the input, then one point per improvement,
/// then (after [`Series::finish`]) the result.
#[derive(Clone, Debug)]
pub struct Series {
    start: Instant,
    points: Vec<Point>,
    finished: bool,
}

impl Series {
    /// A series starting now, with the input's size.
    pub fn new(tokens: Option<usize>, bytes: usize) -> Series {
        let input = Point { seconds: 0.0, tests: 0, tokens, bytes, pass: "input".to_string() };
        Series { start: Instant::now(), points: vec![input], finished: false }
    }

    /// Records an improvement found by `pass` (call it from `Observer::improved`).
    pub fn improved(&mut self, pass: &str, stats: &Stats, tokens: Option<usize>, bytes: usize) {
        let seconds = self.start.elapsed().as_secs_f64();
        self.points.push(Point { seconds, tests: stats.tests_run, tokens, bytes, pass: pass.to_string() });
    }

    /// Records the result: its sizes, the tests and seconds of the whole run (the final
    /// re-test included). Once only.
    pub fn finish(&mut self, stats: &ReduceStats) {
        if self.finished {
            return;
        }
        self.finished = true;
        let last = self.points.last().map_or(0.0, |p| p.seconds);
        self.points.push(Point {
            seconds: self.start.elapsed().as_secs_f64().max(last),
            tests: stats.runner.tests_run,
            tokens: stats.tokens_after,
            bytes: stats.bytes_after,
            pass: "result".to_string(),
        });
    }

    /// Every point, the input first.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The improvements (every point but the input and the result).
    pub fn improvements(&self) -> &[Point] {
        let end = self.points.len() - usize::from(self.finished);
        &self.points[1..end]
    }

    /// Seconds since the series started.
    pub fn elapsed(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }
}

/// What [`html_run_report`] shows.
#[derive(Clone, Copy, Debug)]
pub struct RunReport<'a> {
    /// The page's title.
    pub title: &'a str,
    /// How the input and the output are named (paths as given).
    pub input: &'a str,
    pub output: &'a str,
    /// How the run ended (`done`, `interrupted: ...`), or that it is still running.
    pub status: &'a str,
    pub series: &'a Series,
    /// The run's statistics (`None` while it runs: no pass table yet).
    pub stats: Option<&'a ReduceStats>,
    /// The result (or the best program so far).
    pub result: &'a [u8],
}

/// How much of the result the page shows.
const RESULT_SHOWN: usize = 256 * 1024;

const TOKENS_COLOUR: &str = "#1f5fa8";
const BYTES_COLOUR: &str = "#c8641e";

fn opt(v: Option<usize>) -> String {
    v.map_or("?".to_string(), |v| v.to_string())
}

fn pct(before: usize, after: usize) -> f64 {
    if before == 0 {
        0.0
    } else {
        100.0 * before.saturating_sub(after) as f64 / before as f64
    }
}

/// The page: a summary (input, output, status, tokens and bytes before and after, tests,
/// seconds), the passes (as the command line's table), the size of the best program
/// over time and over tests (tokens and bytes, log scale), every improvement (in a
/// `<table id="improvements">`, one `<tr class="improvement">` each) and the result.
pub fn html_run_report(r: &RunReport<'_>) -> String {
    let points = r.series.points();
    let first = &points[0];
    let last = points.last().unwrap_or(first);
    let mut s = String::new();
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title>\n<style>\
         body{{font-family:sans-serif;margin:2em;max-width:70em}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}}\
         td.n{{text-align:right}}pre{{background:#f6f6f6;padding:.5em;overflow:auto;max-height:40em}}\
         </style></head><body>\n<h1>{t}</h1>\n",
        t = html_escape(r.title)
    );
    let (tokens_before, bytes_before) = match r.stats {
        Some(st) => (st.tokens_before, st.bytes_before),
        None => (first.tokens, first.bytes),
    };
    let (tokens_after, bytes_after) = match r.stats {
        Some(st) => (st.tokens_after, st.bytes_after),
        None => (last.tokens, last.bytes),
    };
    let row = |s: &mut String, k: &str, v: &str| {
        let _ = writeln!(s, "<tr><th>{k}</th><td>{v}</td></tr>");
    };
    s.push_str("<table id=\"summary\">\n");
    row(&mut s, "input", &html_escape(r.input));
    row(&mut s, "output", &html_escape(r.output));
    row(&mut s, "status", &html_escape(r.status));
    row(
        &mut s,
        "tokens",
        &format!(
            "{} &rarr; {} ({:.1}% removed)",
            opt(tokens_before),
            opt(tokens_after),
            pct(tokens_before.unwrap_or(0), tokens_after.unwrap_or(0))
        ),
    );
    row(
        &mut s,
        "bytes",
        &format!("{bytes_before} &rarr; {bytes_after} ({:.1}% removed)", pct(bytes_before, bytes_after)),
    );
    row(&mut s, "improvements", &r.series.improvements().len().to_string());
    match r.stats {
        Some(st) => {
            let rn = &st.runner;
            row(
                &mut s,
                "tests",
                &format!(
                    "{} run, {} cache hits, {} timed out, {} could not run",
                    rn.tests_run, rn.cache_hits, rn.timeouts, rn.errors
                ),
            );
            row(
                &mut s,
                "seconds",
                &format!(
                    "{:.2} ({:.2} in tests); {} round{}",
                    st.total_time.as_secs_f64(),
                    rn.test_time.as_secs_f64(),
                    st.rounds,
                    if st.rounds == 1 { "" } else { "s" }
                ),
            );
            row(&mut s, "summary", &html_escape(&st.summary()));
        }
        None => {
            row(&mut s, "tests", &format!("{} run so far", last.tests));
            row(&mut s, "seconds", &format!("{:.2} so far", r.series.elapsed()));
        }
    }
    s.push_str("</table>\n");
    if let Some(st) = r.stats.filter(|st| !st.passes.is_empty()) {
        s.push_str(
            "<h2>Passes</h2>\n<table id=\"passes\"><tr><th>pass</th><th>tests</th><th>accepted</th>\
             <th>tokens-</th><th>bytes-</th><th>seconds</th><th>parse-rejects (s)</th></tr>\n",
        );
        for (name, p) in &st.passes {
            let _ = writeln!(
                s,
                "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{}</td><td class=\"n\">{:.2}</td><td class=\"n\">{} ({:.2})</td></tr>",
                html_escape(name),
                p.tests,
                p.accepted,
                p.tokens_removed,
                p.bytes_removed,
                p.time.as_secs_f64(),
                p.parse_rejects,
                p.parse_time.as_secs_f64()
            );
        }
        s.push_str("</table>\n");
    }
    let lines = |x: fn(&Point) -> f64| {
        let mut v = Vec::new();
        if points.iter().all(|p| p.tokens.is_some()) {
            let pts = points.iter().map(|p| (x(p), p.tokens.unwrap_or(0) as f64)).collect();
            v.push(Line { label: "tokens".to_string(), colour: TOKENS_COLOUR.to_string(), points: pts });
        }
        let pts = points.iter().map(|p| (x(p), p.bytes as f64)).collect();
        v.push(Line { label: "bytes".to_string(), colour: BYTES_COLOUR.to_string(), points: pts });
        v
    };
    let by_time = lines(|p| p.seconds);
    let by_tests = lines(|p| p.tests as f64);
    let y_label = if by_time.len() == 2 { "tokens and bytes" } else { "bytes" };
    s.push_str("<h2>Size over time</h2>\n");
    s.push_str(&step_chart(&Chart { id: "size-time", x_label: "seconds", y_label, lines: &by_time, legend: true }));
    s.push_str("<h2>Size over tests</h2>\n");
    s.push_str(&step_chart(&Chart { id: "size-tests", x_label: "tests", y_label, lines: &by_tests, legend: true }));
    let _ = writeln!(
        s,
        "<h2>Improvements</h2>\n<details><summary>{} improvements (the input first, the result last)</summary>\n\
         <table id=\"improvements\"><tr><th>#</th><th>seconds</th><th>tests</th><th>tokens</th><th>bytes</th>\
         <th>pass</th></tr>",
        r.series.improvements().len()
    );
    for (i, p) in points.iter().enumerate() {
        let class = match p.pass.as_str() {
            _ if i == 0 => "input",
            "result" if r.stats.is_some() && i + 1 == points.len() => "result",
            _ => "improvement",
        };
        let _ = writeln!(
            s,
            "<tr class=\"{class}\"><td class=\"n\">{i}</td><td class=\"n\">{:.3}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>",
            p.seconds,
            p.tests,
            opt(p.tokens),
            p.bytes,
            html_escape(&p.pass)
        );
    }
    s.push_str("</table></details>\n<h2>Result</h2>\n");
    let shown = &r.result[..r.result.len().min(RESULT_SHOWN)];
    if shown.len() < r.result.len() {
        let _ = writeln!(
            s,
            "<p>The first {} of {} bytes; the whole result is in {}.</p>",
            shown.len(),
            r.result.len(),
            html_escape(r.output)
        );
    }
    let _ = writeln!(s, "<pre id=\"result\">{}</pre>\n</body></html>", html_escape(&String::from_utf8_lossy(shown)));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(tests: u64) -> Stats {
        Stats { tests_run: tests, ..Stats::default() }
    }

    #[test]
    fn series_keeps_one_point_per_improvement_between_input_and_result() {
        let mut series = Series::new(Some(100), 400);
        series.improved("perses (round 1)", &stats(3), Some(40), 150);
        series.improved("tokens (round 1)", &stats(9), Some(10), 30);
        assert_eq!(series.improvements().len(), 2);
        let page = |series: &Series, stats: Option<&ReduceStats>| {
            html_run_report(&RunReport {
                title: "t",
                input: "in.c",
                output: "out.c",
                status: "done",
                series,
                stats,
                result: b"int <a>;",
            })
        };
        let running = page(&series, None);
        assert_eq!(running.matches("<tr class=\"improvement\">").count(), 2);
        assert!(running.contains("9 run so far"), "{running}");
        let st = ReduceStats {
            mode: "perses".into(),
            tokens_before: Some(100),
            tokens_after: Some(10),
            bytes_before: 400,
            bytes_after: 31,
            runner: stats(12),
            rounds: 1,
            improvements: Default::default(),
            reparse_rejects: 0,
            candidates_printed: 0,
            print_time: Default::default(),
            final_check: Some(true),
            stopped: None,
            total_time: Default::default(),
            trec: Default::default(),
            passes: Default::default(),
        };
        series.finish(&st);
        series.finish(&st);
        assert_eq!(series.points().len(), 4);
        assert_eq!(series.improvements().len(), 2);
        let last = series.points().last().unwrap();
        assert_eq!((last.tests, last.tokens, last.bytes), (12, Some(10), 31));
        let done = page(&series, Some(&st));
        assert_eq!(done.matches("<tr class=\"improvement\">").count(), 2);
        assert_eq!(done.matches("<tr class=\"result\">").count(), 1);
        assert_eq!(done.matches("<polyline").count(), 4, "tokens and bytes, twice");
        assert!(done.contains("<pre id=\"result\">int &lt;a&gt;;</pre>"));
        assert!(done.contains("100 &rarr; 10 (90.0% removed)"), "{done}");
    }

    #[test]
    fn a_program_without_tokens_is_drawn_in_bytes() {
        let mut series = Series::new(None, 10);
        series.improved("ddmin", &stats(1), None, 5);
        let page = html_run_report(&RunReport {
            title: "t",
            input: "i",
            output: "o",
            status: "running",
            series: &series,
            stats: None,
            result: b"x",
        });
        assert_eq!(page.matches("<polyline").count(), 2, "bytes only, twice");
    }
}
