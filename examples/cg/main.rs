//! Conjugate gradient on the 2D Poisson matrix (or a random one with power-law row
//! lengths, `--matrix power-law`): sparse matrix-vector products with
//! `fold_seg_offsets`, dot products and vector updates, the whole solve one program whose
//! loop is an `awhile` on the residual.
//!
//! Solves `A x = 1` for the 5-point Laplacian `A` of an `N`x`N` grid (`N²` rows, about `5N²`
//! stored elements, in CSR form) from `x = 0`, until `|r| <= tol |b|` or `--max-iters`
//! iterations. The solver (module `solver`) is compiled once and run twice: the first run
//! compiles nothing more and warms the caches, the second is timed. It prints the
//! iterations, the residual the iteration kept (`|r|`) and the one computed again on the
//! host (`|b - A x|`), and the time an iteration took. `--matrix power-law` solves instead
//! for the random symmetric positive definite matrix of `N²` rows of `Csr::power_law` (most
//! rows of 3 or so stored elements, a few of thousands). The 3D Poisson 7-point matrix of
//! issue 23 is not here. The backend is `--backend`, or `SYSTOLE_BACKEND=interp|cpu|gpu`, or
//! the best one this machine has (the GPU if there is one).
//!
//! In `f32` the residual the iteration keeps falls below `--tol`, but `|b - A x|` does not:
//! `x` grows like `N²` (the Laplacian is not scaled), and `f32` cannot hold it to 1e-6. On
//! the CPU backend with the default `--tol 1e-6`, `|r| / |b|` reached 9.2e-7 at 64² and
//! 9.6e-7 at 128², but `|b - A x| / |b|` was 1.8e-4 and 9.2e-4. Where `|b - A x| / |b|` is
//! more than 10 times `--tol`, the example says so on stderr; use `--precision f64` or a
//! larger `--tol`. The `f32` figures time iterations, not a solve to 1e-6.
//!
//! Exit status: 0 when the solve reached `--tol`, 1 for a bad flag or a failed run, 2 when it
//! stopped at `--max-iters` above `--tol`.
//!
//! ```text
//! cargo run --release --example cg -- [--size N] [--matrix poisson|power-law] [--precision f32|f64] [--tol T] [--max-iters K] [--backend interp|cpu|gpu]
//! ```

mod solver;

use std::process::ExitCode;
use std::time::Instant;

use solver::Csr;
use systole::prelude::*;

struct Options {
    size: usize,
    power_law: bool,
    double: bool,
    tol: f64,
    max_iters: i64,
    backend: Option<String>,
}

const USAGE: &str = "usage: cg [--size N (512)] [--matrix poisson|power-law (poisson)] \
                     [--precision f32|f64 (f64)] [--tol T (1e-6)] [--max-iters K (10000)] \
                     [--backend interp|cpu|gpu (SYSTOLE_BACKEND, else the GPU if there is one)]";

/// The options, or `None` for `--help`.
fn parse_options() -> Result<Option<Options>, String> {
    let mut options =
        Options { size: 512, power_law: false, double: true, tol: 1e-6, max_iters: 10_000, backend: None };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--size" => options.size = value()?.parse().map_err(|e| format!("--size: {e}"))?,
            "--matrix" => {
                options.power_law = match value()?.as_str() {
                    "poisson" => false,
                    "power-law" => true,
                    other => return Err(format!("--matrix: {other} is neither poisson nor power-law")),
                }
            }
            "--precision" => {
                options.double = match value()?.as_str() {
                    "f64" => true,
                    "f32" => false,
                    other => return Err(format!("--precision: {other} is neither f32 nor f64")),
                }
            }
            "--tol" => options.tol = value()?.parse().map_err(|e| format!("--tol: {e}"))?,
            "--max-iters" => options.max_iters = value()?.parse().map_err(|e| format!("--max-iters: {e}"))?,
            "--backend" => options.backend = Some(value()?),
            "--help" | "-h" => return Ok(None),
            other => return Err(format!("unknown argument {other} (try --help)")),
        }
    }
    if options.size == 0 {
        return Err("--size must be at least 1".into());
    }
    if !(options.tol.is_finite() && options.tol > 0.0) {
        return Err(format!("--tol {} is not a positive number; give a tolerance such as 1e-6", options.tol));
    }
    if options.max_iters < 0 {
        return Err(format!("--max-iters {} is negative; give 0 or more", options.max_iters));
    }
    Ok(Some(options))
}

fn backend(name: Option<&str>) -> Result<Box<dyn Backend>, String> {
    match name {
        None => match std::env::var("SYSTOLE_BACKEND").as_deref().map(str::trim) {
            Ok(name @ ("interp" | "interpreter" | "cpu" | "gpu")) => backend(Some(name)),
            Ok(other) if !other.is_empty() => {
                Err(format!("unknown backend {other} in SYSTOLE_BACKEND; available: interp, cpu, gpu"))
            }
            _ => default_backend().map_err(|e| e.to_string()),
        },
        Some("interp" | "interpreter") => Ok(Box::new(Interpreter)),
        Some("cpu") => Ok(Box::new(Cpu::new().map_err(|e| e.to_string())?)),
        Some("gpu") => Ok(Box::new(Gpu::new(0).map_err(|e| e.to_string())?)),
        Some(other) => Err(format!("unknown backend {other}; available: interp, cpu, gpu")),
    }
}

/// How a solve ended.
enum Outcome {
    /// `|r| <= tol |b|` (or `--help`).
    Converged,
    /// `--max-iters` iterations, `|r|` still above `tol |b|`.
    StoppedAtMaxIters,
}

fn main() -> ExitCode {
    match run() {
        Ok(Outcome::Converged) => ExitCode::SUCCESS,
        Ok(Outcome::StoppedAtMaxIters) => ExitCode::from(2),
        Err(e) => {
            eprintln!("cg: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<Outcome, String> {
    let Some(options) = parse_options()? else {
        println!("{USAGE}");
        return Ok(Outcome::Converged);
    };
    let backend = backend(options.backend.as_deref())?;
    if options.double {
        solve::<f64>(&backend, &options, |x| x)
    } else {
        solve::<f32>(&backend, &options, |x| x as f32)
    }
}

/// Solves in precision `T` (`from_f64` converts to it).
fn solve<T: Float + Into<f64>>(
    backend: &impl Backend,
    options: &Options,
    from_f64: fn(f64) -> T,
) -> Result<Outcome, String>
where
    Exp<T>: From<T>,
{
    let n = options.size;
    let (csr, what) = match options.power_law {
        false => (Csr::<T>::poisson_2d(n), format!("2D Poisson {n}x{n}")),
        true => (Csr::<T>::power_law(n * n, 1), format!("power-law rows, {}", n * n)),
    };
    let (vals, cols, offsets) = csr.arrays();
    let b = Array::filled([csr.rows], T::from_i64(1));
    // |r|² <= tol² |b|², |b|² being the number of rows
    let tolerance_squared = from_f64(options.tol * options.tol * csr.rows as f64);
    println!(
        "conjugate gradient, {what}: {} rows, {} stored elements, {}",
        csr.rows,
        csr.nnz(),
        std::any::type_name::<T>()
    );
    println!("backend: {}", backend.name());

    let started = Instant::now();
    let max_iters = options.max_iters;
    let compiled = backend
        .compile(move |inputs| solver::solve::<T>(inputs, tolerance_squared, max_iters))
        .map_err(|e| e.to_string())?;
    let inputs = (vals, cols, offsets, b.clone());
    compiled.run(&inputs).map_err(|e| e.to_string())?;
    println!("compiled and run once in {:.3} s", started.elapsed().as_secs_f64());

    let t0 = Instant::now();
    let (x, rr, iterations) = compiled.run(&inputs).map_err(|e| e.to_string())?;
    let seconds = t0.elapsed().as_secs_f64();
    let iterations = iterations.value();
    let norm_b = (csr.rows as f64).sqrt();
    let kept: f64 = rr.value().into();
    println!("iterations: {iterations}");
    println!("residual |r| / |b|: {:.3e} (kept by the iteration)", kept.sqrt() / norm_b);
    let true_residual = csr.residual(&b.to_vec(), &x.to_vec()) / norm_b;
    println!("residual |b - A x| / |b|: {true_residual:.3e} (computed again on the host)");
    println!(
        "time: {:.3} s, {:.1} us an iteration ({:.2} G stored elements/s in the products)",
        seconds,
        seconds / iterations.max(1) as f64 * 1e6,
        (csr.nnz() as f64 * iterations as f64) / seconds / 1e9
    );
    let tol = options.tol;
    if iterations >= options.max_iters && kept > tolerance_squared.into() {
        eprintln!(
            "cg: stopped after {iterations} iterations (--max-iters) with |r| / |b| = {:.3e}, above --tol {tol:e}; \
             give a larger --max-iters or --tol",
            kept.sqrt() / norm_b
        );
        return Ok(Outcome::StoppedAtMaxIters);
    }
    if true_residual > 10.0 * tol {
        let (why, fix) = if options.double {
            ("rounding has moved the residual the iteration keeps away from the true one", "a larger --tol")
        } else {
            ("f32 cannot hold x to that accuracy at this size", "--precision f64 or a larger --tol")
        };
        eprintln!(
            "cg: warning: |b - A x| / |b| = {true_residual:.3e} is more than 10 times --tol {tol:e}: {why}; use {fix}"
        );
    }
    Ok(Outcome::Converged)
}
