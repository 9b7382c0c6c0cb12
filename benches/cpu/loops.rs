//! Loops on the CPU: a j2d5pt-style Jacobi (weights /49, so values settle instead of decaying;
//! f32, clamp) run to a tolerance in `awhile`, stopping when the max-norm of a step's change
//! is at most the tolerance, and the same number of steps in `iterate`; at 64² (where the
//! cost of running a step, not its arithmetic, is what is measured) and 4096².
//!
//! Each case is timed next to the same steps with the same arithmetic written by hand: a
//! plain single-thread loop (rows, the interior as zipped slices, which vectorises; the
//! change's max-norm taken row by row with 16 accumulators, which vectorises), the obvious per-element loop with clamped
//! indices (`plain_clamped`), and a rayon loop over rows. The systole result is checked
//! to be the plain loop's bit for bit (same steps, same values), outside the timed region.

use std::time::Instant;

use criterion::{Criterion, Throughput};
use rayon::prelude::*;
use systole::prelude::*;

use super::{Place, Unit, bench, compile, j2d5pt_row, random};

/// The sides of the domains, and the tolerance of each (chosen so that the loop takes a few
/// hundred steps at 64² and a few tens at 4096²; the steps are printed).
pub const CASES: [(&str, usize, f32); 2] = [("jacobi_64", 64, 2e-4), ("jacobi_4096", 4096, 5e-3)];

/// One step of the Jacobi: `(5*y-1 + 12*x-1 + 15*c + 12*x+1 + 5*y+1) / 49`, clamped.
fn step_systole(u: &Acc<Matrix<f32>>) -> Acc<Matrix<f32>> {
    u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
        (5.0 * t[[-1, 0]] + 12.0 * t[[0, -1]] + 15.0 * t[[0, 0]] + 12.0 * t[[0, 1]] + 5.0 * t[[1, 0]]) / 49.0
    })
}

/// The Jacobi to a tolerance: the state is the domain and the max-norm of the last step's
/// change (infinite at first, so at least one step runs).
fn awhile_systole(u: Acc<Matrix<f32>>, tol: f32) -> (Acc<Matrix<f32>>, Acc<Scalar0<f32>>) {
    awhile(
        (u, unit(Exp::from(f32::INFINITY))),
        move |(_, change)| change.map(move |d| d.gt(tol)),
        |(u, _)| {
            let next = step_systole(&u);
            let change = next.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
            (next, change)
        },
    )
}

/// The max-norm of a change, in 16 lanes (taken lane-wise, which vectorises, and across
/// lanes once a sweep, since a horizontal max of 16 values costs as much as a 64-cell row).
type Lanes = [f32; 16];

/// The largest of the lanes.
fn lanes_max(lanes: Lanes) -> f32 {
    lanes.into_iter().fold(0.0, f32::max)
}

/// One row of a step: `o` from the rows above (`up`), at (`c`) and below (`dn`)
/// ([`j2d5pt_row`], divided by 49); when `CHANGE`, the row's `|o - c|` maxed into `lanes`
/// while the row is in L1.
#[inline(always)]
fn row<const CHANGE: bool>(up: &[f32], c: &[f32], dn: &[f32], o: &mut [f32], lanes: &mut Lanes) {
    j2d5pt_row(up, c, dn, o, 49.0);
    if CHANGE {
        let (os, cs) = (o.chunks_exact(16), c.chunks_exact(16));
        for (k, (a, b)) in os.remainder().iter().zip(cs.remainder()).enumerate() {
            lanes[k] = lanes[k].max((a - b).abs());
        }
        for (o, c) in os.zip(cs) {
            for ((m, a), b) in lanes.iter_mut().zip(o).zip(c) {
                // `max` as a compare and select: one `maxps` (no NaNs here)
                let d = (a - b).abs();
                if d > *m {
                    *m = d;
                }
            }
        }
    }
}

/// The rows above, at and below row `y` of `u` (clamped).
fn rows(u: &[f32], n: usize, y: usize) -> (&[f32], &[f32], &[f32]) {
    let at = |y: usize| &u[y * n..][..n];
    (at(y.saturating_sub(1)), at(y), at((y + 1).min(n - 1)))
}

/// One step on one thread, `u` into `out`; returns the max-norm of the change when
/// `CHANGE` (else 0).
fn step_plain<const CHANGE: bool>(u: &[f32], out: &mut [f32], n: usize) -> f32 {
    let mut lanes = [0.0f32; 16];
    for (y, o) in out.chunks_mut(n).enumerate() {
        let (up, c, dn) = rows(u, n, y);
        row::<CHANGE>(up, c, dn, o, &mut lanes);
    }
    lanes_max(lanes)
}

/// The same step written the obvious way: every cell reads its neighbours through clamped
/// indices.
fn step_clamped(u: &[f32], out: &mut [f32], n: usize) -> f32 {
    let at = |y: usize, dy: i64, x: usize, dx: i64| {
        let yy = (y as i64 + dy).clamp(0, n as i64 - 1) as usize;
        let xx = (x as i64 + dx).clamp(0, n as i64 - 1) as usize;
        u[yy * n + xx]
    };
    let mut change = 0.0f32;
    for y in 0..n {
        for x in 0..n {
            let v = (5.0 * at(y, -1, x, 0)
                + 12.0 * at(y, 0, x, -1)
                + 15.0 * at(y, 0, x, 0)
                + 12.0 * at(y, 0, x, 1)
                + 5.0 * at(y, 1, x, 0))
                / 49.0;
            out[y * n + x] = v;
            change = change.max((v - u[y * n + x]).abs());
        }
    }
    change
}

/// One step on rayon's threads, a row a task.
fn step_rayon<const CHANGE: bool>(u: &[f32], out: &mut [f32], n: usize) -> f32 {
    out.par_chunks_mut(n)
        .enumerate()
        .fold(
            || [0.0f32; 16],
            |mut lanes, (y, o)| {
                let (up, c, dn) = rows(u, n, y);
                row::<CHANGE>(up, c, dn, o, &mut lanes);
                lanes
            },
        )
        .map(lanes_max)
        .reduce(|| 0.0, f32::max)
}

type Step = fn(&[f32], &mut [f32], usize) -> f32;

/// Steps from `input` until the change is at most `tol` (at least one step), between `a` and
/// `b`; the result is left in `a`. Returns the steps taken and the last change.
fn until(step: Step, input: &[f32], a: &mut Vec<f32>, b: &mut Vec<f32>, n: usize, tol: f32) -> (usize, f32) {
    let mut change = step(input, a, n);
    let mut steps = 1;
    while change > tol {
        change = step(a, b, n);
        std::mem::swap(a, b);
        steps += 1;
    }
    (steps, change)
}

/// `steps` steps from `input` (at least one), between `a` and `b`; the result is left in `a`.
fn times(step: Step, input: &[f32], a: &mut Vec<f32>, b: &mut Vec<f32>, n: usize, steps: usize) {
    step(input, a, n);
    for _ in 1..steps {
        step(a, b, n);
        std::mem::swap(a, b);
    }
}

/// Panics unless `got` is `want` bit for bit.
fn check_exact(what: &str, got: &[f32], want: &[f32]) {
    let differ = got.iter().zip(want).filter(|(a, b)| a.to_bits() != b.to_bits()).count();
    eprintln!("check: {what}: {differ} of {} values differ", want.len());
    assert!(got.len() == want.len() && differ == 0, "{what}: WRONG RESULT, {differ} values differ");
}

/// Benchmarks the Jacobi of side `n` to tolerance `tol`, in `awhile` and in `iterate`.
pub fn bench_jacobi(c: &mut Criterion, cpu: &Cpu, group: &'static str, n: usize, tol: f32) {
    let input = Array::from_vec([n, n], random(n * n, 8)).expect("input");
    let (mut a, mut b) = (vec![f32::NAN; n * n], vec![f32::NAN; n * n]);
    let t0 = Instant::now();
    let (steps, change) = until(step_plain::<true>, input.as_slice(), &mut a, &mut b, n, tol);
    let took = t0.elapsed().as_secs_f64();
    eprintln!(
        "{group}: {steps} steps to a change of {change:.3e} <= {tol:.0e} ({:.2} us a step, plain loop)",
        took / steps as f64 * 1e6
    );
    let want = a.clone();
    let to_tol = compile(cpu, &format!("{group} awhile"), move |u: Acc<Matrix<f32>>| awhile_systole(u, tol));
    let fixed = compile(cpu, &format!("{group} iterate"), move |u: Acc<Matrix<f32>>| {
        iterate(steps as i64, u, |u| step_systole(&u))
    });
    let (got, got_change) =
        to_tol.run(&input).unwrap_or_else(|e| panic!("{group} awhile: systole failed: {e}"));
    check_exact(&format!("{group} awhile systole vs plain"), got.as_slice(), &want);
    assert_eq!(got_change.value().to_bits(), change.to_bits(), "{group}: the last change differs");
    let got = fixed.run(&input).unwrap_or_else(|e| panic!("{group} iterate: systole failed: {e}"));
    check_exact(&format!("{group} iterate systole vs plain"), got.as_slice(), &want);
    let (x, ab) = (input.as_slice(), (&mut a, &mut b));
    for (what, step) in [("plain_clamped", step_clamped as Step), ("rayon", step_rayon::<true>)] {
        assert_eq!(until(step, x, ab.0, ab.1, n, tol), (steps, change), "{what}: steps");
        check_exact(&format!("{group} awhile {what} vs plain"), ab.0, &want);
    }
    for (what, step) in [("plain", step_plain::<false> as Step), ("rayon", step_rayon::<false>)] {
        times(step, x, ab.0, ab.1, n, steps);
        check_exact(&format!("{group} iterate {what} vs plain"), ab.0, &want);
    }
    drop(got);

    let cells = (n * n) as u64;
    let count = cells * steps as u64;
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(count));
    if n > 1024 {
        g.sample_size(10);
    }
    let at = Place { group, count, unit: Unit::Sweeps(cells) };
    const VS_AWHILE: &[&str] = &["awhile_plain", "awhile_rayon"];
    const VS_ITERATE: &[&str] = &["iterate_plain", "iterate_rayon"];
    bench(&mut g, at, "awhile_systole", VS_AWHILE, || to_tol.run(&input).expect("systole run"));
    bench(&mut g, at, "awhile_plain", &[], || until(step_plain::<true>, x, ab.0, ab.1, n, tol));
    bench(&mut g, at, "awhile_plain_clamped", &[], || until(step_clamped, x, ab.0, ab.1, n, tol));
    bench(&mut g, at, "awhile_rayon", &[], || until(step_rayon::<true>, x, ab.0, ab.1, n, tol));
    bench(&mut g, at, "iterate_systole", VS_ITERATE, || fixed.run(&input).expect("systole run"));
    bench(&mut g, at, "iterate_plain", &[], || times(step_plain::<false>, x, ab.0, ab.1, n, steps));
    bench(&mut g, at, "iterate_rayon", &[], || times(step_rayon::<false>, x, ab.0, ab.1, n, steps));
    g.finish();
}
