//! `reduce`, the one front door: picks the shipped reducer from the input's file
//! extension (`--language NAME` overrides it, `--list-languages` lists them) and then
//! runs exactly the command line of that language's own binary (`reduce-c`, ...), every
//! subcommand included. It also prints its shell completions (`--completions SHELL`)
//! and its man page (`--man`), both generated from the clap definition, and takes
//! C-Vise's and C-Reduce's form `reduce SCRIPT FILE` ([`c_vise_form`]). A language it
//! was not built with is reduced from its grammar, `--grammar FILE.g4`, by running the
//! interpreted mode of `reducer-gen` ([`interpreted`]).
//!
//! The binary that calls [`main`] names the languages it was built with (one cargo
//! feature each), so a build with one language has a front door with one language.

use std::ffi::OsString;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use clap::CommandFactory;
use reducer_runtime::language::GrammarTables;

use crate::reduce_cmd::Cli;
use crate::Exit;

/// A shipped language as the front door knows it.
pub struct Shipped {
    /// The name `--language` takes (`c`, `json`, ...).
    pub name: &'static str,
    /// File extensions without the dot, lower case.
    pub extensions: &'static [&'static str],
    /// The language's generated tables.
    pub tables: fn() -> &'static GrammarTables<'static>,
}

/// The options only the front door has, taken out of the command line before the
/// language's own parser sees it.
#[derive(Debug, Default, PartialEq)]
struct FrontOptions {
    language: Option<String>,
    list: bool,
    completions: Option<String>,
    man: bool,
    /// `--grammar PATH` (repeatable): interpreted mode through `reducer-gen`.
    grammars: Vec<OsString>,
}

/// Splits the front door's own options from the rest (the program name stays first).
fn split_front_options(argv: Vec<OsString>) -> Result<(FrontOptions, Vec<OsString>), String> {
    let mut front = FrontOptions::default();
    let mut rest = Vec::with_capacity(argv.len());
    let mut args = argv.into_iter();
    rest.extend(args.next());
    while let Some(a) = args.next() {
        let text = a.to_string_lossy().into_owned();
        if text == "--" {
            rest.push(a);
            rest.extend(args.by_ref());
            break;
        }
        let mut value = |name: &str| -> Result<Option<String>, String> {
            if text == name {
                return args
                    .next()
                    .map(|v| Some(v.to_string_lossy().into_owned()))
                    .ok_or(format!("{name} needs a value"));
            }
            Ok(text.strip_prefix(name).and_then(|r| r.strip_prefix('=')).map(str::to_string))
        };
        if let Some(v) = value("--language")? {
            front.language = Some(v);
        } else if let Some(v) = value("--completions")? {
            front.completions = Some(v);
        } else if let Some(v) = value("--grammar")?.or(value("-g")?) {
            front.grammars.push(v.into());
        } else if text == "--list-languages" {
            front.list = true;
        } else if text == "--man" {
            front.man = true;
        } else {
            rest.push(a);
        }
    }
    Ok((front, rest))
}

/// C-Vise's and C-Reduce's form, `reduce SCRIPT FILE`: when no `--test` is given and
/// no subcommand, and the first argument that is not an option is an executable file of
/// no known language followed by an input, it becomes `--test SCRIPT FILE --in-place`
/// (they reduce the file in place; the original is kept as `FILE.orig`). `--tidy`
/// (C-Vise: no backup) is taken out: the backup is always kept, so no run can lose a
/// file. Returns the arguments and a note for the user, if any.
fn c_vise_form(languages: &[Shipped], rest: Vec<OsString>) -> (Vec<OsString>, Option<&'static str>) {
    let is_sub = |a: &OsString| ["reduce", "check", "pair", "batch"].iter().any(|s| a == *s);
    let has_test = rest.iter().any(|a| a == "--test" || a.to_string_lossy().starts_with("--test="));
    if has_test || rest.get(1).is_some_and(is_sub) {
        return (rest, None);
    }
    let positional = positionals(&rest);
    let Some(&script) = positional.first() else { return (rest, None) };
    let path = Path::new(&rest[script]);
    let known = path
        .extension()
        .is_some_and(|e| languages.iter().any(|l| l.extensions.contains(&e.to_string_lossy().to_lowercase().as_str())));
    let executable = std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
    if known || !executable || positional.len() < 2 {
        return (rest, None);
    }
    let tidy = rest.iter().any(|a| a == "--tidy");
    let writes_elsewhere =
        rest.iter().any(|a| a == "-o" || a == "--output" || a.to_string_lossy().starts_with("--output="));
    let mut out: Vec<OsString> = Vec::with_capacity(rest.len() + 2);
    for (k, a) in rest.into_iter().enumerate() {
        if a == "--tidy" {
            continue;
        }
        if k == script {
            out.push("--test".into());
        }
        out.push(a);
    }
    if !writes_elsewhere {
        out.push("--in-place".into());
    }
    let note = tidy.then_some("note: --tidy: the original is still kept as FILE.orig (a run never loses a file)");
    (out, note)
}

/// The language named by `name`, or by the first input with a known extension.
fn choose<'l>(languages: &'l [Shipped], front: &FrontOptions, rest: &[OsString]) -> Result<&'l Shipped, String> {
    let names = || languages.iter().map(|l| l.name).collect::<Vec<_>>().join(", ");
    if let Some(name) = &front.language {
        return languages
            .iter()
            .find(|l| l.name == name.as_str() || l.extensions.contains(&name.as_str()))
            .ok_or_else(|| format!("unknown language `{name}` (this build has: {})", names()));
    }
    let mut unknown = None;
    for a in positionals(rest).into_iter().map(|i| &rest[i]) {
        let path = Path::new(a);
        let Some(ext) = path.extension().map(|e| e.to_string_lossy().to_lowercase()) else {
            if path.is_dir() {
                if let Some(l) = language_in_folder(languages, path) {
                    return Ok(l);
                }
            }
            continue;
        };
        match languages.iter().find(|l| l.extensions.contains(&ext.as_str())) {
            Some(l) => return Ok(l),
            None => unknown = unknown.or(Some(a.clone())),
        }
    }
    Err(match unknown {
        Some(f) => format!(
            "cannot tell the language of `{}` from its extension; name it with --language NAME ({})",
            Path::new(&f).display(),
            names()
        ),
        None => format!("no input file names its language; name it with --language NAME ({})", names()),
    })
}

/// The language of the first file (by name) in `dir` with a known extension: batch
/// mode's input folders.
fn language_in_folder<'l>(languages: &'l [Shipped], dir: &Path) -> Option<&'l Shipped> {
    let mut names: Vec<_> = std::fs::read_dir(dir).ok()?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    names.sort();
    names.iter().find_map(|p| {
        let ext = p.extension()?.to_string_lossy().to_lowercase();
        languages.iter().find(|l| l.extensions.contains(&ext.as_str()))
    })
}

/// Indices of the arguments that are neither options nor option values (the program
/// name at 0 is skipped): the script and the inputs.
fn positionals(rest: &[OsString]) -> Vec<usize> {
    let mut found = Vec::new();
    let mut i = 1;
    while i < rest.len() {
        let text = rest[i].to_string_lossy();
        if text.starts_with('-') {
            // The value of an option is not an input.
            if !text.contains('=') && takes_value(&text) {
                i += 1;
            }
        } else {
            found.push(i);
        }
        i += 1;
    }
    found
}

/// Whether the long or short option `opt` of any subcommand takes a value.
fn takes_value(opt: &str) -> bool {
    let cli = Cli::command();
    let all = std::iter::once(&cli).chain(cli.get_subcommands());
    for cmd in all {
        for arg in cmd.get_arguments() {
            let long = arg.get_long().is_some_and(|l| opt == format!("--{l}"))
                || arg.get_all_aliases().is_some_and(|a| a.iter().any(|l| opt == format!("--{l}")));
            let short = arg.get_short().is_some_and(|s| opt == format!("-{s}"));
            if long || short {
                return arg.get_action().takes_values();
            }
        }
    }
    false
}

/// The front door's clap command: a language's command line plus its own options, for
/// the completions and the man page.
fn command() -> clap::Command {
    Cli::command()
        .name("reduce")
        .bin_name("reduce")
        .about("Grammar-specialized program reducer: picks the language from the input's extension")
        .arg(
            clap::Arg::new("language")
                .long("language")
                .value_name("NAME")
                .help("The input's language (default: from its extension)"),
        )
        .arg(
            clap::Arg::new("list-languages")
                .long("list-languages")
                .action(clap::ArgAction::SetTrue)
                .help("List the languages and their extensions"),
        )
        .arg(
            clap::Arg::new("completions")
                .long("completions")
                .value_name("SHELL")
                .value_parser(clap::value_parser!(clap_complete::Shell))
                .help("Print the shell completions (bash, zsh, fish, elvish, powershell)"),
        )
        .arg(clap::Arg::new("man").long("man").action(clap::ArgAction::SetTrue).help("Print the man page (roff)"))
        .arg(
            clap::Arg::new("grammar")
                .long("grammar")
                .short('g')
                .value_name("PATH")
                .action(clap::ArgAction::Append)
                .help(
                    "A grammar file (.g4, .bnf, .ebnf; repeatable): reduce with it in interpreted mode (reducer-gen)",
                ),
        )
}

/// `reducer-gen`'s command line for the front door's `rest` with `--grammar` files:
/// `reduce` (the default), `check` (as `reduce --check`), `pair` and `batch`, each with
/// the grammars first.
fn interpreted_command(grammars: &[OsString], rest: Vec<OsString>) -> Vec<OsString> {
    let mut args: Vec<OsString> = rest.into_iter().skip(1).collect();
    let sub = args.first().and_then(|a| a.to_str()).filter(|a| ["reduce", "check", "pair", "batch"].contains(a));
    let mut argv: Vec<OsString> = match sub {
        Some("check") => vec!["reduce".into(), "--check".into()],
        Some(s) => vec![s.into()],
        None => vec!["reduce".into()],
    };
    if sub.is_some() {
        args.remove(0);
    }
    for g in grammars {
        argv.push("--grammar".into());
        argv.push(g.clone());
    }
    argv.extend(args);
    argv
}

/// Interpreted mode: runs `reducer-gen` (beside this binary, else on `PATH`) in this
/// process's place, so its exit status, signals and output are the user's.
fn interpreted(grammars: &[OsString], rest: Vec<OsString>) -> std::process::ExitCode {
    use std::os::unix::process::CommandExt;
    let beside = std::env::current_exe().ok().map(|e| e.with_file_name("reducer-gen")).filter(|p| p.is_file());
    let program = beside.map(OsString::from).unwrap_or_else(|| "reducer-gen".into());
    let e = std::process::Command::new(&program).args(interpreted_command(grammars, rest)).exec();
    if e.kind() == std::io::ErrorKind::NotFound {
        say!(
            "error: --grammar runs the interpreted mode of `reducer-gen`, which is neither beside this \
             binary nor on PATH; install it with `cargo install --path reducer-cli`"
        );
        return Exit::Usage.into();
    }
    say!("error: cannot run {}: {e}", Path::new(&program).display());
    Exit::Failed.into()
}

/// Runs the front door over `languages` and returns the process exit status.
pub fn main(languages: &[Shipped]) -> std::process::ExitCode {
    let (front, rest) = match split_front_options(std::env::args_os().collect()) {
        Ok(split) => split,
        Err(e) => {
            say!("error: {e}");
            return Exit::Usage.into();
        }
    };
    if front.list {
        let mut out = String::new();
        for l in languages {
            out.push_str(&format!("{:<12} .{}\n", l.name, l.extensions.join(" .")));
        }
        print!("{out}");
        return Exit::Done.into();
    }
    if let Some(shell) = &front.completions {
        let Ok(shell) = shell.parse::<clap_complete::Shell>() else {
            say!("error: unknown shell `{shell}` (bash, zsh, fish, elvish, powershell)");
            return Exit::Usage.into();
        };
        clap_complete::generate(shell, &mut command(), "reduce", &mut std::io::stdout());
        return Exit::Done.into();
    }
    if front.man {
        return match clap_mangen::Man::new(command()).render(&mut std::io::stdout()) {
            // A reader that stops early (`| head`) is no error.
            Ok(()) => Exit::Done.into(),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Exit::Done.into(),
            Err(e) => {
                say!("error: cannot write the man page: {e}");
                Exit::Failed.into()
            }
        };
    }
    // The front door's own help lists its own options too.
    if rest.len() == 2 && (rest[1] == "--help" || rest[1] == "-h") {
        let _ = command().print_long_help();
        return Exit::Done.into();
    }
    if !front.grammars.is_empty() {
        if let Some(name) = &front.language {
            say!("error: --language {name} and --grammar both name the language; give one");
            return Exit::Usage.into();
        }
        let (rest, note) = c_vise_form(&[], rest);
        if let Some(note) = note {
            say!("{note}");
        }
        return interpreted(&front.grammars, rest);
    }
    let (rest, note) = c_vise_form(languages, rest);
    if let Some(note) = note {
        say!("{note}");
    }
    let help =
        rest.len() <= 1 || rest.iter().skip(1).any(|a| a == "--help" || a == "-h" || a == "--version" || a == "-V");
    let language = match choose(languages, &front, &rest) {
        Ok(l) => l,
        // Help and version need no language: any one gives the same command line.
        Err(_) if help && !languages.is_empty() => &languages[0],
        Err(e) => {
            say!("error: {e}");
            return Exit::Usage.into();
        }
    };
    // Each file of a multi-file reduction gets its own language by extension.
    let choose = |path: &Path| {
        let ext = path.extension()?.to_string_lossy().to_lowercase();
        languages.iter().find(|l| l.extensions.contains(&ext.as_str())).map(|l| (l.tables)())
    };
    crate::reduce_cmd::main_with_languages((language.tables)(), &choose, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn front_options_are_taken_out_and_the_rest_kept_in_order() {
        let (front, rest) = split_front_options(os(&[
            "reduce",
            "--language=c",
            "--test",
            "t.sh",
            "-j",
            "2",
            "bug.txt",
            "--list-languages",
        ]))
        .unwrap();
        assert_eq!(front, FrontOptions { language: Some("c".into()), list: true, ..Default::default() });
        assert_eq!(rest, os(&["reduce", "--test", "t.sh", "-j", "2", "bug.txt"]));
        let (front, _) = split_front_options(os(&["reduce", "--language", "go", "--", "--language"])).unwrap();
        assert_eq!(front.language.as_deref(), Some("go"));
        assert!(split_front_options(os(&["reduce", "--language"])).is_err());
    }

    #[test]
    fn grammars_go_to_the_interpreted_mode_with_the_subcommand_first() {
        let (front, rest) =
            split_front_options(os(&["reduce", "-g", "L.g4", "--test", "t.sh", "--grammar=P.g4", "in.x"])).unwrap();
        assert_eq!(front.grammars, os(&["L.g4", "P.g4"]));
        assert_eq!(
            interpreted_command(&front.grammars, rest),
            os(&["reduce", "--grammar", "L.g4", "--grammar", "P.g4", "--test", "t.sh", "in.x"])
        );
        let g = os(&["G.g4"]);
        assert_eq!(
            interpreted_command(&g, os(&["reduce", "check", "a.x"])),
            os(&["reduce", "--check", "--grammar", "G.g4", "a.x"])
        );
        assert_eq!(
            interpreted_command(&g, os(&["reduce", "pair", "s.x", "v.x"])),
            os(&["pair", "--grammar", "G.g4", "s.x", "v.x"])
        );
        assert_eq!(interpreted_command(&g, os(&["reduce", "batch", "d/"])), os(&["batch", "--grammar", "G.g4", "d/"]));
    }

    #[test]
    fn option_values_are_not_taken_for_inputs() {
        assert!(takes_value("--test") && takes_value("-o") && takes_value("--jobs") && takes_value("--timeout"));
        assert!(!takes_value("--in-place") && !takes_value("-q"));
    }
}
