//! Step charts as inline SVG: the size of the best program against time or tests, one
//! line per series, drawn by batch mode's `report.html` and by `--report FILE.html`.
//! Plain text, no script, nothing fetched; the data lines are the only `<polyline>`
//! elements (axes, grid and legend are `<line>`, `<rect>` and `<text>`).

use std::fmt::Write as _;

/// `s` with `&`, `<`, `>` and both quotes escaped, for HTML text and attributes.
pub fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// One line of a chart: `(x, y)` points in increasing `x`, drawn as steps (`y` holds
/// until the next point's `x`).
#[derive(Clone, Debug)]
pub struct Line {
    /// The tooltip (`<title>`) and, with [`Chart::legend`], the legend's text.
    pub label: String,
    /// Any CSS colour.
    pub colour: String,
    pub points: Vec<(f64, f64)>,
}

/// A chart: x from 0 to the largest `x` of any line, linear; y on a log scale from a
/// little below the smallest `y` to a little above the largest (so no line runs along
/// the frame).
#[derive(Clone, Debug)]
pub struct Chart<'a> {
    /// The `id` of the `<svg>` element.
    pub id: &'a str,
    /// What x counts (`seconds`, `tests`), printed under the axis.
    pub x_label: &'a str,
    /// What y counts (`bytes`, `tokens and bytes`), printed above the axis.
    pub y_label: &'a str,
    pub lines: &'a [Line],
    /// Draw a legend naming each line (the labels).
    pub legend: bool,
}

const W: f64 = 800.0;
const H: f64 = 320.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 24.0;
const TOP: f64 = 28.0;
const BOTTOM: f64 = 44.0;

/// 1, 2 or 5 times a power of ten, the smallest at or above `x`.
fn nice_step(x: f64) -> f64 {
    let p = 10f64.powf(x.log10().floor());
    [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * p).find(|&s| s >= x * 0.999_999).unwrap_or(10.0 * p)
}

/// A tick value with as many decimals as the step needs, thousands apart by commas.
fn tick_label(v: f64, step: f64) -> String {
    let decimals = if step >= 1.0 { 0 } else { (-step.log10().floor()) as usize };
    if decimals > 0 {
        return format!("{v:.decimals$}");
    }
    let digits = format!("{}", v.round() as u64);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The chart as an `<svg>` element.
pub fn step_chart(c: &Chart<'_>) -> String {
    let all = || c.lines.iter().flat_map(|l| l.points.iter());
    let x_max = all().map(|p| p.0).fold(0.0f64, f64::max).max(1e-3);
    let y_hi = all().map(|p| p.1).fold(1.0f64, f64::max);
    let y_lo = all().map(|p| p.1.max(1.0)).fold(y_hi, f64::min);
    let (y_min, y_max) = (y_lo / 1.25, y_hi * 1.05);
    let span = (y_max / y_min).ln();
    let x = |v: f64| LEFT + (W - LEFT - RIGHT) * (v / x_max);
    let y = |v: f64| H - BOTTOM - (H - TOP - BOTTOM) * ((v.max(y_min) / y_min).ln() / span);
    let mut s = format!(
        "<svg id=\"{id}\" class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" \
         viewBox=\"0 0 {W} {H}\" font-family=\"sans-serif\" font-size=\"12\">\
         <rect x=\"0\" y=\"0\" width=\"{W}\" height=\"{H}\" fill=\"white\"/>\n",
        id = html_escape(c.id)
    );
    // Grid and ticks: x at 1-2-5 steps, y at powers of ten (and 2, 5 times them when
    // the range spans fewer than three decades).
    let step = nice_step(x_max / 6.0);
    let mut t = 0.0;
    while t <= x_max * 1.000_001 {
        let _ = writeln!(
            s,
            "<line x1=\"{px:.1}\" y1=\"{TOP}\" x2=\"{px:.1}\" y2=\"{yb}\" stroke=\"#eee\"/>\
             <text x=\"{px:.1}\" y=\"{ty}\" text-anchor=\"middle\">{}</text>",
            tick_label(t, step),
            px = x(t),
            yb = H - BOTTOM,
            ty = H - BOTTOM + 15.0
        );
        t += step;
    }
    let decades = span / 10f64.ln();
    let mults: &[f64] = if decades < 3.0 { &[1.0, 2.0, 5.0] } else { &[1.0] };
    let mut p = 10f64.powf(y_min.log10().floor());
    while p <= y_max {
        for &m in mults {
            let v = p * m;
            if v < y_min {
                continue;
            }
            if v > y_max {
                break;
            }
            let _ = writeln!(
                s,
                "<line x1=\"{LEFT}\" y1=\"{py:.1}\" x2=\"{xr}\" y2=\"{py:.1}\" stroke=\"#eee\"/>\
                 <text x=\"{tx}\" y=\"{ty:.1}\" text-anchor=\"end\">{}</text>",
                tick_label(v, 1.0),
                py = y(v),
                xr = W - RIGHT,
                tx = LEFT - 4.0,
                ty = y(v) + 4.0
            );
        }
        p *= 10.0;
    }
    let _ = writeln!(
        s,
        "<line x1=\"{LEFT}\" y1=\"{yb}\" x2=\"{xr}\" y2=\"{yb}\" stroke=\"black\"/>\
         <line x1=\"{LEFT}\" y1=\"{TOP}\" x2=\"{LEFT}\" y2=\"{yb}\" stroke=\"black\"/>\
         <text x=\"{xm}\" y=\"{H_m}\" text-anchor=\"middle\">{xl}</text>\
         <text x=\"4\" y=\"{ty}\">{yl} (log scale)</text>",
        yb = H - BOTTOM,
        xr = W - RIGHT,
        xm = LEFT + (W - LEFT - RIGHT) / 2.0,
        H_m = H - 8.0,
        ty = TOP - 10.0,
        xl = html_escape(c.x_label),
        yl = html_escape(c.y_label)
    );
    if c.legend {
        let mut lx = W - RIGHT;
        for l in c.lines.iter().rev() {
            lx -= 16.0 + 7.0 * l.label.chars().count() as f64;
            let _ = writeln!(
                s,
                "<rect x=\"{lx:.1}\" y=\"{ry}\" width=\"10\" height=\"10\" fill=\"{col}\"/>\
                 <text x=\"{tx:.1}\" y=\"{ty}\">{}</text>",
                html_escape(&l.label),
                col = html_escape(&l.colour),
                ry = TOP - 20.0,
                tx = lx + 13.0,
                ty = TOP - 10.0
            );
            lx -= 10.0;
        }
    }
    for l in c.lines {
        let mut pts = Vec::with_capacity(2 * l.points.len());
        let mut last: Option<f64> = None;
        for &(px, py) in &l.points {
            if let Some(prev) = last {
                pts.push(format!("{:.1},{:.1}", x(px), y(prev)));
            }
            pts.push(format!("{:.1},{:.1}", x(px), y(py)));
            last = Some(py);
        }
        let _ = writeln!(
            s,
            "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" points=\"{}\"><title>{}</title></polyline>",
            html_escape(&l.colour),
            pts.join(" "),
            html_escape(&l.label)
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_numbers() {
        assert_eq!(nice_step(0.7), 1.0);
        assert_eq!(nice_step(13.0), 20.0);
        assert_eq!(nice_step(2.0), 2.0);
        assert_eq!(nice_step(0.03), 0.05);
        assert_eq!(tick_label(25690.0, 1.0), "25,690");
        assert_eq!(tick_label(0.15, 0.05), "0.15");
        assert_eq!(tick_label(100.0, 50.0), "100");
    }

    #[test]
    fn one_polyline_per_line_with_steps_and_escaped_labels() {
        let lines = [
            Line { label: "a<b".into(), colour: "red".into(), points: vec![(0.0, 1000.0), (1.0, 100.0), (2.0, 10.0)] },
            Line { label: "c".into(), colour: "blue".into(), points: vec![(0.0, 50.0)] },
        ];
        let svg = step_chart(&Chart { id: "t", x_label: "seconds", y_label: "bytes", lines: &lines, legend: true });
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert!(svg.contains("<title>a&lt;b</title>") && !svg.contains("a<b"));
        // Three points drawn as five: each drop is a vertical step after a horizontal one.
        let first = svg.split("points=\"").nth(1).unwrap().split('"').next().unwrap();
        assert_eq!(first.split(' ').count(), 5);
        // Larger is higher, and every point is inside the frame, off its edges.
        let ys: Vec<f64> = first.split(' ').map(|p| p.split(',').nth(1).unwrap().parse().unwrap()).collect();
        assert!(ys[0] < ys[4], "{first}");
        assert!(ys.iter().all(|&y| y > TOP && y < H - BOTTOM), "{first}");
        assert!(first.starts_with(&format!("{LEFT:.1},")), "{first}");
    }

    #[test]
    fn empty_and_flat_charts_draw() {
        let svg = step_chart(&Chart { id: "e", x_label: "tests", y_label: "bytes", lines: &[], legend: false });
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        let lines = [Line { label: "x".into(), colour: "red".into(), points: vec![(0.0, 7.0), (0.0, 7.0)] }];
        let svg = step_chart(&Chart { id: "f", x_label: "tests", y_label: "bytes", lines: &lines, legend: false });
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    }
}
