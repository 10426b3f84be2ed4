//! Batch mode through a real single-node Slurm cluster (issue 17): the fixture starts
//! `munged`, `slurmctld` and `slurmd` (Debian packages `slurmctld`, `slurmd`,
//! `slurm-client`, `munge`, installed by `.ci/run`) from a generated `slurm.conf`, as
//! root and without systemd, and stops them afterwards. Checks: a reduction through
//! `srun` gives the same bytes as a local one; a hung test past `--timeout` leaves no
//! job in `squeue`; Ctrl-C leaves no job behind.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn tool_output(cmd: &mut Command) -> Option<String> {
    let o = cmd.output().ok()?;
    o.status.success().then(|| String::from_utf8_lossy(&o.stdout).trim().to_string())
}

fn read_pid(path: &Path) -> Option<i32> {
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
}

fn kill(pid: i32, sig: i32) {
    // SAFETY: plain syscall.
    unsafe {
        libc_kill(pid, sig);
    }
}

extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, sig: i32) -> i32;
    fn geteuid() -> u32;
}

/// A running single-node cluster; stopped (daemons killed, files removed) on drop.
struct Cluster {
    dir: PathBuf,
    conf: PathBuf,
    munged_pid: Option<i32>,
}

impl Cluster {
    fn start() -> Cluster {
        // SAFETY: plain syscall.
        assert_eq!(
            unsafe { geteuid() },
            0,
            "the Slurm test starts slurmctld/slurmd and must run as root (as .ci/run does)"
        );
        for tool in ["/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/sbin/munged"] {
            assert!(Path::new(tool).exists(), "{tool} is missing: apt-get install slurmctld slurmd slurm-client munge");
        }
        let dir = std::env::temp_dir().join(format!("reducer-slurm-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("state")).expect("state dir");
        std::fs::create_dir_all(dir.join("spool")).expect("spool dir");
        // munged: reuse a running one, else start one (and stop it at the end).
        let munge_ok = || {
            Command::new("sh")
                .arg("-c")
                .arg("munge -n | unmunge")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        };
        let mut munged_pid = None;
        if !munge_ok() {
            let _ = std::fs::create_dir_all("/run/munge");
            let st = Command::new("sh")
                .arg("-c")
                .arg("chown munge:munge /run/munge && runuser -u munge -- /usr/sbin/munged")
                .status()
                .expect("start munged");
            assert!(st.success(), "munged did not start");
            munged_pid = read_pid(Path::new("/run/munge/munged.pid"));
            assert!(munge_ok(), "munge does not work after starting munged");
        }
        let host = tool_output(Command::new("hostname").arg("-s")).expect("hostname");
        // Ports from the pid, so two test runs on one machine do not collide.
        let port = 20000 + (std::process::id() % 20000) as u16 * 2;
        let d = dir.display();
        let conf = dir.join("slurm.conf");
        std::fs::write(
            &conf,
            format!(
                "ClusterName=reducertest\nSlurmctldHost={host}(127.0.0.1)\nSlurmUser=root\nSlurmdUser=root\n\
                 AuthType=auth/munge\nCredType=cred/munge\nStateSaveLocation={d}/state\nSlurmdSpoolDir={d}/spool\n\
                 SlurmctldPidFile={d}/slurmctld.pid\nSlurmdPidFile={d}/slurmd.pid\nSlurmctldPort={port}\n\
                 SlurmdPort={}\nProctrackType=proctrack/pgid\nTaskPlugin=task/none\nSelectType=select/cons_tres\n\
                 SelectTypeParameters=CR_Core\nReturnToService=2\nMpiDefault=none\nSwitchType=switch/none\n\
                 JobCompType=jobcomp/none\nJobAcctGatherType=jobacct_gather/none\n\
                 AccountingStorageType=accounting_storage/none\nSlurmctldLogFile={d}/slurmctld.log\n\
                 SlurmdLogFile={d}/slurmd.log\nKillWait=2\nInactiveLimit=0\n\
                 NodeName={host} NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN\n\
                 PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:8\n",
                port + 1
            ),
        )
        .expect("write slurm.conf");
        let cluster = Cluster { dir: dir.clone(), conf: conf.clone(), munged_pid };
        for daemon in [&["/usr/sbin/slurmctld", "-i"][..], &["/usr/sbin/slurmd"][..]] {
            let st = Command::new(daemon[0]).args(&daemon[1..]).arg("-f").arg(&conf).status().expect("start daemon");
            assert!(st.success(), "{} did not start (logs in {d})", daemon[0]);
        }
        let start = Instant::now();
        loop {
            let state = tool_output(cluster.cmd("sinfo").args(["-h", "-o", "%T"]));
            if state.as_deref() == Some("idle") {
                break;
            }
            assert!(start.elapsed() < Duration::from_secs(60), "the node never became idle: {state:?} (logs in {d})");
            std::thread::sleep(Duration::from_millis(200));
        }
        cluster
    }

    /// A Slurm client command talking to this cluster.
    fn cmd(&self, prog: &str) -> Command {
        let mut c = Command::new(prog);
        c.env("SLURM_CONF", &self.conf);
        c
    }

    /// Jobs in the queue (squeue's lines).
    fn jobs(&self) -> Vec<String> {
        let out = tool_output(self.cmd("squeue").args(["-h", "-o", "%i %T %j"])).expect("squeue");
        out.lines().map(str::to_string).filter(|l| !l.is_empty()).collect()
    }

    /// Waits up to `secs` for the queue to drain; returns what is left.
    fn drained(&self, secs: u64) -> Vec<String> {
        let start = Instant::now();
        loop {
            let jobs = self.jobs();
            if jobs.is_empty() || start.elapsed() > Duration::from_secs(secs) {
                return jobs;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = self.cmd("scancel").args(["--user", "root"]).status();
        for pidfile in ["slurmd.pid", "slurmctld.pid"] {
            if let Some(pid) = read_pid(&self.dir.join(pidfile)) {
                kill(pid, 15);
            }
        }
        if let Some(pid) = self.munged_pid {
            kill(pid, 15);
        }
        std::thread::sleep(Duration::from_millis(500));
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn write_exec(path: &Path, text: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, text).expect("write script");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|e| {
            let p = e.expect("entry").path();
            (p.file_name().expect("name").to_string_lossy().into_owned(), std::fs::read(&p).expect("read"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn batch_through_srun_matches_local_and_leaves_no_job_behind() {
    let cluster = Cluster::start();
    let dir = cluster.dir.join("case");
    let inputs = dir.join("in");
    let work = dir.join("work");
    std::fs::create_dir_all(&inputs).expect("mkdir");
    std::fs::create_dir_all(&work).expect("mkdir");
    std::fs::write(inputs.join("a.json"), r#"{"x": [1, 2, "AAA"], "y": {"z": null}}"#).expect("input");
    std::fs::write(inputs.join("b.json"), r#"[[3, "BBB"], {"k": "AAA"}]"#).expect("input");
    let script = dir.join("test.sh");
    let log = dir.join("jobs.log");
    write_exec(
        &script,
        &format!(
            "#!/bin/sh\necho \"${{SLURM_JOB_ID:-local}}\" >> {}\nbug=$(grep -o 'AAA\\|BBB' \"$REDUCER_ORIGINAL\" | head -1)\ngrep -q \"$bug\" \"$1\"\n",
            log.display()
        ),
    );
    let srun = "srun --quiet -N1 -n1";
    let run = |out: &str, launcher: Option<&str>| {
        let mut c = cluster.cmd(env!("CARGO_BIN_EXE_reduce-json"));
        c.arg("batch").arg("--test").arg(&script).arg("-o").arg(dir.join(out)).args(["-j", "2", "-q"]).arg(&inputs);
        if let Some(l) = launcher {
            c.args(["--launcher", l, "--work-dir"]).arg(&work);
        }
        let o = c.output().expect("run reduce-json batch");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    let ran = || std::fs::read_to_string(&log).expect("the script ran");
    run("local", None);
    assert!(ran().lines().all(|l| l == "local"));
    std::fs::write(&log, "").expect("reset log");
    run("slurm", Some(srun));
    // Every test ran as a Slurm job.
    let ids = ran();
    assert!(ids.lines().count() > 10 && ids.lines().all(|l| l.parse::<u64>().is_ok()), "{ids}");
    assert_eq!(files(&dir.join("local/reduced")), files(&dir.join("slurm/reduced")));
    assert_eq!(files(&dir.join("local/groups")), files(&dir.join("slurm/groups")));
    assert!(cluster.drained(10).is_empty());

    // A test that hangs on every candidate (the original passes): cancelled at --timeout.
    let hang = dir.join("hang.sh");
    write_exec(&hang, "#!/bin/sh\nif cmp -s \"$1\" \"$REDUCER_ORIGINAL\"; then exit 0; fi\nsleep 300\n");
    let started = Instant::now();
    let o = cluster
        .cmd(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .arg("--test")
        .arg(&hang)
        .arg("-o")
        .arg(dir.join("hung"))
        .args(["-j", "2", "-q", "--timeout", "2", "--max-tests", "2", "--launcher", srun, "--work-dir"])
        .arg(&work)
        .arg(inputs.join("a.json"))
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(started.elapsed() < Duration::from_secs(120));
    assert_eq!(cluster.drained(5), Vec::<String>::new(), "a timed-out test left its job in squeue");

    // Ctrl-C while hung tests are in flight.
    let mut child = cluster
        .cmd(env!("CARGO_BIN_EXE_reduce-json"))
        .arg("batch")
        .arg("--test")
        .arg(&hang)
        .arg("-o")
        .arg(dir.join("sigint"))
        .args(["-j", "2", "-q", "--timeout", "600", "--launcher", srun, "--work-dir"])
        .arg(&work)
        .arg(&inputs)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let start = Instant::now();
    while cluster.jobs().iter().filter(|j| j.contains("RUNNING")).count() < 2 {
        assert!(start.elapsed() < Duration::from_secs(60), "the hung tests never ran: {:?}", cluster.jobs());
        std::thread::sleep(Duration::from_millis(200));
    }
    kill(child.id() as i32, 2);
    let status = child.wait().expect("wait");
    assert_eq!(status.code(), Some(130));
    assert_eq!(cluster.drained(5), Vec::<String>::new(), "Ctrl-C left jobs in squeue");
    assert_eq!(std::fs::read_dir(&work).expect("work").count(), 0, "candidate folders left behind");
}
