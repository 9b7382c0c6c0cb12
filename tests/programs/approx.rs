//! Float sums whose result depends on the order of combining, compared within a tolerance.
//!
//! Everywhere else the generator keeps floats exact: element-wise operations are the
//! interpreter's bit for bit on every backend, and the inputs of float reductions are made
//! small integers (`Ty::small`). That leaves out what users mostly do with floats, sums of
//! arbitrary values, which the guide ("Semantics") lets compiled backends combine in their
//! own grouping. An [`Approx`] is such a program: a typed program at `f32` or `f64`, made
//! finite and scaled so that its elements are not integers ([`SCALES`]), then summed by a
//! fold of rows (one long row, many short ones), a `fold_all`, one of the four scans (along
//! rows), or a permute into a few targets (contended atomics when the input is large).
//!
//! # The tolerance
//!
//! Each sum `s` of `c` terms `x_i` comes with `a`, the same sum of the `|x_i|`, and `c`
//! itself (the same sum of ones, exact: `c` is below `2^24`), computed by the same program.
//! A sum of `c` terms computed in any order, any tree of additions each rounded to nearest,
//! is within `γ(c-1)·Σ|x_i|` of the exact sum, where `γ(k) = k·u / (1 - k·u)` and `u` is the
//! unit roundoff (`2^-24` for `f32`, `2^-53` for `f64`) (Higham, *Accuracy and Stability of
//! Numerical Algorithms*, 2nd ed., §4.2). Two such computations (the interpreter's and the
//! backend's) differ by at most twice that. With `c ≤ 2^18`, `γ(c-1) ≤ 1.02·c·u`, and the
//! interpreter's `a` is at least `Σ|x_i|·(1 - c·u)`, so [`close_sums`] accepts
//!
//! ```text
//! |s_backend - s_interpreter| ≤ 2.1 · c · u · a_interpreter + c · MIN_POSITIVE
//! ```
//!
//! for `s` and for `a` alike, element by element, and requires `c` and the program's other
//! results to be equal. The last term allows a GPU flushing subnormal partial sums to zero.
//! The bound holds for every grouping (a backend's vectorised accumulators, split rows, the
//! three-phase scan, atomics), so it never fails a right answer; in practice the CPU's sums
//! differ from the interpreter's by a thousandth of it or less. It catches a wrong answer
//! of the size of one term (a term lost or counted twice, a wrong carry) where a term,
//! about `a / c`, is larger than the bound: always for `f64` (up to `c` of about `10^7`),
//! and for `f32` up to about 4,000 terms; longer `f32` sums are checked exactly elsewhere
//! (small integers). Both interpreters combine in the same order and must agree exactly.

use proptest::prelude::*;
use systole_frontend::array::Buffer;
use systole_frontend::prelude::*;
use systole_frontend::{ArraysValue, Float, Vector};

use super::ast::ScanK;
use super::build::Env;
use super::check::same;
use super::scalar::{Lit, Ty, lit};
use super::typed::{TA, typed};

/// The factors the elements are scaled by: none is a power of two, so that sums round.
pub const SCALES: [f64; 6] = [0.1, 1.0 / 3.0, 1.0e-3, 7.77, 1.0e5, -0.37];

/// Lengths of the summed input, past the few elements of most programs: vectorised loops
/// with several accumulators, and rows cut into pieces (16,384 elements a piece on the CPU).
pub const LENGTHS: [usize; 6] = [17, 100, 1000, 4099, 20_000, 40_000];

/// How an [`Approx`] sums.
#[derive(Clone, Copy, Debug)]
pub enum SumK {
    /// Rows of a length chosen by `k` (see [`columns`]) folded with `+` and seed 0.
    FoldRows(u8),
    /// All of it folded (`fold_all` of the rows, so that the row length matters too).
    FoldAll(u8),
    /// One of the scans along rows of a length chosen by `k`; `Both` gives the totals.
    Scan(ScanK, u8),
    /// A permute into a number of targets chosen by `k` (few: collisions).
    Permute(u8),
}

/// Sums of a float program (see the module documentation).
#[derive(Clone, Debug)]
pub struct Approx {
    /// `f64` rather than `f32`.
    pub double: bool,
    pub x: TA,
    /// The index of the scale in [`SCALES`].
    pub scale: u8,
    /// The number of elements: `x`'s own, or one of [`LENGTHS`] (`x` repeated).
    pub len: u8,
    pub kind: SumK,
}

/// The length of the rows of an input of `n` elements: all of it, 1 to 4, or about `√n`.
fn columns(n: usize, k: u8) -> usize {
    match k % 6 {
        0 => n,
        5 => (n as f64).sqrt() as usize,
        c => usize::from(c),
    }
    .max(1)
}

/// The sum of `z` that `kind` asks for, as a vector.
fn sum<T: Ty + Float>(z: &Acc<Vector<T>>, n: usize, kind: SumK) -> Acc<Vector<T>> {
    let zero = || lit::<T>(Lit::Small(0));
    let rows = |k: u8| -> Acc<Matrix<T>> {
        let cols = columns(n, k);
        let c = cols as i64;
        z.backpermute([n / cols, cols], move |[i, j]| [i * c + j])
    };
    let add = |p: Exp<T>, q: Exp<T>| p + q;
    match kind {
        SumK::FoldRows(k) => rows(k).fold(zero(), add),
        SumK::FoldAll(k) => rows(k).fold_all(zero(), add).reshape([1]),
        SumK::Scan(scan, k) => {
            let m = rows(k);
            match scan {
                ScanK::Left => m.scan(add).flatten(),
                ScanK::Right => m.scan_right(add).flatten(),
                ScanK::LeftEx => m.scan_exclusive::<1, _>(zero(), add).0.flatten(),
                ScanK::RightEx => m.scan_exclusive_right::<1, _>(zero(), add).0.flatten(),
                ScanK::Both => m.scan_exclusive::<1, _>(zero(), add).1,
            }
        }
        SumK::Permute(k) => {
            let targets = if k % 2 == 0 { usize::from(k % 7) + 1 } else { n / 2 + 1 };
            let t = targets as i64;
            let step = i64::from(k % 5) * 2 + 1;
            z.permute(add, &fill([targets], zero()), move |[i]| Target::to([(i * step + i64::from(k)) % t]))
        }
    }
}

/// The sums `(s, a, c)` of `a`'s elements, their absolute values and ones, at type `T`.
pub fn sums<T: Ty + Float>(a: &Approx, env: &Env) -> [Acc<Vector<T>>; 3] {
    let x = typed::<T>(&a.x, env);
    let scale = constant(SCALES[usize::from(a.scale) % SCALES.len()]).cast::<T>();
    let (bound, offset, step) =
        (constant(1.0e6f64).cast::<T>(), constant(0.013f64).cast::<T>(), constant(1.0e-3f64).cast::<T>());
    // NaN and the infinities fail the comparison: 0
    let finite = |v: Exp<T>| select(v.abs().lt(bound), v, lit::<T>(Lit::Small(0)));
    let (y, n) = match (a.len % 3, x.n) {
        (0, n) => (x.a.map(|v| finite(v) * scale + offset), n),
        (_, n0) => {
            let n = LENGTHS[usize::from(a.len) % LENGTHS.len()];
            let y = generate([n], |[i]| {
                let v = if n0 > 0 { finite(x.a.index([i % n0 as i64])) } else { lit::<T>(Lit::Small(1)) };
                v * scale + i.cast::<T>() * step + offset
            });
            (y, n)
        }
    };
    let (abs, ones) = (y.map(|v| v.abs()), y.map(|_| lit::<T>(Lit::Small(1))));
    [sum(&y, n, a.kind), sum(&abs, n, a.kind), sum(&ones, n, a.kind)]
}

/// A float array: its shape, its elements, and the unit roundoff and smallest normal of
/// its type.
struct Floats {
    shape: Vec<usize>,
    x: Vec<f64>,
    u: f64,
    tiny: f64,
}

fn floats(v: &ArraysValue) -> Option<Floats> {
    let ArraysValue::Array(a) = v else { return None };
    let shape = a.shape().to_vec();
    let (x, u, tiny) = match a.buffers() {
        [Buffer::F32(x)] => (
            x.iter().map(|&v| f64::from(v)).collect(),
            f64::from(f32::EPSILON) / 2.0,
            f64::from(f32::MIN_POSITIVE),
        ),
        [Buffer::F64(x)] => (x.to_vec(), f64::EPSILON / 2.0, f64::MIN_POSITIVE),
        _ => return None,
    };
    Some(Floats { shape, x, u, tiny })
}

/// Whether `got` is `want` within the tolerance of the module documentation: both are
/// `(r, s, a, c)`, `r` an exact result, `s`, `a` and `c` sums of the same shape.
pub fn close_sums(want: &ArraysValue, got: &ArraysValue) -> bool {
    let (ArraysValue::Tuple(w), ArraysValue::Tuple(g)) = (want, got) else { return false };
    let ([wr, ws, wa, wc], [gr, gs, ga, gc]) = (&w[..], &g[..]) else { return false };
    if !same(wr, gr) || !same(wc, gc) {
        return false;
    }
    let (Some(s), Some(a), Some(c), Some(s2), Some(a2)) =
        (floats(ws), floats(wa), floats(wc), floats(gs), floats(ga))
    else {
        return false;
    };
    let within = |want: &Floats, got: &Floats| {
        got.shape == want.shape
            && got.x.len() == want.x.len()
            && (want.x.iter().zip(&got.x).zip(&a.x).zip(&c.x))
                .all(|(((&p, &q), &a), &c)| (p - q).abs() <= 2.1 * c * want.u * a + c * want.tiny)
    };
    a.shape == s.shape && c.shape == s.shape && within(&s, &s2) && within(&a, &a2)
}

// ----- strategies ---------------------------------------------------------------------------

pub fn sum_kind() -> impl Strategy<Value = SumK> + Clone {
    prop_oneof![
        2 => any::<u8>().prop_map(SumK::FoldRows),
        1 => any::<u8>().prop_map(SumK::FoldAll),
        2 => (super::strategy::scan_kind(), any::<u8>()).prop_map(|(s, k)| SumK::Scan(s, k)),
        1 => any::<u8>().prop_map(SumK::Permute),
    ]
}

pub fn approx_strategy(x: BoxedStrategy<TA>) -> impl Strategy<Value = Approx> + Clone {
    (any::<bool>(), x, any::<u8>(), any::<u8>(), sum_kind())
        .prop_map(|(double, x, scale, len, kind)| Approx { double, x, scale, len, kind })
}
