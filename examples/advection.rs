//! A 2D advection solver: the main demo.
//!
//! Solves `u_t + vx u_x + vy u_y = 0` on the periodic unit square from
//! `u(x, y, 0) = sin(2πx) sin(2πy)`; the exact solution is the initial field translated by
//! `(vx t, vy t)`. Each time step is one 3x3 stencil whose weights are the products of the
//! 1D Lax-Wendroff weights `[c(1+c)/2, 1-c², c(c-1)/2]` (the scheme of the ANU advection
//! solver that Huang parallelised in "Parallelizing a 2D advection solver on both CPU and
//! GPU", 2020), with periodic (`Wrap`) boundaries.
//!
//! The time loop is an `iterate` inside a program compiled once and run once per chunk of
//! steps; the error against the exact solution is a second compiled program (a `generate`,
//! a `zip_with` and a `fold_all`). The same program runs on any backend: `--backend`, or
//! `SYSTOLE_BACKEND=interp|cpu|gpu`, or the best one this machine has (the GPU if there is
//! one). At the end, a few steps run on the interpreter, the CPU and the GPU (where there is
//! one) to compare their speed (`--no-compare` skips that).
//!
//! ```text
//! cargo run --release --example advection -- [--size N] [--steps S] [--backend interp|cpu|gpu] [--no-compare]
//! ```

use std::f64::consts::PI;
use std::process::ExitCode;
use std::time::Instant;

use systole::prelude::*;

const VELOCITY: (f64, f64) = (1.0, 0.5);
const COURANT: f64 = 0.5;
const CHUNKS: usize = 4;

struct Options {
    size: usize,
    steps: usize,
    backend: Option<String>,
    compare: bool,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options { size: 256, steps: 400, backend: None, compare: true };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--size" => options.size = value()?.parse().map_err(|e| format!("--size: {e}"))?,
            "--steps" => options.steps = value()?.parse().map_err(|e| format!("--steps: {e}"))?,
            "--backend" => options.backend = Some(value()?),
            "--no-compare" => options.compare = false,
            "--help" | "-h" => {
                return Err(
                    "usage: advection [--size N] [--steps S] [--backend interp|cpu|gpu] [--no-compare]"
                        .into(),
                );
            }
            other => return Err(format!("unknown argument {other} (try --help)")),
        }
    }
    if options.size < 3 {
        return Err("--size must be at least 3".into());
    }
    Ok(options)
}

fn backend(name: Option<&str>) -> Result<Box<dyn Backend>, String> {
    match name {
        None => default_backend().map_err(|e| e.to_string()),
        Some("interp" | "interpreter") => Ok(Box::new(Interpreter)),
        Some("cpu") => Ok(Box::new(Cpu::new().map_err(|e| e.to_string())?)),
        Some("gpu") => Ok(Box::new(Gpu::new(0).map_err(|e| e.to_string())?)),
        Some(other) => Err(format!("unknown backend {other}; available: interp, cpu, gpu")),
    }
}

/// The 1D Lax-Wendroff weights of offsets -1, 0, +1 for Courant number `c`.
fn lax_wendroff(c: f64) -> [f64; 3] {
    [c * (1.0 + c) / 2.0, 1.0 - c * c, c * (c - 1.0) / 2.0]
}

/// The exact solution at `(x, y)` and time `t`.
fn exact(x: Exp<f64>, y: Exp<f64>, t: Exp<f64>) -> Exp<f64> {
    let two_pi = 2.0 * PI;
    ((x - t * VELOCITY.0) * two_pi).sin() * ((y - t * VELOCITY.1) * two_pi).sin()
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("advection: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let options = parse_options()?;
    let backend = backend(options.backend.as_deref())?;
    let n = options.size;
    println!("2D advection, Lax-Wendroff, {n}x{n} periodic grid, {} steps", options.steps);
    println!("backend: {}", backend.name());
    let run = simulate(&backend, n, options.steps, true)?;
    println!(
        "{} steps in {:.3} s: {:.2} M cell-updates/s on the {}",
        run.steps,
        run.seconds,
        run.rate() / 1e6,
        backend.name()
    );
    if options.compare {
        let steps = 8.min(options.steps).max(1);
        println!("\n{steps} steps on each backend, {n}x{n}:");
        let interp = simulate(&Interpreter, n, steps, false)?;
        let cpu = Cpu::new().map_err(|e| e.to_string())?;
        let compiled = simulate(&cpu, n, steps, false)?;
        println!("  interpreter {:>10.2} M cell-updates/s", interp.rate() / 1e6);
        println!(
            "  cpu         {:>10.2} M cell-updates/s ({} threads, compiled in {:.3} s)",
            compiled.rate() / 1e6,
            cpu.threads(),
            compiled.compile_seconds
        );
        println!("  the CPU is {:.0}x faster than the interpreter", compiled.rate() / interp.rate());
        if let Ok(gpu) = Gpu::new(0) {
            let steps = options.steps.max(steps);
            let on_gpu = simulate(&gpu, n, steps, false)?;
            println!(
                "  gpu         {:>10.2} M cell-updates/s ({}, {steps} steps, compiled in {:.3} s)",
                on_gpu.rate() / 1e6,
                gpu.device_name(),
                on_gpu.compile_seconds
            );
            println!("  the GPU is {:.1}x faster than the CPU", on_gpu.rate() / compiled.rate());
        }
    }
    Ok(())
}

/// The outcome of a run of the solver.
struct Run {
    steps: usize,
    seconds: f64,
    compile_seconds: f64,
    cells: usize,
}

impl Run {
    fn rate(&self) -> f64 {
        (self.cells * self.steps) as f64 / self.seconds
    }
}

/// Runs `steps` time steps on an `n`x`n` grid; with `report`, prints the error against the
/// exact solution after each chunk of steps.
fn simulate(backend: &impl Backend, n: usize, steps: usize, report: bool) -> Result<Run, String> {
    let dx = 1.0 / n as f64;
    let dt = COURANT * dx / VELOCITY.0.abs().max(VELOCITY.1.abs());
    let wx = lax_wendroff(VELOCITY.0 * dt / dx);
    let wy = lax_wendroff(VELOCITY.1 * dt / dx);
    let chunk = steps.div_ceil(CHUNKS).max(1);
    let started = Instant::now();
    let advance = backend
        .compile(move |u: Acc<Matrix<f64>>| {
            iterate(chunk as i64, u, |u| {
                u.stencil(&Stencil::cube(1), Boundary::Wrap, |taps| {
                    taps.iter()
                        .map(|([dy, dx], v)| v * (wy[(dy + 1) as usize] * wx[(dx + 1) as usize]))
                        .sum::<Exp<f64>>()
                })
            })
        })
        .map_err(|e| e.to_string())?;
    let max_error = backend
        .compile(move |(u, t): (Acc<Matrix<f64>>, Acc<Scalar0<f64>>)| {
            let exact =
                generate(u.shape(), |[j, i]| exact(i.cast::<f64>() * dx, j.cast::<f64>() * dx, t.the()));
            u.zip_with(&exact, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b))
        })
        .map_err(|e| e.to_string())?;
    let compile_seconds = started.elapsed().as_secs_f64();
    if report {
        println!("compiled in {compile_seconds:.3} s; dt = {dt:.3e}");
    }

    let two_pi = 2.0 * PI;
    let mut u =
        Array::from_fn([n, n], |[j, i]| (two_pi * i as f64 * dx).sin() * (two_pi * j as f64 * dx).sin());
    let mut done = 0;
    let mut seconds = 0.0;
    while done < steps {
        let t0 = Instant::now();
        u = advance.run(&u).map_err(|e| e.to_string())?;
        seconds += t0.elapsed().as_secs_f64();
        done += chunk;
        if report {
            let t = Array::scalar(done as f64 * dt);
            let err = max_error.run(&(u.clone(), t)).map_err(|e| e.to_string())?.value();
            println!("  step {done:>6}   t = {:.4}   max |u - exact| = {err:.3e}", done as f64 * dt);
        }
    }
    Ok(Run { steps: done, seconds, compile_seconds, cells: n * n })
}
