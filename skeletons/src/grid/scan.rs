//! The scans along the innermost dimension on the GPU, warp by warp (see the module
//! documentation of [`super`]): `rows` gives each warp whole rows; for few long rows,
//! `chained` scans the rows' pieces in one pass, a chained scan with decoupled look-back
//! (Merrill and Garland, "Single-pass Parallel Prefix Scan with Decoupled Look-back", 2016)
//! at the granularity of warps:
//!
//! 1. a warp takes the next piece from a counter (pieces are taken in scan order, so every
//!    piece a warp waits for belongs to a warp that is running) and reduces it into its
//!    *aggregate*, which it publishes at once;
//! 2. it looks back: its 32 lanes read the states of the 32 pieces before it, wait until
//!    none is empty, and combine the aggregates from the nearest piece that has published
//!    its *inclusive prefix* (or from the row's start); without one, the window moves 32
//!    pieces back;
//! 3. it publishes its own inclusive prefix, then scans its piece from the exclusive one
//!    (the piece is read a second time, mostly from cache).
//!
//! A piece's state is a `u32` (0 empty, 1 aggregate, 2 inclusive prefix) beside a value
//! slot each for the aggregate and the prefix; a value is written (volatile: past the
//! incoherent L1) before its state is stored with release semantics, and read after its
//! state is loaded with acquire semantics (`st.release.gpu`, `ld.acquire.gpu`). The
//! input is read from memory once and the output written once: 8 bytes an `f32`, against 12
//! for a three-kernel scan. The CPU's scan (`range.rs`) has three phases instead.

use inkwell::module::Linkage;
use inkwell::types::BasicType;
use inkwell::values::{IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use systole_frontend::ir::{Direction, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::fold::WarpFold;
use super::{
    GpuTarget, MAX_BLOCK, SCAN_ITEMS, Shuffle, Special, Warp, is_commutative, repeat, shuffle_val, sreg,
    volatile_value, warp_reduce, warp_scan,
};
use crate::codegen::{KernelGen, RowParams, scan_position};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// A piece's state: its aggregate is published.
const AGGREGATE: u64 = 1;
/// A piece's state: its inclusive prefix is published.
const PREFIX: u64 = 2;

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_scan(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        direction: Direction,
        input: &Input,
    ) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, totals, partial, states } =
            self.row_params(input);
        let outer_shape = &outer_shape[..];
        let rows = outer_shape.iter().fold(cg.i64(1), |acc, &e| cg.mul(acc, e));
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| self.scan_combine(f, direction, acc, x);
        let position = |j0, j1, t| scan_position(cg, direction, j0, j1, t);
        let warp = Warp::of(cg, gpu);
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let staging = staging(cg, gpu, &elt);
        let scan = WarpScan {
            cg,
            gpu,
            warp: &warp,
            ty: &elt,
            combine: &combine,
            exclusive: seed.is_some(),
            staging: &staging,
        };
        let seed_val = || seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
        let true_ = cg.ctx.bool_type().const_all_ones();
        match entry {
            Entry::Rows => warp.each(cg, rows, |row| {
                let outer = cg.delinearize(outer_shape, row);
                let base = cg.mul(row, n);
                let (carry, has) = match seed_val() {
                    Some(s) => (s, true_),
                    None => (cg.zero(&elt), cg.ctx.bool_type().const_zero()),
                };
                let total = scan.run(
                    n,
                    &|t| position(cg.i64(0), n, t),
                    &|j| self.row_element(input, rank, n, row, &outer, j),
                    &|j, v| cg.store_element(&elt, &out, cg.add(base, j), v),
                    carry,
                    has,
                );
                if seed.is_some() {
                    cg.if_then(lane0, || cg.store_element(&elt, &totals, row, &total));
                }
            }),
            Entry::Chained => {
                let (pieces, len) = (self.a, self.b);
                let count = cg.mul(rows, pieces);
                let chain = Chain {
                    cg,
                    gpu,
                    warp: &warp,
                    ty: &elt,
                    combine: &combine,
                    states: states.expect("a scan's piece states"),
                    values: &partial,
                    count,
                };
                let fold = WarpFold {
                    cg,
                    gpu,
                    warp: &warp,
                    ty: &elt,
                    combine: &combine,
                    commutative: is_commutative(f),
                };
                let unit = Type::Tuple(vec![]);
                repeat(cg, true_, &Val::Tuple(vec![]), &unit, |_| {
                    let t = chain.take();
                    let more = cg.icmp(IntPredicate::SLT, t, count);
                    cg.if_then(more, || {
                        let row = ok(cg.builder.build_int_signed_div(t, pieces, "row"));
                        // k counts in scan order; the piece's place in the row follows it
                        let k = cg.sub(t, cg.mul(row, pieces));
                        let place = match direction {
                            Direction::Left => k,
                            Direction::Right => cg.sub(cg.sub(pieces, cg.i64(1)), k),
                        };
                        let j0 = cg.mul(place, len);
                        let j1 = cg.smin(cg.add(j0, len), n);
                        let outer = cg.delinearize(outer_shape, row);
                        let read = |i| self.row_element(input, rank, n, row, &outer, position(j0, j1, i));
                        let aggregate = fold.run(cg.i64(0), cg.sub(j1, j0), &read, None);
                        let first = cg.icmp(IntPredicate::EQ, k, cg.i64(0));
                        let later = ok(cg.builder.build_not(first, "later"));
                        cg.if_then(ok(cg.builder.build_and(lane0, later, "publish")), || {
                            chain.publish(t, &aggregate, AGGREGATE)
                        });
                        let before = chain.look_back(t, k);
                        let inclusive = cg.select_val(later, &combine(&before, &aggregate), &aggregate);
                        cg.if_then(lane0, || chain.publish(t, &inclusive, PREFIX));
                        let (carry, has) = match seed_val() {
                            Some(s) => (cg.select_val(later, &combine(&s, &before), &s), true_),
                            None => (before, later),
                        };
                        let base = cg.mul(row, n);
                        let total = scan.run(
                            cg.sub(j1, j0),
                            &|i| position(j0, j1, i),
                            &|j| self.row_element(input, rank, n, row, &outer, j),
                            &|j, v| cg.store_element(&elt, &out, cg.add(base, j), v),
                            carry,
                            has,
                        );
                        if seed.is_some() {
                            let last = cg.icmp(IntPredicate::EQ, k, cg.sub(pieces, cg.i64(1)));
                            let write = ok(cg.builder.build_and(lane0, last, "total"));
                            cg.if_then(write, || cg.store_element(&elt, &totals, row, &total));
                        }
                    });
                    (Val::Tuple(vec![]), more)
                });
            }
            _ => unreachable!("a GPU scan has no {entry:?} entry"),
        }
    }
}

/// The shared state of a chained scan (see the module documentation): `states` holds the
/// piece counter, then each piece's state; `values` each piece's aggregate, then each
/// piece's inclusive prefix (`count` pieces).
struct Chain<'w, 'a, 'ctx> {
    cg: &'w Codegen<'a, 'ctx>,
    gpu: &'w dyn GpuTarget,
    warp: &'w Warp<'ctx>,
    ty: &'w Type,
    /// `earlier ⊕ later`.
    combine: &'w dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    states: PointerValue<'ctx>,
    values: &'w [PointerValue<'ctx>],
    count: IntValue<'ctx>,
}

impl<'ctx> Chain<'_, '_, 'ctx> {
    /// The state word of piece `t`.
    fn state(&self, t: IntValue<'ctx>) -> PointerValue<'ctx> {
        let cg = self.cg;
        let at = cg.add(t, cg.i64(1));
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), self.states, &[at], "state")) }
    }

    /// The next piece in scan order, in every lane (lane 0 takes it from the counter).
    fn take(&self) -> IntValue<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        let lane0 = cg.icmp(IntPredicate::EQ, self.warp.lane, cg.i64(0));
        let pre = cg.current();
        let taking = cg.block("take");
        let taken = cg.block("taken");
        ok(b.build_conditional_branch(lane0, taking, taken));
        b.position_at_end(taking);
        let one = i32_.const_int(1, false);
        let got = ok(b.build_atomicrmw(AtomicRMWBinOp::Add, self.states, one, AtomicOrdering::Monotonic));
        ok(b.build_unconditional_branch(taken));
        b.position_at_end(taken);
        let ticket = ok(b.build_phi(i32_, "ticket"));
        ticket.add_incoming(&[(&got, taking), (&i32_.const_zero(), pre)]);
        let all =
            self.gpu.shuffle(cg, Shuffle::Index, ticket.as_basic_value().into_int_value(), i32_.const_zero());
        ok(b.build_int_z_extend(all, cg.ctx.i64_type(), "piece"))
    }

    /// Publishes `v` as piece `t`'s aggregate or prefix (`what`): the value, a barrier,
    /// then the state. One lane calls it.
    fn publish(&self, t: IntValue<'ctx>, v: &Val<'ctx>, what: u64) {
        let cg = self.cg;
        let at = if what == PREFIX { cg.add(self.count, t) } else { t };
        volatile_value(cg, self.ty, self.values, at, Some(v));
        self.gpu.store_release(cg, self.state(t), cg.ctx.i32_type().const_int(what, false));
    }

    /// The fold of pieces `0 .. k` of piece `t`'s row (piece `t` is the row's `k`-th), in
    /// every lane; anything when `k == 0`.
    fn look_back(&self, t: IntValue<'ctx>, k: IntValue<'ctx>) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let (gpu, lane, i32_) = (self.gpu, self.warp.lane, cg.ctx.i32_type());
        let row_start = cg.sub(t, k);
        let state_ty = Type::Tuple(vec![self.ty.clone(), Type::Scalar(ScalarType::I64)]);
        let init = Val::Tuple(vec![cg.zero(self.ty), Val::Scalar(k.into())]);
        let later = cg.icmp(IntPredicate::SGT, k, cg.i64(0));
        let state = repeat(cg, later, &init, &state_ty, |state| {
            let (acc, end) = (state.fields()[0].clone(), state.fields()[1].int());
            // lane l looks at piece end - 32 + l of the row; lanes before the row's start
            // see a prefix of nothing
            let q = cg.add(cg.sub(end, cg.i64(32)), lane);
            let in_row = cg.icmp(IntPredicate::SGE, q, cg.i64(0));
            let piece = cg.add(row_start, cg.smax(q, cg.i64(0)));
            let prefix = i32_.const_int(PREFIX, false);
            let seen = repeat(
                cg,
                cg.ctx.bool_type().const_all_ones(),
                &Val::Scalar(prefix.into()),
                &Type::Scalar(ScalarType::I32),
                |_| {
                    let s = gpu.load_acquire(cg, self.state(piece));
                    let s = cg.select(in_row, s.into(), prefix.into()).into_int_value();
                    let empty = cg.icmp(IntPredicate::EQ, s, i32_.const_zero());
                    let waiting = cg.icmp(IntPredicate::NE, gpu.ballot(cg, empty), i32_.const_zero());
                    (Val::Scalar(s.into()), waiting)
                },
            );
            let has_prefix = cg.icmp(IntPredicate::EQ, seen.int(), prefix);
            let at = cg.select(has_prefix, cg.add(self.count, piece).into(), piece.into()).into_int_value();
            let v = volatile_value(cg, self.ty, self.values, at, None);
            // the nearest piece with a prefix (or the row's start) and every piece after it
            let stops = gpu.ballot(cg, has_prefix);
            let clz = cg.intrinsic(
                "llvm.ctlz",
                &[i32_.into()],
                &[stops.into(), cg.ctx.bool_type().const_zero().into()],
            );
            let nearest = ok(b.build_int_sub(i32_.const_int(31, false), clz.into_int_value(), "nearest"));
            let nearest = ok(b.build_int_s_extend(nearest, cg.ctx.i64_type(), "nearest"));
            let any_stop = cg.icmp(IntPredicate::NE, stops, i32_.const_zero());
            let from = cg.smax(
                cg.select(any_stop, nearest.into(), cg.i64(0).into()).into_int_value(),
                cg.sub(cg.i64(32), end),
            );
            let shifted = shuffle_val(cg, gpu, self.ty, &v, Shuffle::Down, from);
            let window = warp_reduce(cg, gpu, self.ty, shifted, lane, cg.sub(cg.i64(32), from), self.combine);
            let window = shuffle_val(cg, gpu, self.ty, &window, Shuffle::Index, cg.i64(0));
            let first = cg.icmp(IntPredicate::EQ, end, k);
            let acc = cg.select_val(first, &window, &(self.combine)(&window, &acc));
            let next = cg.sub(end, cg.i64(32));
            let more = cg.icmp(IntPredicate::SGT, next, cg.i64(0));
            let again = ok(b.build_and(ok(b.build_not(any_stop, "none")), more, "again"));
            (Val::Tuple(vec![acc, Val::Scalar(next.into())]), again)
        });
        state.fields()[0].clone()
    }
}

/// A warp's staging area in shared memory, where a scan's tiles change arrangement: one
/// array per leaf of `ty`, with [`STAGING`] elements for each warp of a block; the pointers
/// are to the calling warp's part.
fn staging<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, ty: &Type) -> Vec<PointerValue<'ctx>> {
    let warp_in_block =
        ok(cg.builder.build_right_shift(sreg(cg, gpu, Special::Thread(0)), cg.i64(5), false, "w"));
    let warps = MAX_BLOCK / 32;
    ty.leaves()
        .into_iter()
        .map(|t| {
            let mt = cg.mem_type(t);
            let array = mt.array_type(warps * STAGING as u32);
            let global = cg.module.add_global(array, Some(gpu.shared_space()), "scan.staging");
            global.set_initializer(&array.get_undef());
            global.set_linkage(Linkage::Internal);
            global.set_alignment(8);
            let at = cg.mul(warp_in_block, cg.i64(STAGING));
            unsafe { ok(cg.builder.build_in_bounds_gep(mt, global.as_pointer_value(), &[at], "staging")) }
        })
        .collect()
}

/// Elements of a warp's staging area: a tile, and one pad element per 32 (see
/// [`WarpScan::run`]).
const STAGING: i64 = 33 * SCAN_ITEMS as i64;

/// A warp scanning ranges in order (see [`WarpScan::run`]).
#[derive(Clone, Copy)]
struct WarpScan<'w, 'a, 'ctx> {
    cg: &'w Codegen<'a, 'ctx>,
    gpu: &'w dyn GpuTarget,
    warp: &'w Warp<'ctx>,
    ty: &'w Type,
    /// `earlier ⊕ later`.
    combine: &'w dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    /// Whether element `t`'s result leaves it out (`carry ⊕ x_0 ⊕ ... ⊕ x_{t-1}`); an
    /// exclusive scan always starts from a carry.
    exclusive: bool,
    /// The warp's staging area (see [`staging`]).
    staging: &'w [PointerValue<'ctx>],
}

impl<'ctx> WarpScan<'_, '_, 'ctx> {
    /// Scans the `len` elements `read(pos(t))`, `t` in `0..len`, from `carry` (when `has`;
    /// otherwise from nothing), writing each result with `write(pos(t), value)`. Returns the
    /// running value after the last element (`carry` for an empty range), in every lane.
    ///
    /// Tile by tile of `32 x SCAN_ITEMS` elements: the lanes load the tile coalesced (lane
    /// `l` elements `l, l + 32, ...`) into the staging area and read it back blocked (lane
    /// `l` elements `l * SCAN_ITEMS ..`), scan their own elements in registers, scan the
    /// lanes' totals with shuffles (one warp scan per tile, not per 32 elements), and go back
    /// the same way to store coalesced. Element `k` of the tile is staged at `k + k / 32`, so
    /// neither arrangement has bank conflicts (for 4-byte leaves).
    fn run(
        &self,
        len: IntValue<'ctx>,
        pos: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        write: &dyn Fn(IntValue<'ctx>, &Val<'ctx>),
        carry: Val<'ctx>,
        has: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let (cg, gpu, ty) = (self.cg, self.gpu, self.ty);
        let b = cg.builder;
        let lane = self.warp.lane;
        let items = SCAN_ITEMS as i64;
        let width = 32 * items;
        let tiles = ok(b.build_int_signed_div(cg.add(len, cg.i64(width - 1)), cg.i64(width), "tiles"));
        let tiles = cg.smax(tiles, cg.i64(0));
        let last = cg.sub(len, cg.i64(1));
        let state_ty = Type::Tuple(vec![ty.clone(), Type::Scalar(ScalarType::Bool)]);
        let state0 = Val::Tuple(vec![carry, Val::Scalar(has.into())]);
        let is_lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        let staged = |k: IntValue<'ctx>| cg.add(k, ok(b.build_right_shift(k, cg.i64(5), false, "pad")));
        // where element r * 32 + lane (coalesced) and lane * items + i (blocked) are staged
        let striped = |r: i64| cg.add(cg.i64(33 * r), lane);
        let blocked0 = cg.add(
            cg.mul(lane, cg.i64(items)),
            ok(b.build_right_shift(lane, cg.i64((32 / items).ilog2() as i64), false, "pad")),
        );
        let blocked = |i: i64| cg.add(blocked0, cg.i64(i));
        let true_ = cg.ctx.bool_type().const_all_ones();
        let state = cg.fold_range(cg.i64(0), tiles, &state0, &state_ty, |state, tile| {
            let (carry, has) = (state.fields()[0].clone(), state.fields()[1].int());
            let t0 = cg.mul(tile, cg.i64(width));
            let count = cg.smin(cg.sub(len, t0), cg.i64(width));
            // the previous tile's staged results are read before this tile overwrites them
            gpu.warp_sync(cg);
            let xs: Vec<Val<'ctx>> = (0..items)
                .map(|r| read(pos(cg.smin(cg.add(t0, cg.add(cg.i64(32 * r), lane)), last))))
                .collect();
            for (r, x) in xs.iter().enumerate() {
                cg.store_element(ty, self.staging, striped(r as i64), x);
            }
            gpu.warp_sync(cg);
            let mut own: Vec<Val<'ctx>> = Vec::with_capacity(items as usize);
            for i in 0..items {
                let y = cg.load_value(ty, self.staging, blocked(i));
                own.push(match own.last() {
                    Some(before) => (self.combine)(before, &y),
                    None => y,
                });
            }
            // lanes past the end of a short tile hold copies of the last element; they
            // come after every element that counts, so they change nothing before it
            let lanes = warp_scan(cg, gpu, ty, own[own.len() - 1].clone(), lane, self.combine);
            let before = shuffle_val(cg, gpu, ty, &lanes, Shuffle::Up, cg.i64(1));
            let joined = cg.select_val(has, &(self.combine)(&carry, &before), &before);
            let prefix = cg.select_val(is_lane0, &carry, &joined);
            let has_prefix = ok(b.build_or(has, ok(b.build_not(is_lane0, "later")), "has"));
            for (i, x) in own.iter().enumerate() {
                let v = cg.select_val(has_prefix, &(self.combine)(&prefix, x), x);
                cg.store_element(ty, self.staging, blocked(i as i64), &v);
            }
            gpu.warp_sync(cg);
            for r in 0..items {
                let k = cg.add(cg.i64(32 * r), lane);
                let t = cg.add(t0, k);
                let v = if self.exclusive {
                    let earlier =
                        cg.load_value(ty, self.staging, staged(cg.smax(cg.sub(k, cg.i64(1)), cg.i64(0))));
                    let first = cg.icmp(IntPredicate::EQ, k, cg.i64(0));
                    cg.select_val(first, &carry, &earlier)
                } else {
                    cg.load_value(ty, self.staging, striped(r))
                };
                let present = cg.icmp(IntPredicate::SLT, t, len);
                cg.if_then(present, || write(pos(t), &v));
            }
            let total = cg.load_value(ty, self.staging, staged(cg.sub(count, cg.i64(1))));
            Val::Tuple(vec![total, Val::Scalar(true_.into())])
        });
        state.fields()[0].clone()
    }
}
