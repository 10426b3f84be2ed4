//! The options every command that runs tests shares (`reduce`, `pair`, `batch`),
//! defined once and flattened into each command's own.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use reducer_runtime::property::{ScriptConfig, DEFAULT_TIMEOUT};

use crate::output::MAX_SECONDS;

/// Most parallel jobs accepted.
pub const MAX_JOBS: usize = 1024;

/// How tests run: parallelism, limits, budgets, the files and places they use.
#[derive(clap::Args, Clone, Debug)]
pub struct TestOptions {
    /// Tests run in parallel (default: the number of CPUs; the result is the same for
    /// any value). `-n`/`--n` is C-Vise's and C-Reduce's spelling.
    #[arg(short, long, alias = "n", short_alias = 'n', value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,
    /// Per-test time limit in seconds; the test's whole process group is killed (with
    /// --launcher, the job is cancelled on the cluster).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIMEOUT.as_secs_f64(), value_parser = parse_timeout)]
    pub timeout: f64,
    /// Stop after this many seconds with the best result so far (batch: per input).
    #[arg(long, value_name = "SECONDS", value_parser = parse_max_time)]
    pub max_time: Option<f64>,
    /// Stop after this many tests with the best result so far (batch: per input).
    #[arg(long, value_name = "N")]
    pub max_tests: Option<u64>,
    /// Extra files copied into every test directory (repeatable).
    #[arg(long, value_name = "FILE")]
    pub deps: Vec<PathBuf>,
    /// Run each test as `LAUNCHER SCRIPT FILE` (split at spaces), e.g. `srun --quiet -N1 -n1`;
    /// past --timeout the launcher gets SIGTERM (srun cancels the job), then SIGKILL.
    #[arg(long, value_name = "CMD")]
    pub launcher: Option<String>,
    /// Where test directories are created (storage the cluster nodes share).
    #[arg(long, value_name = "DIR")]
    pub work_dir: Option<PathBuf>,
    /// Print only errors (batch: and the final table).
    #[arg(short, long)]
    pub quiet: bool,
}

impl TestOptions {
    /// `--jobs`, or the number of CPUs.
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1)
    }

    /// The value parsers' range checks again, for options built in code rather than
    /// parsed: the message of the first that fails.
    pub fn check(&self) -> Result<(), &'static str> {
        if !(self.timeout > 0.0 && self.timeout <= MAX_SECONDS) {
            return Err("--timeout must be a positive number of seconds");
        }
        if self.max_time.is_some_and(|t| !(0.0..=MAX_SECONDS).contains(&t)) {
            return Err("--max-time must be a non-negative number of seconds");
        }
        Ok(())
    }

    /// `--max-time` as a duration.
    pub fn max_time(&self) -> Option<Duration> {
        self.max_time.map(Duration::from_secs_f64)
    }

    /// `--launcher` split at spaces (empty: none).
    pub fn launcher(&self) -> Vec<OsString> {
        self.launcher.as_deref().unwrap_or("").split_whitespace().map(OsString::from).collect()
    }

    /// The script configuration these options give for `script` testing candidates
    /// named like `input`.
    pub fn script_config(&self, script: &Path, input: &Path) -> ScriptConfig {
        let mut cfg = ScriptConfig::new(script, input);
        cfg.deps = self.deps.clone();
        cfg.timeout = Duration::from_secs_f64(self.timeout);
        cfg.temp_root = self.work_dir.clone();
        cfg.launcher = self.launcher();
        cfg
    }
}

fn parse_seconds(s: &str, zero_ok: bool) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| format!("`{s}` is not a number of seconds"))?;
    let low_ok = if zero_ok { v >= 0.0 } else { v > 0.0 };
    if !(low_ok && v <= MAX_SECONDS) {
        let low = if zero_ok { "0" } else { "above 0" };
        return Err(format!("{s} seconds is out of range ({low} to {MAX_SECONDS:e})"));
    }
    Ok(v)
}

/// A per-test limit: above 0, at most [`MAX_SECONDS`].
pub fn parse_timeout(s: &str) -> Result<f64, String> {
    parse_seconds(s, false)
}

/// A budget: 0 or more, at most [`MAX_SECONDS`].
pub fn parse_max_time(s: &str) -> Result<f64, String> {
    parse_seconds(s, true)
}

/// A job count from 1 to [`MAX_JOBS`].
pub fn parse_jobs(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_JOBS).contains(&n) => Ok(n),
        _ => Err(format!("`{s}` is out of range (a whole number from 1 to {MAX_JOBS})")),
    }
}
