//! Building a drawn program with the real combinators, and tracing it.

use super::ast::*;
use super::*;
// ----- building the program -----------------------------------------------------------------

#[derive(Clone)]
pub struct BV {
    a: V,
    n: usize,
}

#[derive(Clone)]
pub struct BM {
    a: M,
    r: usize,
    c: usize,
}

/// The arrays in scope, with their (static) shapes; the most recent binding is last.
#[derive(Clone, Default)]
pub struct Env {
    vs: Vec<BV>,
    ms: Vec<BM>,
    ss: Vec<S>,
    /// Whether [`VA::Fail`] fails (and loops run at least once).
    faults: bool,
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
    fn new(env: &'a Env, vars: Vec<Exp<i32>>, ix: Vec<Exp<i64>>) -> Self {
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

pub fn red(op: &RedOp, env: &Env, a: Exp<i32>, b: Exp<i32>) -> Exp<i32> {
    match op {
        RedOp::Add => a + b,
        RedOp::Max => a.max(b),
        RedOp::Min => a.min(b),
        RedOp::Custom(e) => ex(e, &Cx::new(env, vec![a, b], vec![])),
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

/// The count of an `iterate`: 0 to 3, or 1 to 3 in a program with faults.
///
/// Fusion hoists loop-invariant computations out of loop bodies and runs them even when the
/// body runs zero times, so a failing computation read only by such a body makes the fused
/// plan fail where the program succeeds (`regression_hoisted_out_of_a_loop_that_never_runs`).
/// Programs with faults therefore run every loop at least once.
pub fn count(c: &Count, env: &Env) -> Exp<i64> {
    match c {
        Count::Lit(k) => Exp::from(i64::from(*k % 4)),
        Count::Data(s) => wrap(bs(s, env).the().cast::<i64>(), 4),
    }
}

/// The first value of an `awhile` counter.
pub fn awhile_start(start: u8) -> i32 {
    i32::from(start % 4)
}

/// `b` with shape `[n]`: clamped reads, or zeros when `b` is empty.
pub fn fit_v(b: BV, n: usize) -> BV {
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

pub fn bv(a: &VA, env: &Env) -> BV {
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
pub fn awhile_mode<A: Arrays>(
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

pub fn bm(a: &MA, env: &Env) -> BM {
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

pub fn bs(a: &SA, env: &Env) -> S {
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
pub fn build(p: &Prog) -> Result<Program, systole_frontend::Error> {
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
