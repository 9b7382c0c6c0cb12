//! The random program generator shared by the differential tests (`random_programs.rs`
//! on the interpreters and the CPU, `gpu.rs` on the GPU): see `random_programs.rs` for what
//! it covers and why. [`property`] runs it against the unfused interpreter, and on a
//! compiled backend too.

#![allow(dead_code)]

use std::cell::Cell;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::strategy::Union;
use proptest::test_runner::{TestCaseError, TestError, TestRunner};
use systole_frontend::ir::{Op, Program};
use systole_frontend::prelude::*;
use systole_frontend::{ArraysValue, Scalar0, Vector};
use systole_fusion::Plan;

pub type V = Acc<Vector<i32>>;
pub type M = Acc<Matrix<i32>>;
pub type S = Acc<Scalar0<i32>>;

/// Cases of the property: enough to find bugs, while the test stays a few seconds long.
pub const CASES: u32 = 2048;

/// Cases of the property on the CPU backend (each compiles its kernels with LLVM).
pub const CPU_CASES: u32 = 256;

/// Levels of array operations in the result (one less in the shared definitions): programs of
/// 20 nodes on average, up to about 100.
const DEPTH: u32 = 4;

// ----- the AST ------------------------------------------------------------------------------

/// A binary operation on `i32` (all wrapping; none can fail).
#[derive(Clone, Copy, Debug)]
enum BinK {
    Add,
    Sub,
    Mul,
    Min,
    Max,
    Xor,
}

#[derive(Clone, Copy, Debug)]
enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// An array of the environment read by a scalar expression (the `k`-th most recent binding
/// of that rank, wrapping around).
#[derive(Clone, Copy, Debug)]
enum ArrRef {
    V(u8),
    M(u8),
    S(u8),
}

/// A scalar `i32` expression. Its free variables are the function's parameters (`Var`, taken
/// modulo their number) and the components of the index (`Ix`) where there is one; either
/// falls back to the other, then to a constant.
#[derive(Clone, Debug)]
enum Ex {
    Var(u8),
    Ix(u8),
    Lit(i32),
    Bin(BinK, Box<Ex>, Box<Ex>),
    Neg(Box<Ex>),
    /// `if a cmp b then t else f`.
    Sel(Cmp, Box<[Ex; 4]>),
    /// `n` rounds of `x = max(x * 3 + k, x - 7)`: 4 operations a round, to cross the
    /// recompute budget.
    Heavy(Box<Ex>, u8),
    /// An element of an environment array, at the position given by the expression (wrapped
    /// into range).
    Read(ArrRef, Box<Ex>),
    /// `while_loop(init, 3, |s| s < 1000, body)`, with `s` as `Var(0)` of the body.
    Loop(Box<Ex>, Box<Ex>),
    /// Remainder by a positive constant.
    Rem(Box<Ex>, i32),
    /// The number of elements of an environment array (reads only its shape).
    Len(ArrRef),
}

#[derive(Clone, Debug)]
enum RedOp {
    Add,
    Max,
    Min,
    /// A function of `(acc, x)`: `Var(0)` and `Var(1)`.
    Custom(Ex),
}

/// A reduction: the operator, the seed, and whether to use the seedless form where rows are
/// known not to be empty.
#[derive(Clone, Debug)]
struct Red {
    op: RedOp,
    seed: i32,
    one: bool,
}

#[derive(Clone, Copy, Debug)]
enum ScanK {
    Left,
    Right,
    /// The scan of an exclusive scan from the left.
    LeftEx,
    /// The scan of an exclusive scan from the right.
    RightEx,
    /// Both results of an exclusive scan: the totals read inside a map of the scan.
    Both,
}

#[derive(Clone, Copy, Debug)]
enum Bnd {
    Clamp,
    Mirror,
    Wrap,
    Const(i32),
}

/// The number of iterations of an `iterate`: a constant, or computed from data (mod 4).
#[derive(Clone, Debug)]
enum Count {
    Lit(u8),
    Data(Box<SA>),
}

/// The source of a permute.
#[derive(Clone, Debug)]
enum Src {
    V(VA),
    M(MA),
}

#[derive(Clone, Debug)]
enum BpV {
    /// Every other element.
    Evens,
    /// A rotation by `k`.
    Rotate(u8),
    /// The first `k` elements.
    Take(u8),
    /// A data-dependent gather: the index is an expression of `i` (wrapped into range).
    Gather(Ex),
}

#[derive(Clone, Debug)]
enum BpM {
    RotateRows(u8),
    DropRow,
    /// Column 0 broadcast along the rows.
    FirstColumn,
    Gather(Ex, Ex),
}

/// What an array of pairs goes through between `zip_with` and `unzip`.
#[derive(Clone, Copy, Debug)]
enum PairK {
    Plain,
    /// A map rebuilding each pair from its projections (which simplifies to the identity).
    Rebuild,
    Reverse,
    /// An inclusive scan combining the pairs component-wise.
    Scan,
    /// An iterate whose state is the array of pairs, swapping the components.
    Iterate(u8),
    /// A 3-point stencil over pairs.
    Stencil(Bnd),
}

/// The operation of [`VA::Dyn`].
#[derive(Clone, Debug)]
enum DynK {
    /// `backpermute [n'] id`.
    Backpermute,
    /// `generate [n'] (\i -> f(x[i], i))`.
    Generate(Ex),
    /// `reshape [n']` (a size check that reads `s`).
    Reshape,
}

/// How a rank-3 array comes back to rank 2.
#[derive(Clone, Debug)]
enum CubeK {
    /// A fold of the innermost dimension (`[r, k, c]` to `[r, k]`).
    Fold(Red),
    /// A reshape to `[r * k, c]`.
    Reshape,
    /// The slice at position `j` of the middle dimension.
    Slice(u8),
    /// The transpose of the two outer dimensions, then the slice at position `i` of the
    /// first.
    Swap(u8),
}

/// A computation that fails at run time (when `Prog::faults` is set; otherwise its input).
#[derive(Clone, Copy, Debug)]
enum FailK {
    /// `fold1` over rows of length 0.
    Fold1Empty,
    /// A backpermute reading one past the end.
    OutOfBounds,
    /// An integer division by zero.
    DivZero,
    /// A reshape to another size.
    Reshape,
}

/// A program producing a rank-1 `i32` array.
#[derive(Clone, Debug)]
enum VA {
    Ref(u8),
    Use(Vec<i32>),
    Gen(usize, Ex),
    Fill(usize, i32),
    Enum(usize),
    Map(Box<VA>, Ex),
    Imap(Box<VA>, Ex),
    Zip(Box<VA>, Box<VA>, Ex),
    ZipSelf(Box<VA>, Ex),
    Rev(Box<VA>),
    Bp(Box<VA>, BpV),
    Row(Box<MA>, u8),
    Col(Box<MA>, u8),
    Flat(Box<MA>),
    FoldRows(Box<MA>, Red),
    Scan(Box<VA>, ScanK, Red),
    Totals(Box<MA>, bool, Red),
    /// Source, defaults, target (a function of the index and, when the flag is set, of the
    /// source's element read in the index function), combine (of `(new, old)`).
    Permute(Box<Src>, Box<VA>, bool, Ex, Ex),
    /// Input, pattern, boundary, function of the taps, optional map after it.
    Stencil(Box<VA>, Vec<i64>, Bnd, Ex, Option<Ex>),
    Stencil2(Box<VA>, Box<VA>, Vec<i64>, Bnd, Vec<i64>, Bnd, Ex),
    /// Count, initial value, body (the loop variable is the most recent `Ref`).
    Iterate(Count, Box<VA>, Box<VA>),
    /// Two arrays of state; the bodies see `Ref(0)` = second, `Ref(1)` = first; the result
    /// is the first, the second, or their difference.
    IterPair(Count, Box<[VA; 4]>, u8),
    /// Counter start, condition mode (see [`awhile_mode`]), initial value, body.
    Awhile(u8, u8, Box<VA>, Box<VA>),
    /// `acond(s > threshold, then, else)`.
    Acond(Box<SA>, i32, Box<VA>, Box<VA>),
    /// `zip_with` to pairs (functions 0 and 1 of the two elements), then `unzip` and
    /// `zip_with` back (function 2).
    Pairs(Box<VA>, Box<VA>, Box<[Ex; 3]>, PairK),
    /// Through `i64`: a map to `i64`, a scan, a map back.
    Wide(Box<VA>, Ex),
    /// An operation whose shape is computed from data: `n + (s ^ s)`, always `n`, but a shape
    /// function that reads the array `s`.
    Dyn(Box<VA>, Box<SA>, DynK),
    /// Through `bool`: `c = map (cmp 0) x` read twice, by a `zip_with` with `y` (a select)
    /// and by a count of its true elements added to every element.
    Mask(Box<VA>, Box<VA>, Cmp),
    /// `let a = x in (p, q) = pack((map f a, map g a)).unpack() in zip_with h p q`: two
    /// element-wise kernels over the same array, both materialised (tuple components), merged
    /// by horizontal fusion.
    Pack(Box<VA>, Box<[Ex; 3]>),
    /// A computation over `x` that fails when the program has faults (`x` otherwise).
    Fail(FailK, Box<VA>),
    Let(Box<VA>, Box<VA>),
    LetM(Box<MA>, Box<VA>),
    LetS(Box<SA>, Box<VA>),
}

/// A program producing a rank-2 `i32` array.
#[derive(Clone, Debug)]
enum MA {
    Ref(u8),
    Use(usize, usize, Vec<i32>),
    Gen(usize, usize, Ex),
    Fill(usize, usize, i32),
    Enum(usize, usize),
    Map(Box<MA>, Ex),
    Imap(Box<MA>, Ex),
    Zip(Box<MA>, Box<MA>, Ex),
    ZipSelf(Box<MA>, Ex),
    Transpose(Box<MA>),
    Rev(Box<MA>),
    Bp(Box<MA>, BpM),
    RepRows(Box<VA>, u8),
    RepCols(Box<VA>, u8),
    /// Trimmed to a multiple of `k` and reshaped to `[k, n / k]` (or `[n / k, k]`).
    Reshape(Box<VA>, u8, bool),
    /// Reshaped to `[cols, rows]`.
    ReshapeT(Box<MA>),
    /// `flatten`, `map`, `reshape` back.
    FlatMap(Box<MA>, Ex),
    /// `generate` reading two vectors through `index`.
    Outer(Box<VA>, Box<VA>, Ex),
    Scan(Box<MA>, ScanK, Red),
    /// Source, defaults, read flag, target row, target column, combine.
    Permute(Box<Src>, Box<MA>, bool, Box<[Ex; 3]>),
    Stencil(Box<MA>, Vec<(i64, i64)>, Bnd, Ex, Option<Ex>),
    Stencil2(Box<MA>, Box<MA>, Vec<(i64, i64)>, Bnd, Vec<(i64, i64)>, Bnd, Ex),
    Iterate(Count, Box<MA>, Box<MA>),
    Awhile(u8, u8, Box<MA>, Box<MA>),
    Acond(Box<SA>, i32, Box<MA>, Box<MA>),
    Pack(Box<MA>, Box<[Ex; 3]>),
    /// Through rank 3: `replicate (All, k, All)`, an `imap` of the 3-d index, then back to
    /// rank 2 (see [`CubeK`]).
    Cube(Box<MA>, u8, Ex, CubeK),
    Let(Box<MA>, Box<MA>),
    LetV(Box<VA>, Box<MA>),
}

/// A program producing a rank-0 `i32` array.
#[derive(Clone, Debug)]
enum SA {
    Ref(u8),
    Unit(Ex),
    Fold(Box<VA>, Red),
    FoldAll(Box<MA>, Red),
    Total(Box<VA>, bool, Red),
    At(Box<VA>, u8),
}

#[derive(Clone, Debug)]
enum Def {
    V(VA),
    M(MA),
    S(SA),
}

#[derive(Clone, Debug)]
enum Out {
    V(VA),
    M(MA),
    S(SA),
    VV(VA, VA),
    VM(VA, MA),
    Triple(VA, MA, SA),
    /// Maps of one shared array: a tuple of two or three results.
    Fan(VA, Vec<Ex>),
    FanM(MA, Ex, Ex),
}

/// A whole program: shared definitions (each sees the earlier ones), then the result.
/// With `faults`, [`VA::Fail`] builds computations that fail at run time, and loops run at
/// least once (see [`count`]).
#[derive(Clone, Debug)]
struct Prog {
    faults: bool,
    defs: Vec<Def>,
    out: Out,
}

// ----- building the program -----------------------------------------------------------------

#[derive(Clone)]
struct BV {
    a: V,
    n: usize,
}

#[derive(Clone)]
struct BM {
    a: M,
    r: usize,
    c: usize,
}

/// The arrays in scope, with their (static) shapes; the most recent binding is last.
#[derive(Clone, Default)]
struct Env {
    vs: Vec<BV>,
    ms: Vec<BM>,
    ss: Vec<S>,
    /// Whether [`VA::Fail`] fails (and loops run at least once).
    faults: bool,
}

fn pick<T>(xs: &[T], k: u8) -> Option<&T> {
    (!xs.is_empty()).then(|| &xs[xs.len() - 1 - k as usize % xs.len()])
}

/// The scalar context of a function: its parameters, its index, the arrays in scope.
struct Cx<'a> {
    vars: Vec<Exp<i32>>,
    ix: Vec<Exp<i64>>,
    env: &'a Env,
}

impl<'a> Cx<'a> {
    fn new(env: &'a Env, vars: Vec<Exp<i32>>, ix: Vec<Exp<i64>>) -> Self {
        Cx { vars, ix, env }
    }
}

/// `p` wrapped into `0..n` (`n > 0`).
fn wrap(p: Exp<i64>, n: usize) -> Exp<i64> {
    let n = n as i64;
    ((p % n) + n) % n
}

fn ex(e: &Ex, cx: &Cx) -> Exp<i32> {
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
            let (a, b) = (ex(a, cx), ex(b, cx));
            let cond = match c {
                Cmp::Lt => a.lt(b),
                Cmp::Le => a.le(b),
                Cmp::Gt => a.gt(b),
                Cmp::Ge => a.ge(b),
                Cmp::Eq => a.eq(b),
                Cmp::Ne => a.ne(b),
            };
            select(cond, ex(t, cx), ex(f, cx))
        }
        Ex::Heavy(a, n) => {
            let mut x = ex(a, cx);
            for k in 0..*n {
                x = (x * 3 + (i32::from(k) + 1)).max(x - 7);
            }
            x
        }
        Ex::Read(r, p) => read(cx, *r, ex(p, cx)),
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
fn read(cx: &Cx, r: ArrRef, p: Exp<i32>) -> Exp<i32> {
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

fn red(op: &RedOp, env: &Env, a: Exp<i32>, b: Exp<i32>) -> Exp<i32> {
    match op {
        RedOp::Add => a + b,
        RedOp::Max => a.max(b),
        RedOp::Min => a.min(b),
        RedOp::Custom(e) => ex(e, &Cx::new(env, vec![a, b], vec![])),
    }
}

fn boundary(b: Bnd) -> Boundary<i32> {
    match b {
        Bnd::Clamp => Boundary::Clamp,
        Bnd::Mirror => Boundary::Mirror,
        Bnd::Wrap => Boundary::Wrap,
        Bnd::Const(c) => Boundary::Constant(c),
    }
}

/// The count of an `iterate`: 0 to 3, or 1 to 3 in a program with faults.
///
/// Fusion hoists loop-invariant computations out of loop bodies and runs them even when the
/// body runs zero times, so a failing computation read only by such a body makes the fused
/// plan fail where the program succeeds (`regression_hoisted_out_of_a_loop_that_never_runs`).
/// Programs with faults therefore run every loop at least once.
fn count(c: &Count, env: &Env) -> Exp<i64> {
    match c {
        Count::Lit(k) => Exp::from(i64::from(*k % 4)),
        Count::Data(s) => wrap(bs(s, env).the().cast::<i64>(), 4),
    }
}

/// The first value of an `awhile` counter.
fn awhile_start(start: u8) -> i32 {
    i32::from(start % 4)
}

/// `b` with shape `[n]`: clamped reads, or zeros when `b` is empty.
fn fit_v(b: BV, n: usize) -> BV {
    if b.n == n {
        return b;
    }
    let a = if b.n > 0 {
        let last = b.n as i64 - 1;
        b.a.backpermute([n], move |[i]| [i.min(last)])
    } else {
        fill([n], 0i32)
    };
    BV { a, n }
}

/// `b` with shape `[r, c]`: clamped reads, or zeros when `b` is empty.
fn fit_m(b: BM, r: usize, c: usize) -> BM {
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

fn with_v(env: &Env, b: BV) -> Env {
    let mut env = env.clone();
    env.vs.push(b);
    env
}

fn with_m(env: &Env, b: BM) -> Env {
    let mut env = env.clone();
    env.ms.push(b);
    env
}

fn with_s(env: &Env, s: S) -> Env {
    let mut env = env.clone();
    env.ss.push(s);
    env
}

pub fn vector(xs: &[i32]) -> V {
    use_array(&Array::from_vec([xs.len()], xs.to_vec()).expect("the length matches"))
}

fn map_v(a: &V, e: &Ex, env: &Env) -> V {
    a.map(|x| ex(e, &Cx::new(env, vec![x], vec![])))
}

fn map_m(a: &M, e: &Ex, env: &Env) -> M {
    a.map(|x| ex(e, &Cx::new(env, vec![x], vec![])))
}

fn bv(a: &VA, env: &Env) -> BV {
    match a {
        VA::Ref(k) => match pick(&env.vs, *k) {
            Some(b) => b.clone(),
            None => bv(&VA::Enum(3), env),
        },
        VA::Use(xs) => BV { a: vector(xs), n: xs.len() },
        VA::Gen(n, e) => BV { a: generate([*n], |[i]| ex(e, &Cx::new(env, vec![], vec![i]))), n: *n },
        VA::Fill(n, c) => BV { a: fill([*n], *c), n: *n },
        VA::Enum(n) => BV { a: enumerate([*n]).map(|i| i.cast::<i32>()), n: *n },
        VA::Map(x, e) => {
            let x = bv(x, env);
            BV { a: map_v(&x.a, e, env), n: x.n }
        }
        VA::Imap(x, e) => {
            let x = bv(x, env);
            BV { a: x.a.imap(|[i], v| ex(e, &Cx::new(env, vec![v], vec![i]))), n: x.n }
        }
        VA::Zip(x, y, e) => {
            let (x, y) = (bv(x, env), bv(y, env));
            let a = x.a.zip_with(&y.a, |p, q| ex(e, &Cx::new(env, vec![p, q], vec![])));
            BV { a, n: x.n.min(y.n) }
        }
        VA::ZipSelf(x, e) => {
            let x = bv(x, env);
            BV { a: x.a.zip_with(&x.a, |p, q| ex(e, &Cx::new(env, vec![p, q], vec![]))), n: x.n }
        }
        VA::Rev(x) => {
            let x = bv(x, env);
            BV { a: x.a.reverse(), n: x.n }
        }
        VA::Bp(x, kind) => {
            let x = bv(x, env);
            let n = x.n;
            match kind {
                BpV::Evens => BV { a: x.a.backpermute([n.div_ceil(2)], |[i]| [i * 2]), n: n.div_ceil(2) },
                BpV::Rotate(k) if n > 0 => {
                    BV { a: x.a.backpermute([n], |[i]| [(i + i64::from(*k)) % n as i64]), n }
                }
                BpV::Take(k) => {
                    let m = n.min(usize::from(*k));
                    BV { a: x.a.backpermute([m], |[i]| [i]), n: m }
                }
                BpV::Gather(e) if n > 0 => {
                    let a = x.a.backpermute([n], |[i]| {
                        [wrap(ex(e, &Cx::new(env, vec![], vec![i])).cast::<i64>(), n)]
                    });
                    BV { a, n }
                }
                BpV::Rotate(_) | BpV::Gather(_) => x,
            }
        }
        VA::Row(m, k) => {
            let m = bm(m, env);
            if m.r > 0 {
                BV { a: m.a.slice((i64::from(*k) % m.r as i64, All)), n: m.c }
            } else {
                BV { a: m.a.flatten(), n: 0 }
            }
        }
        VA::Col(m, k) => {
            let m = bm(m, env);
            if m.c > 0 {
                BV { a: m.a.slice((All, i64::from(*k) % m.c as i64)), n: m.r }
            } else {
                BV { a: m.a.flatten(), n: 0 }
            }
        }
        VA::Flat(m) => {
            let m = bm(m, env);
            BV { a: m.a.flatten(), n: m.r * m.c }
        }
        VA::FoldRows(m, r) => {
            let m = bm(m, env);
            let f = |a, b| red(&r.op, env, a, b);
            let a: V = if r.one && m.c > 0 { m.a.fold1(f) } else { m.a.fold(r.seed, f) };
            BV { a, n: m.r }
        }
        VA::Scan(x, kind, r) => {
            let x = bv(x, env);
            let f = |a, b| red(&r.op, env, a, b);
            let a = match kind {
                ScanK::Left => x.a.scan(f),
                ScanK::Right => x.a.scan_right(f),
                ScanK::LeftEx => {
                    let (p, _): (V, S) = x.a.scan_exclusive(r.seed, f);
                    p
                }
                ScanK::RightEx => {
                    let (p, _): (V, S) = x.a.scan_exclusive_right(r.seed, f);
                    p
                }
                ScanK::Both => {
                    let (p, t): (V, S) = x.a.scan_exclusive(r.seed, f);
                    p.map(|v| v ^ t.the())
                }
            };
            BV { a, n: x.n }
        }
        VA::Totals(m, right, r) => {
            let m = bm(m, env);
            let f = |a, b| red(&r.op, env, a, b);
            let (_, t): (M, V) =
                if *right { m.a.scan_exclusive_right(r.seed, f) } else { m.a.scan_exclusive(r.seed, f) };
            BV { a: t, n: m.r }
        }
        VA::Permute(src, defaults, read_src, target, combine) => {
            let d = bv(defaults, env);
            let n = d.n;
            let comb = |x, old| ex(combine, &Cx::new(env, vec![x, old], vec![]));
            let to = |vars: Vec<Exp<i32>>, ix: Vec<Exp<i64>>| {
                let t = wrap(ex(target, &Cx::new(env, vars, ix)).cast::<i64>(), 2 * n + 1) - 1;
                Target::when(t.ge(0), [t])
            };
            let a = match &**src {
                Src::V(s) => {
                    let s = bv(s, env);
                    s.a.permute(comb, &d.a, |[i]| {
                        let vars = if *read_src { vec![s.a.index([i])] } else { vec![] };
                        to(vars, vec![i])
                    })
                }
                Src::M(s) => {
                    let s = bm(s, env);
                    s.a.permute(comb, &d.a, |[i, j]| {
                        let vars = if *read_src { vec![s.a.index([i, j])] } else { vec![] };
                        to(vars, vec![i, j])
                    })
                }
            };
            BV { a, n }
        }
        VA::Stencil(x, offsets, b, f, after) => {
            let x = bv(x, env);
            let pattern = Stencil::new(offsets.iter().map(|&o| [o]));
            let a =
                x.a.stencil(&pattern, boundary(*b), |t| ex(f, &Cx::new(env, t.values().to_vec(), vec![])));
            let a = match after {
                Some(g) => map_v(&a, g, env),
                None => a,
            };
            BV { a, n: x.n }
        }
        VA::Stencil2(x, y, px, bx_, py, by, f) => {
            let (x, y) = (bv(x, env), bv(y, env));
            let (px, py) = (Stencil::new(px.iter().map(|&o| [o])), Stencil::new(py.iter().map(|&o| [o])));
            let a = x.a.stencil2(&px, boundary(*bx_), &y.a, &py, boundary(*by), |tx, ty| {
                let vars = tx.values().iter().chain(ty.values()).copied().collect();
                ex(f, &Cx::new(env, vars, vec![]))
            });
            BV { a, n: x.n.min(y.n) }
        }
        VA::Iterate(c, init, body) => {
            let cnt = count(c, env);
            let init = bv(init, env);
            let n = init.n;
            let a = iterate(cnt, init.a, |x| fit_v(bv(body, &with_v(env, BV { a: x, n })), n).a);
            BV { a, n }
        }
        VA::IterPair(c, parts, choice) => {
            let [i1, i2, b1, b2] = &**parts;
            let cnt = count(c, env);
            let (i1, i2) = (bv(i1, env), bv(i2, env));
            let (n1, n2) = (i1.n, i2.n);
            let (o1, o2) = iterate(cnt, (i1.a, i2.a), |(x, y)| {
                let inner = with_v(&with_v(env, BV { a: x, n: n1 }), BV { a: y, n: n2 });
                (fit_v(bv(b1, &inner), n1).a, fit_v(bv(b2, &inner), n2).a)
            });
            match choice % 3 {
                0 => BV { a: o1, n: n1 },
                1 => BV { a: o2, n: n2 },
                _ => BV { a: o1.zip_with(&o2, |p, q| p - q), n: n1.min(n2) },
            }
        }
        VA::Awhile(start, mode, init, body) => {
            let init = bv(init, env);
            let n = init.n;
            let a = awhile_mode(
                awhile_start(*start),
                *mode,
                init.a,
                |x: &V| x.fold(0, |p, q| p + q),
                |x| fit_v(bv(body, &with_v(env, BV { a: x, n })), n).a,
            );
            BV { a, n }
        }
        VA::Acond(s, threshold, t, e) => {
            let s = bs(s, env);
            let t = bv(t, env);
            let e = fit_v(bv(e, env), t.n);
            BV { a: acond(s.the().gt(*threshold), t.a, e.a), n: t.n }
        }
        VA::Fail(kind, x) => {
            let x = bv(x, env);
            if !env.faults {
                return x;
            }
            let n = x.n;
            let a = match kind {
                FailK::Fold1Empty => x.a.replicate((All, 0i64)).fold1(|p, q| p + q),
                FailK::OutOfBounds => x.a.backpermute([n], |[i]| [i + 1]),
                FailK::DivZero => x.a.map(|v| {
                    let w = v;
                    Exp::from(100) / (v ^ w)
                }),
                FailK::Reshape => x.a.reshape([n + 1]).backpermute([n], |[i]| [i]),
            };
            BV { a, n }
        }
        VA::Pairs(x, y, fns, kind) => {
            let [f, g, h] = &**fns;
            let (x, y) = (bv(x, env), bv(y, env));
            let pairs = x.a.zip_with(&y.a, |p, q| {
                let cx = Cx::new(env, vec![p, q], vec![]);
                (ex(f, &cx), ex(g, &cx))
            });
            let pairs = match kind {
                PairK::Plain => pairs,
                PairK::Rebuild => pairs.map(|p| (p.fst(), p.snd())),
                PairK::Reverse => pairs.reverse(),
                PairK::Scan => pairs.scan(|p, q| (p.fst() + q.fst(), p.snd().max(q.snd()))),
                PairK::Iterate(k) => iterate(i64::from(*k % 3), pairs, |w| w.map(|p| (p.snd(), p.fst() ^ 5))),
                PairK::Stencil(b) => {
                    let b = match boundary(*b) {
                        Boundary::Constant(c) => Boundary::Constant((c, -c)),
                        Boundary::Clamp => Boundary::Clamp,
                        Boundary::Mirror => Boundary::Mirror,
                        Boundary::Wrap => Boundary::Wrap,
                    };
                    pairs.stencil(&Stencil::new([[-1], [0], [1]]), b, |t| {
                        (t[[-1]].fst() + t[[1]].snd(), t[[0]].fst().min(t[[1]].fst()))
                    })
                }
            };
            let (p, q) = pairs.unzip();
            BV { a: p.zip_with(&q, |u, v| ex(h, &Cx::new(env, vec![u, v], vec![]))), n: x.n.min(y.n) }
        }
        VA::Mask(x, y, c) => {
            let (x, y) = (bv(x, env), bv(y, env));
            let mask: Acc<Vector<bool>> = x.a.map(|v| match c {
                Cmp::Lt => v.lt(0),
                Cmp::Le => v.le(0),
                Cmp::Gt => v.gt(0),
                Cmp::Ge => v.ge(0),
                Cmp::Eq => v.eq(0),
                Cmp::Ne => v.ne(0),
            });
            let trues: S = mask.map(|b| select(b, 1i32, 0i32)).fold(0, |p, q| p + q);
            let a = mask.zip_with(&y.a, |b, v| select(b, v, -v) + trues.the());
            BV { a, n: x.n.min(y.n) }
        }
        VA::Dyn(x, s, kind) => {
            let x = bv(x, env);
            let s = bs(s, env);
            let n = x.n;
            let (t, u) = (s.the(), s.the());
            let dyn_n = (t ^ u).cast::<i64>() + n as i64;
            let a = match kind {
                DynK::Backpermute => x.a.backpermute([dyn_n], |[i]| [i]),
                DynK::Generate(e) => {
                    generate([dyn_n], |[i]| ex(e, &Cx::new(env, vec![x.a.index([i])], vec![i])))
                }
                DynK::Reshape => x.a.reshape([dyn_n]),
            };
            BV { a, n }
        }
        VA::Wide(x, e) => {
            let x = bv(x, env);
            let wide = x
                .a
                .map(|v| v.cast::<i64>() * 1_000_003 + ex(e, &Cx::new(env, vec![v], vec![])).cast::<i64>());
            BV { a: wide.scan(|p, q| p + q).map(|w| (w >> 7i64).cast::<i32>()), n: x.n }
        }
        VA::Pack(x, fns) => {
            let [f, g, h] = &**fns;
            let x = bv(x, env);
            let (p, q) = pack((map_v(&x.a, f, env), map_v(&x.a, g, env))).unpack();
            BV { a: p.zip_with(&q, |p, q| ex(h, &Cx::new(env, vec![p, q], vec![]))), n: x.n }
        }
        VA::Let(x, body) => {
            let x = bv(x, env);
            bv(body, &with_v(env, x))
        }
        VA::LetM(x, body) => {
            let x = bm(x, env);
            bv(body, &with_m(env, x))
        }
        VA::LetS(x, body) => {
            let x = bs(x, env);
            bv(body, &with_s(env, x))
        }
    }
}

/// An `awhile` running `body` `start` times, with a counter in the state. Mode 0: the
/// condition is `counter > 0`; 1: also a fold of the data (`total` of the state, never equal
/// to the magic value in practice); 2: the state carries the condition as a `bool` array that
/// the condition returns unchanged.
fn awhile_mode<A: Arrays>(
    start: i32,
    mode: u8,
    init: Acc<A>,
    total: impl FnOnce(&Acc<A>) -> S,
    body: impl FnOnce(Acc<A>) -> Acc<A>,
) -> Acc<A> {
    match mode % 3 {
        0 => awhile((unit(start), init), |(k, _)| k.map(|k| k.gt(0)), |(k, x)| (k.map(|k| k - 1), body(x))).1,
        1 => {
            awhile(
                (unit(start), init),
                |(k, x)| k.zip_with(&total(&x), |k, t| k.gt(0).and(t.ne(i32::MIN + 12345))),
                |(k, x)| (k.map(|k| k - 1), body(x)),
            )
            .1
        }
        _ => {
            let flag = unit(Exp::from(start > 0));
            awhile(
                (unit(start), flag, init),
                |(_, flag, _)| flag,
                |(k, _, x)| {
                    let k = k.map(|k| k - 1);
                    (k.clone(), k.map(|k| k.gt(0)), body(x))
                },
            )
            .2
        }
    }
}

fn bm(a: &MA, env: &Env) -> BM {
    match a {
        MA::Ref(k) => match pick(&env.ms, *k) {
            Some(b) => b.clone(),
            None => bm(&MA::Enum(2, 3), env),
        },
        MA::Use(r, c, xs) => {
            let a = use_array(&Array::from_vec([*r, *c], xs.clone()).expect("the size matches"));
            BM { a, r: *r, c: *c }
        }
        MA::Gen(r, c, e) => {
            let a = generate([*r, *c], |[i, j]| ex(e, &Cx::new(env, vec![], vec![i, j])));
            BM { a, r: *r, c: *c }
        }
        MA::Fill(r, c, v) => BM { a: fill([*r, *c], *v), r: *r, c: *c },
        MA::Enum(r, c) => BM { a: enumerate([*r, *c]).map(|i| i.cast::<i32>()), r: *r, c: *c },
        MA::Map(x, e) => {
            let x = bm(x, env);
            BM { a: map_m(&x.a, e, env), ..x }
        }
        MA::Imap(x, e) => {
            let x = bm(x, env);
            BM { a: x.a.imap(|[i, j], v| ex(e, &Cx::new(env, vec![v], vec![i, j]))), ..x }
        }
        MA::Zip(x, y, e) => {
            let (x, y) = (bm(x, env), bm(y, env));
            let a = x.a.zip_with(&y.a, |p, q| ex(e, &Cx::new(env, vec![p, q], vec![])));
            BM { a, r: x.r.min(y.r), c: x.c.min(y.c) }
        }
        MA::ZipSelf(x, e) => {
            let x = bm(x, env);
            BM { a: x.a.zip_with(&x.a, |p, q| ex(e, &Cx::new(env, vec![p, q], vec![]))), ..x }
        }
        MA::Transpose(x) => {
            let x = bm(x, env);
            BM { a: x.a.transpose(), r: x.c, c: x.r }
        }
        MA::Rev(x) => {
            let x = bm(x, env);
            BM { a: x.a.reverse(), ..x }
        }
        MA::Bp(x, kind) => {
            let x = bm(x, env);
            let (r, c) = (x.r, x.c);
            match kind {
                BpM::RotateRows(k) if r > 0 => {
                    let a = x.a.backpermute([r, c], |[i, j]| [(i + i64::from(*k)) % r as i64, j]);
                    BM { a, ..x }
                }
                BpM::DropRow if r > 0 => {
                    BM { a: x.a.backpermute([r - 1, c], |[i, j]| [i + 1, j]), r: r - 1, c }
                }
                BpM::FirstColumn if c > 0 => {
                    BM { a: x.a.backpermute([r, c], |[i, _]| [i, Exp::from(0i64)]), ..x }
                }
                BpM::Gather(e1, e2) if r * c > 0 => {
                    let a = x.a.backpermute([r, c], |[i, j]| {
                        let cx = Cx::new(env, vec![], vec![i, j]);
                        [wrap(ex(e1, &cx).cast::<i64>(), r), wrap(ex(e2, &cx).cast::<i64>(), c)]
                    });
                    BM { a, ..x }
                }
                BpM::RotateRows(_) | BpM::DropRow | BpM::FirstColumn | BpM::Gather(..) => x,
            }
        }
        MA::RepRows(v, k) => {
            let v = bv(v, env);
            let k = *k % 4;
            BM { a: v.a.replicate((i64::from(k), All)), r: usize::from(k), c: v.n }
        }
        MA::RepCols(v, k) => {
            let v = bv(v, env);
            let k = *k % 4;
            BM { a: v.a.replicate((All, i64::from(k))), r: v.n, c: usize::from(k) }
        }
        MA::Reshape(v, k, outer) => {
            let v = bv(v, env);
            let k = usize::from(*k % 3) + 1;
            let (q, trimmed) = (v.n / k, v.n / k * k);
            let a = if trimmed == v.n { v.a } else { v.a.backpermute([trimmed], |[i]| [i]) };
            if *outer {
                BM { a: a.reshape([k, q]), r: k, c: q }
            } else {
                BM { a: a.reshape([q, k]), r: q, c: k }
            }
        }
        MA::ReshapeT(x) => {
            let x = bm(x, env);
            BM { a: x.a.reshape([x.c, x.r]), r: x.c, c: x.r }
        }
        MA::FlatMap(x, e) => {
            let x = bm(x, env);
            BM { a: map_v(&x.a.flatten(), e, env).reshape([x.r, x.c]), ..x }
        }
        MA::Outer(x, y, e) => {
            let (x, y) = (bv(x, env), bv(y, env));
            let (r, c) = (x.n.min(8), y.n.min(8));
            let a = generate([r, c], |[i, j]| {
                ex(e, &Cx::new(env, vec![x.a.index([i]), y.a.index([j])], vec![i, j]))
            });
            BM { a, r, c }
        }
        MA::Scan(x, kind, r) => {
            let x = bm(x, env);
            let f = |a, b| red(&r.op, env, a, b);
            let a = match kind {
                ScanK::Left => x.a.scan(f),
                ScanK::Right => x.a.scan_right(f),
                ScanK::LeftEx => {
                    let (p, _): (M, V) = x.a.scan_exclusive(r.seed, f);
                    p
                }
                ScanK::RightEx => {
                    let (p, _): (M, V) = x.a.scan_exclusive_right(r.seed, f);
                    p
                }
                ScanK::Both => {
                    let (p, t): (M, V) = x.a.scan_exclusive_right(r.seed, f);
                    p.imap(|[i, _], v| v ^ t.index([i]))
                }
            };
            BM { a, ..x }
        }
        MA::Permute(src, defaults, read_src, fns) => {
            let [tr, tc, combine] = &**fns;
            let d = bm(defaults, env);
            let (r, c) = (d.r, d.c);
            let comb = |x, old| ex(combine, &Cx::new(env, vec![x, old], vec![]));
            let to = |vars: Vec<Exp<i32>>, ix: Vec<Exp<i64>>| {
                let cx = Cx::new(env, vars, ix);
                // one past the end in each dimension: dropped
                Target::to([wrap(ex(tr, &cx).cast::<i64>(), r + 1), wrap(ex(tc, &cx).cast::<i64>(), c + 1)])
            };
            let a = match &**src {
                Src::V(s) => {
                    let s = bv(s, env);
                    s.a.permute(comb, &d.a, |[i]| {
                        let vars = if *read_src { vec![s.a.index([i])] } else { vec![] };
                        to(vars, vec![i])
                    })
                }
                Src::M(s) => {
                    let s = bm(s, env);
                    s.a.permute(comb, &d.a, |[i, j]| {
                        let vars = if *read_src { vec![s.a.index([i, j])] } else { vec![] };
                        to(vars, vec![i, j])
                    })
                }
            };
            BM { a, r, c }
        }
        MA::Stencil(x, offsets, b, f, after) => {
            let x = bm(x, env);
            let pattern = Stencil::new(offsets.iter().map(|&(i, j)| [i, j]));
            let a =
                x.a.stencil(&pattern, boundary(*b), |t| ex(f, &Cx::new(env, t.values().to_vec(), vec![])));
            let a = match after {
                Some(g) => map_m(&a, g, env),
                None => a,
            };
            BM { a, ..x }
        }
        MA::Stencil2(x, y, px, bx_, py, by, f) => {
            let (x, y) = (bm(x, env), bm(y, env));
            let px = Stencil::new(px.iter().map(|&(i, j)| [i, j]));
            let py = Stencil::new(py.iter().map(|&(i, j)| [i, j]));
            let a = x.a.stencil2(&px, boundary(*bx_), &y.a, &py, boundary(*by), |tx, ty| {
                let vars = tx.values().iter().chain(ty.values()).copied().collect();
                ex(f, &Cx::new(env, vars, vec![]))
            });
            BM { a, r: x.r.min(y.r), c: x.c.min(y.c) }
        }
        MA::Iterate(c, init, body) => {
            let cnt = count(c, env);
            let init = bm(init, env);
            let (r, c) = (init.r, init.c);
            let a = iterate(cnt, init.a, |x| fit_m(bm(body, &with_m(env, BM { a: x, r, c })), r, c).a);
            BM { a, r, c }
        }
        MA::Awhile(start, mode, init, body) => {
            let init = bm(init, env);
            let (r, c) = (init.r, init.c);
            let a = awhile_mode(
                awhile_start(*start),
                *mode,
                init.a,
                |x: &M| x.fold_all(0, |p, q| p.max(q)),
                |x| fit_m(bm(body, &with_m(env, BM { a: x, r, c })), r, c).a,
            );
            BM { a, r, c }
        }
        MA::Acond(s, threshold, t, e) => {
            let s = bs(s, env);
            let t = bm(t, env);
            let e = fit_m(bm(e, env), t.r, t.c);
            BM { a: acond(s.the().gt(*threshold), t.a, e.a), ..t }
        }
        MA::Pack(x, fns) => {
            let [f, g, h] = &**fns;
            let x = bm(x, env);
            let (p, q) = pack((map_m(&x.a, f, env), map_m(&x.a, g, env))).unpack();
            BM { a: p.zip_with(&q, |p, q| ex(h, &Cx::new(env, vec![p, q], vec![]))), ..x }
        }
        MA::Cube(x, k, e, kind) => {
            let x = bm(x, env);
            let k = usize::from(*k % 3) + 1;
            let cube: Acc<Array<i32, 3>> =
                x.a.replicate((All, k as i64, All))
                    .imap(|[i, j, l], v| ex(e, &Cx::new(env, vec![v], vec![i, j, l])));
            match kind {
                CubeK::Fold(r) => {
                    let f = |a, b| red(&r.op, env, a, b);
                    let a: M = if r.one && x.c > 0 { cube.fold1(f) } else { cube.fold(r.seed, f) };
                    BM { a, r: x.r, c: k }
                }
                CubeK::Reshape => BM { a: cube.reshape([x.r * k, x.c]), r: x.r * k, c: x.c },
                CubeK::Slice(j) => BM { a: cube.slice((All, i64::from(*j) % k as i64, All)), ..x },
                CubeK::Swap(i) => {
                    let swapped = cube.backpermute([k, x.r, x.c], |[a, b, c]| [b, a, c]);
                    BM { a: swapped.slice((i64::from(*i) % k as i64, All, All)), ..x }
                }
            }
        }
        MA::Let(x, body) => {
            let x = bm(x, env);
            bm(body, &with_m(env, x))
        }
        MA::LetV(x, body) => {
            let x = bv(x, env);
            bm(body, &with_v(env, x))
        }
    }
}

fn bs(a: &SA, env: &Env) -> S {
    match a {
        SA::Ref(k) => match pick(&env.ss, *k) {
            Some(s) => s.clone(),
            None => unit(7i32),
        },
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

/// Traces the program.
fn build(p: &Prog) -> Result<Program, systole_frontend::Error> {
    let mut env = Env { faults: p.faults, ..Env::default() };
    for d in &p.defs {
        match d {
            Def::V(a) => env = with_v(&env, bv(a, &env)),
            Def::M(a) => env = with_m(&env, bm(a, &env)),
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
            match &fs[..] {
                [f, g] => trace(&(map_v(&a, f, &env), map_v(&a, g, &env))),
                [f, g, h, ..] => trace(&(map_v(&a, f, &env), map_v(&a, g, &env), map_v(&a, h, &env))),
                _ => unreachable!("two or three functions"),
            }
        }
        Out::FanM(a, f, g) => {
            let a = bm(a, &env).a;
            trace(&(map_m(&a, f, &env), map_m(&a, g, &env)))
        }
    }
}

// ----- strategies ---------------------------------------------------------------------------

fn bx<T>(t: T) -> Box<T> {
    Box::new(t)
}

/// Elements: small values (comparisons and collisions matter), sometimes any `i32` (wrapping).
fn elem() -> impl Strategy<Value = i32> + Clone {
    prop_oneof![4 => -8i32..8, 1 => any::<i32>()]
}

/// Extents 0 to 6, with 0 and 1 frequent.
fn extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![1 => Just(0usize), 1 => Just(1usize), 4 => 2usize..=6]
}

fn small_extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![1 => Just(0usize), 1 => Just(1usize), 4 => 2usize..=4]
}

fn ex_strategy() -> BoxedStrategy<Ex> {
    let arr =
        prop_oneof![(0u8..3).prop_map(ArrRef::V), (0u8..3).prop_map(ArrRef::M), (0u8..3).prop_map(ArrRef::S)];
    let bin = prop_oneof![
        Just(BinK::Add),
        Just(BinK::Sub),
        Just(BinK::Mul),
        Just(BinK::Min),
        Just(BinK::Max),
        Just(BinK::Xor)
    ];
    let cmp = cmp_strategy();
    let leaf = prop_oneof![
        3 => (0u8..4).prop_map(Ex::Var),
        2 => (0u8..2).prop_map(Ex::Ix),
        2 => elem().prop_map(Ex::Lit),
    ];
    leaf.prop_recursive(4, 24, 4, move |inner| {
        prop_oneof![
            6 => (bin.clone(), inner.clone(), inner.clone()).prop_map(|(k, a, b)| Ex::Bin(k, bx(a), bx(b))),
            1 => inner.clone().prop_map(|a| Ex::Neg(bx(a))),
            2 => (cmp.clone(), inner.clone(), inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b, t, f)| Ex::Sel(c, bx([a, b, t, f]))),
            2 => (inner.clone(), 1u8..7).prop_map(|(a, n)| Ex::Heavy(bx(a), n)),
            3 => (arr.clone(), inner.clone()).prop_map(|(r, p)| Ex::Read(r, bx(p))),
            1 => (inner.clone(), inner.clone()).prop_map(|(a, b)| Ex::Loop(bx(a), bx(b))),
            1 => (inner.clone(), 1i32..10).prop_map(|(a, c)| Ex::Rem(bx(a), c)),
            1 => arr.clone().prop_map(Ex::Len),
        ]
    })
    .boxed()
}

/// Whether the reductions and permutes drawn use only `+`, `max` and `min` (not
/// [`RedOp::Custom`], which is in general neither associative nor commutative, and so
/// has one answer only where the backend combines in the interpreter's order, as the CPU
/// does on these small arrays). Set before [`property`] for a backend that combines in
/// parallel, like the GPU.
pub static ASSOCIATIVE_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A permute's combining function of the new value (`Var(0)`) and the old (`Var(1)`): any
/// expression, or under [`ASSOCIATIVE_ONLY`] `+`, `max` or `min` of the two (whose result
/// does not depend on the order colliding writes are combined in).
fn combine_strategy(e: BoxedStrategy<Ex>) -> BoxedStrategy<Ex> {
    if !ASSOCIATIVE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        return e;
    }
    prop_oneof![Just(BinK::Add), Just(BinK::Max), Just(BinK::Min)]
        .prop_map(|k| Ex::Bin(k, bx(Ex::Var(0)), bx(Ex::Var(1))))
        .boxed()
}

fn red_strategy(e: BoxedStrategy<Ex>) -> impl Strategy<Value = Red> + Clone {
    let op = if ASSOCIATIVE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        prop_oneof![3 => Just(RedOp::Add), 1 => Just(RedOp::Max), 1 => Just(RedOp::Min)].boxed()
    } else {
        prop_oneof![
            3 => Just(RedOp::Add),
            1 => Just(RedOp::Max),
            1 => Just(RedOp::Min),
            2 => e.prop_map(RedOp::Custom),
        ]
        .boxed()
    };
    (op, elem(), any::<bool>()).prop_map(|(op, seed, one)| Red { op, seed, one })
}

fn scan_kind() -> impl Strategy<Value = ScanK> + Clone {
    prop_oneof![
        Just(ScanK::Left),
        Just(ScanK::Right),
        Just(ScanK::LeftEx),
        Just(ScanK::RightEx),
        Just(ScanK::Both)
    ]
}

fn bnd_strategy() -> impl Strategy<Value = Bnd> + Clone {
    prop_oneof![Just(Bnd::Clamp), Just(Bnd::Mirror), Just(Bnd::Wrap), elem().prop_map(Bnd::Const)]
}

fn cmp_strategy() -> impl Strategy<Value = Cmp> + Clone {
    prop_oneof![Just(Cmp::Lt), Just(Cmp::Le), Just(Cmp::Gt), Just(Cmp::Ge), Just(Cmp::Eq), Just(Cmp::Ne)]
}

fn cube_kind(red: impl Strategy<Value = Red> + Clone + 'static) -> impl Strategy<Value = CubeK> + Clone {
    prop_oneof![
        red.prop_map(CubeK::Fold),
        Just(CubeK::Reshape),
        any::<u8>().prop_map(CubeK::Slice),
        any::<u8>().prop_map(CubeK::Swap)
    ]
}

fn pair_kind() -> impl Strategy<Value = PairK> + Clone {
    prop_oneof![
        Just(PairK::Plain),
        Just(PairK::Rebuild),
        Just(PairK::Reverse),
        Just(PairK::Scan),
        any::<u8>().prop_map(PairK::Iterate),
        bnd_strategy().prop_map(PairK::Stencil)
    ]
}

fn fail_kind() -> impl Strategy<Value = FailK> + Clone {
    prop_oneof![Just(FailK::Fold1Empty), Just(FailK::OutOfBounds), Just(FailK::DivZero), Just(FailK::Reshape)]
}

fn pattern1() -> impl Strategy<Value = Vec<i64>> + Clone {
    vec(-2i64..=2, 0..=4)
}

fn pattern2() -> impl Strategy<Value = Vec<(i64, i64)>> + Clone {
    vec((-1i64..=1, -1i64..=1), 0..=5)
}

/// The strategies of one depth.
#[derive(Clone)]
struct Gens {
    v: BoxedStrategy<VA>,
    m: BoxedStrategy<MA>,
    s: BoxedStrategy<SA>,
}

fn weighted<T: std::fmt::Debug + 'static>(arms: Vec<(u32, BoxedStrategy<T>)>) -> BoxedStrategy<T> {
    Union::new_weighted(arms).boxed()
}

fn leaves(e: &BoxedStrategy<Ex>) -> Gens {
    let v = weighted(vec![
        (4, (0u8..3).prop_map(VA::Ref).boxed()),
        (3, vec(elem(), 0..=6).prop_map(VA::Use).boxed()),
        (2, (extent(), e.clone()).prop_map(|(n, e)| VA::Gen(n, e)).boxed()),
        (1, (extent(), elem()).prop_map(|(n, c)| VA::Fill(n, c)).boxed()),
        (1, extent().prop_map(VA::Enum).boxed()),
    ]);
    let m = weighted(vec![
        (4, (0u8..3).prop_map(MA::Ref).boxed()),
        (
            3,
            (small_extent(), small_extent())
                .prop_flat_map(|(r, c)| vec(elem(), r * c).prop_map(move |xs| MA::Use(r, c, xs)))
                .boxed(),
        ),
        (2, (small_extent(), small_extent(), e.clone()).prop_map(|(r, c, e)| MA::Gen(r, c, e)).boxed()),
        (1, (small_extent(), small_extent(), elem()).prop_map(|(r, c, v)| MA::Fill(r, c, v)).boxed()),
        (1, (small_extent(), small_extent()).prop_map(|(r, c)| MA::Enum(r, c)).boxed()),
    ]);
    let s =
        weighted(vec![(2, (0u8..3).prop_map(SA::Ref).boxed()), (1, e.clone().prop_map(SA::Unit).boxed())]);
    Gens { v, m, s }
}

/// The strategies of programs of at most `depth` levels of array operations.
fn gens(depth: u32, e: &BoxedStrategy<Ex>) -> Gens {
    let leaf = leaves(e);
    if depth == 0 {
        return leaf;
    }
    let sub = gens(depth - 1, e);
    let (v, m, s) = (sub.v.clone(), sub.m.clone(), sub.s.clone());
    let e = e.clone();
    let red = red_strategy(e.clone());
    let count =
        prop_oneof![3 => (0u8..4).prop_map(Count::Lit), 1 => s.clone().prop_map(|s| Count::Data(bx(s)))];
    let src = prop_oneof![2 => v.clone().prop_map(Src::V), 1 => m.clone().prop_map(Src::M)];
    let bpv = prop_oneof![
        Just(BpV::Evens),
        (0u8..6).prop_map(BpV::Rotate),
        (0u8..6).prop_map(BpV::Take),
        e.clone().prop_map(BpV::Gather)
    ];
    let bpm = prop_oneof![
        (0u8..4).prop_map(BpM::RotateRows),
        Just(BpM::DropRow),
        Just(BpM::FirstColumn),
        (e.clone(), e.clone()).prop_map(|(a, b)| BpM::Gather(a, b))
    ];
    let after = prop::option::weighted(0.6, e.clone());

    let va = weighted(vec![
        (8, leaf.v.clone()),
        (5, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Map(bx(x), f)).boxed()),
        (1, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Imap(bx(x), f)).boxed()),
        (3, (v.clone(), v.clone(), e.clone()).prop_map(|(x, y, f)| VA::Zip(bx(x), bx(y), f)).boxed()),
        (2, (v.clone(), e.clone()).prop_map(|(x, f)| VA::ZipSelf(bx(x), f)).boxed()),
        (1, v.clone().prop_map(|x| VA::Rev(bx(x))).boxed()),
        (2, (v.clone(), bpv).prop_map(|(x, k)| VA::Bp(bx(x), k)).boxed()),
        (1, (m.clone(), any::<u8>()).prop_map(|(x, k)| VA::Row(bx(x), k)).boxed()),
        (1, (m.clone(), any::<u8>()).prop_map(|(x, k)| VA::Col(bx(x), k)).boxed()),
        (1, m.clone().prop_map(|x| VA::Flat(bx(x))).boxed()),
        (2, (m.clone(), red.clone()).prop_map(|(x, r)| VA::FoldRows(bx(x), r)).boxed()),
        (2, (v.clone(), scan_kind(), red.clone()).prop_map(|(x, k, r)| VA::Scan(bx(x), k, r)).boxed()),
        (1, (m.clone(), any::<bool>(), red.clone()).prop_map(|(x, d, r)| VA::Totals(bx(x), d, r)).boxed()),
        (
            2,
            (src.clone(), v.clone(), any::<bool>(), e.clone(), combine_strategy(e.clone()))
                .prop_map(|(s, d, rd, t, c)| VA::Permute(bx(s), bx(d), rd, t, c))
                .boxed(),
        ),
        (
            3,
            (v.clone(), pattern1(), bnd_strategy(), e.clone(), after.clone())
                .prop_map(|(x, p, b, f, g)| VA::Stencil(bx(x), p, b, f, g))
                .boxed(),
        ),
        (
            1,
            (v.clone(), v.clone(), pattern1(), bnd_strategy(), pattern1(), bnd_strategy(), e.clone())
                .prop_map(|(x, y, px, bx_, py, by, f)| VA::Stencil2(bx(x), bx(y), px, bx_, py, by, f))
                .boxed(),
        ),
        (2, (count.clone(), v.clone(), v.clone()).prop_map(|(c, i, b)| VA::Iterate(c, bx(i), bx(b))).boxed()),
        (
            1,
            (count.clone(), v.clone(), v.clone(), v.clone(), v.clone(), any::<u8>())
                .prop_map(|(c, i1, i2, b1, b2, k)| VA::IterPair(c, bx([i1, i2, b1, b2]), k))
                .boxed(),
        ),
        (
            1,
            (any::<u8>(), any::<u8>(), v.clone(), v.clone())
                .prop_map(|(k, d, i, b)| VA::Awhile(k, d, bx(i), bx(b)))
                .boxed(),
        ),
        (
            1,
            (s.clone(), elem(), v.clone(), v.clone())
                .prop_map(|(c, t, x, y)| VA::Acond(bx(c), t, bx(x), bx(y)))
                .boxed(),
        ),
        (
            2,
            (v.clone(), e.clone(), e.clone(), e.clone())
                .prop_map(|(x, f, g, h)| VA::Pack(bx(x), bx([f, g, h])))
                .boxed(),
        ),
        (
            2,
            (v.clone(), v.clone(), e.clone(), e.clone(), e.clone(), pair_kind())
                .prop_map(|(x, y, f, g, h, k)| VA::Pairs(bx(x), bx(y), bx([f, g, h]), k))
                .boxed(),
        ),
        (1, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Wide(bx(x), f)).boxed()),
        (
            2,
            (
                v.clone(),
                s.clone(),
                prop_oneof![Just(DynK::Backpermute), e.clone().prop_map(DynK::Generate), Just(DynK::Reshape)],
            )
                .prop_map(|(x, s, k)| VA::Dyn(bx(x), bx(s), k))
                .boxed(),
        ),
        (1, (v.clone(), v.clone(), cmp_strategy()).prop_map(|(x, y, c)| VA::Mask(bx(x), bx(y), c)).boxed()),
        (2, (fail_kind(), v.clone()).prop_map(|(k, x)| VA::Fail(k, bx(x))).boxed()),
        (5, (v.clone(), v.clone()).prop_map(|(x, b)| VA::Let(bx(x), bx(b))).boxed()),
        (1, (m.clone(), v.clone()).prop_map(|(x, b)| VA::LetM(bx(x), bx(b))).boxed()),
        (1, (s.clone(), v.clone()).prop_map(|(x, b)| VA::LetS(bx(x), bx(b))).boxed()),
    ]);

    let ma = weighted(vec![
        (8, leaf.m.clone()),
        (4, (m.clone(), e.clone()).prop_map(|(x, f)| MA::Map(bx(x), f)).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::Imap(bx(x), f)).boxed()),
        (2, (m.clone(), m.clone(), e.clone()).prop_map(|(x, y, f)| MA::Zip(bx(x), bx(y), f)).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::ZipSelf(bx(x), f)).boxed()),
        (2, m.clone().prop_map(|x| MA::Transpose(bx(x))).boxed()),
        (1, m.clone().prop_map(|x| MA::Rev(bx(x))).boxed()),
        (2, (m.clone(), bpm).prop_map(|(x, k)| MA::Bp(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>()).prop_map(|(x, k)| MA::RepRows(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>()).prop_map(|(x, k)| MA::RepCols(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>(), any::<bool>()).prop_map(|(x, k, o)| MA::Reshape(bx(x), k, o)).boxed()),
        (1, m.clone().prop_map(|x| MA::ReshapeT(bx(x))).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::FlatMap(bx(x), f)).boxed()),
        (2, (v.clone(), v.clone(), e.clone()).prop_map(|(x, y, f)| MA::Outer(bx(x), bx(y), f)).boxed()),
        (2, (m.clone(), scan_kind(), red.clone()).prop_map(|(x, k, r)| MA::Scan(bx(x), k, r)).boxed()),
        (
            2,
            (src, m.clone(), any::<bool>(), e.clone(), e.clone(), combine_strategy(e.clone()))
                .prop_map(|(s, d, rd, tr, tc, c)| MA::Permute(bx(s), bx(d), rd, bx([tr, tc, c])))
                .boxed(),
        ),
        (
            3,
            (m.clone(), pattern2(), bnd_strategy(), e.clone(), after)
                .prop_map(|(x, p, b, f, g)| MA::Stencil(bx(x), p, b, f, g))
                .boxed(),
        ),
        (
            1,
            (m.clone(), m.clone(), pattern2(), bnd_strategy(), pattern2(), bnd_strategy(), e.clone())
                .prop_map(|(x, y, px, bx_, py, by, f)| MA::Stencil2(bx(x), bx(y), px, bx_, py, by, f))
                .boxed(),
        ),
        (2, (count, m.clone(), m.clone()).prop_map(|(c, i, b)| MA::Iterate(c, bx(i), bx(b))).boxed()),
        (
            1,
            (any::<u8>(), any::<u8>(), m.clone(), m.clone())
                .prop_map(|(k, d, i, b)| MA::Awhile(k, d, bx(i), bx(b)))
                .boxed(),
        ),
        (
            1,
            (s.clone(), elem(), m.clone(), m.clone())
                .prop_map(|(c, t, x, y)| MA::Acond(bx(c), t, bx(x), bx(y)))
                .boxed(),
        ),
        (
            1,
            (m.clone(), e.clone(), e.clone(), e.clone())
                .prop_map(|(x, f, g, h)| MA::Pack(bx(x), bx([f, g, h])))
                .boxed(),
        ),
        (
            2,
            (m.clone(), any::<u8>(), e.clone(), cube_kind(red.clone()))
                .prop_map(|(x, k, f, c)| MA::Cube(bx(x), k, f, c))
                .boxed(),
        ),
        (4, (m.clone(), m.clone()).prop_map(|(x, b)| MA::Let(bx(x), bx(b))).boxed()),
        (1, (v.clone(), m.clone()).prop_map(|(x, b)| MA::LetV(bx(x), bx(b))).boxed()),
    ]);

    let sa = weighted(vec![
        (3, leaf.s.clone()),
        (3, (v.clone(), red.clone()).prop_map(|(x, r)| SA::Fold(bx(x), r)).boxed()),
        (2, (m.clone(), red.clone()).prop_map(|(x, r)| SA::FoldAll(bx(x), r)).boxed()),
        (1, (v.clone(), any::<bool>(), red).prop_map(|(x, d, r)| SA::Total(bx(x), d, r)).boxed()),
        (1, (v, any::<u8>()).prop_map(|(x, k)| SA::At(bx(x), k)).boxed()),
    ]);
    Gens { v: va, m: ma, s: sa }
}

fn prog_strategy() -> impl Strategy<Value = Prog> {
    let e = ex_strategy();
    let defs = gens(DEPTH - 1, &e);
    let outs = gens(DEPTH, &e);
    let def = prop_oneof![
        3 => defs.v.prop_map(Def::V),
        2 => defs.m.prop_map(Def::M),
        1 => defs.s.prop_map(Def::S),
    ];
    let out = prop_oneof![
        3 => outs.v.clone().prop_map(Out::V),
        2 => outs.m.clone().prop_map(Out::M),
        1 => outs.s.clone().prop_map(Out::S),
        3 => (outs.v.clone(), outs.v.clone()).prop_map(|(a, b)| Out::VV(a, b)),
        2 => (outs.v.clone(), outs.m.clone()).prop_map(|(a, b)| Out::VM(a, b)),
        1 => (outs.v.clone(), outs.m.clone(), outs.s).prop_map(|(a, b, c)| Out::Triple(a, b, c)),
        2 => (outs.v, vec(e.clone(), 2..=3)).prop_map(|(a, fs)| Out::Fan(a, fs)),
        1 => (outs.m, e.clone(), e).prop_map(|(a, f, g)| Out::FanM(a, f, g)),
    ];
    (prop::bool::weighted(0.25), vec(def, 0..=3), out).prop_map(|(faults, defs, out)| Prog {
        faults,
        defs,
        out,
    })
}

// ----- the property -------------------------------------------------------------------------

/// Nodes that can become a kernel (everything but `use`, variables, tuples and projections).
fn computing_nodes(program: &Program) -> usize {
    program
        .nodes
        .iter()
        .filter(|n| !matches!(n.op, Op::Use(_) | Op::Var(_) | Op::Tuple(_) | Op::Prj { .. }))
        .count()
}

/// A value as text: the shape and the elements of every array.
fn show(v: &ArraysValue) -> String {
    match v {
        ArraysValue::Array(a) => {
            let xs: Vec<String> = a.values().iter().map(|x| x.to_string()).collect();
            format!("{:?} [{}]", a.shape(), xs.join(", "))
        }
        ArraysValue::Tuple(vs) => format!("({})", vs.iter().map(show).collect::<Vec<_>>().join(",\n ")),
    }
}

/// What one case did.
pub enum Outcome {
    Same,
    /// The unfused program failed (run-time error): nothing compared.
    UnfusedError,
}

/// Traces, fuses, runs both ways and compares.
pub fn check(program: &Program) -> Result<Outcome, String> {
    check_on(program, None)
}

/// A compiled backend's name and how it runs a plan.
pub type Compiled<'a> = (&'a str, &'a dyn Fn(&Plan) -> Result<ArraysValue, systole_frontend::Error>);

/// [`check`], and with `compiled` the plan runs on that backend too.
pub fn check_on(program: &Program, compiled: Option<Compiled<'_>>) -> Result<Outcome, String> {
    let plan = systole_fusion::plan(program).map_err(|e| format!("plan() failed: {e}\n{program}"))?;
    systole_fusion::validate(&plan).map_err(|e| format!("invalid plan: {e}\n{program}\n{plan}"))?;
    // a node that may fail is copied into each lazy context (an `acond` branch, a loop body)
    // that reads it, up to 16 times; without lazy contexts nothing is copied
    let lazy = program
        .nodes
        .iter()
        .any(|n| matches!(n.op, Op::Acond { .. } | Op::Iterate { .. } | Op::Awhile { .. }));
    let bound = computing_nodes(program) * if lazy { 16 } else { 1 };
    if plan.kernel_count() > bound {
        return Err(format!(
            "{} kernels for {bound} computing nodes\n{program}\n{plan}",
            plan.kernel_count()
        ));
    }
    let Ok(want) = systole_frontend::interpret_program(program, &[]) else {
        return Ok(Outcome::UnfusedError);
    };
    let compare = |what: &str, got: Result<ArraysValue, systole_frontend::Error>| match got {
        Ok(got) if got == want => Ok(()),
        Ok(got) => {
            let (want, got) = (show(&want), show(&got));
            let diff = pretty_assertions::StrComparison::new(&want, &got);
            Err(format!(
                "{what} result differs\nprogram:\n{program}\nplan:\n{plan}\n\
                 unfused:\n{want}\n{what}:\n{got}\n{diff}"
            ))
        }
        Err(e) => Err(format!("{what} failed where the program did not: {e}\n{program}\n{plan}")),
    };
    compare("fused", systole_fusion::interp::run(&plan, &[]))?;
    if let Some((name, run)) = compiled {
        compare(name, run(&plan))?;
    }
    Ok(Outcome::Same)
}

/// Runs the property over `cases` random programs, on `compiled` too if given.
pub fn property(cases: u32, compiled: Option<Compiled<'_>>) {
    // PROPTEST_CASES=100000 searches longer
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(cases);
    let config = ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() };
    let mut runner = TestRunner::new(config);
    let (ran, errors) = (Cell::new(0u32), Cell::new(0u32));
    let result = runner.run(&prog_strategy(), |p| {
        let program =
            build(&p).map_err(|e| TestCaseError::fail(format!("the program does not trace: {e}")))?;
        match check_on(&program, compiled).map_err(TestCaseError::fail)? {
            Outcome::Same => {}
            Outcome::UnfusedError => errors.set(errors.get() + 1),
        }
        ran.set(ran.get() + 1);
        Ok(())
    });
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, p)) => panic!("{why}\nminimal failing program: {p:#?}"),
        Err(e) => panic!("{e}"),
    }
    // only programs with faults fail, and only when a failing computation is needed: about
    // 4% of all programs (a proportion that says something only over enough programs; a
    // dozen, as under compute-sanitizer, can hold two by chance)
    if ran.get() >= 100 {
        assert!(
            errors.get() * 10 <= ran.get(),
            "{} of {} programs failed at run time",
            errors.get(),
            ran.get()
        );
    }
}
