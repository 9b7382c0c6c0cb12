//! A segmented fold by CSR offsets on the GPU
//! ([`Consumer::FoldSeg`](systole_frontend::ir::Consumer::FoldSeg)), balanced by merge path
//! (Merrill and Garland, "Merge-based parallel sparse matrix-vector multiplication", SC16;
//! CUB's `DeviceSpmv`): the work is the merge of the segments' ends with the elements,
//! `segments + elements` items, cut into tiles of equal length whatever the lengths are.
//!
//! ```text
//!  segment(tiles)  a warp per tile of FOLD_SEG_TILE merge items, FOLD_SEG_ITEMS a lane:
//!                  each lane finds where its items start by bisection on the offsets
//!                  (the merge-path search of a diagonal), folds its elements in order and
//!                  writes the segments that start and end among its items; a segmented
//!                  scan across the lanes (shuffles) finishes the segments that start in an
//!                  earlier lane of the tile; the tile's carry-out (the segment left open at
//!                  its end and its partial value) goes to partial 2t, and where the tile's
//!                  first segment began in an earlier tile, that segment's part in the tile
//!                  goes to partial 2t + 1 (the states say which segment and whether each
//!                  partial holds a value)
//!  finish(tiles)   the fixup (CUB's `segment fixup`, a reduce by key over the carry-outs
//!                  in tile order): a warp per run of tiles whose carry-outs share a
//!                  segment folds them in order (`WarpFold`), with the seed in front and the
//!                  part in the tile where the segment ends behind, into the output
//! ```
//!
//! No atomics: the operator is any associative function, applied in the elements' order
//! (reassociated, never commuted, unless it commutes), so results are deterministic and
//! exact operators match the interpreter. A segment within one lane's items costs no more
//! than a sequential loop; one of a million elements costs a few thousand carry-outs, which
//! the fixup folds at its warp's load rate.
//!
//! The offsets are clamped into `0 ..= n` (the elements before the first offset belong to no
//! segment); decreasing offsets break the merge path's order: their values are unspecified
//! (no read leaves the arrays). `fold1_seg` of an empty segment writes an unspecified value
//! (the frontend checks the lengths first).

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::fold::{FINISH_TILE, WarpFold};
use super::{GpuTarget, Shuffle, Warp, is_commutative, repeat, shuffle_val};
use crate::codegen::{KernelGen, RowParams};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// The merge items (segment ends and elements) a lane of a segmented fold takes.
pub const FOLD_SEG_ITEMS: usize = 8;

/// The merge items of a tile: a warp's.
pub const FOLD_SEG_TILE: usize = 32 * FOLD_SEG_ITEMS;

/// A value and whether it holds anything (an element was folded into it).
type Partial<'ctx> = (Val<'ctx>, IntValue<'ctx>);

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// A segmented fold's entry on the GPU (see the module documentation): `a` is the number
    /// of tiles.
    pub(super) fn gpu_fold_seg(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        offsets: ArrayVar,
        input: &Input,
    ) {
        let cg = self.cg;
        let RowParams { elt, n, out, partial, .. } = self.row_params(input);
        let states = self.params.ptr(cg);
        let tiles = self.a;
        let combine =
            |a: &Val<'ctx>, b: &Val<'ctx>| self.lower(f, &[a.clone(), b.clone()], FloatOrder::Reassociate);
        let warp = Warp::of(cg, gpu);
        let segments = self.segment_count(offsets);
        // where the elements start, and where segment `r` ends counted from there
        let base = cg.smin(cg.smax(self.offset_at(offsets, cg.i64(0)), cg.i64(0)), n);
        let end_of = |r: IntValue<'ctx>| {
            let o = self.offset_at(offsets, cg.add(r, cg.i64(1)));
            cg.sub(cg.smin(cg.smax(o, base), n), base)
        };
        let last = cg.smax(cg.sub(segments, cg.i64(1)), cg.i64(0));
        let elements = end_of(last);
        let items = cg.add(segments, elements);
        let with_seed = |(v, has): &Partial<'ctx>| match seed {
            Some(z) => {
                let z = self.lower(z, &[], FloatOrder::Strict);
                cg.select_val(*has, &combine(&z, v), &z)
            }
            None => v.clone(),
        };
        let join = |(a, ha): &Partial<'ctx>, (b, hb): &Partial<'ctx>| -> Partial<'ctx> {
            let both = ok(cg.builder.build_and(*ha, *hb, "both"));
            let v = cg.select_val(both, &combine(a, b), &cg.select_val(*ha, a, b));
            (v, ok(cg.builder.build_or(*ha, *hb, "has")))
        };
        let bool_ = |v: bool| cg.ctx.bool_type().const_int(u64::from(v), false);
        let i64_ = cg.ctx.i64_type();
        match entry {
            Entry::Segment => warp.each(cg, tiles, |t| {
                let lane = warp.lane;
                let d0 = cg.smin(
                    cg.add(
                        cg.mul(t, cg.i64(FOLD_SEG_TILE as i64)),
                        cg.mul(lane, cg.i64(FOLD_SEG_ITEMS as i64)),
                    ),
                    items,
                );
                let d1 = cg.smin(cg.add(d0, cg.i64(FOLD_SEG_ITEMS as i64)), items);
                // the merge-path search: `i` segment ends before diagonal `d`, `d - i` elements
                // (segment `mid`'s end comes before element `d - mid - 1`); the tile's start
                // by the whole warp, 32 probes a step, then each lane's within the segments
                // the tile can reach (at most one a merge item: a few steps, in the cache)
                let before = |d: IntValue<'ctx>, mid: IntValue<'ctx>| {
                    cg.icmp(IntPredicate::SLE, end_of(mid), cg.sub(cg.sub(d, mid), cg.i64(1)))
                };
                let dt = cg.smin(cg.mul(t, cg.i64(FOLD_SEG_TILE as i64)), items);
                let lo = cg.smax(cg.sub(dt, elements), cg.i64(0));
                let it = warp_bisect(cg, gpu, lane, lo, cg.smin(dt, segments), |mid| before(dt, mid));
                let lo = cg.smax(cg.sub(d0, elements), it);
                let hi = cg.smin(cg.smin(d0, segments), cg.add(it, cg.sub(d0, dt)));
                let i0 = bisect(cg, lo, hi, |mid| before(d0, mid));
                let j0 = cg.sub(d0, i0);
                let start0 = cg.select(
                    cg.icmp(IntPredicate::EQ, i0, cg.i64(0)),
                    cg.i64(0).into(),
                    end_of(cg.smax(cg.sub(i0, cg.i64(1)), cg.i64(0))).into(),
                );
                // the lane's first segment began in an earlier lane
                let continued = cg.icmp(IntPredicate::SGT, j0, start0.into_int_value());
                let rend = |i: IntValue<'ctx>| end_of(cg.smin(i, last));
                let state_ty = Type::Tuple(vec![
                    Type::Scalar(ScalarType::I64),
                    Type::Scalar(ScalarType::I64),
                    Type::Scalar(ScalarType::I64),
                    elt.clone(),
                    Type::Scalar(ScalarType::Bool),
                    Type::Scalar(ScalarType::Bool),
                    elt.clone(),
                    Type::Scalar(ScalarType::Bool),
                ]);
                let int = |v: IntValue<'ctx>| Val::Scalar(v.into());
                let pack = |i, j, e, acc: &Partial<'ctx>, ended, head: &Partial<'ctx>| {
                    Val::Tuple(vec![
                        int(i),
                        int(j),
                        int(e),
                        acc.0.clone(),
                        int(acc.1),
                        int(ended),
                        head.0.clone(),
                        int(head.1),
                    ])
                };
                let empty = (cg.zero(&elt), bool_(false));
                let init = pack(i0, j0, rend(i0), &empty, bool_(false), &empty);
                let count = cg.sub(d1, d0);
                // the lane's elements are `j0..` and at most FOLD_SEG_ITEMS of them: loaded
                // first, in flight together, and each picked by its place (`j - j0`) in the
                // loop, where an element's load in the loop would wait for the loop to reach
                // it (the H100, call 4: the power-law SpMV at 48.0 / 37.1 Gnnz/s f32 / f64
                // against 38.7 / 22.2 without; the Poisson one at 44.7 against 48.7)
                // (a value of more than 16 bytes, 8 of them held at once, would spill: those
                // are loaded in the loop)
                let preload = elt.leaves().iter().map(|t| t.size_bytes()).sum::<usize>() <= 16;
                let xs: Vec<Val<'ctx>> = if preload {
                    let any = cg.icmp(IntPredicate::SGT, elements, cg.i64(0));
                    let ty = Type::Tuple(vec![elt.clone(); FOLD_SEG_ITEMS]);
                    let loaded = cg.if_else_val(
                        any,
                        &ty,
                        || {
                            let last = cg.add(base, cg.sub(elements, cg.i64(1)));
                            let at = |k: i64| cg.smin(cg.add(cg.add(base, j0), cg.i64(k)), last);
                            Val::Tuple(
                                (0..FOLD_SEG_ITEMS as i64)
                                    .map(|k| self.read_input(input, &[at(k)], at(k)))
                                    .collect(),
                            )
                        },
                        || Val::Tuple(vec![cg.zero(&elt); FOLD_SEG_ITEMS]),
                    );
                    loaded.fields().to_vec()
                } else {
                    vec![]
                };
                let element_at = |j: IntValue<'ctx>| -> Val<'ctx> {
                    if xs.is_empty() {
                        return self.read_input(input, &[cg.add(base, j)], cg.add(base, j));
                    }
                    let place = cg.sub(j, j0);
                    xs.iter().enumerate().skip(1).fold(xs[0].clone(), |v, (k, x)| {
                        cg.select_val(cg.icmp(IntPredicate::EQ, place, cg.i64(k as i64)), x, &v)
                    })
                };
                let done =
                    cg.fold_range(cg.i64(0), cg.i64(FOLD_SEG_ITEMS as i64), &init, &state_ty, |s, k| {
                        let v = s.fields();
                        let (i, j, e) = (v[0].int(), v[1].int(), v[2].int());
                        let acc = (v[3].clone(), v[4].int());
                        let (ended, head) = (v[5].int(), (v[6].clone(), v[7].int()));
                        let active = cg.icmp(IntPredicate::SLT, k, count);
                        let element =
                            ok(cg.builder.build_and(active, cg.icmp(IntPredicate::SLT, j, e), "element"));
                        let not_element = ok(cg.builder.build_not(element, "end"));
                        let end = ok(cg.builder.build_and(active, not_element, "end"));
                        cg.if_else_val(
                            element,
                            &state_ty,
                            || {
                                let x = element_at(j);
                                let acc = join(&acc, &(x, bool_(true)));
                                pack(i, cg.add(j, cg.i64(1)), e, &acc, ended, &head)
                            },
                            || {
                                cg.if_else_val(
                                    end,
                                    &state_ty,
                                    || {
                                        // segment `i` ends here: deferred where it began in an
                                        // earlier lane (the lane's first end), else written
                                        let not_ended = ok(cg.builder.build_not(ended, "first"));
                                        let defer = ok(cg.builder.build_and(not_ended, continued, "defer"));
                                        // (a segment past the last: decreasing offsets, unspecified)
                                        let keep = ok(cg.builder.build_not(defer, "write"));
                                        let keep = ok(cg.builder.build_and(
                                            keep,
                                            cg.icmp(IntPredicate::SLT, i, segments),
                                            "in",
                                        ));
                                        cg.if_then(keep, || {
                                            cg.store_element(&elt, &out, i, &with_seed(&acc))
                                        });
                                        let head = (
                                            cg.select_val(defer, &acc.0, &head.0),
                                            cg.select(defer, acc.1.into(), head.1.into()).into_int_value(),
                                        );
                                        let next = cg.add(i, cg.i64(1));
                                        pack(next, j, rend(next), &empty, bool_(true), &head)
                                    },
                                    || s.clone(),
                                )
                            },
                        )
                    });
                let v = done.fields();
                let i_end = v[0].int();
                let carry = (v[3].clone(), v[4].int());
                let ended = v[5].int();
                let head = (v[6].clone(), v[7].int());
                // the segmented scan of the carries across the lanes: a lane that ended a
                // segment starts afresh
                let scan_ty = Type::Tuple(vec![
                    Type::Scalar(ScalarType::Bool),
                    elt.clone(),
                    Type::Scalar(ScalarType::Bool),
                ]);
                let mut s = Val::Tuple(vec![int(ended), carry.0.clone(), int(carry.1)]);
                for d in [1i64, 2, 4, 8, 16] {
                    let other = shuffle_val(cg, gpu, &scan_ty, &s, Shuffle::Up, cg.i64(d));
                    let (o, m) = (other.fields(), s.fields());
                    let inside = cg.icmp(IntPredicate::SGE, lane, cg.i64(d));
                    let fresh = m[0].int();
                    let joined = join(&(o[1].clone(), o[2].int()), &(m[1].clone(), m[2].int()));
                    let take =
                        ok(cg.builder.build_and(inside, ok(cg.builder.build_not(fresh, "cont")), "take"));
                    let v = cg.select_val(take, &joined.0, &m[1]);
                    let has = cg.select(take, joined.1.into(), m[2].int().into()).into_int_value();
                    let flag = cg.select(
                        inside,
                        ok(cg.builder.build_or(fresh, o[0].int(), "f")).into(),
                        fresh.into(),
                    );
                    s = Val::Tuple(vec![Val::Scalar(flag), v, int(has)]);
                }
                // the value of the open segment where each lane starts (lane 0: none)
                let before = shuffle_val(cg, gpu, &scan_ty, &s, Shuffle::Up, cg.i64(1));
                let lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
                let prefix_has = ok(cg.builder.build_and(
                    before.fields()[2].int(),
                    ok(cg.builder.build_not(lane0, "l")),
                    "p",
                ));
                let prefix = (before.fields()[1].clone(), prefix_has);
                // the first lane that ends a segment, and whether the tile's first segment
                // began in an earlier tile
                let ends = gpu.ballot(cg, ended);
                let first_end = cg.intrinsic(
                    "llvm.cttz",
                    &[cg.ctx.i32_type().into()],
                    &[ends.into(), bool_(false).into()],
                );
                let first_end = ok(cg.builder.build_int_z_extend(first_end.into_int_value(), i64_, "first"));
                let tile_continued = shuffle_val(
                    cg,
                    gpu,
                    &Type::Scalar(ScalarType::Bool),
                    &int(continued),
                    Shuffle::Index,
                    cg.i64(0),
                )
                .int();
                let deferred = ok(cg.builder.build_and(ended, continued, "deferred"));
                let deferred =
                    ok(cg.builder.build_and(deferred, cg.icmp(IntPredicate::SLT, i0, segments), "in"));
                let value = join(&prefix, &head);
                let is_first = cg.icmp(IntPredicate::EQ, lane, first_end);
                let to_tile = ok(cg.builder.build_and(is_first, tile_continued, "tile"));
                cg.if_then(deferred, || {
                    cg.if_else(
                        to_tile,
                        || {
                            let at = cg.add(cg.mul(t, cg.i64(2)), cg.i64(1));
                            cg.store_element(&elt, &partial, at, &value.0);
                            let flag = ok(cg.builder.build_int_z_extend(value.1, i64_, "flag"));
                            store_i64(cg, states, at, flag);
                        },
                        || cg.store_element(&elt, &out, i0, &with_seed(&value)),
                    );
                });
                // lane 31's scan is the tile's carry-out
                let lane31 = cg.icmp(IntPredicate::EQ, lane, cg.i64(31));
                cg.if_then(lane31, || {
                    let at = cg.mul(t, cg.i64(2));
                    cg.store_element(&elt, &partial, at, &s.fields()[1]);
                    let has = ok(cg.builder.build_int_z_extend(s.fields()[2].int(), i64_, "has"));
                    store_i64(cg, states, at, cg.add(cg.mul(i_end, cg.i64(2)), has));
                });
            }),
            Entry::Finish => {
                let key = |t: IntValue<'ctx>| {
                    let word = load_i64(cg, states, cg.mul(t, cg.i64(2)));
                    ok(cg.builder.build_right_shift(word, cg.i64(1), true, "key"))
                };
                let carry_has = |t: IntValue<'ctx>| {
                    let word = load_i64(cg, states, cg.mul(t, cg.i64(2)));
                    cg.icmp(IntPredicate::NE, ok(cg.builder.build_and(word, cg.i64(1), "has")), cg.i64(0))
                };
                let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
                let fold = WarpFold {
                    cg,
                    gpu,
                    warp: &warp,
                    ty: &elt,
                    combine: &combine,
                    commutative: is_commutative(f),
                    // a segment of a million elements is thousands of carry-outs: the loads
                    // of many in flight, as the fold's `finish` keeps them
                    tile: FINISH_TILE,
                };
                warp.each(cg, tiles, |t| {
                    let r = key(t);
                    let previous = key(cg.smax(cg.sub(t, cg.i64(1)), cg.i64(0)));
                    let first = cg.icmp(IntPredicate::EQ, t, cg.i64(0));
                    let starts =
                        ok(cg.builder.build_or(first, cg.icmp(IntPredicate::NE, previous, r), "starts"));
                    let open = cg.icmp(IntPredicate::SLT, r, segments);
                    let run = ok(cg.builder.build_and(starts, open, "run"));
                    cg.if_then(run, || {
                        // the run's end: the first tile after `t` whose key passes `r`
                        let e = bisect(cg, cg.add(t, cg.i64(1)), tiles, |mid| {
                            cg.icmp(IntPredicate::SLE, key(mid), r)
                        });
                        let e = cg.smin(e, cg.smax(cg.sub(tiles, cg.i64(1)), cg.i64(0)));
                        let skip = ok(cg.builder.build_int_z_extend(
                            ok(cg.builder.build_not(carry_has(t), "no")),
                            i64_,
                            "skip",
                        ));
                        let from = cg.add(t, skip);
                        let any = cg.icmp(IntPredicate::SLT, from, e);
                        cg.if_then(any, || {
                            let read =
                                |p: IntValue<'ctx>| cg.load_value(&elt, &partial, cg.mul(p, cg.i64(2)));
                            let v = fold.run(from, e, &read, None);
                            let at = cg.add(cg.mul(e, cg.i64(2)), cg.i64(1));
                            let tail = (cg.load_value(&elt, &partial, at), {
                                let w = load_i64(cg, states, at);
                                cg.icmp(IntPredicate::NE, w, cg.i64(0))
                            });
                            let total = join(&(v, bool_(true)), &tail);
                            cg.if_then(lane0, || cg.store_element(&elt, &out, r, &with_seed(&total)));
                        });
                    });
                });
            }
            _ => unreachable!("a segmented fold has no {entry:?} entry on the GPU"),
        }
    }
}

/// The first `i` in `lo..hi` where `below(i)` is false (`hi` if none), by bisection;
/// `below` must be true on a prefix of the range.
fn bisect<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    below: impl Fn(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    narrow(cg, lo, hi, |lo, hi| {
        let mid = ok(cg.builder.build_right_shift(cg.add(lo, hi), cg.i64(1), false, "mid"));
        let go = below(mid);
        let lo = cg.select(go, cg.add(mid, cg.i64(1)).into(), lo.into()).into_int_value();
        let hi = cg.select(go, hi.into(), mid.into()).into_int_value();
        (lo, hi)
    })
}

/// The `lo` where the range `lo..hi` ends empty, narrowed by `step` while it is not.
fn narrow<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    step: impl FnOnce(IntValue<'ctx>, IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>),
) -> IntValue<'ctx> {
    let ty = Type::Tuple(vec![Type::Scalar(ScalarType::I64); 2]);
    let init = Val::Tuple(vec![Val::Scalar(lo.into()), Val::Scalar(hi.into())]);
    let enter = cg.icmp(IntPredicate::SLT, lo, hi);
    let found = repeat(cg, enter, &init, &ty, |s| {
        let (lo, hi) = step(s.fields()[0].int(), s.fields()[1].int());
        (Val::Tuple(vec![Val::Scalar(lo.into()), Val::Scalar(hi.into())]), cg.icmp(IntPredicate::SLT, lo, hi))
    });
    found.fields()[0].int()
}

/// [`bisect`] by the whole warp (every lane calls it with the same range and predicate):
/// each step probes 32 places at once, one a lane, and keeps the part between the last
/// probe below and the first not, about 32 times smaller.
fn warp_bisect<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    lane: IntValue<'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    below: impl Fn(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    narrow(cg, lo, hi, |lo, hi| {
        // probes at lo + (l + 1) step - 1: the answer lies in [lo + c step, lo + (c + 1) step
        // - 1] where c probes are below (a prefix of the lanes)
        let step =
            ok(cg.builder.build_int_signed_div(cg.add(cg.sub(hi, lo), cg.i64(31)), cg.i64(32), "step"));
        let probe = cg.sub(cg.add(lo, cg.mul(cg.add(lane, cg.i64(1)), step)), cg.i64(1));
        let inside = cg.icmp(IntPredicate::SLT, probe, hi);
        let is_below = below(cg.smin(probe, cg.sub(hi, cg.i64(1))));
        let is_below = ok(cg.builder.build_and(inside, is_below, "below"));
        let votes = gpu.ballot(cg, is_below);
        let c = cg.intrinsic("llvm.ctpop", &[cg.ctx.i32_type().into()], &[votes.into()]).into_int_value();
        let c = ok(cg.builder.build_int_z_extend(c, cg.ctx.i64_type(), "c"));
        let lo2 = cg.add(lo, cg.mul(c, step));
        let hi2 = cg.smin(hi, cg.sub(cg.add(lo, cg.mul(cg.add(c, cg.i64(1)), step)), cg.i64(1)));
        (lo2, cg.smax(hi2, lo2))
    })
}

/// Loads the `i64` at position `at` of `ptr`.
fn load_i64<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>) -> IntValue<'ctx> {
    cg.load(ScalarType::I64, ptr, at).into_int_value()
}

/// Stores the `i64` `v` at position `at` of `ptr`.
fn store_i64<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>, v: IntValue<'ctx>) {
    cg.store(ScalarType::I64, ptr, at, v.into());
}

#[cfg(test)]
mod tests {
    //! A model of the two entries in plain Rust, lane by lane as the generated code runs
    //! them (the same search, per-lane loop, shuffle scan, vote and fixup), checked against
    //! a plain fold under a non-commutative operator: the algorithm, not its code
    //! generation (tests/gpu.rs runs that).

    use super::{FOLD_SEG_ITEMS, FOLD_SEG_TILE};

    /// An affine map `x -> a x + b`; composing in order is associative, not commutative.
    type Map = (i64, i64);

    fn compose(p: Map, q: Map) -> Map {
        (p.0.wrapping_mul(q.0), p.1.wrapping_mul(q.0).wrapping_add(q.1))
    }

    /// A value and whether it holds anything.
    type Part = (Map, bool);

    fn join(a: Part, b: Part) -> Part {
        match (a.1, b.1) {
            (true, true) => (compose(a.0, b.0), true),
            (true, false) => a,
            _ => b,
        }
    }

    fn bisect(lo: i64, hi: i64, below: impl Fn(i64) -> bool) -> i64 {
        let (mut lo, mut hi) = (lo, hi);
        while lo < hi {
            let mid = (lo + hi) >> 1;
            if below(mid) { lo = mid + 1 } else { hi = mid }
        }
        lo
    }

    /// The warp's search as the lanes' probes and vote run it.
    fn warp_bisect(lo: i64, hi: i64, below: impl Fn(i64) -> bool) -> i64 {
        let (mut lo, mut hi) = (lo, hi);
        while lo < hi {
            let step = (hi - lo + 31) / 32;
            let c = (0..32).filter(|&l| {
                let probe = lo + (l + 1) * step - 1;
                probe < hi && below(probe.min(hi - 1))
            });
            let c = c.count() as i64;
            let lo2 = lo + c * step;
            let hi2 = hi.min(lo + (c + 1) * step - 1).max(lo2);
            (lo, hi) = (lo2, hi2);
        }
        lo
    }

    /// The model: one value a segment.
    fn model(offs: &[i64], xs: &[Map], seed: Map) -> Vec<Map> {
        let n = xs.len() as i64;
        let segments = offs.len().saturating_sub(1) as i64;
        if segments == 0 {
            return vec![];
        }
        let mut out = vec![(7777, 7777); segments as usize];
        let with_seed = |p: Part| if p.1 { compose(seed, p.0) } else { seed };
        let base = offs[0].clamp(0, n);
        let end_of = |r: i64| offs[r as usize + 1].clamp(base, n) - base;
        let last = (segments - 1).max(0);
        let elements = end_of(last);
        let items = segments + elements;
        let tiles = (segments + n) as usize;
        let tiles = tiles.div_ceil(FOLD_SEG_TILE) as i64;
        let mut partial = vec![((0, 0), false); 2 * tiles as usize];
        let mut states = vec![0i64; 2 * tiles as usize];
        let empty: Part = ((0, 0), false);
        for t in 0..tiles {
            struct Lane {
                i0: i64,
                continued: bool,
                i_end: i64,
                carry: Part,
                ended: bool,
                head: Part,
            }
            let mut lanes = Vec::new();
            for lane in 0..32i64 {
                let d0 = (t * FOLD_SEG_TILE as i64 + lane * FOLD_SEG_ITEMS as i64).min(items);
                let d1 = (d0 + FOLD_SEG_ITEMS as i64).min(items);
                let dt = (t * FOLD_SEG_TILE as i64).min(items);
                let it = warp_bisect((dt - elements).max(0), dt.min(segments), |mid| end_of(mid) < dt - mid);
                // the tile's elements: jt..je, at most a tile's items
                let de = (dt + FOLD_SEG_TILE as i64).min(items);
                let ie = warp_bisect((de - elements).max(it), de.min(segments).min(it + de - dt), |mid| {
                    end_of(mid) < de - mid
                });
                let (jt, je) = (dt - it, de - ie);
                let (lo, hi) = ((d0 - elements).max(it), d0.min(segments).min(it + d0 - dt));
                let i0 = bisect(lo, hi, |mid| end_of(mid) < d0 - mid);
                let j0 = d0 - i0;
                let start0 = if i0 == 0 { 0 } else { end_of((i0 - 1).max(0)) };
                let continued = j0 > start0;
                let rend = |i: i64| end_of(i.min(last));
                let (mut i, mut j, mut e) = (i0, j0, rend(i0));
                let (mut acc, mut ended, mut head) = (empty, false, empty);
                for k in 0..FOLD_SEG_ITEMS as i64 {
                    if k >= d1 - d0 {
                        continue;
                    }
                    if j < e {
                        assert!(
                            jt <= j && j < je && je - jt <= FOLD_SEG_TILE as i64,
                            "{j} outside {jt}..{je}"
                        );
                        acc = join(acc, (xs[(base + j) as usize], true));
                        j += 1;
                    } else {
                        let defer = !ended && continued;
                        if !defer && i < segments {
                            out[i as usize] = with_seed(acc);
                        }
                        if defer {
                            head = acc;
                        }
                        i += 1;
                        e = rend(i);
                        acc = empty;
                        ended = true;
                    }
                }
                lanes.push(Lane { i0, continued, i_end: i, carry: acc, ended, head });
            }
            // the segmented scan across the lanes, as the shuffles run it
            let mut s: Vec<(bool, Part)> = lanes.iter().map(|l| (l.ended, l.carry)).collect();
            for d in [1usize, 2, 4, 8, 16] {
                let before = s.clone();
                for lane in d..32 {
                    let (o, m) = (before[lane - d], before[lane]);
                    let v = if m.0 { m.1 } else { join(o.1, m.1) };
                    s[lane] = (m.0 || o.0, v);
                }
            }
            let first_end = lanes.iter().position(|l| l.ended).unwrap_or(32);
            let tile_continued = lanes[0].continued;
            for (lane, l) in lanes.iter().enumerate() {
                if !(l.ended && l.continued && l.i0 < segments) {
                    continue;
                }
                let prefix = if lane == 0 { empty } else { s[lane - 1].1 };
                let value = join(prefix, l.head);
                if lane == first_end && tile_continued {
                    let at = 2 * t as usize + 1;
                    partial[at] = value;
                    states[at] = i64::from(value.1);
                } else {
                    out[l.i0 as usize] = with_seed(value);
                }
            }
            partial[2 * t as usize] = s[31].1;
            states[2 * t as usize] = lanes[31].i_end * 2 + i64::from(s[31].1.1);
        }
        // the fixup
        let key = |t: i64| states[2 * t as usize] >> 1;
        for t in 0..tiles {
            let r = key(t);
            let starts = t == 0 || key((t - 1).max(0)) != r;
            if !(starts && r < segments) {
                continue;
            }
            let e = bisect(t + 1, tiles, |mid| key(mid) <= r).min((tiles - 1).max(0));
            let from = t + i64::from(states[2 * t as usize] & 1 == 0);
            if from < e {
                let v = (from + 1..e)
                    .fold(partial[2 * from as usize].0, |v, p| compose(v, partial[2 * p as usize].0));
                let at = 2 * e as usize + 1;
                let tail = (partial[at].0, states[at] != 0);
                out[r as usize] = with_seed(join((v, true), tail));
            }
        }
        out
    }

    #[test]
    fn the_model_of_the_merge_path_kernel_folds_every_segment_in_order() {
        let mut k = 31u64;
        let mut next = move || {
            k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (k >> 33) as i64
        };
        for n in [0usize, 1, 7, 255, 256, 257, 1000, 20_000] {
            let xs: Vec<Map> = (0..n as i64).map(|i| (((i * 7919) % 1013) | 1, i % 101 - 50)).collect();
            let mut cases: Vec<Vec<i64>> = vec![vec![0; 40], vec![0, n as i64]];
            // random lengths with empty segments; one huge among ones; offsets inside
            for scale in [3i64, 9, 40, 700] {
                let mut o = vec![0i64];
                while o[o.len() - 1] < n as i64 {
                    o.push((o[o.len() - 1] + next() % scale).min(n as i64));
                }
                cases.push(o);
            }
            let mut huge = vec![0i64, (n as i64).min(1)];
            huge.push((1 + n as i64 / 2).min(n as i64));
            while huge[huge.len() - 1] < n as i64 {
                huge.push(huge[huge.len() - 1] + 1);
            }
            cases.push(huge);
            if n > 10 {
                cases.push(vec![3, 3, 5, n as i64 / 2, n as i64 / 2, n as i64 - 2]);
            }
            for offs in cases {
                let seed = (3, 4);
                let want: Vec<Map> = offs
                    .windows(2)
                    .map(|w| {
                        xs[w[0] as usize..w[1].max(w[0]) as usize].iter().fold(seed, |a, &x| compose(a, x))
                    })
                    .collect();
                assert_eq!(
                    model(&offs, &xs, seed),
                    want,
                    "n = {n}, offsets {:?}",
                    &offs[..offs.len().min(6)]
                );
            }
        }
    }
}
