//! Building the rank-1 programs ([`VA`]): one function per combinator that needs more than
//! a line.

use super::ast::*;
use super::build::*;
use super::matrices::bm;
use super::scalar::{self, compare};
use super::typed::{self, mode};
use super::*;

pub fn bv(a: &VA, env: &Env) -> BV {
    let f1 = |x: &VA, e: &Ex| -> BV {
        let x = bv(x, env);
        BV { a: map_v(&x.a, e, env), n: x.n }
    };
    match a {
        VA::Ref(k) => pick(&env.vs, *k).cloned().unwrap_or_else(|| bv(&VA::Enum(3), env)),
        VA::Use(xs) => BV { a: vector(xs), n: xs.len() },
        VA::Big(k, seed) => {
            let n = large_extent(*k, env.large);
            BV { a: vector(&pseudo(n, *seed)), n }
        }
        VA::Gen(n, e) => BV { a: generate([*n], |[i]| ex(e, &Cx::new(env, vec![], vec![i]))), n: *n },
        VA::Fill(n, c) => BV { a: fill([*n], *c), n: *n },
        VA::Enum(n) => BV { a: enumerate([*n]).map(|i| i.cast::<i32>()), n: *n },
        VA::Map(x, e) => f1(x, e),
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
        VA::Bp(x, kind) => backpermute(bv(x, env), kind, env),
        VA::Row(m, k) => {
            let m = bm(m, env);
            let a = if m.r > 0 { m.a.slice((i64::from(*k) % m.r as i64, All)) } else { m.a.flatten() };
            BV { a, n: if m.r > 0 { m.c } else { 0 } }
        }
        VA::Col(m, k) => {
            let m = bm(m, env);
            let a = if m.c > 0 { m.a.slice((All, i64::from(*k) % m.c as i64)) } else { m.a.flatten() };
            BV { a, n: if m.c > 0 { m.r } else { 0 } }
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
        VA::Scan(x, kind, r) => scan(bv(x, env), *kind, r, env),
        VA::Totals(m, right, r) => {
            let m = bm(m, env);
            let f = |a, b| red(&r.op, env, a, b);
            let (_, t): (M, V) =
                if *right { m.a.scan_exclusive_right(r.seed, f) } else { m.a.scan_exclusive(r.seed, f) };
            BV { a: t, n: m.r }
        }
        VA::Permute(src, defaults, read_src, target, comb) => {
            permute(src, bv(defaults, env), *read_src, target, comb, env)
        }
        VA::Stencil(x, offsets, b, f, after) => {
            let x = bv(x, env);
            let pattern = Stencil::new(offsets.iter().map(|&o| [o]));
            let a =
                x.a.stencil(&pattern, boundary(*b), |t| ex(f, &Cx::new(env, t.values().to_vec(), vec![])));
            BV { a: after.as_ref().map_or(a.clone(), |g| map_v(&a, g, env)), n: x.n }
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
        VA::IterPair(c, parts, choice) => iter_pair(c, parts, *choice, env),
        VA::IterTuple(c, parts) => iter_tuple(c, parts, env),
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
        VA::Switched(c, awhile, s, threshold, init, branches) => {
            let s = bs(s, env);
            let init = bv(init, env);
            let n = init.n;
            let step = |x: V| {
                let env = with_v(env, BV { a: x, n });
                let [t, e] = &**branches;
                let (t, e) = (fit_v(bv(t, &env), n), fit_v(bv(e, &env), n));
                acond(s.the().gt(*threshold), t.a, e.a)
            };
            let a = match awhile {
                Some((start, mode)) => {
                    awhile_mode(awhile_start(*start), *mode, init.a, |x: &V| x.fold(0, |p, q| p + q), step)
                }
                None => iterate(count(c, env), init.a, step),
            };
            BV { a, n }
        }
        VA::Fail(kind, x) => fail(*kind, bv(x, env), env),
        VA::Typed(s, t) => {
            let t = typed::typed_as_i32(*s, t, env);
            BV { a: t.a, n: t.n }
        }
        VA::Pairs(x, y, fns, kind) => pairs(bv(x, env), bv(y, env), fns, *kind, env),
        VA::Mask(x, y, c) => {
            let (x, y) = (bv(x, env), bv(y, env));
            let mask: Acc<Vector<bool>> = x.a.map(|v| compare(*c, v, Exp::from(0)));
            let trues: S = mask.map(|b| select(b, 1i32, 0i32)).fold(0, |p, q| p + q);
            let a = mask.zip_with(&y.a, |b, v| select(b, v, -v) + trues.the());
            BV { a, n: x.n.min(y.n) }
        }
        VA::Compact(x, c, f, partition) => {
            let x = bv(x, env);
            let keep = |v: Exp<i32>| compare(*c, ex(f, &Cx::new(env, vec![v], vec![])), Exp::from(0));
            let a = if *partition {
                x.a.partition(keep).0
            } else {
                let (kept, count) = x.a.filter::<0>(keep);
                let n = x.n as i64;
                generate([n as usize], move |[j]: [Exp<i64>; 1]| {
                    select(j.lt(count.the()), kept.index([j.min(n - 1)]), (-1 - j).cast::<i32>())
                })
            };
            BV { a, n: x.n }
        }
        VA::Dyn(x, s, kind) => dynamic(bv(x, env), bs(s, env), kind, env),
        VA::Wide(x, e) => {
            let x = bv(x, env);
            let wide = x
                .a
                .map(|v| v.cast::<i64>() * 1_000_003 + ex(e, &Cx::new(env, vec![v], vec![])).cast::<i64>());
            BV { a: wide.scan(|p, q| p + q).map(|w| (w >> 7i64).cast::<i32>()), n: x.n }
        }
        VA::FoldSeg(x, e, seeded) => {
            let x = bv(x, env);
            let a = x.a.clone();
            let n = x.n as i64;
            let bit = |v: Exp<i32>| ex(e, &Cx::new(env, vec![v], vec![])) & 1;
            let lengths = generate([x.n], move |[i]: [Exp<i64>; 1]| {
                select(
                    i.eq(0i64),
                    Exp::from((n / 2) as i32),
                    select(i.le(n - n / 2), bit(a.index([i])), 0i32),
                )
            });
            let seed = if *seeded { 1 } else { 0 };
            BV { a: x.a.fold_seg(seed, |p, q| p + q, &lengths), n: x.n }
        }
        VA::Sort(x, key, narrow) => {
            let x = bv(x, env);
            let a = match key {
                None => x.a.sort(),
                Some(e) => {
                    let key = |v: Exp<i32>| ex(e, &Cx::new(env, vec![v], vec![]));
                    let keyed = x.a.imap(|[i], v| (v, i.cast::<i32>()));
                    let sorted = if *narrow {
                        keyed.sort_by_key(|p| key(p.fst()).cast::<u8>())
                    } else {
                        keyed.sort_by_key(|p| key(p.fst()))
                    };
                    sorted.map(|p| p.fst() * 3 + p.snd())
                }
            };
            BV { a, n: x.n }
        }
        VA::Pack(x, fns) => {
            let [f, g, h] = &**fns;
            let x = bv(x, env);
            let (p, q) = pack((map_v(&x.a, f, env), map_v(&x.a, g, env))).unpack();
            BV { a: p.zip_with(&q, |p, q| ex(h, &Cx::new(env, vec![p, q], vec![]))), n: x.n }
        }
        VA::Let(x, body) => bv(body, &bind_v(env, x, bv(x, env))),
        VA::LetM(x, body) => bv(body, &bind_m(env, x, bm(x, env))),
        VA::LetS(x, body) => bv(body, &with_s(env, bs(x, env))),
    }
}

fn backpermute(x: BV, kind: &BpV, env: &Env) -> BV {
    let n = x.n;
    match kind {
        BpV::Evens => BV { a: x.a.backpermute([n.div_ceil(2)], |[i]| [i * 2]), n: n.div_ceil(2) },
        BpV::Rotate(k) if n > 0 => BV { a: x.a.backpermute([n], |[i]| [(i + i64::from(*k)) % n as i64]), n },
        BpV::Take(k) => {
            let m = n.min(usize::from(*k));
            BV { a: x.a.backpermute([m], |[i]| [i]), n: m }
        }
        BpV::Gather(e) if n > 0 => {
            let a =
                x.a.backpermute([n], |[i]| [wrap(ex(e, &Cx::new(env, vec![], vec![i])).cast::<i64>(), n)]);
            BV { a, n }
        }
        BpV::Rotate(_) | BpV::Gather(_) => x,
    }
}

fn scan(x: BV, kind: ScanK, r: &Red, env: &Env) -> BV {
    let f = |a, b| red(&r.op, env, a, b);
    let a = match kind {
        ScanK::Left => x.a.scan(f),
        ScanK::Right => x.a.scan_right(f),
        ScanK::LeftEx => x.a.scan_exclusive::<0, _>(r.seed, f).0,
        ScanK::RightEx => x.a.scan_exclusive_right::<0, _>(r.seed, f).0,
        ScanK::Both => {
            let (p, t): (V, S) = x.a.scan_exclusive(r.seed, f);
            p.map(|v| v ^ t.the())
        }
    };
    BV { a, n: x.n }
}

fn permute(src: &Src, d: BV, read_src: bool, target: &Ex, comb: &Ex, env: &Env) -> BV {
    let n = d.n;
    let a = permute_from(src, &d.a, read_src, comb, env, |vars, ix| {
        let t = wrap(ex(target, &Cx::new(env, vars, ix)).cast::<i64>(), 2 * n + 1) - 1;
        Target::when(t.ge(0), [t])
    });
    BV { a, n }
}

fn iter_pair(c: &Count, parts: &[VA; 4], choice: u8, env: &Env) -> BV {
    let [i1, i2, b1, b2] = parts;
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

/// An `iterate` over a tuple of 3 or 4 arrays (of 2 without a fourth part), each body
/// seeing the whole state; the result is the sum of the components.
fn iter_tuple(c: &Count, parts: &[(VA, VA)], env: &Env) -> BV {
    let cnt = count(c, env);
    let inits: Vec<BV> = parts.iter().map(|(i, _)| bv(i, env)).collect();
    let ns: Vec<usize> = inits.iter().map(|b| b.n).collect();
    let step = |state: Vec<V>| -> Vec<V> {
        let inner = state.into_iter().zip(&ns).fold(env.clone(), |e, (a, &n)| with_v(&e, BV { a, n }));
        parts.iter().zip(&ns).map(|((_, body), &n)| fit_v(bv(body, &inner), n).a).collect()
    };
    let a: Vec<V> = inits.iter().map(|b| b.a.clone()).collect();
    let outs: Vec<V> = match &a[..] {
        [x, y, z] => {
            let (x, y, z) = iterate(cnt, (x.clone(), y.clone(), z.clone()), |(x, y, z)| {
                let s = step(vec![x, y, z]);
                (s[0].clone(), s[1].clone(), s[2].clone())
            });
            vec![x, y, z]
        }
        [x, y, z, w, ..] => {
            let (x, y, z, w) = iterate(cnt, (x.clone(), y.clone(), z.clone(), w.clone()), |(x, y, z, w)| {
                let s = step(vec![x, y, z, w]);
                (s[0].clone(), s[1].clone(), s[2].clone(), s[3].clone())
            });
            vec![x, y, z, w]
        }
        _ => a,
    };
    let n = ns.iter().copied().min().unwrap_or(0);
    let sum = outs.iter().skip(1).fold(outs[0].clone(), |s, o| s.zip_with(o, |p, q| p + q));
    BV { a: sum, n }
}

/// A computation over `x` that fails in a program with faults: `fold1` of empty rows, a read
/// one past the end (the last element in the defined form), a division by zero (0 in the
/// defined form), a reshape to another size, a negative extent.
fn fail(kind: FailK, x: BV, env: &Env) -> BV {
    if !env.faults {
        return x;
    }
    let n = x.n;
    let last = n as i64 - 1;
    let a = match kind {
        FailK::Fold1Empty => x.a.replicate((All, 0i64)).fold1(|p, q| p + q),
        FailK::OutOfBounds => {
            // of an array in memory (see `in_memory_v`)
            let y = vector(&pseudo(n, n as u64));
            let shifted = if env.twin {
                y.backpermute([n], move |[i]| [(i + 1).min(last)])
            } else {
                y.backpermute([n], |[i]| [i + 1])
            };
            x.a.zip_with(&shifted, |p, q| p ^ q)
        }
        FailK::DivZero => {
            let m = mode(env);
            x.a.map(|v| scalar::tex::<i32>(&div_by_self_xor(), &[v], m))
        }
        FailK::Reshape => x.a.reshape([n + 1]).backpermute([n], |[i]| [i]),
        FailK::Negative => {
            let size = x.a.size();
            x.a.backpermute([size - (n as i64 + 1)], |[i]| [i]).backpermute([n], |[i]| [i])
        }
    };
    BV { a, n }
}

/// `100 / (v ^ v)`: a division by zero.
fn div_by_self_xor() -> scalar::TEx {
    use scalar::{Bin, Lit, TEx};
    let v = || Box::new(TEx::Arg(0));
    TEx::Bin(Bin::Div, Box::new(TEx::Lit(Lit::Small(100))), Box::new(TEx::Bin(Bin::Xor, v(), v())))
}

fn pairs(x: BV, y: BV, fns: &[Ex; 3], kind: PairK, env: &Env) -> BV {
    let [f, g, h] = fns;
    let pairs = x.a.zip_with(&y.a, |p, q| {
        let cx = Cx::new(env, vec![p, q], vec![]);
        (ex(f, &cx), ex(g, &cx))
    });
    let pairs = match kind {
        PairK::Plain => pairs,
        PairK::Rebuild => pairs.map(|p| (p.fst(), p.snd())),
        PairK::Reverse => pairs.reverse(),
        PairK::Scan => pairs.scan(|p, q| (p.fst() + q.fst(), p.snd().max(q.snd()))),
        PairK::Iterate(k) => iterate(i64::from(k % 3), pairs, |w| w.map(|p| (p.snd(), p.fst() ^ 5))),
        PairK::Stencil(b) => {
            let b = match boundary(b) {
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

fn dynamic(x: BV, s: S, kind: &DynK, env: &Env) -> BV {
    let n = x.n;
    let (t, u) = (s.the(), s.the());
    let dyn_n = (t ^ u).cast::<i64>() + n as i64;
    let a = match kind {
        DynK::Backpermute => x.a.backpermute([dyn_n], |[i]| [i]),
        DynK::Generate(e) => generate([dyn_n], |[i]| ex(e, &Cx::new(env, vec![x.a.index([i])], vec![i]))),
        DynK::Reshape => x.a.reshape([dyn_n]),
    };
    BV { a, n }
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
