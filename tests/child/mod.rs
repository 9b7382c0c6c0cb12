//! One ignored test of the calling test binary run in a child process, for tests that need
//! a process of their own: `SYSTOLE_DUMP` and `SYSTOLE_CACHE_DIR` are read once a process,
//! and a second process is what finds kernels in the disk cache. The disk cache tests of
//! both backends damage its entries between such runs, the same ways
//! ([`check_every_corruption`]).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs the ignored test `name` of this test binary in a child process with the
/// environment variables `env` set, and returns what it wrote to stderr; panics with that
/// when the child fails.
pub fn stderr_of(name: &str, env: &[(&str, &OsStr)]) -> String {
    let out = Command::new(std::env::current_exe().expect("the test binary's path"))
        .args([name, "--exact", "--ignored", "--nocapture"])
        .envs(env.iter().copied())
        .output()
        .expect("a child process");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{name} failed:\n{stderr}");
    stderr
}

/// Damage done to the disk cache's entries (the bytes of each file, in order).
type Corrupt = fn(&mut Vec<Vec<u8>>);

/// Every kind of damage an entry can come to, by name.
const CORRUPTIONS: [(&str, Corrupt); 5] = [
    ("truncated", |files| files.iter_mut().for_each(|f| f.truncate(f.len() / 2))),
    ("zeroed", |files| files.iter_mut().for_each(|f| f.fill(0))),
    ("swapped between two kernels", |files| files.swap(0, 1)),
    ("a bit flipped in the code", |files| {
        files.iter_mut().for_each(|f| {
            let middle = f.len() / 2;
            f[middle] ^= 0x08
        })
    }),
    ("an extra byte", |files| files.iter_mut().for_each(|f| f.push(0x90))),
];

/// The entries with extension `ext` of the disk cache under `dir`, in order.
pub fn cache_entries(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|folder| std::fs::read_dir(folder.path()).into_iter().flatten().flatten())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    out
}

/// Checks that a disk cache under `dir` (entries with extension `ext`) recovers from every
/// kind of damage. `run` runs a child process with its cache there and `SYSTOLE_DUMP=compile`
/// (the child checks the values it computes) and returns the lines of its compile report
/// and its whole stderr. The first run compiles `kernels` kernels; then for each kind of
/// damage done to every entry, the next run compiles every kernel again with a note that
/// its entry was deleted, and the run after loads each from disk.
pub fn check_every_corruption(
    dir: &Path,
    ext: &str,
    kernels: usize,
    run: &dyn Fn() -> (Vec<String>, String),
) {
    let _ = std::fs::remove_dir_all(dir);
    let (first, stderr) = run();
    assert_eq!(first.len(), kernels, "{stderr}");
    assert!(first.iter().all(|l| l.contains(" compiled ")), "{first:?}");
    let paths = cache_entries(dir, ext);
    assert_eq!(paths.len(), kernels, "{paths:?}");
    for (what, corrupt) in CORRUPTIONS {
        let mut files: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).unwrap()).collect();
        corrupt(&mut files);
        for (p, f) in paths.iter().zip(&files) {
            std::fs::write(p, f).unwrap();
        }
        let (lines, stderr) = run();
        assert_eq!(lines.len(), kernels, "{what}: {stderr}");
        for line in &lines {
            assert!(line.contains(" compiled ") && line.contains("; deleted)"), "{what}: {line}");
        }
        let (again, _) = run();
        assert!(
            again.iter().all(|l| l.contains("disk cache") && !l.contains("deleted")),
            "{what}, the run after: {again:?}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}
