//! The pipeline as named phases, each timed and dumpable:
//!
//! ```text
//!  Acc ──trace──► ir::Program ──fusion::plan──► Plan ──Backend::prepare_plan──► Executable
//! ```
//!
//! `SYSTOLE_DUMP` (a comma-separated list, read once) prints phases to stderr as they run:
//! `ir` the traced program, `fused` the plan, `time` how long each phase took, `compile`
//! where each compiled kernel's code came from (compiled, disk or memory cache) and how long
//! it took. `SYSTOLE_DUMP=all` prints everything.

use std::sync::OnceLock;
use std::time::Instant;

use systole_frontend::ir::Program;
use systole_frontend::{AccValue, trace, trace_fn};
use systole_fusion::Plan;

use crate::Error;

/// What `SYSTOLE_DUMP` asks for.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Dump {
    // fields: the phases named in SYSTOLE_DUMP
    pub ir: bool,
    pub fused: bool,
    pub time: bool,
    pub compile: bool,
}

/// The dump settings of this process.
pub(crate) fn dump() -> Dump {
    static DUMP: OnceLock<Dump> = OnceLock::new();
    *DUMP.get_or_init(|| {
        let value = std::env::var("SYSTOLE_DUMP").unwrap_or_default();
        let mut d = Dump::default();
        for item in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item {
                "ir" => d.ir = true,
                "fused" => d.fused = true,
                "time" => d.time = true,
                "compile" => d.compile = true,
                "all" => d = Dump { ir: true, fused: true, time: true, compile: true },
                _ => {} // a later phase's name (llvm, ptx), handled by its backend
            }
        }
        d
    })
}

/// Runs a phase, printing how long it took when asked.
pub(crate) fn phase<T>(name: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    if dump().time {
        eprintln!("systole: {name} took {:.3} ms", start.elapsed().as_secs_f64() * 1e3);
    }
    out
}

/// `trace` as a phase.
pub(crate) fn traced<S: AccValue>(program: &S) -> Result<Program, Error> {
    let p = phase("trace", || trace(program))?;
    if dump().ir {
        eprintln!("== ir ==\n{p}\n");
    }
    Ok(p)
}

/// `trace_fn` as a phase.
pub(crate) fn traced_fn<P: AccValue, R: AccValue>(f: impl FnOnce(P) -> R) -> Result<Program, Error> {
    let p = phase("trace", || trace_fn(f))?;
    if dump().ir {
        eprintln!("== ir ==\n{p}\n");
    }
    Ok(p)
}

/// `fusion::plan` as a phase.
pub(crate) fn fused(program: &Program) -> Result<Plan, Error> {
    let plan = phase("fusion", || systole_fusion::plan(program))?;
    if dump().fused {
        eprintln!("== fused ==\n{plan}\n");
    }
    Ok(plan)
}

/// The fused plan of a program: the kernels a backend runs, printable with `{}`, and
/// queryable in tests.
///
/// ```
/// use systole::prelude::*;
///
/// let xs = use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0])?);
/// let plan = explain(&xs.map(|x| x * 2.0).fold(0.0, |a, b| a + b))?;
/// assert_eq!(plan.kernel_names(), vec!["fold"]); // the map is fused into the fold
/// println!("{plan}");
/// # Ok::<(), systole::Error>(())
/// ```
pub fn explain<S: AccValue>(program: &S) -> Result<Plan, Error> {
    fused(&traced(program)?)
}

/// The fused plan of a function of arrays (what [`crate::Backend::compile`] compiles).
pub fn explain_fn<P: AccValue, R: AccValue>(f: impl FnOnce(P) -> R) -> Result<Plan, Error> {
    fused(&traced_fn(f)?)
}
