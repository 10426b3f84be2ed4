//! The batch report: a terminal table, `report.json` and a self-contained
//! `report.html` (inline SVG and CSS, no script, no network).

use std::fmt::Write as _;

use super::{BatchResult, InputStatus};
use crate::report::chart::{html_escape, step_chart, Chart, Line};

/// The file an input's result gets under `OUT_DIR/reduced/`: `007-crash.c` (the index
/// keeps inputs with the same file name apart).
pub fn reduced_file_name(index: usize, name: &str) -> String {
    let base = std::path::Path::new(name).file_name().map(|n| n.to_string_lossy().into_owned());
    let base = base.filter(|b| !b.is_empty()).unwrap_or_else(|| "input".to_string());
    format!("{index:03}-{base}")
}

/// The file of group `g` (0-based) under `OUT_DIR/groups/`: `group-001.c`, with the
/// extension of its first member.
pub fn group_file_name(g: usize, first_member: &str) -> String {
    match std::path::Path::new(first_member).extension() {
        Some(ext) => format!("group-{:03}.{}", g + 1, ext.to_string_lossy()),
        None => format!("group-{:03}", g + 1),
    }
}

fn status_name(s: &InputStatus) -> &'static str {
    match s {
        InputStatus::Reduced => "reduced",
        InputStatus::Joined(_) => "joined",
        InputStatus::Failed(_) => "failed",
        InputStatus::Interrupted => "interrupted",
    }
}

fn opt(v: Option<usize>) -> String {
    v.map_or("?".to_string(), |v| v.to_string())
}

fn member_names(r: &BatchResult, members: &[usize], max: usize) -> String {
    let mut names: Vec<String> = members.iter().take(max).map(|&i| r.inputs[i].name.clone()).collect();
    if members.len() > max {
        names.push(format!("+{} more", members.len() - max));
    }
    names.join(", ")
}

/// The table printed at the end: one row per group (members, tokens before as a range
/// over the members and after, tests and seconds summed), then the inputs in no group.
pub fn terminal_table(r: &BatchResult) -> String {
    let mut s = String::from("group  members  tokens before -> after  tests  seconds  inputs\n");
    for (g, group) in r.groups.iter().enumerate() {
        let before: Vec<usize> = group.members.iter().filter_map(|&i| r.inputs[i].tokens_before).collect();
        let range = match (before.iter().min(), before.iter().max()) {
            (Some(a), Some(b)) if a != b => format!("{a}-{b}"),
            (Some(a), _) => a.to_string(),
            _ => "?".to_string(),
        };
        let tests: u64 = group.members.iter().map(|&i| r.inputs[i].tests).sum();
        let secs: f64 = group.members.iter().map(|&i| r.inputs[i].seconds).sum();
        let _ = writeln!(
            s,
            "{:>5}  {:>7}  {:>13} -> {:<5}  {:>5}  {:>7.1}  {}",
            g + 1,
            group.members.len(),
            range,
            opt(group.tokens),
            tests,
            secs,
            member_names(r, &group.members, 4)
        );
    }
    for res in r.inputs.iter().filter(|x| x.group.is_none()) {
        let why = match &res.status {
            InputStatus::Failed(e) => e.lines().next().unwrap_or("").to_string(),
            other => status_name(other).to_string(),
        };
        let _ = writeln!(
            s,
            "    -  {:>7}  {:>13} -> {:<5}  {:>5}  {:>7.1}  {}: {why}",
            1,
            opt(res.tokens_before),
            "-",
            res.tests,
            res.seconds,
            res.name
        );
    }
    let joined = r.inputs.iter().filter(|x| matches!(x.status, InputStatus::Joined(_))).count();
    let _ = write!(
        s,
        "{} inputs, {} groups, {} failed, {} tests, {:.1}s wall ({} jobs)",
        r.inputs.len(),
        r.groups.len(),
        r.failed(),
        r.inputs.iter().map(|x| x.tests).sum::<u64>(),
        r.seconds,
        r.jobs
    );
    if r.join {
        let _ = write!(s, "; {joined} joined an earlier group, about {} tests saved", r.tests_saved());
    }
    s.push('\n');
    s
}

/// `report.json`: the inputs (status, group, sizes, tests, seconds, sizes over time,
/// the result's file under `reduced/`) and the groups (members, file under `groups/`,
/// program text). Paths are relative to the output directory.
pub fn json_report(r: &BatchResult) -> String {
    use serde_json::json;
    let inputs: Vec<serde_json::Value> = r
        .inputs
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let (error, joined) = match &x.status {
                InputStatus::Failed(e) => (Some(e.as_str()), None),
                InputStatus::Joined(j) => (None, Some(*j)),
                _ => (None, None),
            };
            json!({
                "index": i,
                "name": x.name,
                "status": status_name(&x.status),
                "group": x.group.map(|g| g + 1),
                "joined": joined,
                "file": format!("reduced/{}", reduced_file_name(i, &x.name)),
                "tokens_before": x.tokens_before,
                "tokens_after": x.tokens_after,
                "bytes_before": x.bytes_before,
                "bytes_after": x.bytes_after,
                "tests": x.tests,
                "join_tests": x.join_tests,
                "tests_saved": x.tests_saved,
                "seconds": x.seconds,
                "max_parallel_tests": x.max_parallel_tests,
                "final_check": x.final_check,
                "stopped": x.stopped,
                "error": error,
                "history": x.history,
            })
        })
        .collect();
    let groups: Vec<serde_json::Value> = r
        .groups
        .iter()
        .enumerate()
        .map(|(g, group)| {
            json!({
                "group": g + 1,
                "members": group.members,
                "file": format!("groups/{}", group_file_name(g, &r.inputs[group.members[0]].name)),
                "tokens": group.tokens,
                "bytes": group.program.len(),
                "program": String::from_utf8_lossy(&group.program),
            })
        })
        .collect();
    let report = json!({
        "jobs": r.jobs,
        "join": r.join,
        "seconds": r.seconds,
        "tests": r.inputs.iter().map(|x| x.tests).sum::<u64>(),
        "tests_saved": r.tests_saved(),
        "failed": r.failed(),
        "interrupted": r.interrupted(),
        "inputs": inputs,
        "groups": groups,
    });
    serde_json::to_string_pretty(&report).unwrap_or_default() + "\n"
}

/// A colour per group (golden-angle hues), grey for inputs in no group.
fn colour(group: Option<usize>) -> String {
    match group {
        Some(g) => format!("hsl({}, 65%, 42%)", (g * 137) % 360),
        None => "#999".to_string(),
    }
}

/// `report.html`: a summary, a chart of each input's size over time (one line per
/// input, coloured by group), the groups with their members and programs, and the
/// inputs. One file: inline CSS and SVG, no script, nothing fetched.
pub fn html_report(r: &BatchResult, title: &str) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>\
         body{{font-family:sans-serif;margin:2em;max-width:70em}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}}\
         pre{{background:#f6f6f6;padding:.5em;overflow:auto;max-height:30em}}.swatch{{display:inline-block;width:1em;height:1em}}\
         </style></head><body>\n<h1>{}</h1>\n",
        html_escape(title),
        html_escape(title)
    );
    let _ = writeln!(
        s,
        "<p id=\"summary\">{} inputs, {} groups, {} failed, {} tests, {:.1} s wall, {} jobs{}</p>",
        r.inputs.len(),
        r.groups.len(),
        r.failed(),
        r.inputs.iter().map(|x| x.tests).sum::<u64>(),
        r.seconds,
        r.jobs,
        if r.join { format!(", about {} tests saved by joining", r.tests_saved()) } else { String::new() }
    );
    s.push_str(&size_chart(r));
    s.push_str("<h2>Groups</h2>\n");
    for (g, group) in r.groups.iter().enumerate() {
        let members: Vec<String> = group.members.iter().map(|&i| html_escape(&r.inputs[i].name)).collect();
        let _ = writeln!(
            s,
            "<section class=\"group\" id=\"group-{}\"><h3><span class=\"swatch\" style=\"background:{}\"></span> \
             Group {}: {} member{}, {} token{}</h3>\n<p class=\"members\">{}</p>\n<pre>{}</pre></section>",
            g + 1,
            colour(Some(g)),
            g + 1,
            group.members.len(),
            if group.members.len() == 1 { "" } else { "s" },
            opt(group.tokens),
            if group.tokens == Some(1) { "" } else { "s" },
            members.join(", "),
            html_escape(&String::from_utf8_lossy(&group.program))
        );
    }
    s.push_str(
        "<h2>Inputs</h2>\n<table id=\"inputs\"><tr><th>#</th><th>input</th><th>status</th><th>group</th>\
         <th>tokens before</th><th>after</th><th>bytes before</th><th>after</th><th>tests</th><th>seconds</th></tr>\n",
    );
    for (i, x) in r.inputs.iter().enumerate() {
        let status = match &x.status {
            InputStatus::Failed(e) => format!("failed: {}", html_escape(e)),
            InputStatus::Joined(j) => format!("joined #{j}"),
            other => status_name(other).to_string(),
        };
        let _ = writeln!(
            s,
            "<tr><td>{i}</td><td>{}</td><td>{status}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td>{}</td><td>{:.1}</td></tr>",
            html_escape(&x.name),
            x.group.map_or("-".to_string(), |g| format!("<a href=\"#group-{}\">{}</a>", g + 1, g + 1)),
            opt(x.tokens_before),
            opt(x.tokens_after),
            x.bytes_before,
            x.bytes_after,
            x.tests,
            x.seconds
        );
    }
    s.push_str("</table>\n</body></html>\n");
    s
}

/// Bytes of each input's best program over its own time, on a log scale (inputs
/// differ in size by orders of magnitude): one line per input, coloured by its group.
fn size_chart(r: &BatchResult) -> String {
    let lines: Vec<Line> = r
        .inputs
        .iter()
        .enumerate()
        .map(|(i, inp)| Line {
            label: format!("#{i} {}", inp.name),
            colour: colour(inp.group),
            points: inp.history.iter().map(|&(t, b)| (t, b as f64)).collect(),
        })
        .collect();
    let chart = Chart { id: "sizes", x_label: "seconds", y_label: "bytes", lines: &lines, legend: false };
    format!("<h2>Sizes over time</h2>\n{}", step_chart(&chart))
}
