//! How long programs of many scalar operations take to compile, phase by phase: building the
//! program, tracing, fusion, the kernel's signature, and for the CPU and the GPU generating
//! LLVM IR (`gen`), LLVM's optimisation (`opt`) and its code generation (`emit`: an object
//! file; PTX), with `ptxas` on the PTX where asked for, at the optimisation level the GPU
//! backend asks the driver for (`-O`: 3, or 0 for the largest kernels). The programs are
//! those of `tests/large/` (nested selects, chained maps, a balanced tree of adds, a chain of
//! shared lets, chained sines, a wide stencil).
//!
//! Times are wall-clock seconds (`cpu.all`: the CPU's whole compile, linking into the JIT
//! included), but for `cpu.cpu` and `gpu.cpu`, the CPU time the compiling thread used, and
//! `ptx.cpu`, ptxas's CPU time (to 10 ms): on a busy machine, what the compile costs.
//!
//! ```text
//! cargo bench --bench compile_time                          # every shape, 10^3, 10^4, 10^5 ops
//! cargo bench --bench compile_time -- selects dag --ops 100000
//! cargo bench --bench compile_time -- --no-gpu              # the CPU only
//! cargo bench --bench compile_time -- --no-cpu --ptxas      # the GPU's PTX, then ptxas on it
//! cargo bench --bench compile_time -- dag --no-cpu --keep-ptx /tmp/ptx   # keep PTX and IR
//! ```
//!
//! No disk cache is read or written (`SYSTOLE_CACHE_DIR=off` is set): every kernel is
//! compiled cold. The CPU's result is checked against plain Rust's on a few inputs.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a bench stops at the first failure: its inputs and results are checked by panicking"
)]
#![allow(missing_docs)]

#[path = "../tests/large/mod.rs"]
mod large;

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use large::Shape;
use systole::prelude::*;
use systole_frontend::ir::Expr;
use systole_fusion::Plan;
use systole_ptx::NvptxTarget;
use systole_skeletons::Signature;
use systole_skeletons::effort::Effort;
use systole_skeletons::grid::GridOptions;
use systole_skeletons::kernel::CompilePhases;

struct Args {
    shapes: Vec<Shape>,
    ops: Vec<usize>,
    cpu: bool,
    gpu: bool,
    ptxas: bool,
    /// Where to keep each kernel's PTX and optimised LLVM IR (`--keep-ptx DIR`), to try
    /// ptxas's and llc's options on them.
    keep_ptx: Option<PathBuf>,
}

fn args() -> Args {
    let mut a = Args { shapes: vec![], ops: vec![], cpu: true, gpu: true, ptxas: false, keep_ptx: None };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--no-cpu" => a.cpu = false,
            "--no-gpu" => a.gpu = false,
            "--ptxas" => a.ptxas = true,
            "--keep-ptx" => a.keep_ptx = Some(it.next().expect("--keep-ptx takes a folder").into()),
            "--ops" => {
                let list = it.next().expect("--ops takes a list: 1000,10000");
                a.ops = list.split(',').map(|n| n.trim().parse().expect("a number of operations")).collect();
            }
            "--bench" => {} // what `cargo bench` passes
            name => a.shapes.push(Shape::parse(name).unwrap_or_else(|| panic!("no shape {name}"))),
        }
    }
    if a.shapes.is_empty() {
        a.shapes = Shape::ALL.to_vec();
    }
    if a.ops.is_empty() {
        a.ops = vec![1_000, 10_000, 100_000];
    }
    a
}

/// The scalar operations of a plan's kernels (constants and parameters not counted).
fn operations(plan: &Plan) -> usize {
    let counted = |e: &&Expr<_>| !matches!(e, Expr::Const(_) | Expr::Param(_));
    plan.kernels().iter().flat_map(|k| k.funs()).map(|f| f.nodes().iter().filter(counted).count()).sum()
}

fn secs(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

/// The effort (`full`, `reduced`) and the phases' times.
fn phases(p: &CompilePhases) -> String {
    let effort = if p.effort == Effort::Full { "full" } else { "reduced" };
    format!("{effort:>8} {:>8} {:>8} {:>8}", secs(p.generate), secs(p.optimise), secs(p.emit))
}

/// The CPU time this thread has used (`/proc/thread-self/schedstat`, Linux): the compile
/// phases run on the calling thread, so on a busy machine this is what they cost, whatever
/// the wall clock says. Zero where the file is missing.
fn thread_cpu() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map_or(Duration::ZERO, Duration::from_nanos)
}

/// The CPU time of this process's waited-for children (`/proc/self/stat`'s `cutime` and
/// `cstime`, in clock ticks of 10 ms), for ptxas's.
fn children_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // the fields after the command name, which is in parentheses: cutime and cstime are the
    // 16th and 17th of the whole line
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let ticks: u64 = rest.split_whitespace().skip(13).take(2).filter_map(|f| f.parse::<u64>().ok()).sum();
    Duration::from_millis(ticks * 10)
}

/// Assembles `ptx` for sm_90 at optimisation `level` (the driver's for the kernel,
/// `Effort::ptx_optimisation`; ptxas's default is its most, 3), as relocatable code at
/// level 0 as the backend does; returns how long ptxas took, wall clock and CPU time.
fn assemble(ptxas: &PathBuf, ptx: &str, level: Option<u32>) -> (Duration, Duration) {
    let dir = std::env::temp_dir().join(format!("systole-compile-time-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let (file, cubin) = (dir.join("kernel.ptx"), dir.join("kernel.cubin"));
    std::fs::write(&file, ptx).expect("the PTX written");
    let (start, cpu) = (Instant::now(), children_cpu());
    // at level 0 the backend loads through the driver's JIT linker, which compiles the PTX
    // as relocatable code (`device::load_linked`)
    let relocatable = (level == Some(0)).then_some("--compile-only");
    let level = level.map(|l| format!("-O{l}"));
    let out = Command::new(ptxas)
        .args(["-arch=sm_90"])
        .args(level)
        .args(relocatable)
        .arg("-o")
        .arg(&cubin)
        .arg(&file)
        .output()
        .expect("ptxas runs");
    let time = (start.elapsed(), children_cpu() - cpu);
    assert!(out.status.success(), "ptxas failed: {}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
    time
}

fn measure(shape: Shape, ops: usize, args: &Args, ptxas: Option<&PathBuf>) {
    let inputs = vec![-5, 0, 7, 1 << 20];
    let start = Instant::now();
    let program = shape.program(use_array(&Array::from_vec([inputs.len()], inputs.clone()).unwrap()), ops);
    let built = start.elapsed();
    let start = Instant::now();
    let traced = trace(&program).expect("the program traces");
    let traced_time = start.elapsed();
    let start = Instant::now();
    let plan = systole_fusion::plan(&traced).expect("the program fuses");
    let fused = start.elapsed();
    let mut line = format!(
        "{:<8} {:>7} {:>7} {:>2} {:>7} {:>7} {:>7}",
        shape.name(),
        ops,
        operations(&plan),
        plan.kernel_count(),
        secs(built),
        secs(traced_time),
        secs(fused)
    );
    let start = Instant::now();
    let sigs: Vec<Signature> =
        plan.kernels().into_iter().map(|k| Signature::of(k, |v| plan.array_type(v).clone())).collect();
    line += &format!(" {:>7}", secs(start.elapsed()));
    let sum = |ps: Vec<CompilePhases>| {
        ps.iter().fold(CompilePhases::default(), |a, p| CompilePhases {
            generate: a.generate + p.generate,
            optimise: a.optimise + p.optimise,
            emit: a.emit + p.emit,
            effort: if p.effort == Effort::Full { a.effort } else { p.effort },
        })
    };
    if args.cpu {
        let (mut wall, cpu) = (Duration::ZERO, thread_cpu());
        let compiled: Vec<CompilePhases> = sigs
            .iter()
            .map(|sig| {
                let (_, report) = systole_cpu::jit::kernel(sig).expect("the kernel compiles");
                wall += report.time;
                report.phases.unwrap_or_default()
            })
            .collect();
        line += &format!(" | {} {:>7} {:>7}", phases(&sum(compiled)), secs(wall), secs(thread_cpu() - cpu));
        let cpu = Cpu::new().expect("a CPU backend").run(&program).expect("the CPU runs it").to_vec();
        assert_eq!(cpu, shape.reference(&inputs, ops), "{} of {ops} operations on the CPU", shape.name());
    }
    if args.gpu {
        let target = NvptxTarget::new(90);
        let (mut cpu, mut assembled, mut assembled_cpu) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
        let (mut generated, mut level) = (vec![], 3);
        for sig in &sigs {
            let prefix = format!("systole_{}", sig.key());
            let before = thread_cpu();
            let keep = args.keep_ptx.is_some();
            let code = systole_ptx::compile::generate(&target, sig, &GridOptions::default(), &prefix, keep)
                .expect("the kernel's PTX");
            cpu += thread_cpu() - before;
            generated.push(code.phases);
            if let Some(dir) = &args.keep_ptx {
                std::fs::create_dir_all(dir).expect("the --keep-ptx folder");
                let file = dir.join(format!("{}-{ops}-{}.ptx", shape.name(), sig.key()));
                std::fs::write(&file, &code.ptx).expect("the PTX kept");
                std::fs::write(file.with_extension("ll"), code.llvm.as_deref().unwrap_or_default())
                    .expect("the LLVM IR kept");
            }
            if let Some(ptxas) = ptxas {
                let jit = code.phases.effort.ptx_optimisation();
                level = level.min(jit.unwrap_or(3));
                let (wall, child) = assemble(ptxas, &code.ptx, jit);
                (assembled, assembled_cpu) = (assembled + wall, assembled_cpu + child);
            }
        }
        line += &format!(" | {} {:>7}", phases(&sum(generated)), secs(cpu));
        if ptxas.is_some() {
            line += &format!(" {:>3} {:>7} {:>7}", format!("O{level}"), secs(assembled), secs(assembled_cpu));
        }
    }
    println!("{line}");
}

fn main() {
    // SAFETY: set before any thread starts, and before the CPU backend reads it
    unsafe { std::env::set_var("SYSTOLE_CACHE_DIR", "off") };
    let args = args();
    let ptxas = if args.ptxas {
        Some(systole_ptx::ptxas::installed().expect("--ptxas: no ptxas found"))
    } else {
        None
    };
    let mut header = format!(
        "{:<8} {:>7} {:>7} {:>2} {:>7} {:>7} {:>7} {:>7}",
        "shape", "asked", "ops", "k", "build", "trace", "fusion", "sig"
    );
    if args.cpu {
        header += &format!(
            " | {:>8} {:>8} {:>8} {:>8} {:>7} {:>7}",
            "effort", "cpu.gen", "cpu.opt", "cpu.emit", "cpu.all", "cpu.cpu"
        );
    }
    if args.gpu {
        header += &format!(
            " | {:>8} {:>8} {:>8} {:>8} {:>7}",
            "effort", "gpu.gen", "gpu.opt", "gpu.emit", "gpu.cpu"
        );
        if args.ptxas {
            header += &format!(" {:>3} {:>7} {:>7}", "-O", "ptxas", "ptx.cpu");
        }
    }
    println!("{header}   (seconds)");
    for &ops in &args.ops {
        for &shape in &args.shapes {
            measure(shape, ops, &args, ptxas.as_ref());
        }
    }
}
