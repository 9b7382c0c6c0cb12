//! The CPU suite (`docs/performance.md`): each systole program compiled by
//! [`Cpu`], next to the same algorithm written by hand in Rust with rayon, and the machine's
//! copy bandwidth (the roofline) measured in the same run.
//!
//! ```text
//! cargo bench --bench cpu                 # everything (a few minutes on 2 cores)
//! cargo bench --bench cpu -- j2d5pt       # one group (criterion's filter)
//! ```
//!
//! Groups: `copy` (the roofline), `transfer` (6 M f32 in and out of arrays, next to a
//! `memcpy` of the same bytes), `j2d5pt`, `gaussian`, `box9x9` (4096² f32, clamp),
//! `sum` and `scan` (16 M f32), `matmul` (512² f32, generate + fold), `jacobi_64` and
//! `jacobi_4096` (loops: a Jacobi in `awhile` and `iterate`, [`loops`]), and the irregular
//! cases (module `irregular`): `spmv` (CSR, 2D Poisson 1024², f64), `fold_seg` (16 M f32,
//! uniform and skewed segments), `filter` (16 M f32, half kept), `sort` (4 M u32 keys, alone
//! and with f32 values). Inputs are random in
//! [0, 1) from a fixed xorshift seed. Before timing, every result is checked once against an
//! f64 reference and the systole result against the hand-written one (relative L2 error);
//! a mismatch panics. Compilation happens before the timed region; its time is printed.
//! At the end a table of medians (read back from criterion's `estimates.json`) gives each
//! rate, the share of the copy roofline for the stencils and the systole/hand-written ratio.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "a bench stops at the first failure: its inputs and results are checked by panicking"
)]
#![allow(missing_docs)]

#[path = "cpu/irregular.rs"]
mod irregular;
#[path = "cpu/loops.rs"]
mod loops;

use std::hint::black_box;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{BenchmarkGroup, Criterion, Throughput, measurement::WallTime};

use rayon::prelude::*;
use systole::prelude::*;

/// Side of the 2D stencil domains.
const N2: usize = 4096;
/// Length of the sum and scan inputs (16 M).
const N_REDUCE: usize = 16 << 20;
/// Side of the matrices of the product.
const N_MM: usize = 512;
/// Length of the copied buffer (64 M f32 = 256 MB).
const COPY_LEN: usize = 64 << 20;
/// Length of the arrays moved between a `Vec` and an `Array` (6 M f32 = 24 MiB).
const N_TRANSFER: usize = 6 << 20;

// ----- inputs and checks -------------------------------------------------------------------

/// `len` values in [0, 1) from a xorshift64* generator (24 random bits each).
fn random(len: usize, seed: u64) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            let r = s.wrapping_mul(0x2545_F491_4F6C_DD1D);
            (r >> 40) as f32 * (1.0 / (1u64 << 24) as f32)
        })
        .collect()
}

/// `sqrt(sum (a - b)^2 / sum b^2)`, in f64.
fn rel_l2<A: Copy + Into<f64>, B: Copy + Into<f64>>(a: &[A], b: &[B]) -> f64 {
    assert_eq!(a.len(), b.len(), "result lengths differ");
    let (mut num, mut den) = (0.0f64, 0.0f64);
    for (&x, &y) in a.iter().zip(b) {
        let (x, y): (f64, f64) = (x.into(), y.into());
        num += (x - y) * (x - y);
        den += y * y;
    }
    if den == 0.0 { num.sqrt() } else { (num / den).sqrt() }
}

/// Panics with a clear message when `what` differs from `reference` by `bound` or more.
fn check<A: Copy + Into<f64>, B: Copy + Into<f64>>(what: &str, got: &[A], reference: &[B], bound: f64) {
    let err = rel_l2(got, reference);
    eprintln!("check: {what}: relative L2 error {err:.3e} (bound {bound:.0e})");
    assert!(
        err < bound && err.is_finite(),
        "{what}: WRONG RESULT, relative L2 error {err:.3e} is not below {bound:.0e}"
    );
}

/// Compiles a program and prints how long that took (outside every timed region).
fn compile<P: AccValue, R: AccValue>(cpu: &Cpu, what: &str, f: impl FnOnce(P) -> R) -> Compiled<P, R> {
    let t0 = Instant::now();
    let compiled = cpu.compile(f).unwrap_or_else(|e| panic!("{what}: systole failed to compile: {e}"));
    eprintln!("compile: {what}: {:.1} ms (disk cache may be warm)", t0.elapsed().as_secs_f64() * 1e3);
    compiled
}

// ----- the summary table -------------------------------------------------------------------

/// What a benchmark's throughput counts, for the summary table.
#[derive(Clone, Copy, PartialEq)]
enum Unit {
    /// Bytes read + written (the copy).
    Bytes,
    /// Stencil cells (compared with the copy roofline).
    Cells,
    /// Input elements (sum, scan).
    Elems,
    /// Multiply-adds (matmul).
    MulAdds,
    /// The bytes of the array moved in or out of host memory (transfer).
    Moved,
    /// Cells of a loop's steps, this many a step (the loops: also the time a step).
    Sweeps(u64),
}

struct Ran {
    group: &'static str,
    id: &'static str,
    count: u64,
    unit: Unit,
    /// The variants of the same group whose time this one's is compared with.
    versus: &'static [&'static str],
}

static RAN: Mutex<Vec<Ran>> = Mutex::new(Vec::new());

/// Registers a benchmark of `group` that criterion ran (its closure was called).
fn ran(r: Ran) {
    let mut ran = RAN.lock().unwrap_or_else(|e| e.into_inner());
    if !ran.iter().any(|q| q.group == r.group && q.id == r.id) {
        ran.push(r);
    }
}

/// Where a benchmark goes: its group, and what its throughput counts.
#[derive(Clone, Copy)]
struct Place {
    group: &'static str,
    count: u64,
    unit: Unit,
}

/// Adds a benchmark `id` to `g` that times `routine` and registers it for the summary,
/// to be compared there with the variants `versus` of the same group.
fn bench<O>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    at: Place,
    id: &'static str,
    versus: &'static [&'static str],
    mut routine: impl FnMut() -> O,
) {
    g.bench_function(id, |b| {
        ran(Ran { group: at.group, id, count: at.count, unit: at.unit, versus });
        b.iter(|| black_box(routine()));
    });
}

/// The systole variants are compared with the hand-written one, and with it allocating its
/// output as `Compiled::run` does.
const VS_RAYON: &[&str] = &["rayon", "rayon_alloc"];

/// criterion's output folder, found as criterion finds it.
fn criterion_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target).join("criterion");
    }
    // `CARGO_TARGET_TMPDIR` is `<target dir>/tmp`
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().map(|t| t.join("criterion")).unwrap_or_else(|| PathBuf::from("target/criterion"))
}

/// The median time (ns) of one benchmark from criterion's `estimates.json`.
fn median_ns(group: &str, id: &str) -> Option<f64> {
    let path = criterion_dir().join(group).join(id).join("new").join("estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let rest = &text[text.find("\"median\"")?..];
    let rest = &rest[rest.find("\"point_estimate\"")? + "\"point_estimate\"".len()..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let end = rest.find([',', '}'])?;
    rest[..end].trim().parse().ok()
}

fn print_summary() {
    let ran = RAN.lock().unwrap_or_else(|e| e.into_inner());
    let rows: Vec<(&Ran, f64)> = ran.iter().filter_map(|r| Some((r, median_ns(r.group, r.id)?))).collect();
    if rows.is_empty() {
        return;
    }
    let copy_gbps = rows.iter().find(|(r, _)| r.unit == Unit::Bytes).map(|(r, ns)| r.count as f64 / ns);
    println!();
    println!("summary (criterion medians; G = 1e9 per second)");
    if let Some(bw) = copy_gbps {
        println!(
            "copy roofline: {bw:.1} GB/s read + written, f32 single-sweep stencil ceiling {:.2} GCells/s",
            bw / 8.0
        );
    }
    println!(
        "{:<11} {:<20} {:>10} {:>18} {:>7}   time ratio",
        "group", "variant", "median", "rate", "% roof"
    );
    for (r, ns) in &rows {
        let rate = r.count as f64 / ns;
        let unit = match r.unit {
            Unit::Bytes => "GB/s",
            Unit::Cells => "GCells/s",
            Unit::Elems => "GElem/s",
            Unit::MulAdds => "GMulAdd/s",
            Unit::Moved => "GB/s",
            Unit::Sweeps(_) => "GCells/s",
        };
        let roof = match (r.unit, copy_gbps) {
            (Unit::Cells, Some(bw)) => format!("{:.0}%", 100.0 * rate / (bw / 8.0)),
            _ => String::new(),
        };
        let per_step = match r.unit {
            Unit::Sweeps(cells) => format!("{:.2} us a step, ", ns / 1e3 / (r.count / cells) as f64),
            _ => String::new(),
        };
        let ratio: Vec<String> = r
            .versus
            .iter()
            .filter_map(|v| {
                let (_, t) = rows.iter().find(|(b, _)| b.group == r.group && b.id == *v)?;
                Some(format!("{:.2}x {v}", ns / t))
            })
            .collect();
        let ratio = ratio.join(", ");
        println!(
            "{:<11} {:<20} {:>7.2} ms {:>8.2} {:<9} {:>7}   {per_step}{ratio}",
            r.group,
            r.id,
            ns / 1e6,
            rate,
            unit,
            roof
        );
    }
}

// ----- copy: the roofline ------------------------------------------------------------------

/// Copies `src` into `dst` on all of rayon's threads, a few large chunks per thread.
fn par_copy(src: &[f32], dst: &mut [f32]) {
    let chunk = src.len().div_ceil(rayon::current_num_threads() * 4).max(1 << 16);
    dst.par_chunks_mut(chunk).zip(src.par_chunks(chunk)).for_each(|(d, s)| d.copy_from_slice(s));
}

fn bench_copy(c: &mut Criterion) {
    let src = random(COPY_LEN, 1);
    let mut dst = vec![f32::NAN; COPY_LEN];
    par_copy(&src, &mut dst);
    assert!(dst == src, "copy: the parallel copy is wrong");
    let bytes = 2 * (COPY_LEN * size_of::<f32>()) as u64;
    let mut g = c.benchmark_group("copy");
    // read + written; decimal units (GB/s) as in docs/performance.md
    g.throughput(Throughput::BytesDecimal(bytes));
    let at = Place { group: "copy", count: bytes, unit: Unit::Bytes };
    bench(&mut g, at, "rayon", &[], || par_copy(&src, &mut dst));
    g.finish();
}

// ----- transfer: arrays in and out of host memory ------------------------------------------

/// The systole transfers are compared with a `memcpy` of the same bytes into memory already
/// mapped, and with `<[f32]>::to_vec`, which allocates its vector as `to_vec` does.
const VS_MEMCPY: &[&str] = &["memcpy", "slice_to_vec"];

fn bench_transfer(c: &mut Criterion) {
    let src = random(N_TRANSFER, 6);
    let array = Array::from_slice([N_TRANSFER], &src).expect("input");
    assert!(array.as_slice() == src.as_slice(), "transfer: from_slice is wrong");
    assert!(array.to_vec() == src, "transfer: to_vec is wrong");
    assert!(Array::from_fn([N_TRANSFER], |[i]| src[i]) == array, "transfer: from_fn is wrong");
    let mut dst = vec![f32::NAN; N_TRANSFER];
    let bytes = (N_TRANSFER * size_of::<f32>()) as u64;
    let mut g = c.benchmark_group("transfer");
    g.throughput(Throughput::BytesDecimal(bytes));
    let at = Place { group: "transfer", count: bytes, unit: Unit::Moved };
    bench(&mut g, at, "memcpy", &[], || dst.copy_from_slice(&src));
    bench(&mut g, at, "slice_to_vec", &[], || src.to_vec());
    bench(&mut g, at, "from_slice", VS_MEMCPY, || Array::from_slice([N_TRANSFER], &src).expect("from_slice"));
    bench(&mut g, at, "to_vec", VS_MEMCPY, || array.to_vec());
    // the same function of the index, collected into a `Vec` by hand
    bench(&mut g, at, "collect_fn", &[], || (0..N_TRANSFER).map(|i| src[i]).collect::<Vec<f32>>());
    bench(&mut g, at, "from_fn", &["memcpy", "collect_fn"], || Array::from_fn([N_TRANSFER], |[i]| src[i]));
    bench(&mut g, at, "filled", VS_MEMCPY, || Array::filled([N_TRANSFER], 0.5f32));
    // a vector moved into an array and back: no copy either way
    let mut held = Some(src.clone());
    bench(&mut g, at, "from_vec+into_vec", VS_MEMCPY, || {
        let v = held.take().expect("the vector of the previous round");
        let a = Array::from_vec([N_TRANSFER], v).expect("from_vec");
        held = Some(a.into_vec());
    });
    g.finish();
}

// ----- stencils ----------------------------------------------------------------------------

/// `i + d` clamped into `0..n`.
#[inline(always)]
fn clamp(i: usize, d: i64, n: usize) -> usize {
    (i as i64 + d).clamp(0, n as i64 - 1) as usize
}

/// The f64 reference of a stencil with clamped reads: `sum w * x[clamp(ix + o)] / div`.
fn stencil_reference(input: &[f32], n: usize, taps: &[([i64; 2], f64)], div: f64) -> Vec<f64> {
    let mut out = vec![0.0f64; n * n];
    out.par_chunks_mut(n).enumerate().for_each(|(y, row)| {
        for (x, o) in row.iter_mut().enumerate() {
            let s: f64 = taps
                .iter()
                .map(|&([dy, dx], w)| w * input[clamp(y, dy, n) * n + clamp(x, dx, n)] as f64)
                .sum();
            *o = s / div;
        }
    });
    out
}

/// One output row `o` of a j2d5pt-shaped stencil, `(5*y-1 + 12*x-1 + 15*c + 12*x+1 +
/// 5*y+1) / div`, from the rows above (`up`), at (`c`) and below (`dn`): the interior as
/// zipped slices (no bounds checks, vectorised), the two edge columns with clamped reads.
#[inline(always)]
fn j2d5pt_row(up: &[f32], c: &[f32], dn: &[f32], o: &mut [f32], div: f32) {
    let n = c.len();
    let m = n.saturating_sub(2);
    let interior = o[1..][..m]
        .iter_mut()
        .zip(&up[1..][..m])
        .zip(&dn[1..][..m])
        .zip(&c[..m])
        .zip(&c[1..][..m])
        .zip(&c[2..][..m]);
    for (((((o, &u), &d), &w), &cc), &e) in interior {
        *o = (5.0 * u + 12.0 * w + 15.0 * cc + 12.0 * e + 5.0 * d) / div;
    }
    for x in [0, n - 1] {
        let (w, e) = (c[x.saturating_sub(1)], c[(x + 1).min(n - 1)]);
        o[x] = (5.0 * up[x] + 12.0 * w + 15.0 * c[x] + 12.0 * e + 5.0 * dn[x]) / div;
    }
}

/// Hand-written j2d5pt over rows (`j2d5pt_row`, divided by 118).
fn j2d5pt_rayon(input: &[f32], out: &mut [f32], n: usize) {
    out.par_chunks_mut(n).enumerate().for_each(|(y, o)| {
        let up = &input[y.saturating_sub(1) * n..][..n];
        let c = &input[y * n..][..n];
        let dn = &input[(y + 1).min(n - 1) * n..][..n];
        j2d5pt_row(up, c, dn, o, 118.0);
    });
}

/// The same, allocating its output as `Compiled::run` does (a fresh zeroed vector).
fn j2d5pt_rayon_alloc(input: &[f32], n: usize) -> Vec<f32> {
    let mut out = vec![0.0f32; n * n];
    j2d5pt_rayon(input, &mut out, n);
    out
}

/// One row pass of a K x K box stencil over the interior: `dst[x] (+)= sum_j w[j] * src[x + j]`.
#[inline(always)]
fn row_pass<const K: usize, const FIRST: bool>(dst: &mut [f32], src: &[f32], w: &[f32; K]) {
    let m = dst.len();
    assert!(src.len() >= m + K - 1);
    for (x, d) in dst.iter_mut().enumerate() {
        let mut s = 0.0f32;
        for (j, &wj) in w.iter().enumerate() {
            // SAFETY: x < m and j < K, so x + j < m + K - 1 <= src.len() (asserted above)
            s += wj * unsafe { *src.get_unchecked(x + j) };
        }
        if FIRST { *d = s } else { *d += s }
    }
}

/// Hand-written K x K box stencil with clamped reads, over rows: for each output row, K
/// passes (one per input row, each a K-tap dot product per cell, vectorised along x) over
/// the interior, then the edge columns with clamped reads.
fn box_rayon<const K: usize>(input: &[f32], out: &mut [f32], n: usize, w: &[[f32; K]; K]) {
    let r = K / 2;
    out.par_chunks_mut(n).enumerate().for_each(|(y, o)| {
        let rows: [&[f32]; K] = std::array::from_fn(|i| {
            let yy = clamp(y, i as i64 - r as i64, n);
            &input[yy * n..][..n]
        });
        let interior = &mut o[r..n - r];
        row_pass::<K, true>(interior, rows[0], &w[0]);
        for i in 1..K {
            row_pass::<K, false>(interior, rows[i], &w[i]);
        }
        for x in (0..r).chain(n - r..n) {
            let mut s = 0.0f32;
            for (row, wi) in rows.iter().zip(w) {
                for (j, &wij) in wi.iter().enumerate() {
                    s += wij * row[clamp(x, j as i64 - r as i64, n)];
                }
            }
            o[x] = s;
        }
    });
}

/// Benchmarks a K x K box stencil with weights `w` (already divided): systole against the
/// hand-written rayon version.
fn bench_box<const K: usize>(c: &mut Criterion, cpu: &Cpu, name: &'static str, w: [[f32; K]; K]) {
    let n = N2;
    let r = (K / 2) as i64;
    let taps: Vec<([i64; 2], f32)> = (0..K)
        .flat_map(|i| (0..K).map(move |j| (i, j)))
        .map(|(i, j)| ([i as i64 - r, j as i64 - r], w[i][j]))
        .collect();
    let input = Array::from_vec([n, n], random(n * n, 3)).expect("input");
    let program = {
        let taps = taps.clone();
        compile(cpu, name, move |a: Acc<Matrix<f32>>| {
            a.stencil(&Stencil::cube(r), Boundary::Clamp, |t| {
                taps.iter().map(|&(o, wt)| t[o] * wt).sum::<Exp<f32>>()
            })
        })
    };
    let mut out = vec![f32::NAN; n * n];
    box_rayon(input.as_slice(), &mut out, n, &w);
    let taps64: Vec<([i64; 2], f64)> = taps.iter().map(|&(o, wt)| (o, wt as f64)).collect();
    let reference = stencil_reference(input.as_slice(), n, &taps64, 1.0);
    check(&format!("{name} rayon vs f64 reference"), &out, &reference, 1e-5);
    let got = program.run(&input).unwrap_or_else(|e| panic!("{name}: systole failed to run: {e}"));
    check(&format!("{name} systole vs f64 reference"), got.as_slice(), &reference, 1e-5);
    check(&format!("{name} systole vs rayon"), got.as_slice(), &out, 1e-5);
    drop((got, reference));

    let cells = (n * n) as u64;
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(cells));
    let at = Place { group: name, count: cells, unit: Unit::Cells };
    // `run` returns a new host array: the time includes allocating (and dropping) the output
    bench(&mut g, at, "systole", VS_RAYON, || program.run(&input).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || box_rayon(input.as_slice(), &mut out, n, &w));
    // the same with a fresh output per run, as `run` has: the price of the allocation
    bench(&mut g, at, "rayon_alloc", &[], || {
        let mut out = vec![0.0f32; n * n];
        box_rayon(input.as_slice(), &mut out, n, &w);
        out
    });
    g.finish();
}

/// The j2d5pt sweep in systole.
fn j2d5pt_systole(a: Acc<Matrix<f32>>) -> Acc<Matrix<f32>> {
    a.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
        (5.0 * t[[-1, 0]] + 12.0 * t[[0, -1]] + 15.0 * t[[0, 0]] + 12.0 * t[[0, 1]] + 5.0 * t[[1, 0]]) / 118.0
    })
}

/// `steps` hand-written sweeps, the first from `input`, then between `a` and `b`; the result
/// is left in `a`.
fn j2d5pt_rayon_steps(input: &[f32], a: &mut Vec<f32>, b: &mut Vec<f32>, n: usize, steps: usize) {
    j2d5pt_rayon(input, a, n);
    for _ in 1..steps {
        j2d5pt_rayon(a, b, n);
        std::mem::swap(a, b);
    }
}

/// Sweeps per run of the iterated j2d5pt variants.
const STEPS: usize = 10;

fn bench_j2d5pt(c: &mut Criterion, cpu: &Cpu) {
    let n = N2;
    let input = Array::from_vec([n, n], random(n * n, 2)).expect("input");
    let program = compile(cpu, "j2d5pt", j2d5pt_systole);
    // STEPS sweeps in one run: inside the loop the backend reuses the buffers of finished
    // iterations, so this shows the sweep without most of the output allocation
    let iterated =
        compile(cpu, "j2d5pt x10 (iterate)", |a: Acc<Matrix<f32>>| iterate(STEPS as i64, a, j2d5pt_systole));
    let mut out = vec![f32::NAN; n * n];
    j2d5pt_rayon(input.as_slice(), &mut out, n);
    let taps = [([-1, 0], 5.0), ([0, -1], 12.0), ([0, 0], 15.0), ([0, 1], 12.0), ([1, 0], 5.0)];
    let reference = stencil_reference(input.as_slice(), n, &taps, 118.0);
    check("j2d5pt rayon vs f64 reference", &out, &reference, 1e-5);
    let got = program.run(&input).unwrap_or_else(|e| panic!("j2d5pt: systole failed to run: {e}"));
    check("j2d5pt systole vs f64 reference", got.as_slice(), &reference, 1e-5);
    check("j2d5pt systole vs rayon", got.as_slice(), &out, 1e-5);
    drop((got, reference));
    let (mut a, mut b) = (vec![f32::NAN; n * n], vec![f32::NAN; n * n]);
    j2d5pt_rayon_steps(input.as_slice(), &mut a, &mut b, n, STEPS);
    let got = iterated.run(&input).unwrap_or_else(|e| panic!("j2d5pt x10: systole failed to run: {e}"));
    check("j2d5pt x10 systole vs rayon", got.as_slice(), &a, 1e-5);
    drop(got);

    let cells = (n * n) as u64;
    let mut g = c.benchmark_group("j2d5pt");
    g.throughput(Throughput::Elements(cells));
    let at = Place { group: "j2d5pt", count: cells, unit: Unit::Cells };
    // `run` returns a new host array: the time includes allocating (and dropping) the output
    bench(&mut g, at, "systole", VS_RAYON, || program.run(&input).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || j2d5pt_rayon(input.as_slice(), &mut out, n));
    // the same with a fresh output per run, as `run` has: the price of the allocation
    bench(&mut g, at, "rayon_alloc", &[], || j2d5pt_rayon_alloc(input.as_slice(), n));
    let cells = (STEPS * n * n) as u64;
    g.throughput(Throughput::Elements(cells));
    let at = Place { group: "j2d5pt", count: cells, unit: Unit::Cells };
    bench(&mut g, at, "systole_iter10", &["rayon_iter10"], || iterated.run(&input).expect("systole run"));
    bench(&mut g, at, "rayon_iter10", &[], || j2d5pt_rayon_steps(input.as_slice(), &mut a, &mut b, n, STEPS));
    g.finish();
}

/// The 5x5 Gaussian of the suite (`docs/performance.md`), divided by 159.
fn gaussian_weights() -> [[f32; 5]; 5] {
    const G: [[u32; 5]; 5] =
        [[2, 4, 5, 4, 2], [4, 9, 12, 9, 4], [5, 12, 15, 12, 5], [4, 9, 12, 9, 4], [2, 4, 5, 4, 2]];
    G.map(|row| row.map(|w| (w as f64 / 159.0) as f32))
}

/// box9x9: weight(dy, dx) = (1 + ((dy + 4) * 9 + dx + 4) % 7) / 324.
fn box9x9_weights() -> [[f32; 9]; 9] {
    std::array::from_fn(|i| std::array::from_fn(|j| ((1 + (i * 9 + j) % 7) as f64 / 324.0) as f32))
}

// ----- sum and scan ------------------------------------------------------------------------

/// A sum that vectorises: 16 independent accumulators per rayon piece.
fn sum_lanes(xs: &[f32]) -> f32 {
    xs.par_chunks(1 << 16)
        .map(|chunk| {
            let mut acc = [0.0f32; 16];
            let mut it = chunk.chunks_exact(16);
            for c in &mut it {
                for (a, &x) in acc.iter_mut().zip(c) {
                    *a += x;
                }
            }
            acc.iter().sum::<f32>() + it.remainder().iter().sum::<f32>()
        })
        .sum()
}

fn bench_sum(c: &mut Criterion, cpu: &Cpu) {
    let xs = Array::from_vec([N_REDUCE], random(N_REDUCE, 4)).expect("input");
    let program = compile(cpu, "sum", |xs: Acc<Vector<f32>>| xs.sum());
    // the same as a fold of the vector itself, without the reshape that `sum` (`fold_all`)
    // puts in front of it
    let folded = compile(cpu, "sum (fold)", |xs: Acc<Vector<f32>>| xs.fold(0.0, |a, b| a + b));
    let reference: f64 = xs.as_slice().iter().map(|&x| x as f64).sum();
    let rayon: f32 = xs.as_slice().par_iter().sum();
    let lanes = sum_lanes(xs.as_slice());
    let got = program.run(&xs).unwrap_or_else(|e| panic!("sum: systole failed to run: {e}")).value();
    let got_fold =
        folded.run(&xs).unwrap_or_else(|e| panic!("sum (fold): systole failed to run: {e}")).value();
    // one number: the relative L2 error is the relative error; 16 M terms summed in
    // different orders in f32
    check("sum rayon vs f64 reference", &[rayon], &[reference], 1e-4);
    check("sum rayon_lanes vs f64 reference", &[lanes], &[reference], 1e-5);
    check("sum systole vs f64 reference", &[got], &[reference], 1e-5);
    check("sum systole vs rayon", &[got], &[rayon], 1e-4);
    check("sum systole (fold) vs f64 reference", &[got_fold], &[reference], 1e-5);

    let elems = N_REDUCE as u64;
    let mut g = c.benchmark_group("sum");
    g.throughput(Throughput::Elements(elems));
    let at = Place { group: "sum", count: elems, unit: Unit::Elems };
    bench(&mut g, at, "systole", &["rayon", "rayon_lanes"], || program.run(&xs).expect("systole run"));
    bench(&mut g, at, "systole_fold", &["rayon", "rayon_lanes"], || folded.run(&xs).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || xs.as_slice().par_iter().sum::<f32>());
    // the same with 16 accumulators per piece, which vectorises
    bench(&mut g, at, "rayon_lanes", &[], || sum_lanes(xs.as_slice()));
    g.finish();
}

/// Sequential inclusive scan.
fn scan_seq(xs: &[f32], out: &mut [f32]) {
    let mut acc = 0.0f32;
    for (o, &x) in out.iter_mut().zip(xs) {
        acc += x;
        *o = acc;
    }
}

/// Three-phase parallel inclusive scan: sum each piece, scan the pieces' totals
/// sequentially, scan each piece from its carry-in.
fn scan_rayon(xs: &[f32], out: &mut [f32]) {
    let piece = xs.len().div_ceil(rayon::current_num_threads() * 4).max(1 << 14);
    let totals: Vec<f32> = xs.par_chunks(piece).map(sum_piece).collect();
    let mut carries = Vec::with_capacity(totals.len());
    let mut acc = 0.0f32;
    for t in totals {
        carries.push(acc);
        acc += t;
    }
    out.par_chunks_mut(piece).zip(xs.par_chunks(piece)).zip(carries).for_each(|((o, x), carry)| {
        let mut acc = carry;
        for (o, &x) in o.iter_mut().zip(x) {
            acc += x;
            *o = acc;
        }
    });
}

/// A vectorised sum of one piece (8 accumulators).
fn sum_piece(xs: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let mut it = xs.chunks_exact(8);
    for c in &mut it {
        for (a, &x) in acc.iter_mut().zip(c) {
            *a += x;
        }
    }
    acc.iter().sum::<f32>() + it.remainder().iter().sum::<f32>()
}

fn bench_scan(c: &mut Criterion, cpu: &Cpu) {
    let xs = Array::from_vec([N_REDUCE], random(N_REDUCE, 5)).expect("input");
    let program = compile(cpu, "scan", |xs: Acc<Vector<f32>>| xs.scan(|a, b| a + b));
    let mut reference = Vec::with_capacity(N_REDUCE);
    let mut acc = 0.0f64;
    for &x in xs.as_slice() {
        acc += x as f64;
        reference.push(acc);
    }
    let mut seq = vec![f32::NAN; N_REDUCE];
    scan_seq(xs.as_slice(), &mut seq);
    let mut par = vec![f32::NAN; N_REDUCE];
    scan_rayon(xs.as_slice(), &mut par);
    let got = program.run(&xs).unwrap_or_else(|e| panic!("scan: systole failed to run: {e}"));
    // prefix sums of 16 M values in f32, in different orders: a looser bound
    check("scan sequential vs f64 reference", &seq, &reference, 1e-3);
    check("scan rayon vs f64 reference", &par, &reference, 1e-3);
    check("scan systole vs f64 reference", got.as_slice(), &reference, 1e-3);
    check("scan systole vs rayon", got.as_slice(), &par, 1e-3);
    drop((got, reference));

    let elems = N_REDUCE as u64;
    let mut g = c.benchmark_group("scan");
    g.throughput(Throughput::Elements(elems));
    let at = Place { group: "scan", count: elems, unit: Unit::Elems };
    // `run` returns a new host array: the time includes allocating (and dropping) the output
    bench(&mut g, at, "systole", &["rayon", "rayon_alloc", "sequential"], || {
        program.run(&xs).expect("systole run")
    });
    bench(&mut g, at, "rayon", &[], || scan_rayon(xs.as_slice(), &mut par));
    // the same with a fresh output per run, as `run` has: the price of the allocation
    bench(&mut g, at, "rayon_alloc", &[], || {
        let mut out = vec![0.0f32; N_REDUCE];
        scan_rayon(xs.as_slice(), &mut out);
        out
    });
    bench(&mut g, at, "sequential", &[], || scan_seq(xs.as_slice(), &mut seq));
    g.finish();
}

// ----- matmul ------------------------------------------------------------------------------

/// Hand-written matrix product, i-k-j loop order, one row of the result per rayon task.
fn matmul_rayon(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
    c.par_chunks_mut(n).enumerate().for_each(|(i, crow)| {
        crow.fill(0.0);
        for (k, &aik) in a[i * n..][..n].iter().enumerate() {
            for (cij, &bkj) in crow.iter_mut().zip(&b[k * n..][..n]) {
                *cij += aik * bkj;
            }
        }
    });
}

fn bench_matmul(c: &mut Criterion, cpu: &Cpu) {
    let n = N_MM;
    let a = Array::from_vec([n, n], random(n * n, 6)).expect("input");
    let b = Array::from_vec([n, n], random(n * n, 7)).expect("input");
    let ab = (a.clone(), b.clone());
    // c[i, j] = fold (+) 0 over k of a[i, k] * b[k, j], the product as a 3D generate
    let by_generate =
        compile(cpu, "matmul (generate + fold)", |(a, b): (Acc<Matrix<f32>>, Acc<Matrix<f32>>)| {
            let [rows, inner] = a.shape();
            let [_, cols] = b.shape();
            generate([rows, cols, inner], |[i, j, k]| a.index([i, k]) * b.index([k, j]))
                .fold(0.0, |x, y| x + y)
        });
    // Accelerate's formulation: replicate a along j and b^T along i, zip_with (*), fold
    let by_replicate = compile(
        cpu,
        "matmul (replicate + zip_with + fold)",
        |(a, b): (Acc<Matrix<f32>>, Acc<Matrix<f32>>)| {
            let [rows, _] = a.shape();
            let [_, cols] = b.shape();
            let a_rep = a.replicate((All, cols, All));
            let b_rep = b.transpose().replicate((rows, All, All));
            a_rep.zip_with(&b_rep, |x, y| x * y).fold(0.0, |x, y| x + y)
        },
    );
    let mut out = vec![f32::NAN; n * n];
    matmul_rayon(a.as_slice(), b.as_slice(), &mut out, n);
    let mut reference = vec![0.0f64; n * n];
    reference.par_chunks_mut(n).enumerate().for_each(|(i, row)| {
        for k in 0..n {
            let aik = a.as_slice()[i * n + k] as f64;
            for (r, &bkj) in row.iter_mut().zip(&b.as_slice()[k * n..][..n]) {
                *r += aik * bkj as f64;
            }
        }
    });
    check("matmul rayon vs f64 reference", &out, &reference, 1e-5);
    for (what, program) in [("generate", &by_generate), ("replicate", &by_replicate)] {
        let got = program.run(&ab).unwrap_or_else(|e| panic!("matmul ({what}): systole failed to run: {e}"));
        check(&format!("matmul systole ({what}) vs f64 reference"), got.as_slice(), &reference, 1e-5);
        check(&format!("matmul systole ({what}) vs rayon"), got.as_slice(), &out, 1e-5);
    }

    let muladds = (n * n * n) as u64;
    let mut g = c.benchmark_group("matmul");
    // throughput in multiply-adds (n^3); GFLOP/s is twice the rate
    g.throughput(Throughput::Elements(muladds));
    g.sample_size(10);
    let at = Place { group: "matmul", count: muladds, unit: Unit::MulAdds };
    bench(&mut g, at, "systole_generate", &["rayon"], || by_generate.run(&ab).expect("systole run"));
    bench(&mut g, at, "systole_replicate", &["rayon"], || by_replicate.run(&ab).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || matmul_rayon(a.as_slice(), b.as_slice(), &mut out, n));
    g.finish();
}

// ----- main --------------------------------------------------------------------------------

const GROUPS: [&str; 14] = [
    "copy",
    "transfer",
    "j2d5pt",
    "gaussian",
    "box9x9",
    "sum",
    "scan",
    "matmul",
    "jacobi_64",
    "jacobi_4096",
    "spmv",
    "fold_seg",
    "filter",
    "sort",
];

/// The groups to set up (inputs, references, compilation): those criterion's filter
/// (`cargo bench --bench cpu -- FILTER`) can match. When a filter (or a part of an
/// alternation `a|b`) names no group (say `systole`), every group is set up and criterion
/// chooses.
fn wanted_groups() -> Vec<&'static str> {
    const TAKES_VALUE: [&str; 15] = [
        "--save-baseline",
        "--baseline",
        "--baseline-lenient",
        "--load-baseline",
        "--sample-size",
        "--warm-up-time",
        "--measurement-time",
        "--nresamples",
        "--noise-threshold",
        "--confidence-level",
        "--significance-level",
        "--profile-time",
        "--output-format",
        "--color",
        "--plotting-backend",
    ];
    let mut filters = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if TAKES_VALUE.contains(&arg.as_str()) {
            args.next();
        } else if !arg.starts_with('-') {
            // a regex alternation `a|b` names several
            filters.extend(arg.split('|').map(str::to_string));
        }
    }
    let names = |f: &String, g: &str| g.contains(f.as_str()) || f.starts_with(&format!("{g}/"));
    if filters.is_empty() || !filters.iter().all(|f| GROUPS.iter().any(|g| names(f, g))) {
        return GROUPS.to_vec();
    }
    GROUPS.into_iter().filter(|g| filters.iter().any(|f| names(f, g))).collect()
}

fn main() {
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    let cpu = Cpu::new().expect("the CPU backend");
    eprintln!(
        "systole CPU backend: {} threads; rayon: {} threads",
        cpu.threads(),
        rayon::current_num_threads()
    );

    for group in wanted_groups() {
        match group {
            "copy" => bench_copy(&mut c),
            "transfer" => bench_transfer(&mut c),
            "j2d5pt" => bench_j2d5pt(&mut c, &cpu),
            "gaussian" => bench_box(&mut c, &cpu, "gaussian", gaussian_weights()),
            "box9x9" => bench_box(&mut c, &cpu, "box9x9", box9x9_weights()),
            "sum" => bench_sum(&mut c, &cpu),
            "scan" => bench_scan(&mut c, &cpu),
            "matmul" => bench_matmul(&mut c, &cpu),
            "jacobi_64" | "jacobi_4096" => {
                let (_, n, tol) = loops::CASES.into_iter().find(|c| c.0 == group).expect("a case");
                loops::bench_jacobi(&mut c, &cpu, group, n, tol)
            }
            "spmv" => irregular::bench_spmv(&mut c, &cpu),
            "fold_seg" => irregular::bench_fold_seg(&mut c, &cpu),
            "filter" => irregular::bench_filter(&mut c, &cpu),
            "sort" => irregular::bench_sort(&mut c, &cpu),
            _ => unreachable!("a group without a bench"),
        }
    }

    c.final_summary();
    print_summary();
}
