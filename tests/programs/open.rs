//! Open programs: functions of three arrays (an `i32` vector, an `i32` matrix, an `f64`
//! vector) whose shapes are unknown when they are compiled, compiled once and run on three
//! sets of inputs of different shapes, empty and large ones included (Accelerate's `runN`,
//! `Backend::compile` in the facade).
//!
//! Every operation is shape-polymorphic: indices are wrapped into the array's extent read
//! at run time (`size()`, `shape()`), reads of arrays that may be empty sit under a
//! `select`, shapes are computed from other arrays' shapes. The scalar functions are
//! `scalar.rs`'s typed expressions (every operation, casts through every type). Programs with
//! faults divide as written and gather out of bounds, and are compared with their defined
//! form as closed programs are; `fold1` of rows that an input makes empty is a size error on
//! every backend.

use proptest::collection::vec;
use proptest::prelude::*;
use systole_frontend::prelude::*;
use systole_frontend::{ArraysValue, Vector, trace_fn};

use super::ast::{Bnd, ScanK};
use super::build::{boundary, large_extent, pick, pseudo};
use super::check::{Case, Compiled, Tally, check_case, run_cases};
use super::scalar::{Mode, TEx, tex, tex_strategy};
use super::strategy::{bnd_strategy, bx, pattern1, pattern2, scan_kind};
use super::{Config, M, V};

/// The `f64` parameter.
type F = Acc<Vector<f64>>;

/// A reduction of an open program: `+`, `max` or `min` (inputs may be large).
#[derive(Clone, Copy, Debug)]
pub enum ORed {
    Add,
    Max,
    Min,
}

/// A rank-1 `i32` program of an extent known only at run time.
#[derive(Clone, Debug)]
pub enum OA {
    /// The vector parameter.
    P,
    /// The `f64` parameter through an expression at `f64`, cast.
    Pf(TEx),
    Use(Vec<i32>),
    /// The `k`-th most recent binding.
    Ref(u8),
    Map(Box<OA>, TEx),
    /// A map of the element and the index.
    Imap(Box<OA>, TEx),
    Zip(Box<OA>, Box<OA>, TEx),
    Rev(Box<OA>),
    Scan(Box<OA>, ScanK, ORed),
    Stencil(Box<OA>, Vec<i64>, Bnd, TEx),
    /// A rotation by `k` of the extent read at run time.
    Rotate(Box<OA>, u8),
    /// A backpermute to positions an expression computes: wrapped into the extent, or as
    /// they are in a program with faults.
    Gather(Box<OA>, TEx),
    /// Rows folded, with a seed or without (a size error for an input with empty rows).
    FoldRows(Box<OM>, ORed, bool),
    Flat(Box<OM>),
    /// Source, defaults, target, combine.
    Permute(Box<OA>, Box<OA>, TEx, ORed),
    /// `iterate (k % 6) init body`; the body may change the extent.
    Iterate(u8, Box<OA>, Box<OA>),
    /// `acond (sum x > t) a b`, branches of different extents.
    Acond(Box<OA>, i32, Box<OA>, Box<OA>),
    Let(Box<OA>, Box<OA>),
}

/// A rank-2 `i32` program of a shape known only at run time.
#[derive(Clone, Debug)]
pub enum OM {
    P,
    Map(Box<OM>, TEx),
    Zip(Box<OM>, Box<OM>, TEx),
    Transpose(Box<OM>),
    Scan(Box<OM>, ScanK, ORed),
    Stencil(Box<OM>, Vec<(i64, i64)>, Bnd, TEx),
    /// `k % 4` copies of a vector as rows.
    Rep(Box<OA>, u8),
    /// `generate [size x, size y]` reading both.
    Outer(Box<OA>, Box<OA>, TEx),
    /// A reshape to `[cols, rows]`.
    ReshapeT(Box<OM>),
}

/// The inputs of one run: the extent and seed of the vector, the shape and seed of the
/// matrix, the extent and seed of the `f64` vector.
#[derive(Clone, Debug)]
pub struct Inputs {
    pub v: (usize, u64),
    pub m: (usize, usize, u64),
    pub f: (usize, u64),
}

#[derive(Clone, Debug)]
pub struct OpenProg {
    pub faults: bool,
    pub out: (OA, OM),
    pub runs: Vec<Inputs>,
}

/// The parameters, the bindings in scope, how the program is built.
struct OCx {
    v: V,
    m: M,
    f: F,
    vs: Vec<V>,
    faults: bool,
    twin: bool,
    mode: Mode,
}

impl OCx {
    fn with(&self, x: V) -> OCx {
        let mut vs = self.vs.clone();
        vs.push(x);
        OCx { v: self.v.clone(), m: self.m.clone(), f: self.f.clone(), vs, ..*self }
    }
}

fn red(op: ORed) -> fn(Exp<i32>, Exp<i32>) -> Exp<i32> {
    match op {
        ORed::Add => |a, b| a + b,
        ORed::Max => |a, b| a.max(b),
        ORed::Min => |a, b| a.min(b),
    }
}

fn seed(op: ORed) -> i32 {
    match op {
        ORed::Add => 0,
        ORed::Max => i32::MIN,
        ORed::Min => i32::MAX,
    }
}

/// `p` wrapped into `0..n` for an extent `n` read at run time (0 when `n` is 0).
fn wrap_dyn(p: Exp<i64>, n: Exp<i64>) -> Exp<i64> {
    let n = n.max(1i64);
    ((p % n) + n) % n
}

fn oa(a: &OA, cx: &OCx) -> V {
    let m = cx.mode;
    let f = |e: &TEx, args: &[Exp<i32>]| tex::<i32>(e, args, m);
    match a {
        OA::P => cx.v.clone(),
        OA::Pf(e) => cx.f.map(|x| tex::<f64>(e, &[x], m).cast::<i32>()),
        OA::Use(xs) => super::vector(xs),
        OA::Ref(k) => pick(&cx.vs, *k).cloned().unwrap_or_else(|| cx.v.clone()),
        OA::Map(x, e) => oa(x, cx).map(|v| f(e, &[v])),
        OA::Imap(x, e) => oa(x, cx).imap(|[i], v| f(e, &[v, i.cast::<i32>()])),
        OA::Zip(x, y, e) => oa(x, cx).zip_with(&oa(y, cx), |p, q| f(e, &[p, q])),
        OA::Rev(x) => oa(x, cx).reverse(),
        OA::Scan(x, kind, op) => scan(oa(x, cx), *kind, *op),
        OA::Stencil(x, p, b, e) => {
            oa(x, cx).stencil(&Stencil::new(p.iter().map(|&o| [o])), boundary(*b), |t| f(e, t.values()))
        }
        OA::Rotate(x, k) => {
            let x = oa(x, cx);
            x.backpermute(x.shape(), |[i]| [wrap_dyn(i + i64::from(*k), x.size())])
        }
        // out of bounds only of an array in memory (see `build::in_memory_v`)
        OA::Gather(x, e) => gather(oa(x, cx), e, cx, matches!(**x, OA::P | OA::Use(_))),
        OA::FoldRows(x, op, one) => {
            let x = om(x, cx);
            if *one { x.fold1(red(*op)) } else { x.fold(seed(*op), red(*op)) }
        }
        OA::Flat(x) => om(x, cx).flatten(),
        OA::Permute(src, defaults, target, op) => {
            let (s, d) = (oa(src, cx), oa(defaults, cx));
            let n = d.size();
            s.permute(red(*op), &d, |[i]| {
                let t = wrap_dyn(f(target, &[i.cast::<i32>(), s.index([i])]).cast::<i64>(), n * 2 + 1) - 1;
                Target::when(t.ge(0), [t])
            })
        }
        OA::Iterate(k, init, body) => iterate(i64::from(k % 6), oa(init, cx), |x| oa(body, &cx.with(x))),
        OA::Acond(x, t, a, b) => {
            let total = oa(x, cx).fold(0, |p, q| p + q);
            acond(total.the().gt(*t), oa(a, cx), oa(b, cx))
        }
        OA::Let(x, body) => oa(body, &cx.with(oa(x, cx))),
    }
}

fn scan(x: V, kind: ScanK, op: ORed) -> V {
    let f = red(op);
    match kind {
        ScanK::Left => x.scan(f),
        ScanK::Right => x.scan_right(f),
        ScanK::LeftEx => x.scan_exclusive::<0, _>(seed(op), f).0,
        ScanK::RightEx => x.scan_exclusive_right::<0, _>(seed(op), f).0,
        ScanK::Both => {
            let (p, t) = x.scan_exclusive::<0, _>(seed(op), f);
            p.map(move |v| v ^ t.the())
        }
    }
}

fn gather(x: V, e: &TEx, cx: &OCx, in_memory: bool) -> V {
    x.backpermute(x.shape(), |[i]| {
        let p = tex::<i32>(e, &[i.cast::<i32>()], cx.mode).cast::<i64>();
        match (cx.faults && in_memory, cx.twin) {
            (false, _) => [wrap_dyn(p, x.size())],
            (true, false) => [p],
            (true, true) => [p.clamp(0i64, x.size() - 1)],
        }
    })
}

fn om(a: &OM, cx: &OCx) -> M {
    let m = cx.mode;
    let f = |e: &TEx, args: &[Exp<i32>]| tex::<i32>(e, args, m);
    match a {
        OM::P => cx.m.clone(),
        OM::Map(x, e) => om(x, cx).map(|v| f(e, &[v])),
        OM::Zip(x, y, e) => om(x, cx).zip_with(&om(y, cx), |p, q| f(e, &[p, q])),
        OM::Transpose(x) => om(x, cx).transpose(),
        OM::Scan(x, kind, op) => {
            let (x, g) = (om(x, cx), red(*op));
            match kind {
                ScanK::Left | ScanK::Both => x.scan(g),
                ScanK::Right => x.scan_right(g),
                ScanK::LeftEx => x.scan_exclusive::<1, _>(seed(*op), g).0,
                ScanK::RightEx => x.scan_exclusive_right::<1, _>(seed(*op), g).0,
            }
        }
        OM::Stencil(x, p, b, e) => {
            om(x, cx)
                .stencil(&Stencil::new(p.iter().map(|&(i, j)| [i, j])), boundary(*b), |t| f(e, t.values()))
        }
        OM::Rep(x, k) => oa(x, cx).replicate((i64::from(k % 4), All)),
        OM::Outer(x, y, e) => {
            let (x, y) = (oa(x, cx), oa(y, cx));
            generate([x.size().min(64i64), y.size().min(64i64)], |[i, j]| f(e, &[x.index([i]), y.index([j])]))
        }
        OM::ReshapeT(x) => {
            let x = om(x, cx);
            let [r, c] = x.shape();
            x.reshape([c, r])
        }
    }
}

/// Traces the program as a function of its three parameters, or its defined form.
fn build_open(
    p: &OpenProg,
    cfg: Config,
    twin: bool,
) -> Result<systole_frontend::ir::Program, systole_frontend::Error> {
    trace_fn(|(v, m, f): (V, M, F)| {
        let mode = Mode { raw_division: p.faults && !twin, math: cfg.math };
        let cx = OCx { v, m, f, vs: Vec::new(), faults: p.faults, twin, mode };
        (oa(&p.out.0, &cx), om(&p.out.1, &cx))
    })
}

/// Pseudo-random `f64`s: small halves mostly, the float edges now and then.
fn pseudo_f64(n: usize, seed: u64) -> Vec<f64> {
    let edges = [f64::NAN, f64::INFINITY, -0.0, 1e300, f64::MIN_POSITIVE, -2.5];
    pseudo(n, seed)
        .into_iter()
        .enumerate()
        .map(|(k, x)| if x > 8 { edges[k % edges.len()] } else { f64::from(x) * 0.5 })
        .collect()
}

fn inputs(i: &Inputs) -> Vec<ArraysValue> {
    let (vn, vs) = i.v;
    let (r, c, ms) = i.m;
    let (fn_, fs) = i.f;
    let v = Array::from_vec([vn], pseudo(vn, vs)).expect("the length matches");
    let m = Array::from_vec([r, c], pseudo(r * c, ms)).expect("the length matches");
    let f = Array::from_vec([fn_], pseudo_f64(fn_, fs)).expect("the length matches");
    vec![(v, m, f).to_arrays_value()]
}

/// Runs the property over `cases` open programs, on `compiled` too if given: each program is
/// fused (and prepared) once and run on three sets of inputs.
pub fn open_property(cfg: Config, cases: u32, compiled: Option<&Compiled<'_>>) {
    let tally = Tally::default();
    run_cases(cases, &open_strategy(), |p| {
        let program = build_open(p, cfg, false).map_err(|e| format!("the program does not trace: {e}"))?;
        let defined =
            if p.faults { build_open(p, cfg, true).map_err(|e| e.to_string())? } else { program.clone() };
        let runs: Vec<Vec<ArraysValue>> = p.runs.iter().map(inputs).collect();
        let outcome = check_case(
            &Case { program: &program, defined: &defined, runs: &runs, tolerant: false },
            compiled,
        )?;
        tally.add(outcome);
        Ok(())
    });
    tally.report("open programs");
}

// ----- strategies ---------------------------------------------------------------------------

fn ored() -> impl Strategy<Value = ORed> + Clone {
    prop_oneof![Just(ORed::Add), Just(ORed::Max), Just(ORed::Min)]
}

/// An extent: 0 to 7 mostly, large (the parallel paths) in one run in 12.
fn run_extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![11 => 0usize..=7, 1 => any::<u8>().prop_map(|k| large_extent(k, true))]
}

fn inputs_strategy() -> impl Strategy<Value = Inputs> {
    let side = prop_oneof![6 => 0usize..=5, 1 => Just(300usize)];
    (run_extent(), any::<u64>(), side.clone(), side, any::<u64>(), run_extent(), any::<u64>())
        .prop_map(|(vn, vs, r, c, ms, fn_, fs)| Inputs { v: (vn, vs), m: (r, c, ms), f: (fn_, fs) })
}

fn oa_strategy(e: BoxedStrategy<TEx>) -> BoxedStrategy<OA> {
    let leaf = prop_oneof![
        4 => Just(OA::P),
        2 => e.clone().prop_map(OA::Pf),
        1 => vec(-8i32..8, 0..=6).prop_map(OA::Use),
        2 => (0u8..2).prop_map(OA::Ref),
    ];
    leaf.prop_recursive(4, 24, 3, move |a| {
        let m = om_strategy(a.clone(), e.clone());
        prop_oneof![
            4 => (a.clone(), e.clone()).prop_map(move |(x, f)| OA::Map(bx(x), f)),
            1 => (a.clone(), e.clone()).prop_map(move |(x, f)| OA::Imap(bx(x), f)),
            3 => (a.clone(), a.clone(), e.clone()).prop_map(move |(x, y, f)| OA::Zip(bx(x), bx(y), f)),
            1 => a.clone().prop_map(move |x| OA::Rev(bx(x))),
            2 => (a.clone(), scan_kind(), ored()).prop_map(move |(x, k, r)| OA::Scan(bx(x), k, r)),
            2 => (a.clone(), pattern1(), bnd_strategy(), e.clone())
                .prop_map(move |(x, p, b, f)| OA::Stencil(bx(x), p, b, f)),
            1 => (a.clone(), any::<u8>()).prop_map(move |(x, k)| OA::Rotate(bx(x), k)),
            1 => (a.clone(), e.clone()).prop_map(move |(x, f)| OA::Gather(bx(x), f)),
            2 => (m.clone(), ored(), prop::bool::weighted(0.2)).prop_map(move |(x, r, o)| OA::FoldRows(bx(x), r, o)),
            1 => m.prop_map(move |x| OA::Flat(bx(x))),
            2 => (a.clone(), a.clone(), e.clone(), ored())
                .prop_map(move |(s, d, f, r)| OA::Permute(bx(s), bx(d), f, r)),
            1 => (any::<u8>(), a.clone(), a.clone()).prop_map(move |(k, i, b)| OA::Iterate(k, bx(i), bx(b))),
            1 => (a.clone(), -8i32..8, a.clone(), a.clone())
                .prop_map(move |(x, t, p, q)| OA::Acond(bx(x), t, bx(p), bx(q))),
            2 => (a.clone(), a).prop_map(move |(x, b)| OA::Let(bx(x), bx(b))),
        ]
    })
    .boxed()
}

fn om_strategy(a: BoxedStrategy<OA>, e: BoxedStrategy<TEx>) -> BoxedStrategy<OM> {
    let leaf = prop_oneof![
        3 => Just(OM::P),
        1 => (a.clone(), any::<u8>()).prop_map(move |(x, k)| OM::Rep(bx(x), k)),
        1 => (a.clone(), a, e.clone()).prop_map(move |(x, y, f)| OM::Outer(bx(x), bx(y), f)),
    ];
    leaf.prop_recursive(2, 6, 2, move |m| {
        prop_oneof![
            3 => (m.clone(), e.clone()).prop_map(move |(x, f)| OM::Map(bx(x), f)),
            2 => (m.clone(), m.clone(), e.clone()).prop_map(move |(x, y, f)| OM::Zip(bx(x), bx(y), f)),
            1 => m.clone().prop_map(move |x| OM::Transpose(bx(x))),
            2 => (m.clone(), scan_kind(), ored()).prop_map(move |(x, k, r)| OM::Scan(bx(x), k, r)),
            2 => (m.clone(), pattern2(), bnd_strategy(), e.clone())
                .prop_map(move |(x, p, b, f)| OM::Stencil(bx(x), p, b, f)),
            1 => m.prop_map(move |x| OM::ReshapeT(bx(x))),
        ]
    })
    .boxed()
}

pub fn open_strategy() -> impl Strategy<Value = OpenProg> {
    let e = tex_strategy();
    let a = oa_strategy(e.clone());
    let m = om_strategy(a.clone(), e);
    (prop::bool::weighted(0.25), a, m, vec(inputs_strategy(), 3)).prop_map(|(faults, x, y, runs)| OpenProg {
        faults,
        out: (x, y),
        runs,
    })
}
