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
//! steps (the chunk's length is an input of the program); the error against the exact
//! solution is a second compiled program (a `generate`, a `zip_with` and a `fold_all`). The
//! same program runs on any backend: `--backend`, or `SYSTOLE_BACKEND=interp|cpu|gpu`, or the
//! best one this machine has (the GPU if there is one). At the end, a few steps run on the
//! interpreter, the CPU and the GPU (where there is one) to compare their speed
//! (`--no-compare` skips that).
//!
//! `--frames DIR` writes the field as PNG images into `DIR` (`frame-000000.png`, ..., a
//! blue-white-red colour map from -1 to 1, at most 512 pixels a side) every `--every N`
//! steps (default: a tenth of the run), and at the end `error.svg`, the largest error
//! against the exact solution as time goes on. A progress bar shows on a terminal.
//!
//! ```text
//! cargo run --release --example advection -- [--size N] [--steps S] [--backend interp|cpu|gpu]
//!     [--frames DIR] [--every N] [--no-compare]
//! ```

use std::f64::consts::PI;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use systole::prelude::*;

const VELOCITY: (f64, f64) = (1.0, 0.5);
const COURANT: f64 = 0.5;
const CHUNKS: usize = 4;

const USAGE: &str = "usage: advection [--size N] [--steps S] [--backend interp|cpu|gpu] \
[--frames DIR] [--every N] [--no-compare]";

struct Options {
    size: usize,
    steps: usize,
    backend: Option<String>,
    compare: bool,
    frames: Option<PathBuf>,
    every: Option<usize>,
}

/// The options, or `None` where `--help` asked for the usage.
fn parse_options() -> Result<Option<Options>, String> {
    let mut options =
        Options { size: 256, steps: 400, backend: None, compare: true, frames: None, every: None };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let count = |v: String| v.parse::<usize>().map_err(|e| format!("{flag}: {e} ({v:?})"));
        match flag.as_str() {
            "--size" => options.size = count(value()?)?,
            "--steps" => options.steps = count(value()?)?,
            "--every" => options.every = Some(count(value()?)?),
            "--backend" => options.backend = Some(value()?),
            "--frames" => options.frames = Some(PathBuf::from(value()?)),
            "--no-compare" => options.compare = false,
            "--help" | "-h" => return Ok(None),
            other => return Err(format!("unknown argument {other} (try --help)")),
        }
    }
    if options.size < 3 {
        return Err("--size must be at least 3".into());
    }
    if options.steps == 0 {
        return Err("--steps must be at least 1".into());
    }
    if options.every == Some(0) {
        return Err("--every must be at least 1".into());
    }
    Ok(Some(options))
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
    let Some(options) = parse_options()? else {
        println!("{USAGE}");
        return Ok(());
    };
    let backend = backend(options.backend.as_deref())?;
    let n = options.size;
    println!("2D advection, Lax-Wendroff, {n}x{n} periodic grid, {} steps", options.steps);
    println!("backend: {}", backend.name());
    if let Some(dir) = &options.frames {
        std::fs::create_dir_all(dir).map_err(|e| format!("--frames {}: {e}", dir.display()))?;
    }
    let report = Report {
        frames: options.frames.clone(),
        every: options.every.unwrap_or(options.steps.div_ceil(10)),
        progress: std::io::stderr().is_terminal(),
    };
    let run = simulate(&backend, n, options.steps, Some(&report))?;
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
        let interp = simulate(&Interpreter, n, steps, None)?;
        let cpu = Cpu::new().map_err(|e| e.to_string())?;
        let compiled = simulate(&cpu, n, steps, None)?;
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
            let on_gpu = simulate(&gpu, n, steps, None)?;
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

/// What a reported run shows: the error every chunk of `every` steps, frames and the error's
/// plot in `frames`, a progress bar.
struct Report {
    frames: Option<PathBuf>,
    every: usize,
    progress: bool,
}

/// Runs `steps` time steps on an `n`x`n` grid; with `report`, prints the error against the
/// exact solution after each chunk of steps (and writes what `report` asks for).
fn simulate(backend: &impl Backend, n: usize, steps: usize, report: Option<&Report>) -> Result<Run, String> {
    let dx = 1.0 / n as f64;
    let dt = COURANT * dx / VELOCITY.0.abs().max(VELOCITY.1.abs());
    let wx = lax_wendroff(VELOCITY.0 * dt / dx);
    let wy = lax_wendroff(VELOCITY.1 * dt / dx);
    let chunk = match report {
        Some(r) => r.every,
        None => steps.div_ceil(CHUNKS),
    }
    .max(1);
    let started = Instant::now();
    // the chunk's number of steps is an input: the last chunk may be shorter
    let advance = backend
        .compile(move |(u, count): (Acc<Matrix<f64>>, Acc<Scalar0<i64>>)| {
            iterate(count.the(), u, |u| {
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
    if report.is_some() {
        println!("compiled in {compile_seconds:.3} s; dt = {dt:.3e}");
    }

    let two_pi = 2.0 * PI;
    let mut u =
        Array::from_fn([n, n], |[j, i]| (two_pi * i as f64 * dx).sin() * (two_pi * j as f64 * dx).sin());
    let frames = report.and_then(|r| r.frames.as_deref());
    if let Some(dir) = frames {
        write_frame(dir, 0, &u)?;
    }
    let chunks = steps.div_ceil(chunk);
    // about ten lines of errors, however many chunks
    let print_every = chunks.div_ceil(10).max(1);
    let mut errors = vec![(0.0, 0.0)];
    let (mut done, mut seconds) = (0, 0.0);
    for k in 1..=chunks {
        let count = chunk.min(steps - done);
        let t0 = Instant::now();
        u = advance.run(&(u, Array::scalar(count as i64))).map_err(|e| e.to_string())?;
        seconds += t0.elapsed().as_secs_f64();
        done += count;
        let Some(report) = report else { continue };
        let t = done as f64 * dt;
        let err = max_error.run(&(u.clone(), Array::scalar(t))).map_err(|e| e.to_string())?.value();
        errors.push((t, err));
        if let Some(dir) = frames {
            write_frame(dir, done, &u)?;
        }
        if report.progress {
            progress(done, steps);
        }
        if k % print_every == 0 || k == chunks {
            println!("  step {done:>6}   t = {t:.4}   max |u - exact| = {err:.3e}");
        }
    }
    if let Some(dir) = frames {
        let plot = dir.join("error.svg");
        std::fs::write(&plot, error_plot(&errors)).map_err(|e| format!("{}: {e}", plot.display()))?;
        println!("frames and error.svg in {}", dir.display());
    }
    Ok(Run { steps: done, seconds, compile_seconds, cells: n * n })
}

/// Redraws the progress bar on standard error (a terminal's): `done` of `steps`.
fn progress(done: usize, steps: usize) {
    const WIDTH: usize = 40;
    let filled = done * WIDTH / steps;
    let end = if done == steps { "\n" } else { "" };
    eprint!("\r[{}{}] {done}/{steps} steps{end}", "#".repeat(filled), ".".repeat(WIDTH - filled));
    let _ = std::io::stderr().flush();
}

/// Writes `u` as `dir/frame-NNNNNN.png` (`step`): blue (-1) to white (0) to red (1), NaN
/// black, at most 512 pixels a side (every `k`-th cell of larger fields).
fn write_frame(dir: &Path, step: usize, u: &Matrix<f64>) -> Result<(), String> {
    let [rows, columns] = u.shape();
    let k = rows.max(columns).div_ceil(512).max(1);
    let (h, w) = (rows.div_ceil(k), columns.div_ceil(k));
    let values = u.to_vec();
    let mut pixels = Vec::with_capacity(h * w * 3);
    // rows from the top of the image down: y grows upwards
    for y in (0..h).rev() {
        for x in 0..w {
            pixels.extend(colour(values[y * k * columns + x * k]));
        }
    }
    let path = dir.join(format!("frame-{step:06}.png"));
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let file = std::fs::File::create(&path).map_err(|e| failed(&e))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| failed(&e))?;
    writer.write_image_data(&pixels).map_err(|e| failed(&e))
}

/// A diverging colour map: -1 blue, 0 light grey, 1 red (clamped outside).
fn colour(v: f64) -> [u8; 3] {
    if v.is_nan() {
        return [0, 0, 0];
    }
    const LOW: [f64; 3] = [59.0, 76.0, 192.0];
    const MID: [f64; 3] = [221.0, 221.0, 221.0];
    const HIGH: [f64; 3] = [180.0, 4.0, 38.0];
    let t = v.clamp(-1.0, 1.0);
    let (from, to, s) = if t < 0.0 { (MID, LOW, -t) } else { (MID, HIGH, t) };
    [0, 1, 2].map(|c| (from[c] + (to[c] - from[c]) * s).round() as u8)
}

/// An SVG line plot of `(t, error)`.
fn error_plot(points: &[(f64, f64)]) -> String {
    let (w, h, pad) = (640.0, 360.0, 60.0);
    let t_max = points.iter().map(|p| p.0).fold(0.0, f64::max).max(f64::MIN_POSITIVE);
    let e_max =
        points.iter().map(|p| p.1).filter(|e| e.is_finite()).fold(0.0, f64::max).max(f64::MIN_POSITIVE);
    let at = |(t, e): (f64, f64)| (pad + t / t_max * (w - 2.0 * pad), h - pad - e / e_max * (h - 2.0 * pad));
    let line: Vec<String> = points.iter().map(|&p| at(p)).map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<path d="M{pad},{top} V{bottom} H{right}" fill="none" stroke="black"/>
<polyline points="{line}" fill="none" stroke="#b40426" stroke-width="2"/>
<text x="{pad}" y="{below}">0</text><text x="{right}" y="{below}" text-anchor="end">t = {t_max:.3}</text>
<text x="{left}" y="{bottom}" text-anchor="end">0</text><text x="{left}" y="{top}" text-anchor="end">{e_max:.2e}</text>
<text x="{mid}" y="20" text-anchor="middle">max |u - exact| against time</text>
</svg>
"##,
        line = line.join(" "),
        top = pad,
        bottom = h - pad,
        right = w - pad,
        below = h - pad + 18.0,
        left = pad - 6.0,
        mid = w / 2.0,
    )
}
