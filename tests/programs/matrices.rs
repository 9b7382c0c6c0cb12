//! Building the rank-2 programs ([`MA`]), and the rank-3 ones they pass through: one
//! function per combinator that needs more than a few lines.

use super::ast::*;
use super::build::*;
use super::vectors::{awhile_mode, bv};
use super::*;

pub fn bm(a: &MA, env: &Env) -> BM {
    match a {
        MA::Ref(k) => pick(&env.ms, *k).cloned().unwrap_or_else(|| bm(&MA::Enum(2, 3), env)),
        MA::Use(r, c, xs) => {
            let a = use_array(&Array::from_vec([*r, *c], xs.clone()).expect("the size matches"));
            BM { a, r: *r, c: *c }
        }
        MA::Big(k, seed) => {
            let (r, c) = large_shape(*k, env.large);
            let a = use_array(&Array::from_vec([r, c], pseudo(r * c, *seed)).expect("the size matches"));
            BM { a, r, c }
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
        MA::Bp(x, kind) => backpermute(bm(x, env), kind, env),
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
        MA::Reshape(v, k, outer) => reshape(bv(v, env), *k, *outer),
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
        MA::Scan(x, kind, r) => scan(bm(x, env), *kind, r, env),
        MA::Permute(src, defaults, read_src, fns) => permute(src, bm(defaults, env), *read_src, fns, env),
        MA::Stencil(x, offsets, b, f, after) => {
            let x = bm(x, env);
            let pattern = Stencil::new(offsets.iter().map(|&(i, j)| [i, j]));
            let a =
                x.a.stencil(&pattern, boundary(*b), |t| ex(f, &Cx::new(env, t.values().to_vec(), vec![])));
            BM { a: after.as_ref().map_or(a.clone(), |g| map_m(&a, g, env)), ..x }
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
        MA::Cube(x, k, e, st, kind) => cube(bm(x, env), *k, e, st.as_deref(), kind, env),
        MA::Let(x, body) => bm(body, &bind_m(env, x, bm(x, env))),
        MA::LetV(x, body) => bm(body, &bind_v(env, x, bv(x, env))),
    }
}

fn backpermute(x: BM, kind: &BpM, env: &Env) -> BM {
    let (r, c) = (x.r, x.c);
    match kind {
        BpM::RotateRows(k) if r > 0 => {
            let a = x.a.backpermute([r, c], |[i, j]| [(i + i64::from(*k)) % r as i64, j]);
            BM { a, ..x }
        }
        BpM::DropRow if r > 0 => BM { a: x.a.backpermute([r - 1, c], |[i, j]| [i + 1, j]), r: r - 1, c },
        BpM::FirstColumn if c > 0 => BM { a: x.a.backpermute([r, c], |[i, _]| [i, Exp::from(0i64)]), ..x },
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

fn reshape(v: BV, k: u8, outer: bool) -> BM {
    let k = usize::from(k % 3) + 1;
    let (q, trimmed) = (v.n / k, v.n / k * k);
    let a = if trimmed == v.n { v.a } else { v.a.backpermute([trimmed], |[i]| [i]) };
    if outer { BM { a: a.reshape([k, q]), r: k, c: q } } else { BM { a: a.reshape([q, k]), r: q, c: k } }
}

fn scan(x: BM, kind: ScanK, r: &Red, env: &Env) -> BM {
    let f = |a, b| red(&r.op, env, a, b);
    let a = match kind {
        ScanK::Left => x.a.scan(f),
        ScanK::Right => x.a.scan_right(f),
        ScanK::LeftEx => x.a.scan_exclusive::<1, _>(r.seed, f).0,
        ScanK::RightEx => x.a.scan_exclusive_right::<1, _>(r.seed, f).0,
        ScanK::Both => {
            let (p, t): (M, V) = x.a.scan_exclusive_right(r.seed, f);
            p.imap(|[i, _], v| v ^ t.index([i]))
        }
    };
    BM { a, ..x }
}

fn permute(src: &Src, d: BM, read_src: bool, fns: &[Ex; 3], env: &Env) -> BM {
    let [tr, tc, comb] = fns;
    let (r, c) = (d.r, d.c);
    let a = permute_from(src, &d.a, read_src, comb, env, |vars, ix| {
        let cx = Cx::new(env, vars, ix);
        // one past the end in each dimension: dropped
        Target::to([wrap(ex(tr, &cx).cast::<i64>(), r + 1), wrap(ex(tc, &cx).cast::<i64>(), c + 1)])
    });
    BM { a, r, c }
}

/// Through rank 3: `[r, c]` replicated to `[r, k, c]`, an `imap`, maybe a stencil of rank 3,
/// and back to rank 2.
fn cube(x: BM, k: u8, e: &Ex, st: Option<&Stencil3>, kind: &CubeK, env: &Env) -> BM {
    let k = usize::from(k % 3) + 1;
    let mut cube: Acc<Array<i32, 3>> =
        x.a.replicate((All, k as i64, All)).imap(|[i, j, l], v| ex(e, &Cx::new(env, vec![v], vec![i, j, l])));
    if let Some(st) = st {
        let pattern = Stencil::new(st.pattern.iter().map(|&(i, j, l)| [i, j, l]));
        cube = cube
            .stencil(&pattern, boundary(st.bnd), |t| ex(&st.f, &Cx::new(env, t.values().to_vec(), vec![])));
    }
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
