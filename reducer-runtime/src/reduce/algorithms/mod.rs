//! The reducers a run can use (`--algorithm`), and the dispatch to their modules: the
//! other algorithms of the seed papers beside Perses (HDD and HDD*, GTR, ddmin over
//! text), each in its own file, and the level view of the tree that HDD and GTR share.
//!
//! Every reducer produces candidates for the same runner (`Ctx::search`: parallel,
//! cached, the first interesting candidate in list order wins), so their tests, times and
//! results compare fairly. T-Rec (`canonicalize`) runs after any of them.

use std::fmt;

use crate::language::GrammarTables;
use crate::property::Property;
use crate::runner::Stop;
use crate::tokens::TokenStream;
use crate::tree::Tree;

use crate::reduce::Ctx;

pub(crate) mod ddmin_text;
pub mod gtr;
mod hdd;
mod levels;

/// A reduction algorithm of the seed papers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Algorithm {
    /// Perses (Sun et al. 2018) followed by the passes beyond it and T-Rec: the default.
    #[default]
    Perses,
    /// Hierarchical delta debugging (Misherghi and Su 2006): ddmin on each level of the
    /// parse tree, top down.
    Hdd,
    /// HDD repeated until a round changes nothing.
    HddStar,
    /// Generalized Tree Reduction (Herfert et al. 2017, Algorithm 4) with the deletion
    /// and substitute-by-child templates.
    Gtr,
    /// ddmin (Zeller and Hildebrandt 2002) over lines.
    DdminLines,
    /// ddmin over lexer tokens (each with its leading layout).
    DdminTokens,
    /// ddmin over bytes.
    DdminBytes,
    /// ddmin over lines, then over words (runs of letters, digits and `_`, and single
    /// other characters): no grammar at all, for text of any kind.
    DdminText,
}

impl Algorithm {
    /// Every algorithm, in the order `--help` lists them.
    pub const ALL: [Algorithm; 8] = [
        Algorithm::Perses,
        Algorithm::Hdd,
        Algorithm::HddStar,
        Algorithm::Gtr,
        Algorithm::DdminLines,
        Algorithm::DdminTokens,
        Algorithm::DdminBytes,
        Algorithm::DdminText,
    ];

    /// The name `--algorithm` takes.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Perses => "perses",
            Algorithm::Hdd => "hdd",
            Algorithm::HddStar => "hdd-star",
            Algorithm::Gtr => "gtr",
            Algorithm::DdminLines => "ddmin-lines",
            Algorithm::DdminTokens => "ddmin-tokens",
            Algorithm::DdminBytes => "ddmin-bytes",
            Algorithm::DdminText => "ddmin-text",
        }
    }

    /// The units of a text-level ddmin (`None` for the tree reducers, which need a parse).
    pub(crate) fn text_units(self) -> Option<ddmin_text::Units> {
        match self {
            Algorithm::DdminLines => Some(ddmin_text::Units::Lines),
            Algorithm::DdminTokens => Some(ddmin_text::Units::Tokens),
            Algorithm::DdminBytes => Some(ddmin_text::Units::Bytes),
            Algorithm::DdminText => Some(ddmin_text::Units::LinesThenWords),
            _ => None,
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Algorithm {
    type Err = crate::reduce::UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL.into_iter().find(|a| a.name() == s).ok_or_else(|| {
            let names: Vec<&'static str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            crate::reduce::UnknownName::new("algorithm", s, &names)
        })
    }
}

/// Runs the chosen tree reducer on a program that parses (`first`: its parse), then
/// T-Rec when asked (Perses schedules T-Rec itself).
pub(crate) fn run_tree<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    first: Option<(TokenStream, Tree)>,
) -> Result<(), Stop> {
    let algorithm = ctx.options.algorithm;
    match algorithm {
        Algorithm::Hdd | Algorithm::HddStar => hdd::run(ctx, tables, algorithm == Algorithm::HddStar)?,
        Algorithm::Gtr => gtr::run(ctx, tables)?,
        // The text reducers never get here; Perses is the default.
        _ => return crate::reduce::run_reduction(ctx, tables, first),
    }
    canonicalize(ctx, tables)
}

/// Runs the chosen text-level ddmin (the program need not parse), then T-Rec when asked.
pub(crate) fn run_text<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    let units = ctx.options.algorithm.text_units().unwrap_or(ddmin_text::Units::Lines);
    ddmin_text::run_units(ctx, tables, units, "ddmin")?;
    canonicalize(ctx, tables)
}

/// T-Rec after a reducer other than Perses, when `canonicalize` is on.
pub(crate) fn canonicalize<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    if !ctx.options.canonicalize {
        return Ok(());
    }
    ctx.observer.pass("trec", ctx.rounds);
    // T-Rec's candidates stay inside the grammar only if the program is in it.
    let parses = tables.accepts(&ctx.best);
    let was = ctx.runner.property().set_verify(parses);
    let r = crate::reduce::trec::trec_pass(ctx, tables);
    ctx.runner.property().set_verify(was);
    r
}
