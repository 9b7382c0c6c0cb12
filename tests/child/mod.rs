//! One ignored test of the calling test binary run in a child process, for tests that need
//! a process of their own: `SYSTOLE_DUMP` and `SYSTOLE_CACHE_DIR` are read once a process,
//! and a second process is what finds kernels in the disk cache.

use std::ffi::OsStr;
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
