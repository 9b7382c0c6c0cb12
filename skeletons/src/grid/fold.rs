//! `fold` along the innermost dimension on the GPU, warp by warp (see the module
//! documentation of [`super`]): `rows` gives each warp whole rows, or each thread a whole
//! row where rows are at most [`SHORT_ROW`] elements long; for few long rows,
//! `segment` gives each warp a piece of a row, reduced into a partial, and `finish` gives
//! each warp a row's partials to combine, with the seed, into the output. `one_pass` (the
//! GPU's only) is `segment` that finishes each row itself, in one kernel, with the
//! launcher's counters (a `u32` a row, zero; `ParamSlot::PieceStates`): lane 0 of each
//! warp stores its partial,
//! orders it (`membar.gl`, a release) and counts the piece on its row's counter (an
//! atomic add); the warp that counts the row's last piece orders what follows after the
//! count (`membar.gl`, the acquire: LLVM 19 aborts on IR fences, see DESIGN.md), folds the
//! row's partials in order (volatile loads: past L1, which is not coherent) exactly as
//! `finish` does (the same code), so the result is the same for the same partials, and puts
//! the counter back to zero for the next fold. It is an entry of its own, not a branch of
//! `segment`: folding the partials with `finish`'s 32 loads of each lane in flight takes
//! registers (128 for an `f32` sum on sm_90 against 56 without), which would cost the
//! two-kernel path of large folds its occupancy. The CPU's version is in `range.rs`
//! (`fold`), with the entries but `one_pass`.

use inkwell::values::{IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::{
    FOLD_TILE, GpuTarget, PositionFn, SHORT_ROW, Shuffle, TILE, Warp, is_commutative, mapped_position,
    volatile_value, warp_reduce,
};
use crate::codegen::{KernelGen, RowParams};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_fold(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        input: &Input,
        position: Option<&PositionFn>,
    ) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, partial, states, .. } = self.row_params(input);
        let outer_shape = &outer_shape[..];
        let rows = outer_shape.iter().fold(cg.i64(1), |acc, &e| cg.mul(acc, e));
        let combine =
            |a: &Val<'ctx>, b: &Val<'ctx>| self.lower(f, &[a.clone(), b.clone()], FloatOrder::Reassociate);
        let commutative = is_commutative(f);
        let warp = Warp::of(cg, gpu);
        let seed_val = || seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let fold =
            WarpFold { cg, gpu, warp: &warp, ty: &elt, combine: &combine, commutative, tile: FOLD_TILE };
        match entry {
            Entry::Rows => {
                // under a thread mapping, the row is the mapping's position among the
                // `rows x columns` of outputs (a fold of a rank-3 producer)
                let mapped = |row| match (position, outer_shape) {
                    (Some(position), &[r, c]) => {
                        cg.linearize(outer_shape, &mapped_position(cg, position, row, r, c))
                    }
                    _ => row,
                };
                let short = cg.icmp(IntPredicate::SLE, n, cg.i64(SHORT_ROW));
                let this = &*self;
                let block = read_in_blocks(input);
                cg.if_else(
                    short,
                    // short rows: a thread folds a row on its own, in order, its loads
                    // in flight together
                    || {
                        // `short_rows_at_once` rows a thread an iteration, a grid's width
                        // apart (each read by consecutive threads), all their reads in
                        // flight before the first is combined; a row past the end is the
                        // thread's first row again, read twice and not stored
                        let at_once = short_rows_at_once(&elt);
                        let step = cg.mul(warp.threads, cg.i64(at_once));
                        super::for_stride(cg, warp.thread, rows, step, |first| {
                            let own: Vec<(IntValue<'ctx>, Option<IntValue<'ctx>>)> = (0..at_once)
                                .map(|k| match k {
                                    0 => (first, None),
                                    _ => {
                                        let row = cg.add(first, cg.mul(warp.threads, cg.i64(k)));
                                        let inside = cg.icmp(IntPredicate::SLT, row, rows);
                                        (
                                            cg.select(inside, row.into(), first.into()).into_int_value(),
                                            Some(inside),
                                        )
                                    }
                                })
                                .collect();
                            let rows_of: Vec<(IntValue<'ctx>, Vec<IntValue<'ctx>>)> = own
                                .iter()
                                .map(|&(row, _)| {
                                    let row = mapped(row);
                                    (row, cg.delinearize(outer_shape, row))
                                })
                                .collect();
                            let reads: Vec<Box<dyn Fn(IntValue<'ctx>) -> Val<'ctx> + '_>> = rows_of
                                .iter()
                                .map(|(row, outer)| {
                                    let read = move |j| this.row_element(input, rank, n, *row, outer, j);
                                    Box::new(read) as Box<dyn Fn(IntValue<'ctx>) -> Val<'ctx>>
                                })
                                .collect();
                            let values = fold_short_rows(cg, n, &elt, &seed_val, block, &reads, &combine);
                            for (((row, _), (_, inside)), v) in rows_of.iter().zip(&own).zip(&values) {
                                match inside {
                                    None => cg.store_element(&elt, &out, *row, v),
                                    Some(inside) => {
                                        cg.if_then(*inside, || cg.store_element(&elt, &out, *row, v))
                                    }
                                }
                            }
                        })
                    },
                    || {
                        warp.each(cg, rows, |row| {
                            let row = mapped(row);
                            let outer = cg.delinearize(outer_shape, row);
                            let read = |j| self.row_element(input, rank, n, row, &outer, j);
                            let v = fold.run(cg.i64(0), n, &read, seed_val());
                            cg.if_then(lane0, || cg.store_element(&elt, &out, row, &v));
                        })
                    },
                );
            }
            Entry::Segment | Entry::OnePass => {
                let (pieces, len) = (self.a, self.b);
                // whether the reads at a position lie inside: checked once, for all the pieces
                let positions = self.positions_checked(input, rank, n);
                warp.each(cg, cg.mul(rows, pieces), |piece| {
                    let row = ok(cg.builder.build_int_signed_div(piece, pieces, "row"));
                    let k = cg.sub(piece, cg.mul(row, pieces));
                    let j0 = cg.mul(k, len);
                    let j1 = cg.smin(cg.add(j0, len), n);
                    let outer = cg.delinearize(outer_shape, row);
                    let read = |j| self.row_element(input, rank, n, row, &outer, j);
                    // a piece reads positions `j0..j1` only (clamped to the last), so where
                    // it holds any, the reads at a position checked once lie inside
                    let v = match &positions {
                        None => fold.run(j0, j1, &read, None),
                        Some((inside, fits)) => {
                            let any = cg.icmp(IntPredicate::SLT, j0, j1);
                            let checked = ok(cg.builder.build_and(*fits, any, "checked"));
                            let read_at =
                                |j| self.row_element_at(input, rank, n, row, &outer, j, Some(inside));
                            cg.if_else_val(
                                checked,
                                &elt,
                                || fold.run(j0, j1, &read_at, None),
                                || fold.run(j0, j1, &read, None),
                            )
                        }
                    };
                    cg.if_then(lane0, || cg.store_element(&elt, &partial, piece, &v));
                    // one pass: the warp of the row's last piece finishes the row
                    if let (Entry::OnePass, Some(counters)) = (entry, states) {
                        let last = last_piece(cg, gpu, &warp, counters, row, pieces);
                        cg.if_then(last, || {
                            gpu.memory_barrier(cg);
                            let base = cg.mul(row, pieces);
                            // volatile: past the L1 cache, which is not coherent
                            let read = |p| volatile_value(cg, &elt, &partial, cg.add(base, p), None);
                            // as `finish` folds them: the same result for the same partials
                            let fold = WarpFold { tile: FINISH_TILE, ..fold };
                            let v = fold.run(cg.i64(0), pieces, &read, seed_val());
                            cg.if_then(lane0, || {
                                cg.store_element(&elt, &out, row, &v);
                                // the counter back to zero for the next fold of the stream
                                let counter = counter_at(cg, counters, row);
                                let zero = cg.ctx.i32_type().const_zero();
                                ok(cg.builder.build_atomicrmw(
                                    AtomicRMWBinOp::Xchg,
                                    counter,
                                    zero,
                                    AtomicOrdering::Monotonic,
                                ));
                            });
                        });
                    }
                });
            }
            Entry::Finish => {
                let pieces = self.a;
                // a row's partials are thousands where its rows are few: more loads in flight
                let fold = WarpFold { tile: FINISH_TILE, ..fold };
                warp.each(cg, rows, |row| {
                    let base = cg.mul(row, pieces);
                    let read = |p| cg.load_value(&elt, &partial, cg.add(base, p));
                    let v = fold.run(cg.i64(0), pieces, &read, seed_val());
                    cg.if_then(lane0, || cg.store_element(&elt, &out, row, &v));
                });
            }
            _ => unreachable!("fold has no {entry:?} entry"),
        }
    }
}

/// Row `row`'s counter in `counters` (`u32`s).
fn counter_at<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    counters: PointerValue<'ctx>,
    row: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    // SAFETY (of the generated code): the launcher passes a counter for every row
    unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), counters, &[row], "counter")) }
}

/// Whether the calling warp, whose lane 0 has just stored its piece's partial of row `row`,
/// stored the last of the row's `pieces`: lane 0 orders its store before the count
/// (`membar.gl`, the release) and counts the piece on the row's counter; the count is
/// shared with the warp. The same for every lane.
pub(super) fn last_piece<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    warp: &Warp<'ctx>,
    counters: PointerValue<'ctx>,
    row: IntValue<'ctx>,
    pieces: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let i32_ = cg.ctx.i32_type();
    let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
    let counted = cg.if_else_val(
        lane0,
        &Type::Scalar(ScalarType::I32),
        || {
            gpu.memory_barrier(cg);
            let counter = counter_at(cg, counters, row);
            let one = i32_.const_int(1, false);
            let before =
                ok(cg.builder.build_atomicrmw(AtomicRMWBinOp::Add, counter, one, AtomicOrdering::Monotonic));
            Val::Scalar(before.into())
        },
        || Val::Scalar(i32_.const_zero().into()),
    );
    let before = gpu.shuffle(cg, Shuffle::Index, counted.int(), i32_.const_zero());
    let last = ok(cg.builder.build_int_truncate(cg.sub(pieces, cg.i64(1)), i32_, "last"));
    cg.icmp(IntPredicate::EQ, before, last)
}

/// The tile of the `finish` entry of a commutative fold: a row's partials, `32 *
/// FINISH_TILE` of them, one load of each lane's `FINISH_TILE` in flight together. A fold
/// of few rows has thousands of partials a row (`split_rows` in the PTX backend's
/// launcher), and a warp of [`FOLD_TILE`] loads took 100 µs over 16 384 of them on an H100
/// (ncu, 2026-11-26), longer than the pass over the elements; with 32, `fold_seg` of 64 M
/// `f32` in segments of 4 ran at 147.7 GElem/s against 139.1, the Poisson SpMV at 178.2
/// Gnnz/s against 160.6 (`docs/perf/2026-11-27-skewed-segments.md`).
pub(super) const FINISH_TILE: u32 = 32;

/// A warp folding ranges of elements (see [`WarpFold::run`]).
#[derive(Clone, Copy)]
pub(super) struct WarpFold<'w, 'a, 'ctx> {
    pub cg: &'w Codegen<'a, 'ctx>,
    pub gpu: &'w dyn GpuTarget,
    pub warp: &'w Warp<'ctx>,
    pub ty: &'w Type,
    pub combine: &'w dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    /// Whether lanes may fold their elements in any order (see [`is_commutative`]).
    pub commutative: bool,
    /// The loads a lane has in flight in a commutative fold ([`FOLD_TILE`], or
    /// [`FINISH_TILE`] for a row's partials).
    pub tile: u32,
}

impl<'ctx> WarpFold<'_, '_, 'ctx> {
    /// The fold of `read(j)` for `j` in `j0..j1`, in order, after `init` if given; correct
    /// in lane 0. Without `init` the range must not be empty.
    pub fn run(
        &self,
        j0: IntValue<'ctx>,
        j1: IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        init: Option<Val<'ctx>>,
    ) -> Val<'ctx> {
        if self.commutative {
            self.run_commutative(j0, j1, read, init)
        } else {
            self.run_in_order(j0, j1, read, init)
        }
    }

    /// The state of a fold: the running value and whether it holds anything yet.
    fn state_type(&self) -> Type {
        Type::Tuple(vec![self.ty.clone(), Type::Scalar(ScalarType::Bool)])
    }

    /// `acc ⊕ x` where `present`, starting from `x` where `has` is false.
    fn add(
        &self,
        acc: &Val<'ctx>,
        has: IntValue<'ctx>,
        x: &Val<'ctx>,
        present: IntValue<'ctx>,
    ) -> (Val<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let both = (self.combine)(acc, x);
        let joined = cg.select_val(has, &both, x);
        let acc = cg.select_val(present, &joined, acc);
        (acc, ok(cg.builder.build_or(has, present, "has")))
    }

    /// Lane `l` folds elements `j0 + l, j0 + l + 32, ...` (any order is right for a
    /// commutative operator): whole tiles of `32 x tile` with no bounds checks, then
    /// the rest; one tree across the lanes at the end.
    fn run_commutative(
        &self,
        j0: IntValue<'ctx>,
        j1: IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        init: Option<Val<'ctx>>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let lane = self.warp.lane;
        let width = 32 * i64::from(self.tile);
        let len = cg.sub(j1, j0);
        let full = ok(b.build_int_signed_div(len, cg.i64(width), "full"));
        let state0 = Val::Tuple(vec![cg.zero(self.ty), Val::Scalar(cg.ctx.bool_type().const_zero().into())]);
        let state = cg.fold_range(cg.i64(0), full, &state0, &self.state_type(), |state, t| {
            let (acc, has) = (state.fields()[0].clone(), state.fields()[1].int());
            let at = cg.add(cg.add(j0, cg.mul(t, cg.i64(width))), lane);
            // every load of the tile first, so that they are in flight together
            let xs: Vec<Val<'ctx>> =
                (0..i64::from(self.tile)).map(|r| read(cg.add(at, cg.i64(32 * r)))).collect();
            let mut acc = cg.select_val(has, &(self.combine)(&acc, &xs[0]), &xs[0]);
            for x in &xs[1..] {
                acc = (self.combine)(&acc, x);
            }
            Val::Tuple(vec![acc, Val::Scalar(cg.ctx.bool_type().const_all_ones().into())])
        });
        let (mut acc, mut has) = (state.fields()[0].clone(), state.fields()[1].int());
        // the rest: fewer than a tile, every read checked (and kept inside the range)
        let rest = cg.add(cg.add(j0, cg.mul(full, cg.i64(width))), lane);
        let last = cg.smax(cg.sub(j1, cg.i64(1)), j0);
        let xs: Vec<(IntValue<'ctx>, Val<'ctx>)> = (0..i64::from(self.tile))
            .map(|r| {
                let pos = cg.add(rest, cg.i64(32 * r));
                (cg.icmp(IntPredicate::SLT, pos, j1), read(cg.smin(pos, last)))
            })
            .collect();
        for (present, x) in &xs {
            (acc, has) = self.add(&acc, has, x, *present);
        }
        // lanes holding elements are a prefix of the warp: lane l holds one iff j0 + l < j1
        let lanes = cg.smax(cg.smin(len, cg.i64(32)), cg.i64(1));
        let total = warp_reduce(cg, self.gpu, self.ty, acc, lane, lanes, self.combine);
        match init {
            None => total,
            Some(init) => {
                let any = cg.icmp(IntPredicate::SLT, j0, j1);
                cg.select_val(any, &(self.combine)(&init, &total), &init)
            }
        }
    }

    /// Tiles of `32 x TILE` elements in order: each row of 32 is reduced across the lanes
    /// (a tree that keeps the order) and lane 0 folds the rows' totals in.
    fn run_in_order(
        &self,
        j0: IntValue<'ctx>,
        j1: IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        init: Option<Val<'ctx>>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let width = 32 * TILE as i64;
        let tiles =
            ok(b.build_int_signed_div(cg.add(cg.sub(j1, j0), cg.i64(width - 1)), cg.i64(width), "tiles"));
        let tiles = cg.smax(tiles, cg.i64(0));
        let last = cg.smax(cg.sub(j1, cg.i64(1)), j0);
        let has_init = cg.ctx.bool_type().const_int(init.is_some() as u64, false);
        let start = init.unwrap_or_else(|| cg.zero(self.ty));
        let state0 = Val::Tuple(vec![start, Val::Scalar(has_init.into())]);
        let state = cg.fold_range(cg.i64(0), tiles, &state0, &self.state_type(), |state, t| {
            let (mut acc, mut has) = (state.fields()[0].clone(), state.fields()[1].int());
            let t0 = cg.add(j0, cg.mul(t, cg.i64(width)));
            let rounds: Vec<(Val<'ctx>, IntValue<'ctx>)> = (0..TILE as i64)
                .map(|r| {
                    let base = cg.add(t0, cg.i64(32 * r));
                    let pos = cg.add(base, self.warp.lane);
                    let count = cg.smax(cg.smin(cg.sub(j1, base), cg.i64(32)), cg.i64(0));
                    (read(cg.smin(pos, last)), count)
                })
                .collect();
            let totals: Vec<Val<'ctx>> = rounds
                .iter()
                .map(|(x, count)| {
                    let count = cg.smax(*count, cg.i64(1));
                    warp_reduce(cg, self.gpu, self.ty, x.clone(), self.warp.lane, count, self.combine)
                })
                .collect();
            for ((_, count), total) in rounds.iter().zip(&totals) {
                let present = cg.icmp(IntPredicate::SGT, *count, cg.i64(0));
                (acc, has) = self.add(&acc, has, total, present);
            }
            Val::Tuple(vec![acc, Val::Scalar(has.into())])
        });
        state.fields()[0].clone()
    }
}

/// Rows up to this long are read by a thread as a block of exactly their length
/// ([`fold_short_row`]); longer short rows by a loop.
const EXACT_ROW: i64 = 8;

/// Producers of more nodes than this are folded along a short row by a loop
/// ([`fold_short_row`]): a block of reads copies the producer once a read.
const BLOCK_ROW_NODES: usize = 64;

/// Whether a short row of `input` may be read as one block of reads (a manifest array, or
/// a producer of at most [`BLOCK_ROW_NODES`] nodes), else by a loop: the padded fold's
/// rows, and the segments of a segmented fold's `rows`.
pub(super) fn read_in_blocks(input: &Input) -> bool {
    match input {
        Input::Delayed(d) => d.element.nodes().len() <= BLOCK_ROW_NODES,
        Input::Manifest(_) => true,
    }
}

/// The rows a thread of the `rows` entry folds at once where rows are short
/// ([`fold_short_rows`]): two for elements of at most 4 bytes, else one. A CSR SpMV's rows
/// of 5 wait three dependent round trips each (offsets, columns and values, the gathered
/// vector), so a thread that reads two rows' elements before it combines either waits those
/// round trips once for both; the registers it takes (48 against 40 for an `f32` sum on
/// sm_90) cost an eighth of the warps. On an H200 (2026-11-27,
/// `docs/perf/2026-11-27-two-short-rows.md`) the Poisson SpMV of 4096² rows ran 4% faster
/// in `f32` and 3% slower in `f64`, `fold_seg` of segments of 4 `f32` 4-12% faster. The
/// segmented fold's `rows` takes segments a thread of its own count (`rows_at_once` in
/// `fold_seg/rows.rs`: four and two since its bounds are 32-bit).
pub(super) fn short_rows_at_once(elt: &Type) -> i64 {
    match elt.leaves().iter().map(|t| t.size_bytes()).sum::<usize>() {
        0..=4 => 2,
        _ => 1,
    }
}

/// [`fold_short_row`] of several rows at once, one value a row of `reads`: where the rows
/// are read as blocks, one block of every row's reads (all in flight together, then each
/// row combined in order); else each row by its loop, one after the other.
fn fold_short_rows<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    n: IntValue<'ctx>,
    elt: &Type,
    seed: &dyn Fn() -> Option<Val<'ctx>>,
    block: bool,
    reads: &[Box<dyn Fn(IntValue<'ctx>) -> Val<'ctx> + '_>],
    combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
) -> Vec<Val<'ctx>> {
    let one_by_one =
        || reads.iter().map(|read| fold_short_row(cg, n, elt, seed(), false, read, combine)).collect();
    if !block {
        return one_by_one();
    }
    let all = Type::Tuple(vec![elt.clone(); reads.len()]);
    let fold_block = |width: i64| {
        let width = if seed().is_none() { width.max(1) } else { width };
        let xs: Vec<Vec<Val<'ctx>>> =
            reads.iter().map(|read| (0..width).map(|j| read(cg.i64(j))).collect()).collect();
        Val::Tuple(
            xs.iter()
                .map(|xs| {
                    let (acc, from) = match seed() {
                        Some(z) => (z, 0),
                        None => (xs[0].clone(), 1),
                    };
                    xs.iter().skip(from).fold(acc, |acc, x| combine(&acc, x))
                })
                .collect(),
        )
    };
    let by_loops = || Val::Tuple(one_by_one());
    match exact_blocks(cg, n, &all, 0, &fold_block, &by_loops) {
        Val::Tuple(values) => values,
        Val::Scalar(_) => unreachable!("a tuple of rows' values"),
    }
}

/// The in-order fold of a row of `n <= SHORT_ROW` elements by one thread, from `seed` (or
/// the row's first element). Where `block` (a producer of at most [`BLOCK_ROW_NODES`]
/// nodes, or a manifest input) and `n <= EXACT_ROW`: every element read at once, as a block
/// of exactly `n` reads, then combined in order; else a loop of reads, which waits a
/// memory round trip every element or two (a CSR SpMV's row of 5: its offsets, then its
/// columns and values, then the gathered vector, a round trip a pair of elements). Blocks
/// wider than the row, their reads past its end left out of the fold, cost more than they
/// save: the padded SpMV of 5-element rows ran 8% slower as blocks of 8 than as the loop,
/// the split `fold_seg` of skewed lengths (pieces of 9) 16% slower as blocks of 16 (H100,
/// 2026-11-27, `docs/perf/2026-11-27-short-rows.md`).
fn fold_short_row<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    n: IntValue<'ctx>,
    elt: &Type,
    seed: Option<Val<'ctx>>,
    block: bool,
    read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
    combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
) -> Val<'ctx> {
    let by_loop = || {
        let step = |acc: &Val<'ctx>, j| combine(acc, &read(j));
        match &seed {
            Some(z) => cg.fold_range(cg.i64(0), n, z, elt, step),
            None => cg.fold_range(cg.i64(1), n, &read(cg.i64(0)), elt, step),
        }
    };
    if !block {
        return by_loop();
    }
    // `width` reads combined in order; without a seed, a row of none reads its first
    // element (as the loop does)
    let fold_block = |width: i64| {
        let width = if seed.is_none() { width.max(1) } else { width };
        let xs: Vec<Val<'ctx>> = (0..width).map(|j| read(cg.i64(j))).collect();
        let (acc, from) = match &seed {
            Some(z) => (z.clone(), 0),
            None => (xs[0].clone(), 1),
        };
        xs.iter().skip(from).fold(acc, |acc, x| combine(&acc, x))
    };
    exact_blocks(cg, n, elt, 0, &fold_block, &by_loop)
}

/// `block(n)` where the row length `n` is at most [`EXACT_ROW`], else `otherwise()`: one
/// branch a width, from `width` up.
pub(super) fn exact_blocks<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    n: IntValue<'ctx>,
    elt: &Type,
    width: i64,
    block: &dyn Fn(i64) -> Val<'ctx>,
    otherwise: &dyn Fn() -> Val<'ctx>,
) -> Val<'ctx> {
    if width > EXACT_ROW {
        return otherwise();
    }
    let exact = cg.icmp(IntPredicate::EQ, n, cg.i64(width));
    cg.if_else_val(exact, elt, || block(width), || exact_blocks(cg, n, elt, width + 1, block, otherwise))
}
