//! Several files at once: a header and its sources, a crate's modules, a package.
//!
//! Beyond the papers (each reduces one file): C-Vise takes several files and goes round
//! them. Every test sees all the files together ([`FileSet`]), so a file is reduced with
//! its own language's reducer ([`reduce_with`]) while the others stay as they are.
//! Each round first removes every file the property does not need, or else empties it
//! (the largest first, one or two tests each), then reduces each file in turn, the
//! largest first; rounds repeat until one changes nothing (a joint fixpoint). The best of every file is reported as
//! soon as it is found, and since the other files do not change while one is reduced,
//! the files as reported always pass the test together.

use std::time::{Duration, Instant};

use crate::language::GrammarTables;
use crate::property::{check_original_until, Cancel, FileSet, Property};
use crate::runner::Stop;

use super::{reduce_with, Observer, ReduceError, ReduceOptions};

/// How one file of the set is reduced.
pub struct FileReduction<'a, 't> {
    /// The file's language (any, with a text algorithm, for a file of no known language).
    pub tables: &'a GrammarTables<'t>,
    /// The options of its reductions. Budgets (`max_tests`, `max_time`) and the check of
    /// the original are the whole run's and are taken from [`reduce_files`]'s `options`.
    pub options: ReduceOptions,
}

/// Receives a multi-file reduction's progress.
pub trait FilesObserver {
    /// Reducing file `file` starts (`round` counts from 1); the returned observer sees
    /// that reduction (its `improved` gets the file's best so far).
    fn reducing(&mut self, file: usize, round: usize) -> Box<dyn Observer + '_>;
    /// File `file` is not needed: removed (`true`) or emptied (`false`).
    fn whole_file(&mut self, file: usize, removed: bool);
}

/// The result of [`reduce_files`].
#[derive(Debug)]
pub struct FilesReduced {
    /// Each file's result (`None`: removed).
    pub outputs: Vec<Option<Vec<u8>>>,
    /// Tests run, over all files (the checks of the original included).
    pub tests: u64,
    /// Rounds over the files.
    pub rounds: usize,
    /// Set when a budget or Ctrl-C ended the reduction early.
    pub stopped: Option<Stop>,
    /// False when a file's final re-test failed (a flaky property).
    pub flaky: bool,
    /// Warnings of the files' reductions.
    pub warnings: Vec<String>,
}

/// An error of one file's reduction (the file's index) or of the set (`None`).
#[derive(Debug)]
pub struct FilesError {
    /// The file the error is about, if one.
    pub file: Option<usize>,
    /// The error.
    pub error: ReduceError,
}

/// Reduces the files of `set` together: file `i` with `files[i]` and `properties[i]`
/// (the set's property with member `i`). `options` gives the run's budgets and whether
/// the original files are checked first.
pub fn reduce_files<P: Property>(
    set: &FileSet,
    files: &[FileReduction<'_, '_>],
    properties: &[P],
    options: &ReduceOptions,
    observer: &mut dyn FilesObserver,
) -> Result<FilesReduced, FilesError> {
    let start = Instant::now();
    let deadline = options.max_time.map(|d| start + d);
    let mut tests = 0u64;
    let mut warnings = Vec::new();
    let present = |set: &FileSet| (0..set.len()).filter(|&i| set.get(i).is_some()).collect::<Vec<_>>();
    let by_size = |set: &FileSet| {
        let mut order: Vec<usize> = present(set);
        order.sort_by_key(|&i| (std::cmp::Reverse(set.get(i).map_or(0, |b| b.len())), i));
        order
    };
    if options.check_original {
        let first = set.get(0).expect("every file is present at the start");
        check_original_until(&properties[0], &first, deadline)
            .map_err(|e| FilesError { file: None, error: ReduceError::Original(e) })?;
        tests += 2;
    }
    let out_of_budget = |tests: u64| {
        if crate::property::interrupted() {
            Some(Stop::Interrupted)
        } else if options.max_tests.is_some_and(|m| tests >= m) {
            Some(Stop::MaxTests)
        } else if deadline.is_some_and(|d| Instant::now() >= d) {
            Some(Stop::MaxTime)
        } else {
            None
        }
    };
    let mut stopped = None;
    let mut rounds = 0;
    let mut flaky = false;
    // The whole set as each file's last reduction left it: a file is not reduced again
    // while no file has changed since (its reducer would find nothing new).
    let mut reduced_at: Vec<Option<u64>> = vec![None; set.len()];
    while stopped.is_none() {
        rounds += 1;
        let mut changed = false;
        // Whole files first: removed, else emptied, the largest first (again each round:
        // a file the others needed may no longer be needed).
        for i in by_size(set) {
            if let Some(stop) = out_of_budget(tests) {
                stopped = Some(stop);
                break;
            }
            let Some(bytes) = set.get(i) else { continue };
            if let Some(k) = present(set).into_iter().find(|&k| k != i) {
                set.set(i, None);
                let k_bytes = set.get(k).expect("present");
                tests += 1;
                if properties[k].test(&k_bytes, &Cancel::with_deadline(deadline)).outcome.is_interesting() {
                    observer.whole_file(i, true);
                    changed = true;
                    continue;
                }
                set.set(i, Some(bytes.to_vec()));
            }
            if !bytes.is_empty() {
                tests += 1;
                if properties[i].test(b"", &Cancel::with_deadline(deadline)).outcome.is_interesting() {
                    set.set(i, Some(Vec::new()));
                    observer.whole_file(i, false);
                    changed = true;
                }
            }
        }
        // Then each file with its own reducer, the largest first.
        for i in by_size(set) {
            if stopped.is_some() {
                break;
            }
            if let Some(stop) = out_of_budget(tests) {
                stopped = Some(stop);
                break;
            }
            let Some(bytes) = set.get(i).filter(|b| !b.is_empty()) else { continue };
            if reduced_at[i] == Some(fingerprint(set)) {
                continue;
            }
            let mut file_options = files[i].options.clone();
            file_options.check_original = false;
            file_options.max_tests = options.max_tests.map(|m| m.saturating_sub(tests));
            file_options.max_time = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            if file_options.max_time == Some(Duration::ZERO) {
                stopped = Some(Stop::MaxTime);
                break;
            }
            let mut file_observer = observer.reducing(i, rounds);
            let reduced = reduce_with(files[i].tables, &bytes, &properties[i], &file_options, &mut *file_observer)
                .map_err(|error| FilesError { file: Some(i), error })?;
            drop(file_observer);
            tests += reduced.stats.runner.tests_run;
            warnings.extend(reduced.warnings);
            flaky |= reduced.stats.final_check == Some(false);
            if reduced.output.len() < bytes.len() {
                changed = true;
            }
            if reduced.output != *bytes {
                set.set(i, Some(reduced.output));
            }
            if let Some(stop) = reduced.stopped {
                stopped = Some(stop);
            } else {
                reduced_at[i] = Some(fingerprint(set));
            }
        }
        if !changed || !options.fixpoint {
            break;
        }
    }
    Ok(FilesReduced {
        outputs: (0..set.len()).map(|i| set.get(i).map(|b| b.to_vec())).collect(),
        tests,
        rounds,
        stopped,
        flaky,
        warnings,
    })
}

/// A hash of every file's presence and contents.
fn fingerprint(set: &FileSet) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for i in 0..set.len() {
        set.get(i).as_deref().hash(&mut h);
    }
    h.finish()
}
