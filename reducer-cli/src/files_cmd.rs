//! `reduce --test t.sh a.c b.h src/`: several files reduced together
//! ([`reducer_runtime::reduce::files`]). Folders stand for every file below them. Each
//! file is reduced with its own language's reducer (the caller's [`ChooseLanguage`];
//! a file of no known language by ddmin over lines, then words; a file its grammar
//! cannot read by lines and tokens until it parses); the script runs in a folder that
//! holds all of them at their relative paths and gets those paths as arguments.
//!
//! The results go to `-o DIR` (default `reduced/`, which must not exist or be empty),
//! at the files' relative paths, or with `--in-place` over the files themselves, each
//! first saved as `FILE.orig`. Every file's best so far is written as soon as it is
//! found, so the files on disk always pass the test together; a file the property does
//! not need is removed from the output (with `--in-place` too: its backup stays).

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use reducer_runtime::language::GrammarTables;
use reducer_runtime::property::{install_signal_handlers, interrupted, FileSet, ScriptProperty};
use reducer_runtime::reduce::files::{reduce_files, FileReduction, FilesObserver};
use reducer_runtime::reduce::{Algorithm, Observer, OnParseError, ReduceError};
use reducer_runtime::runner::{Stats, Stop};

use crate::output::{new_file_mode, save_backup, write_atomic, CloseRunFolder};
use crate::paths::PathPlan;
use crate::reduce_cmd::{reduce_options, Args};
use crate::Exit;

/// The language of each file of a multi-file reduction: its tables, or `None` when it
/// has no known language (it is then reduced by lines, then words).
pub type ChooseLanguage<'g> = dyn Fn(&Path) -> Option<&'g GrammarTables<'g>> + 'g;

/// Default output folder of a multi-file reduction.
const DEFAULT_OUTPUT: &str = "reduced";

/// The files named by `args` (folders expanded, sorted), as relative paths below the
/// current folder.
fn expand(args: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for a in args {
        let plain: PathBuf = a.components().filter(|c| *c != Component::CurDir).collect();
        if plain.as_os_str().is_empty() || !plain.components().all(|c| matches!(c, Component::Normal(_))) {
            return Err(format!(
                "`{}`: several files are given by relative paths below the current folder (no `..`, not absolute), \
                 the paths they get in the test's folder",
                a.display()
            ));
        }
        let meta = std::fs::metadata(&plain).map_err(|e| format!("cannot read `{}`: {e}", a.display()))?;
        if meta.is_dir() {
            let mut below = Vec::new();
            walk(&plain, &mut below).map_err(|e| format!("cannot read the folder `{}`: {e}", a.display()))?;
            below.sort();
            files.extend(below);
        } else if meta.is_file() {
            files.push(plain);
        } else {
            return Err(format!("`{}` is neither a file nor a folder", a.display()));
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    files.retain(|f| seen.insert(f.clone()));
    if files.is_empty() {
        return Err("no file to reduce (the folders given are empty)".into());
    }
    Ok(files)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let kind = entry.file_type()?;
        if kind.is_dir() {
            walk(&path, out)?;
        } else if kind.is_file() {
            out.push(path);
        }
    }
    Ok(())
}

/// Reduces several files together (see the module docs).
pub fn run(tables: &GrammarTables<'_>, choose: &ChooseLanguage<'_>, args: &Args, script: &Path) -> Exit {
    if let Err(msg) = args.tests.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    if args.resume || args.stats_json.is_some() || args.learn.is_some() {
        say!("error: --resume, --stats-json and --learn take one file; several files were given");
        return Exit::Usage;
    }
    let paths = match expand(&args.files) {
        Ok(p) => p,
        Err(e) => {
            say!("error: {e}");
            return Exit::Usage;
        }
    };
    let out_dir = (!args.in_place).then(|| args.output.clone().unwrap_or_else(|| PathBuf::from(DEFAULT_OUTPUT)));
    if let Some(dir) = &out_dir {
        match std::fs::read_dir(dir).map(|mut entries| entries.next().is_some()) {
            Ok(true) => {
                say!(
                    "error: the output folder `{}` is not empty; name another with -o DIR (or --in-place)",
                    dir.display()
                );
                return Exit::Usage;
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                say!("error: cannot use the output folder `{}`: {e}", dir.display());
                return Exit::Failed;
            }
        }
    }
    let mut plan = PathPlan::new();
    plan.reads("the test script", script);
    for p in &paths {
        plan.reads("the input file", p);
    }
    if let Some(dir) = &out_dir {
        plan.writes_into("the output folder", dir);
    }
    if let Err(msg) = plan.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    // Read every file, and check that each parses with its language.
    let mut contents = Vec::with_capacity(paths.len());
    let mut languages = Vec::with_capacity(paths.len());
    let mut parse_errors = Vec::with_capacity(paths.len());
    for p in &paths {
        let bytes = match std::fs::read(p) {
            Ok(b) => b,
            Err(e) => {
                say!("error: cannot read `{}`: {e}", p.display());
                return Exit::Failed;
            }
        };
        let language = choose(p);
        // A file its grammar cannot read (an unexpanded macro in a header) is reduced as
        // text until it parses, unless --on-parse-error=fail asks to stop.
        let mut on_parse_error = args.on_parse_error.unwrap_or(OnParseError::Tokens);
        if let Some(t) = language {
            if let Err(e) = t.parse(&t.preprocess(&bytes)) {
                if on_parse_error == OnParseError::Fail {
                    say!("{}:{}:{}: error: the input does not parse: {}", p.display(), e.line, e.column, e.message);
                    say!("  hint: --on-parse-error=lines or =tokens reduces it without the grammar");
                    return Exit::Failed;
                }
                if !args.tests.quiet {
                    say!(
                        "{}:{}:{}: warning: the file does not parse ({}); it is reduced by {} until it does",
                        p.display(),
                        e.line,
                        e.column,
                        e.message,
                        if on_parse_error == OnParseError::Lines { "lines" } else { "lines and tokens" }
                    );
                }
            } else {
                on_parse_error = OnParseError::Fail;
            }
        }
        contents.push(bytes);
        languages.push(language);
        parse_errors.push(on_parse_error);
    }
    let set = match FileSet::new(paths.iter().cloned().zip(contents.iter().cloned()).collect()) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            say!("error: {e}");
            return Exit::Usage;
        }
    };
    // One property per file, one run folder for all.
    let mut properties: Vec<ScriptProperty> = Vec::with_capacity(paths.len());
    for (i, p) in paths.iter().enumerate() {
        let mut cfg = args.tests.script_config(script, p);
        cfg.save_temps = args.save_temps;
        cfg.file_set = Some((set.clone(), i));
        cfg.run_folder = properties.first().map(|f: &ScriptProperty| f.run_folder().clone());
        match ScriptProperty::new(cfg) {
            Ok(prop) => properties.push(prop),
            Err(e) => {
                say!("error: {e}");
                return Exit::Failed;
            }
        }
    }
    let _close = CloseRunFolder(properties[0].run_folder().clone());
    if args.save_temps {
        say!("note: --save-temps: keeping test directories under {}", properties[0].run_folder().path().display());
    }
    new_file_mode(); // reads the umask before any thread starts
    if let Err(e) = install_signal_handlers() {
        say!("warning: cannot install the Ctrl-C/SIGTERM/SIGHUP handler: {e}");
    }
    // Where each file's best so far goes; the starting files are written there first,
    // so the output is a whole set from the start.
    let outputs: Vec<PathBuf> = match &out_dir {
        Some(dir) => paths.iter().map(|p| dir.join(p)).collect(),
        None => paths.clone(),
    };
    if args.in_place {
        for (p, bytes) in paths.iter().zip(&contents) {
            match save_backup(p, bytes) {
                Ok(b) if !args.tests.quiet => say!("saved the original as {}", b.display()),
                Ok(_) => {}
                Err(e) => {
                    say!("error: cannot save a backup of `{}`: {e}", p.display());
                    return Exit::Failed;
                }
            }
        }
    } else {
        for (out, bytes) in outputs.iter().zip(&contents) {
            if let Err(e) = out.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| write_atomic(out, bytes))
            {
                say!("error: cannot write `{}`: {e}", out.display());
                return Exit::Failed;
            }
        }
    }
    let base = reduce_options(args, None);
    let files: Vec<FileReduction> = languages
        .iter()
        .zip(&parse_errors)
        .map(|(language, &on_parse_error)| {
            let mut options = base.clone();
            options.on_parse_error = on_parse_error;
            let file_tables = match language {
                Some(t) => *t,
                None => {
                    options.algorithm = Algorithm::DdminText;
                    tables
                }
            };
            FileReduction { tables: file_tables, options }
        })
        .collect();
    if !args.tests.quiet {
        let total: usize = contents.iter().map(Vec::len).sum();
        say!(
            "reducing {} files ({total} bytes) together with {} ({} jobs, timeout {}s); best results go to {}",
            paths.len(),
            script.display(),
            base.jobs,
            args.tests.timeout,
            out_dir.as_deref().map_or("the files themselves".into(), |d| format!("{}/", d.display()))
        );
    }
    let start = Instant::now();
    let mut observer = WriteBest { outputs: &outputs, paths: &paths, quiet: args.tests.quiet, write_error: false };
    let result = reduce_files(&set, &files, &properties, &base, &mut observer);
    let reduced = match result {
        Ok(r) => r,
        Err(e) => {
            let name = e.file.map(|i| format!("{}: ", paths[i].display())).unwrap_or_default();
            say!("error: {name}{}", e.error);
            let interrupted =
                matches!(e.error, ReduceError::Original(reducer_runtime::property::OriginalError::Interrupted));
            return if interrupted { Exit::interrupted() } else { Exit::Failed };
        }
    };
    // The final files, written once more (a write that failed during the run is retried).
    let mut lost = false;
    for ((out, path), result) in outputs.iter().zip(&paths).zip(&reduced.outputs) {
        let written = match result {
            Some(bytes) => write_atomic(out, bytes),
            None => remove_if_there(out),
        };
        if let Err(e) = written {
            lost = true;
            say!("error: cannot write `{}` (the result for {}): {e}", out.display(), path.display());
        }
    }
    if !args.tests.quiet {
        for ((path, before), after) in paths.iter().zip(&contents).zip(&reduced.outputs) {
            match after {
                Some(b) => say!("  {}: {} -> {} bytes", path.display(), before.len(), b.len()),
                None => say!("  {}: {} bytes -> removed", path.display(), before.len()),
            }
        }
        say!(
            "{} tests in {:.1}s, {} round(s) over the files",
            reduced.tests,
            start.elapsed().as_secs_f64(),
            reduced.rounds
        );
    }
    if lost {
        return Exit::Failed;
    }
    match reduced.stopped {
        Some(Stop::Panicked) => {
            say!("error: internal error (a test panicked); the best results so far are written");
            Exit::Internal
        }
        _ if reduced.stopped == Some(Stop::Interrupted) || interrupted() => {
            say!("interrupted: the best results so far are written");
            Exit::interrupted()
        }
        _ if reduced.flaky => {
            say!("error: the property is flaky (a final re-test failed); the files hold results that passed twice");
            Exit::Flaky
        }
        _ => Exit::Done,
    }
}

fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Writes each file's best so far where it goes.
struct WriteBest<'a> {
    outputs: &'a [PathBuf],
    paths: &'a [PathBuf],
    quiet: bool,
    write_error: bool,
}

impl FilesObserver for WriteBest<'_> {
    fn reducing(&mut self, file: usize, round: usize) -> Box<dyn Observer + '_> {
        if !self.quiet {
            say!("round {round}: {}", self.paths[file].display());
        }
        Box::new(FileBest { output: &self.outputs[file], write_error: &mut self.write_error, quiet: self.quiet })
    }

    fn whole_file(&mut self, file: usize, removed: bool) {
        let (out, written) = if removed {
            (&self.outputs[file], remove_if_there(&self.outputs[file]))
        } else {
            (&self.outputs[file], write_atomic(&self.outputs[file], b""))
        };
        if let Err(e) = written {
            say!("warning: cannot update `{}`: {e} (tried again at the end)", out.display());
        }
        if !self.quiet {
            let what = if removed { "removed" } else { "emptied" };
            say!("{}: not needed, {what}", self.paths[file].display());
        }
    }
}

/// One file's reduction: its best so far written at once.
struct FileBest<'a> {
    output: &'a Path,
    write_error: &'a mut bool,
    quiet: bool,
}

impl Observer for FileBest<'_> {
    fn improved(&mut self, best: &[u8], _stats: &Stats) {
        if let Err(e) = write_atomic(self.output, best) {
            if !*self.write_error {
                say!("warning: cannot write `{}`: {e} (tried again at the end)", self.output.display());
            }
            *self.write_error = true;
        }
    }

    fn warning(&mut self, message: &str) {
        if !self.quiet {
            say!("warning: {message}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_below_only() {
        assert!(expand(&[PathBuf::from("/etc/passwd")]).is_err());
        assert!(expand(&[PathBuf::from("../x.c")]).is_err());
    }
}
