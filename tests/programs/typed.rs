//! Programs over every numeric element type: [`TA`], a vector of type `T` (drawn per
//! program among the ten numeric types), built from the `i32` programs of `ast` (and back
//! into them), with the combinators that depend on the element type: folds, scans, permutes,
//! stencils (of rank 1 and 2), gathers, loops, masks of `bool`, arrays of tuples
//! (`tuples.rs`) and arrays of other types (`Cast`).
//!
//! Values are compared exactly, floats included. Element-wise operations are exact on every
//! backend (the CPU even computes the math functions with the interpreter's bits; see
//! `scalar.rs` for the GPU). Reductions, scans and permutes combine in an order of the
//! backend's choosing, so their float inputs are first made small integers ([`Ty::small`]):
//! sums of up to 300,000 of them stay below 2^24, where `f32` is exact, and `min`/`max`
//! meet no `-0` or NaN, whose outcome depends on the order. Their operators are associative
//! and commutative (`+`, `*` on integers, `min`, `max`, `^`), or any expression in small
//! programs when the backend combines in the interpreter's order
//! ([`super::Config::associative_only`]).

use proptest::collection::vec;
use proptest::prelude::*;
use systole_frontend::Vector;
use systole_frontend::prelude::*;

use super::ast::{ScanK, VA};
use super::build::{Env, large_extent, wrap};
use super::scalar::{BEx, Lit, Mode, Sty, TEx, Ty, at_type, bex, lit, lit_strategy, tex};
use super::strategy::bx;
use super::tuples::{TupK, TupOp, tup_kind, tup_op, tuple_array};
use super::vectors::bv;

/// A vector of type `T` and its (static) extent.
#[derive(Clone)]
pub struct TV<T: Elt> {
    pub a: Acc<Vector<T>>,
    pub n: usize,
}

/// A reduction's operator. Under [`Env::assoc`], `Custom` becomes `+`; on floats, `*`
/// becomes `+` and `^` becomes `max` (they would not be exact in every order).
#[derive(Clone, Debug)]
pub enum TRedOp {
    Add,
    Mul,
    Min,
    Max,
    Xor,
    /// A function of `(acc, x)`.
    Custom(TEx),
}

#[derive(Clone, Debug)]
pub struct TRed {
    pub op: TRedOp,
    pub seed: Lit,
    /// The seedless form where rows are not empty.
    pub one: bool,
}

#[derive(Clone, Copy, Debug)]
pub enum TBnd {
    Clamp,
    Mirror,
    Wrap,
    Const(Lit),
}

/// A program producing a vector of the type it is built at.
#[derive(Clone, Debug)]
pub enum TA {
    /// An `i32` program, each element cast to the type and given to the expression.
    From(Box<VA>, TEx),
    /// `generate [n]` of the index (cast); `k` chooses `n` (see `build::large_extent`).
    Gen(u8, TEx),
    Lits(Vec<Lit>),
    /// The `k`-th most recent typed binding (loop variables, `Let`).
    Ref(u8),
    Map(Box<TA>, TEx),
    /// A map of the element and the index.
    Imap(Box<TA>, TEx),
    Zip(Box<TA>, Box<TA>, TEx),
    /// A program of another type, cast to this one.
    Cast(Sty, Box<TA>),
    /// Rows of `k % 5` (`0`: one row of everything) folded.
    FoldRows(Box<TA>, u8, TRed),
    /// A map of each element and the fold of all of them.
    Total(Box<TA>, TRed, TEx),
    Scan(Box<TA>, ScanK, TRed),
    /// A stencil: of rank 1 (`k % 4 == 0`) or on rows of 2, 3 or about √n elements; the
    /// pattern's second components are the rank-1 offsets.
    Stencil(Box<TA>, u8, Vec<(i64, i64)>, TBnd, TEx),
    /// Source, defaults, target (of the index and the element), combine.
    Permute(Box<TA>, Box<TA>, TEx, TRed),
    /// A backpermute to the positions an expression computes: out of bounds in a program
    /// with faults, wrapped into range otherwise.
    Gather(Box<TA>, TEx),
    /// `iterate (k % 21) init body` (at most 3 steps in a large program).
    Iterate(u8, Box<TA>, Box<TA>),
    /// An array of tuples through an operation, and back (`tuples.rs`).
    Tuple(TupK, Box<TA>, Vec<TEx>, TupOp, TEx),
    /// A `bool` array read twice: selecting, and counted.
    Mask(Box<TA>, BEx),
    Let(Box<TA>, Box<TA>),
}

/// The typed context: the `i32` environment and the typed bindings of type `T`.
struct TCx<'a, T: Elt> {
    env: &'a Env,
    vs: Vec<TV<T>>,
}

impl<'a, T: Ty> TCx<'a, T> {
    fn with(&self, v: TV<T>) -> TCx<'a, T> {
        let mut vs = self.vs.clone();
        vs.push(v);
        TCx { env: self.env, vs }
    }
}

/// The mode scalar expressions are built in.
pub fn mode(env: &Env) -> Mode {
    Mode { raw_division: env.faults && !env.twin, math: env.math }
}

/// `ta` built at type `T`.
pub fn typed<T: Ty>(a: &TA, env: &Env) -> TV<T> {
    ta(a, &TCx { env, vs: Vec::new() })
}

/// `ta` built at the type `s`, cast to `i32`.
pub fn typed_as_i32(s: Sty, a: &TA, env: &Env) -> TV<i32> {
    at_type!(s, T => {
        let t = typed::<T>(a, env);
        TV { a: t.a.map(|v| v.cast::<i32>()), n: t.n }
    })
}

pub fn boundary_of<T: Elt>(b: TBnd, value: impl Fn(Lit) -> T) -> Boundary<T> {
    match b {
        TBnd::Clamp => Boundary::Clamp,
        TBnd::Mirror => Boundary::Mirror,
        TBnd::Wrap => Boundary::Wrap,
        TBnd::Const(l) => Boundary::Constant(value(l)),
    }
}

/// `b` with extent `n`: clamped reads, or zeros when `b` is empty.
pub fn fit<T: Ty>(b: TV<T>, n: usize) -> TV<T> {
    if b.n == n {
        return b;
    }
    let a = if b.n > 0 {
        let last = b.n as i64 - 1;
        b.a.backpermute([n], move |[i]| [i.min(last)])
    } else {
        fill([n], lit::<T>(Lit::Small(0)))
    };
    TV { a, n }
}

fn ta<T: Ty>(a: &TA, cx: &TCx<T>) -> TV<T> {
    let m = mode(cx.env);
    let env = cx.env;
    match a {
        TA::From(x, f) => {
            let x = bv(x, env);
            TV { a: x.a.map(|v| tex::<T>(f, &[v.cast::<T>()], m)), n: x.n }
        }
        TA::Gen(k, f) => {
            let n = large_extent(*k, env.large);
            TV { a: generate([n], |[i]| tex::<T>(f, &[i.cast::<T>()], m)), n }
        }
        TA::Lits(ls) => {
            let xs: Vec<T> = ls.iter().map(|&l| T::value(l)).collect();
            TV { a: use_array(&Array::from_vec([xs.len()], xs).expect("the length matches")), n: ls.len() }
        }
        TA::Ref(k) => match super::build::pick(&cx.vs, *k) {
            Some(v) => v.clone(),
            None => ta(&TA::Gen(3, TEx::Arg(0)), cx),
        },
        TA::Map(x, f) => {
            let x = ta(x, cx);
            TV { a: x.a.map(|v| tex::<T>(f, &[v], m)), n: x.n }
        }
        TA::Imap(x, f) => {
            let x = ta(x, cx);
            TV { a: x.a.imap(|[i], v| tex::<T>(f, &[v, i.cast::<T>()], m)), n: x.n }
        }
        TA::Zip(x, y, f) => {
            let (x, y) = (ta(x, cx), ta(y, cx));
            TV { a: x.a.zip_with(&y.a, |p, q| tex::<T>(f, &[p, q], m)), n: x.n.min(y.n) }
        }
        TA::Cast(s, x) => at_type!(*s, S => {
            let x = ta::<S>(x, &TCx { env, vs: Vec::new() });
            TV { a: x.a.map(|v| v.cast::<T>()), n: x.n }
        }),
        TA::FoldRows(x, k, r) => fold_rows(ta(x, cx), *k, r, env),
        TA::Total(x, r, f) => {
            let x = ta(x, cx);
            let total = reduce_all(&x, r, env);
            TV { a: x.a.map(|v| tex::<T>(f, &[v, total.the()], m)), n: x.n }
        }
        TA::Scan(x, kind, r) => scan(ta(x, cx), *kind, r, env),
        TA::Stencil(x, k, pattern, b, f) => stencil(ta(x, cx), *k, pattern, *b, f, m),
        TA::Permute(src, defaults, target, r) => permute(ta(src, cx), ta(defaults, cx), target, r, env),
        // out of bounds only of an array in memory (see `build::in_memory_v`)
        TA::Gather(x, f) => gather(ta(x, cx), f, env, matches!(**x, TA::Lits(_))),
        TA::Iterate(k, init, body) => {
            let init = ta(init, cx);
            let n = init.n;
            let steps = if env.large { k % 4 } else { k % 21 };
            let a = iterate(i64::from(steps), init.a, |x| fit(ta(body, &cx.with(TV { a: x, n })), n).a);
            TV { a, n }
        }
        TA::Tuple(kind, x, fs, op, back) => tuple_array(*kind, &ta(x, cx), fs, *op, back, m),
        TA::Mask(x, c) => {
            let x = ta(x, cx);
            let mask: Acc<Vector<bool>> = x.a.map(|v| bex::<T>(c, &[v], m));
            let trues = mask.map(|b| b.cast::<i32>()).fold(0, |p, q| p + q);
            let a = mask.zip_with(&x.a, |b, v| select(b, v, -v) + trues.the().cast::<T>());
            TV { a, n: x.n }
        }
        TA::Let(x, body) => {
            let x = ta(x, cx);
            ta(body, &cx.with(x))
        }
    }
}

/// The operator of `r` at type `T` (see [`TRedOp`]), on small values.
fn red_fn<T: Ty>(op: &TRedOp, env: &Env, a: Exp<T>, b: Exp<T>) -> Exp<T> {
    let m = mode(env);
    match op {
        // compiled backends reassociate a float combining function
        TRedOp::Custom(f) if !env.assoc && !T::FLOAT => tex::<T>(f, &[a, b], m),
        TRedOp::Add | TRedOp::Custom(_) => a + b,
        TRedOp::Mul if T::FLOAT => a + b,
        TRedOp::Mul => a * b,
        TRedOp::Min => a.min(b),
        TRedOp::Max => a.max(b),
        // `Bin::Xor` is `-` on floats, which is not associative (seed 20261445)
        TRedOp::Xor if T::FLOAT => a.max(b),
        TRedOp::Xor => T::bin(super::scalar::Bin::Xor, a, b, m),
    }
}

fn seed<T: Ty>(r: &TRed) -> Exp<T> {
    T::small(lit::<T>(r.seed))
}

fn small<T: Ty>(x: &Acc<Vector<T>>) -> Acc<Vector<T>> {
    if T::FLOAT { x.map(T::small) } else { x.clone() }
}

fn fold_rows<T: Ty>(x: TV<T>, k: u8, r: &TRed, env: &Env) -> TV<T> {
    let cols = if k % 5 == 0 { x.n.max(1) } else { usize::from(k % 5) };
    let rows = x.n / cols;
    let c = cols as i64;
    let m: Acc<Matrix<T>> = small(&x.a).backpermute([rows, cols], move |[i, j]| [i * c + j]);
    let f = |a, b| red_fn(&r.op, env, a, b);
    let a = if r.one { m.fold1(f) } else { m.fold(seed::<T>(r), f) };
    TV { a, n: rows }
}

fn reduce_all<T: Ty>(x: &TV<T>, r: &TRed, env: &Env) -> Acc<Scalar0<T>> {
    let f = |a, b| red_fn(&r.op, env, a, b);
    if r.one && x.n > 0 { small(&x.a).fold1(f) } else { small(&x.a).fold(seed::<T>(r), f) }
}

fn scan<T: Ty>(x: TV<T>, kind: ScanK, r: &TRed, env: &Env) -> TV<T> {
    let f = |a, b| red_fn(&r.op, env, a, b);
    let s = small(&x.a);
    let a = match kind {
        ScanK::Left => s.scan(f),
        ScanK::Right => s.scan_right(f),
        ScanK::LeftEx => s.scan_exclusive::<0, _>(seed::<T>(r), f).0,
        ScanK::RightEx => s.scan_exclusive_right::<0, _>(seed::<T>(r), f).0,
        ScanK::Both => {
            let (p, t): (Acc<Vector<T>>, Acc<Scalar0<T>>) = s.scan_exclusive(seed::<T>(r), f);
            p.map(|v| v - t.the())
        }
    };
    TV { a, n: x.n }
}

fn stencil<T: Ty>(x: TV<T>, k: u8, pattern: &[(i64, i64)], b: TBnd, f: &TEx, m: Mode) -> TV<T> {
    let bnd = boundary_of(b, T::value);
    let func = |vals: &[Exp<T>]| tex::<T>(f, vals, m);
    let cols = match k % 4 {
        0 => {
            return TV {
                a: x.a.stencil(&Stencil::new(pattern.iter().map(|&(_, j)| [j])), bnd, |t| func(t.values())),
                n: x.n,
            };
        }
        1 => 2,
        2 => 3,
        _ => (x.n as f64).sqrt() as usize,
    }
    .max(1);
    let rows = x.n / cols;
    let c = cols as i64;
    let grid: Acc<Matrix<T>> = x.a.backpermute([rows, cols], move |[i, j]| [i * c + j]);
    let out = grid.stencil(&Stencil::new(pattern.iter().map(|&(i, j)| [i, j])), bnd, |t| func(t.values()));
    TV { a: out.flatten(), n: rows * cols }
}

fn permute<T: Ty>(src: TV<T>, defaults: TV<T>, target: &TEx, r: &TRed, env: &Env) -> TV<T> {
    let m = mode(env);
    let n = defaults.n;
    let s = small(&src.a);
    let a = s.permute(
        |new, old| red_fn(&r.op, env, new, old),
        &small(&defaults.a),
        |[i]| {
            let t = tex::<T>(target, &[i.cast::<T>(), s.index([i])], m).cast::<i64>();
            let t = wrap(t, 2 * n + 1) - 1;
            Target::when(t.ge(0), [t])
        },
    );
    TV { a, n }
}

fn gather<T: Ty>(x: TV<T>, f: &TEx, env: &Env, in_memory: bool) -> TV<T> {
    let n = x.n;
    if n == 0 {
        return x;
    }
    let m = mode(env);
    let last = n as i64 - 1;
    let a = x.a.backpermute([n], |[i]| {
        let p = tex::<T>(f, &[i.cast::<T>()], m).cast::<i64>();
        match (env.faults && in_memory, env.twin) {
            (false, _) => [wrap(p, n)],
            (true, false) => [p],
            (true, true) => [p.clamp(0i64, last)],
        }
    });
    TV { a, n }
}

// ----- strategies ---------------------------------------------------------------------------

pub fn tbnd_strategy() -> impl Strategy<Value = TBnd> + Clone {
    prop_oneof![Just(TBnd::Clamp), Just(TBnd::Mirror), Just(TBnd::Wrap), lit_strategy().prop_map(TBnd::Const)]
}

fn tred_strategy(e: BoxedStrategy<TEx>) -> impl Strategy<Value = TRed> + Clone {
    let op = prop_oneof![
        3 => Just(TRedOp::Add),
        1 => Just(TRedOp::Mul),
        1 => Just(TRedOp::Min),
        1 => Just(TRedOp::Max),
        1 => Just(TRedOp::Xor),
        2 => e.prop_map(TRedOp::Custom),
    ];
    (op, lit_strategy(), any::<bool>()).prop_map(|(op, seed, one)| TRed { op, seed, one })
}

/// Offsets up to ±4, most within ±1.
pub fn offset() -> impl Strategy<Value = i64> + Clone {
    prop_oneof![4 => -1i64..=1, 1 => -4i64..=4]
}

/// Typed programs of `depth` levels over the `i32` programs `v`.
pub fn ta_strategy(depth: u32, v: BoxedStrategy<VA>, e: BoxedStrategy<TEx>) -> BoxedStrategy<TA> {
    let leaf = prop_oneof![
        3 => (v, e.clone()).prop_map(|(x, f)| TA::From(Box::new(x), f)),
        2 => (any::<u8>(), e.clone()).prop_map(|(k, f)| TA::Gen(k, f)),
        1 => vec(lit_strategy(), 0..=6).prop_map(TA::Lits),
        2 => (0u8..3).prop_map(TA::Ref),
    ]
    .boxed();
    let mut t = leaf.clone();
    for _ in 0..depth {
        t = ta_level(leaf.clone(), t, e.clone());
    }
    t
}

fn ta_level(leaf: BoxedStrategy<TA>, t: BoxedStrategy<TA>, e: BoxedStrategy<TEx>) -> BoxedStrategy<TA> {
    let red = tred_strategy(e.clone());
    let scan_kind = super::strategy::scan_kind();
    let pattern = vec((offset(), offset()), 0..=9);
    prop_oneof![
        4 => leaf,
        4 => (t.clone(), e.clone()).prop_map(move |(x, f)| TA::Map(bx(x), f)),
        1 => (t.clone(), e.clone()).prop_map(move |(x, f)| TA::Imap(bx(x), f)),
        2 => (t.clone(), t.clone(), e.clone()).prop_map(move |(x, y, f)| TA::Zip(bx(x), bx(y), f)),
        2 => (super::scalar::sty_strategy(), t.clone()).prop_map(move |(s, x)| TA::Cast(s, bx(x))),
        2 => (t.clone(), any::<u8>(), red.clone()).prop_map(move |(x, k, r)| TA::FoldRows(bx(x), k, r)),
        1 => (t.clone(), red.clone(), e.clone()).prop_map(move |(x, r, f)| TA::Total(bx(x), r, f)),
        2 => (t.clone(), scan_kind, red.clone()).prop_map(move |(x, k, r)| TA::Scan(bx(x), k, r)),
        3 => (t.clone(), any::<u8>(), pattern, tbnd_strategy(), e.clone())
            .prop_map(move |(x, k, p, b, f)| TA::Stencil(bx(x), k, p, b, f)),
        2 => (t.clone(), t.clone(), e.clone(), red)
            .prop_map(move |(s, d, f, r)| TA::Permute(bx(s), bx(d), f, r)),
        1 => (t.clone(), e.clone()).prop_map(move |(x, f)| TA::Gather(bx(x), f)),
        1 => (prop_oneof![3 => 0u8..4, 1 => 4u8..=20], t.clone(), t.clone())
            .prop_map(move |(k, i, b)| TA::Iterate(k, bx(i), bx(b))),
        2 => (tup_kind(), t.clone(), vec(e.clone(), 1..=4), tup_op(tbnd_strategy()), e.clone())
            .prop_map(move |(k, x, fs, op, back)| TA::Tuple(k, bx(x), fs, op, back)),
        1 => (t.clone(), super::scalar::bex_strategy(e)).prop_map(move |(x, c)| TA::Mask(bx(x), c)),
        2 => (t.clone(), t).prop_map(move |(x, b)| TA::Let(bx(x), bx(b))),
    ]
    .boxed()
}
