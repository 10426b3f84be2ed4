//! The hidden-token pass: deletion ddmin over the comments, directives and other
//! non-blank records the parser does not see (Perses' tree never holds them). A
//! candidate is the tree as it is printed without some of these records
//! ([`Edit::Records`]).

use crate::ddmin::{self, DdPlan, DeletionDd};
use crate::property::Property;
use crate::runner::Stop;

use crate::reduce::edit::Edit;
use crate::reduce::print::{is_blank, Printer};
use crate::reduce::{Ctx, State};

/// The hidden-token pass: deletion ddmin over comments, directives and other
/// non-blank records the parser does not see. True when something was removed.
pub(crate) fn hidden_pass<P: Property>(
    ctx: &mut Ctx<'_, P>,
    printer: &mut Printer<'_>,
    state: &mut State<'_>,
) -> Result<bool, Stop> {
    state.removed.resize(state.tokens.tokens.len(), false);
    let items: Vec<usize> = state
        .tokens
        .tokens
        .iter()
        .enumerate()
        .filter(|(i, r)| !r.is_parser_token() && !state.removed[*i] && !is_blank(r.text(&state.src)))
        .map(|(i, _)| i)
        .collect();
    if items.is_empty() {
        return Ok(false);
    }
    let mut plan = DeletionDd::new(items.len(), 0);
    while !plan.is_done() {
        let found = {
            let (st, printer) = (&*state, &mut *printer);
            let items = &items;
            let cands = ddmin::ahead(&plan).map(move |keep| {
                let mut removed = st.removed.clone();
                for &i in items {
                    removed[i] = true;
                }
                for j in keep {
                    removed[items[j]] = false;
                }
                st.print(printer, Edit::Records(&removed))
            });
            ctx.search(cands, "hidden")?
        };
        ddmin::settle(&mut plan, found);
    }
    let kept = plan.kept().len();
    if kept == items.len() {
        return Ok(false);
    }
    for &i in &items {
        state.removed[i] = true;
    }
    for &j in plan.kept() {
        state.removed[items[j]] = false;
    }
    Ok(true)
}
