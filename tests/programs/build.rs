//! Building a drawn program with the real combinators, and tracing it.

use super::approx;
use super::ast::*;
use super::matrices::bm;
use super::scalar;
use super::typed::{self, mode};
use super::vectors::bv;
use super::*;

#[derive(Clone)]
pub struct BV {
    pub a: V,
    pub n: usize,
}

#[derive(Clone)]
pub struct BM {
    pub a: M,
    pub r: usize,
    pub c: usize,
}

/// The arrays in scope, with their (static) shapes; the most recent binding is last; and how
/// the program is built.
#[derive(Clone, Default)]
pub struct Env {
    pub vs: Vec<BV>,
    pub ms: Vec<BM>,
    pub ss: Vec<S>,
    /// The bindings of `vs` and `ms` that are arrays in memory (see [`in_memory_v`]): what
    /// reads out of bounds read.
    pub mem_vs: Vec<BV>,
    pub mem_ms: Vec<BM>,
    /// Whether the program has faults: [`VA::Fail`], [`Ex::ReadRaw`] and typed gathers read
    /// out of bounds, and integer divisions are as written.
    pub faults: bool,
    /// Whether this is the program's defined form: its faults written out as what compiled
    /// backends promise (a division by zero gives 0, a read out of bounds reads the nearest
    /// element, a read of an empty array gives 0), so that the interpreter computes what a
    /// compiled backend must compute for the program. Size errors stay as they are.
    pub twin: bool,
    /// Whether `Big` leaves are large, and loops short.
    pub large: bool,
    /// Whether reductions and permutes use only operators whose result does not depend on
    /// the order of combining (see [`Config::associative_only`]): always in large programs.
    pub assoc: bool,
    /// Whether math functions are used (see [`Config::math`]).
    pub math: bool,
}

pub fn pick<T>(xs: &[T], k: u8) -> Option<&T> {
    (!xs.is_empty()).then(|| &xs[xs.len() - 1 - k as usize % xs.len()])
}

/// The scalar context of a function: its parameters, its index, the arrays in scope.
pub struct Cx<'a> {
    vars: Vec<Exp<i32>>,
    ix: Vec<Exp<i64>>,
    env: &'a Env,
}

impl<'a> Cx<'a> {
    pub fn new(env: &'a Env, vars: Vec<Exp<i32>>, ix: Vec<Exp<i64>>) -> Self {
        Cx { vars, ix, env }
    }
}

/// `p` wrapped into `0..n` (`n > 0`).
pub fn wrap(p: Exp<i64>, n: usize) -> Exp<i64> {
    let n = n as i64;
    ((p % n) + n) % n
}

pub fn ex(e: &Ex, cx: &Cx) -> Exp<i32> {
    let var = |k: u8| -> Exp<i32> {
        if !cx.vars.is_empty() {
            cx.vars[k as usize % cx.vars.len()]
        } else if !cx.ix.is_empty() {
            cx.ix[k as usize % cx.ix.len()].cast::<i32>()
        } else {
            Exp::from(i32::from(k) + 1)
        }
    };
    match e {
        Ex::Var(k) => var(*k),
        Ex::Ix(k) if !cx.ix.is_empty() => cx.ix[*k as usize % cx.ix.len()].cast::<i32>(),
        Ex::Ix(k) => var(*k),
        Ex::Lit(c) => Exp::from(*c),
        Ex::Bin(op, a, b) => {
            let (a, b) = (ex(a, cx), ex(b, cx));
            match op {
                BinK::Add => a + b,
                BinK::Sub => a - b,
                BinK::Mul => a * b,
                BinK::Min => a.min(b),
                BinK::Max => a.max(b),
                BinK::Xor => a ^ b,
            }
        }
        Ex::Neg(a) => -ex(a, cx),
        Ex::Sel(c, parts) => {
            let [a, b, t, f] = &**parts;
            select(scalar::compare(*c, ex(a, cx), ex(b, cx)), ex(t, cx), ex(f, cx))
        }
        Ex::Heavy(a, n) => {
            let mut x = ex(a, cx);
            for k in 0..*n {
                x = (x * 3 + (i32::from(k) + 1)).max(x - 7);
            }
            x
        }
        Ex::Read(r, p) => read(cx, *r, ex(p, cx)),
        Ex::ReadRaw(r, p) if cx.env.faults => read_raw(cx, *r, ex(p, cx)),
        Ex::ReadRaw(r, p) => read(cx, *r, ex(p, cx)),
        Ex::Via(s, e) => {
            let args: Vec<Exp<i32>> =
                cx.vars.iter().copied().chain(cx.ix.iter().map(|i| i.cast::<i32>())).collect();
            scalar::via::<i32>(*s, e, &args, mode(cx.env))
        }
        Ex::Loop(init, body) => {
            let init = ex(init, cx);
            while_loop(
                init,
                3,
                |s| s.lt(1000),
                |s| {
                    let vars = std::iter::once(s).chain(cx.vars.iter().copied()).collect();
                    ex(body, &Cx::new(cx.env, vars, cx.ix.clone()))
                },
            )
        }
        Ex::Rem(a, c) => ex(a, cx) % (*c).max(1),
        Ex::Len(r) => {
            let env = cx.env;
            match *r {
                ArrRef::V(k) => pick(&env.vs, k).map(|b| b.a.size()),
                ArrRef::M(k) => pick(&env.ms, k).map(|b| b.a.shape()[k as usize % 2] * 10 + b.a.size()),
                ArrRef::S(k) => pick(&env.ss, k).map(|s| s.size() + 100),
            }
            .map_or(Exp::from(-1), |n| n.cast::<i32>())
        }
    }
}

/// An element of an environment array at position `p` (wrapped into range); `p` itself when
/// there is no non-empty array to read.
pub fn read(cx: &Cx, r: ArrRef, p: Exp<i32>) -> Exp<i32> {
    let env = cx.env;
    let v = |k: u8| pick(&env.vs, k).filter(|v| v.n > 0);
    let m = |k: u8| pick(&env.ms, k).filter(|m| m.r * m.c > 0);
    let s = |k: u8| pick(&env.ss, k);
    let read_v = |b: &BV| b.a.index([wrap(p.cast::<i64>(), b.n)]);
    let read_m = |b: &BM, k: u8| {
        let lin = wrap(p.cast::<i64>(), b.r * b.c);
        if k % 2 == 0 { b.a.linear_index(lin) } else { b.a.index([lin / b.c as i64, lin % b.c as i64]) }
    };
    match r {
        ArrRef::V(k) => v(k).map(read_v).or_else(|| m(k).map(|b| read_m(b, k))),
        ArrRef::M(k) => m(k).map(|b| read_m(b, k)).or_else(|| v(k).map(read_v)),
        ArrRef::S(k) => s(k).map(|a| a.the() ^ p),
    }
    .unwrap_or(p)
}

/// An element of an environment array at position `p` as it is, in a program with faults: an
/// error on the interpreter when out of bounds or when the array is empty; in the program's
/// defined form, the nearest element, or 0.
fn read_raw(cx: &Cx, r: ArrRef, p: Exp<i32>) -> Exp<i32> {
    let (env, p64) = (cx.env, p.cast::<i64>());
    let clamp = |i: Exp<i64>, n: usize| if env.twin { i.clamp(0i64, n as i64 - 1) } else { i };
    let read_v = |b: &BV| if env.twin && b.n == 0 { Exp::from(0) } else { b.a.index([clamp(p64, b.n)]) };
    let read_m = |b: &BM, k: u8| {
        let c = b.c.max(1) as i64;
        match (k % 2, env.twin && b.r * b.c == 0) {
            (_, true) => Exp::from(0),
            (0, false) => b.a.linear_index(clamp(p64, b.r * b.c)),
            _ => b.a.index([clamp(p64 / c, b.r), clamp(p64 % c, b.c)]),
        }
    };
    match r {
        ArrRef::V(k) => {
            pick(&env.mem_vs, k).map(read_v).or_else(|| pick(&env.mem_ms, k).map(|b| read_m(b, k)))
        }
        ArrRef::M(k) => {
            pick(&env.mem_ms, k).map(|b| read_m(b, k)).or_else(|| pick(&env.mem_vs, k).map(read_v))
        }
        ArrRef::S(k) => pick(&env.ss, k).map(|a| a.the() ^ p),
    }
    .unwrap_or_else(|| read(cx, r, p))
}

/// Whether a program's array is in memory whatever fusion does: a `use`, or the result of a
/// fold, a scan or a permute. Reads out of bounds read only such arrays: a read out of
/// bounds of a delayed producer computes the producer's function out of its range instead
/// of reading the nearest element (`regression_read_out_of_bounds_of_a_fused_producer`).
pub fn in_memory_v(a: &VA) -> bool {
    matches!(
        a,
        VA::Use(_)
            | VA::Big(..)
            | VA::FoldRows(..)
            | VA::Totals(..)
            | VA::Permute(..)
            | VA::Scan(_, ScanK::Left | ScanK::Right | ScanK::LeftEx | ScanK::RightEx, _)
    )
}

/// [`in_memory_v`] for matrices.
pub fn in_memory_m(a: &MA) -> bool {
    matches!(
        a,
        MA::Use(..)
            | MA::Big(..)
            | MA::Permute(..)
            | MA::Scan(_, ScanK::Left | ScanK::Right | ScanK::LeftEx | ScanK::RightEx, _)
    )
}

/// `env` with `b`, built from `x`, bound.
pub fn bind_v(env: &Env, x: &VA, b: BV) -> Env {
    let mut env = with_v(env, b.clone());
    if in_memory_v(x) {
        env.mem_vs.push(b);
    }
    env
}

/// `env` with `b`, built from `x`, bound.
pub fn bind_m(env: &Env, x: &MA, b: BM) -> Env {
    let mut env = with_m(env, b.clone());
    if in_memory_m(x) {
        env.mem_ms.push(b);
    }
    env
}

/// The operator of a reduction or permute where only `+`, `max` and `min` are allowed: the
/// drawn one if it is one of them, else one chosen by the expression's shape.
fn assoc_op(e: &Ex) -> BinK {
    match e {
        Ex::Bin(k @ (BinK::Add | BinK::Max | BinK::Min), ..) => *k,
        Ex::Var(_) | Ex::Lit(_) | Ex::Neg(_) => BinK::Max,
        Ex::Sel(..) | Ex::Read(..) | Ex::ReadRaw(..) => BinK::Min,
        _ => BinK::Add,
    }
}

fn assoc_fn(k: BinK, a: Exp<i32>, b: Exp<i32>) -> Exp<i32> {
    match k {
        BinK::Max => a.max(b),
        BinK::Min => a.min(b),
        _ => a + b,
    }
}

pub fn red(op: &RedOp, env: &Env, a: Exp<i32>, b: Exp<i32>) -> Exp<i32> {
    match op {
        RedOp::Add => a + b,
        RedOp::Max => a.max(b),
        RedOp::Min => a.min(b),
        RedOp::Custom(e) if env.assoc => assoc_fn(assoc_op(e), a, b),
        RedOp::Custom(e) => ex(e, &Cx::new(env, vec![a, b], vec![])),
    }
}

/// A permute's combining function of the new value and the old: any expression, or under
/// [`Env::assoc`] `+`, `max` or `min` (whose result does not depend on the order colliding
/// writes are combined in).
pub fn combine(e: &Ex, env: &Env, new: Exp<i32>, old: Exp<i32>) -> Exp<i32> {
    if env.assoc { assoc_fn(assoc_op(e), new, old) } else { ex(e, &Cx::new(env, vec![new, old], vec![])) }
}

/// A permute of `src` (a vector or a matrix) into `defaults`, combining with `comb`: `to`
/// makes the target of the source's element (given when `read_src` is set) and index.
pub fn permute_from<const D: usize>(
    src: &Src,
    defaults: &Acc<Array<i32, D>>,
    read_src: bool,
    comb: &Ex,
    env: &Env,
    to: impl Fn(Vec<Exp<i32>>, Vec<Exp<i64>>) -> Target<D>,
) -> Acc<Array<i32, D>> {
    let comb = |x, old| combine(comb, env, x, old);
    // the source read only when asked for: a read not used would still be traced
    let element = |read: &dyn Fn() -> Exp<i32>| if read_src { vec![read()] } else { vec![] };
    match src {
        Src::V(s) => {
            let s = bv(s, env);
            s.a.permute(comb, defaults, |[i]| to(element(&|| s.a.index([i])), vec![i]))
        }
        Src::M(s) => {
            let s = bm(s, env);
            s.a.permute(comb, defaults, |[i, j]| to(element(&|| s.a.index([i, j])), vec![i, j]))
        }
    }
}

pub fn boundary(b: Bnd) -> Boundary<i32> {
    match b {
        Bnd::Clamp => Boundary::Clamp,
        Bnd::Mirror => Boundary::Mirror,
        Bnd::Wrap => Boundary::Wrap,
        Bnd::Const(c) => Boundary::Constant(c),
    }
}

/// The count of an `iterate`: 0 to 20 (at most 3 in a large program), or from data, 0 to 7.
pub fn count(c: &Count, env: &Env) -> Exp<i64> {
    match c {
        Count::Lit(k) if env.large => Exp::from(i64::from(*k % 4)),
        Count::Lit(k) => Exp::from(i64::from(*k % 21)),
        Count::Data(s) => wrap(bs(s, env).the().cast::<i64>(), 8),
    }
}

/// The extents of `Big` leaves in large programs: past the CPU's grain (16,384 elements, so
/// that work is split into chunks) and past two grains (so that a long row is split into
/// pieces: the parallel fold and the three-phase scan).
const LARGE: [usize; 6] = [16_385, 40_000, 65_536, 100_003, 150_001, 262_147];

/// The shapes of `Big` matrices in large programs: few long rows (split into pieces), many
/// short rows (split by rows), and square.
const LARGE2: [(usize, usize); 6] =
    [(1, 100_003), (2, 65_536), (3, 40_000), (40_000, 3), (300, 301), (5000, 17)];

/// An extent chosen by `k`: one of [`LARGE`] in a large program, 0 to 6 otherwise.
pub fn large_extent(k: u8, large: bool) -> usize {
    if large { LARGE[usize::from(k) % LARGE.len()] } else { usize::from(k % 7) }
}

/// A shape chosen by `k`: one of [`LARGE2`] in a large program, up to 4 by 4 otherwise.
pub fn large_shape(k: u8, large: bool) -> (usize, usize) {
    if large { LARGE2[usize::from(k) % LARGE2.len()] } else { (usize::from(k % 5), usize::from(k / 5 % 5)) }
}

/// Pseudo-random `i32`s: small ones mostly, any now and then.
pub fn pseudo(n: usize, seed: u64) -> Vec<i32> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if x % 8 == 0 { (x >> 32) as i32 } else { (x % 17) as i32 - 8 }
        })
        .collect()
}

/// The first value of an `awhile` counter.
pub fn awhile_start(start: u8) -> i32 {
    i32::from(start % 4)
}

/// `b` with shape `[n]`: clamped reads, or zeros when `b` is empty.
pub fn fit_v(b: BV, n: usize) -> BV {
    let t = typed::fit(typed::TV { a: b.a, n: b.n }, n);
    BV { a: t.a, n }
}

/// `b` with shape `[r, c]`: clamped reads, or zeros when `b` is empty.
pub fn fit_m(b: BM, r: usize, c: usize) -> BM {
    if (b.r, b.c) == (r, c) {
        return b;
    }
    let a = if b.r * b.c > 0 {
        let (lr, lc) = (b.r as i64 - 1, b.c as i64 - 1);
        b.a.backpermute([r, c], move |[i, j]| [i.min(lr), j.min(lc)])
    } else {
        fill([r, c], 0i32)
    };
    BM { a, r, c }
}

pub fn with_v(env: &Env, b: BV) -> Env {
    let mut env = env.clone();
    env.vs.push(b);
    env
}

pub fn with_m(env: &Env, b: BM) -> Env {
    let mut env = env.clone();
    env.ms.push(b);
    env
}

pub fn with_s(env: &Env, s: S) -> Env {
    let mut env = env.clone();
    env.ss.push(s);
    env
}

pub fn vector(xs: &[i32]) -> V {
    use_array(&Array::from_vec([xs.len()], xs.to_vec()).expect("the length matches"))
}

pub fn map_v(a: &V, e: &Ex, env: &Env) -> V {
    a.map(|x| ex(e, &Cx::new(env, vec![x], vec![])))
}

pub fn map_m(a: &M, e: &Ex, env: &Env) -> M {
    a.map(|x| ex(e, &Cx::new(env, vec![x], vec![])))
}

pub fn bs(a: &SA, env: &Env) -> S {
    match a {
        SA::Ref(k) => pick(&env.ss, *k).cloned().unwrap_or_else(|| unit(7i32)),
        SA::Unit(e) => unit(ex(e, &Cx::new(env, vec![], vec![]))),
        SA::Fold(x, r) => {
            let x = bv(x, env);
            let f = |a, b| red(&r.op, env, a, b);
            if r.one && x.n > 0 { x.a.fold1(f) } else { x.a.fold(r.seed, f) }
        }
        SA::FoldAll(x, r) => {
            let x = bm(x, env);
            let f = |a, b| red(&r.op, env, a, b);
            if r.one && x.r * x.c > 0 { x.a.fold1_all(f) } else { x.a.fold_all(r.seed, f) }
        }
        SA::Total(x, right, r) => {
            let x = bv(x, env);
            let f = |a, b| red(&r.op, env, a, b);
            let (_, t): (V, S) =
                if *right { x.a.scan_exclusive_right(r.seed, f) } else { x.a.scan_exclusive(r.seed, f) };
            t
        }
        SA::At(x, k) => {
            let x = bv(x, env);
            if x.n > 0 { x.a.slice((i64::from(*k) % x.n as i64,)) } else { unit(0i32) }
        }
    }
}

/// Traces the program for a backend of configuration `cfg`, or (with `twin`) its defined form
/// (see [`Env::twin`]).
pub fn build(p: &Prog, cfg: Config, twin: bool) -> Result<Program, systole_frontend::Error> {
    let mut env = Env {
        faults: p.faults,
        twin,
        large: p.large,
        assoc: cfg.associative_only || p.large,
        math: cfg.math,
        ..Env::default()
    };
    for d in &p.defs {
        match d {
            Def::V(a) => env = bind_v(&env, a, bv(a, &env)),
            Def::M(a) => env = bind_m(&env, a, bm(a, &env)),
            Def::S(a) => env = with_s(&env, bs(a, &env)),
        }
    }
    match &p.out {
        Out::V(a) => trace(&bv(a, &env).a),
        Out::M(a) => trace(&bm(a, &env).a),
        Out::S(a) => trace(&bs(a, &env)),
        Out::VV(a, b) => trace(&(bv(a, &env).a, bv(b, &env).a)),
        Out::VM(a, b) => trace(&(bv(a, &env).a, bm(b, &env).a)),
        Out::Triple(a, b, c) => trace(&(bv(a, &env).a, bm(b, &env).a, bs(c, &env))),
        Out::Fan(a, fs) => {
            let a = bv(a, &env).a;
            let m = |f| map_v(&a, f, &env);
            match &fs[..] {
                [f] => trace(&m(f)),
                [f, g] => trace(&(m(f), m(g))),
                [f, g, h] => trace(&(m(f), m(g), m(h))),
                [f, g, h, k, ..] => trace(&(m(f), m(g), m(h), m(k))),
                [] => trace(&a),
            }
        }
        Out::Typed(s, t, v) => scalar::at_type!(*s, T => {
            trace(&(typed::typed::<T>(t, &env).a, bv(v, &env).a))
        }),
        Out::FanM(a, f, g) => {
            let a = bm(a, &env).a;
            trace(&(map_m(&a, f, &env), map_m(&a, g, &env)))
        }
        Out::Approx(v, a) => {
            let v = bv(v, &env).a;
            if a.double {
                let [s, abs, c] = approx::sums::<f64>(a, &env);
                trace(&(v, s, abs, c))
            } else {
                let [s, abs, c] = approx::sums::<f32>(a, &env);
                trace(&(v, s, abs, c))
            }
        }
    }
}
