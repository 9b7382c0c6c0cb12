//! Compaction on the GPU ([`Consumer::Compact`](systole_frontend::ir::Consumer::Compact)):
//! one pass, a tile per block at a time, the tile's offset in the output found by the
//! chained scan's decoupled look-back ([`Chain`], Merrill and Garland 2016; CUB's
//! `DeviceSelect` works the same way).
//!
//! ```text
//!  block takes tile t (in order, from the counter)
//!  thread k of the block, item j:  element t*TILE + j*BLOCK + k (coalesced loads)
//!    kept_j = pred(x_j) (inside the vector)
//!    ballot over the warp: the warp's count for item j, and the lane's rank among them
//!  warp 0: an exclusive scan of the (item, warp) counts in element order, the tile's
//!          count; publishes it, looks back over the tiles before, publishes the prefix
//!  every thread: its kept x_j to out[prefix + before(j, warp) + rank]
//! ```
//!
//! A warp's kept elements of one item land side by side, so its stores are as coalesced as
//! the kept elements allow, without staging the tile in shared memory. Each tile's count and
//! state share a 64-bit word (a `u32` count: the vector has fewer than 2^32 elements, which
//! the host checks). The last tile writes the total, the compaction's count, which the host
//! reads back to give the kept vector its length.

use inkwell::IntPredicate;
use inkwell::values::IntValue;
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::{GpuTarget, Shuffle, Special, Warp, repeat, shuffle_val, sreg, warp_scan};
use super::chain::{AGGREGATE, Chain, PREFIX};
use super::{BlockShared, shared_array, warp_in_block};
use crate::codegen::KernelGen;
use crate::kernel::input_type;
use crate::lower::{FloatOrder, Val, ok};

/// Warps of a compaction's block.
pub const COMPACT_WARPS: u32 = 8;

/// Elements each thread of a compaction's block takes of a tile, for elements of `elt`: 16
/// of 4 bytes or fewer, 8 of 8 bytes, 4 of wider ones (a thread holds its elements and a
/// vote each in registers between the loads and the stores).
pub fn compact_items(elt: &Type) -> u32 {
    match super::element_bytes(elt) {
        0..=4 => 16,
        5..=8 => 8,
        _ => 4,
    }
}

/// Blocks of a compaction of `elt`s a multiprocessor should hold at once (what its code is
/// compiled for): 4 of 256 threads for elements of 4 bytes or fewer (64 registers a thread:
/// its 16 elements in flight, the warp's votes in shared memory), else 3 (80 registers: at 4
/// an `i64` input's kernel spilled). More blocks hide more of the look-back's latency:
/// `filter` of 256 M `f32`s took 300.5 GElem/s on 3 blocks and 321.4 on 4 (H100,
/// 2026-11-27, `docs/perf/2026-11-26-native-compaction.md`).
pub fn compact_blocks_per_sm(elt: &Type) -> u32 {
    if super::element_bytes(elt) <= 4 { 4 } else { 3 }
}

/// Nanoseconds a compaction's looking-back warp sleeps before its first read of the states
/// of the tiles before, and before each read after it, when the blocks take several tiles
/// each ([`Chain`]'s `waits`). Shorter than the chained scan's (3000 and 1000, swept in
/// `docs/perf/2026-11-25-chained-scan.md`): the scan's other warps scan their parts while
/// its first warp looks back, but a compaction's wait for their offset, and its tiles take
/// a third of a scan piece's time. At the scan's waits: 208.9 GElem/s for 256 M `f32`, half
/// kept (H100, 2026-11-26).
pub const COMPACT_WAITS_NS: (u32, u32) = (400, 200);

/// Elements of a compaction's tile of `elt`s (a block's at a time).
pub fn compact_tile(elt: &Type) -> usize {
    (COMPACT_WARPS * 32 * compact_items(elt)) as usize
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The `chained` entry of a compaction, `a` its number of tiles (see the module
    /// documentation).
    pub(in crate::grid) fn gpu_compact(&mut self, gpu: &dyn GpuTarget, pred: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (elt, _) = input_type(input, self.sig);
        let n = self.params.int(cg);
        let out = self.params.ptrs(cg, elt.leaves().len());
        let count_out = self.params.ptr(cg);
        let _partial = self.params.ptr(cg);
        let states = self.params.ptr(cg);
        let tiles = self.a;
        let warp = Warp::of(cg, gpu);
        let u32_ty = Type::Scalar(ScalarType::U32);
        let add = |a: &Val<'ctx>, b: &Val<'ctx>| {
            Val::Scalar(ok(cg.builder.build_int_add(a.int(), b.int(), "sum")).into())
        };
        let shared = BlockShared::new(cg, gpu, &u32_ty, 0);
        let slots = COMPACT_WARPS * compact_items(&elt);
        let counts = shared_array(cg, gpu, cg.ctx.i32_type().into(), slots + 1);
        let votes = shared_array(cg, gpu, cg.ctx.i32_type().into(), slots);
        let chain = Chain {
            cg,
            gpu,
            warp: &warp,
            ty: &u32_ty,
            combine: &add,
            states,
            values: &[],
            count: tiles,
            packed: Some(ScalarType::U32),
            contended: cg.icmp(
                IntPredicate::SGE,
                tiles,
                cg.mul(sreg(cg, gpu, Special::GridDim(0)), cg.i64(2)),
            ),
            waits: COMPACT_WAITS_NS,
        };
        let unit = Type::Tuple(vec![]);
        let true_ = cg.ctx.bool_type().const_all_ones();
        let tile = Tile {
            gpu,
            pred,
            input,
            elt: &elt,
            n,
            out: &out,
            count_out,
            counts,
            votes,
            warp: &warp,
            chain: &chain,
        };
        repeat(cg, true_, &Val::Tuple(vec![]), &unit, |_| {
            let t = chain.take(&shared);
            let more = cg.icmp(IntPredicate::SLT, t, tiles);
            cg.if_then(more, || self.compact_tile(&tile, t));
            (Val::Tuple(vec![]), more)
        });
    }

    /// Tile `t` of a compaction.
    fn compact_tile(&self, tile: &Tile<'_, 'ctx>, t: IntValue<'ctx>) {
        let cg = self.cg;
        let b = cg.builder;
        let (gpu, n, counts) = (tile.gpu, tile.n, tile.counts);
        let i32_ = cg.ctx.i32_type();
        let block = i64::from(COMPACT_WARPS * 32);
        let (warps, items) = (i64::from(COMPACT_WARPS), i64::from(compact_items(tile.elt)));
        let base = cg.mul(t, cg.i64(compact_tile(tile.elt) as i64));
        let tid = sreg(cg, gpu, Special::Thread(0));
        let w = warp_in_block(cg, gpu);
        let lane = tile.warp.lane;
        let lane32 = ok(b.build_int_truncate(lane, i32_, "lane"));
        let below = ok(b.build_int_sub(
            ok(b.build_left_shift(i32_.const_int(1, false), lane32, "bit")),
            i32_.const_int(1, false),
            "below",
        ));
        let popc =
            |v: IntValue<'ctx>| cg.intrinsic("llvm.ctpop", &[i32_.into()], &[v.into()]).into_int_value();
        let lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        let last = cg.sub(n, cg.i64(1));
        let slot = |j: i64| cg.add(cg.i64(j * warps), w);
        // load and test every item, count each item's kept elements per warp; a thread holds
        // its elements, the warp's votes wait in shared memory (a register each would leave
        // too few for 4 blocks a multiprocessor)
        let mut held = Vec::new();
        for j in 0..items {
            let i = cg.add(base, cg.add(cg.i64(j * block), tid));
            let inside = cg.icmp(IntPredicate::SLT, i, n);
            let at = cg.smin(i, last);
            let x = self.read_input(tile.input, &[at], at);
            let p = self.lower(tile.pred, std::slice::from_ref(&x), FloatOrder::Strict).int();
            let mask = gpu.ballot(cg, ok(b.build_and(inside, p, "kept")));
            cg.if_then(lane0, || {
                cg.store(ScalarType::I32, counts, slot(j), popc(mask).into());
                cg.store(ScalarType::I32, tile.votes, slot(j), mask.into());
            });
            held.push(x);
        }
        gpu.block_barrier(cg);
        // the first warp: the counts' exclusive scan, the look-back, the tile's offset
        cg.if_then(cg.icmp(IntPredicate::EQ, w, cg.i64(0)), || self.compact_offsets(tile, t));
        gpu.block_barrier(cg);
        let offset = cg.load(ScalarType::I32, counts, cg.i64(warps * items)).into_int_value();
        let offset = ok(b.build_int_z_extend(offset, cg.ctx.i64_type(), "offset"));
        let own = ok(b.build_left_shift(i32_.const_int(1, false), lane32, "own"));
        for (j, x) in held.into_iter().enumerate() {
            let mask = cg.load(ScalarType::I32, tile.votes, slot(j as i64)).into_int_value();
            let kept = cg.icmp(IntPredicate::NE, ok(b.build_and(mask, own, "mine")), i32_.const_zero());
            let rank = popc(ok(b.build_and(mask, below, "before")));
            let before = cg.load(ScalarType::I32, counts, slot(j as i64)).into_int_value();
            let within = ok(b.build_int_add(before, rank, "within"));
            let within = ok(b.build_int_z_extend(within, cg.ctx.i64_type(), "within"));
            let to = cg.add(offset, within);
            cg.if_then(kept, || cg.store_element(tile.elt, tile.out, to, &x));
        }
    }

    /// The first warp of a block once the counts of tile `t` are in shared memory: each
    /// lane scans `per_lane` consecutive counts, the warp scans the lanes' sums; the tile's
    /// total is published, the look-back finds the count before the tile, and the counts
    /// become exclusive offsets (the tile's own at the end).
    fn compact_offsets(&self, tile: &Tile<'_, 'ctx>, t: IntValue<'ctx>) {
        let cg = self.cg;
        let b = cg.builder;
        let (gpu, counts, chain) = (tile.gpu, tile.counts, tile.chain);
        let i32_ = cg.ctx.i32_type();
        let u32_ty = Type::Scalar(ScalarType::U32);
        let slots = i64::from(COMPACT_WARPS * compact_items(tile.elt));
        let per_lane = slots / 32;
        let lane = tile.warp.lane;
        let first = cg.mul(lane, cg.i64(per_lane));
        let mine: Vec<IntValue<'ctx>> = (0..per_lane)
            .map(|k| cg.load(ScalarType::I32, counts, cg.add(first, cg.i64(k))).into_int_value())
            .collect();
        let sum = mine.iter().skip(1).fold(mine[0], |acc, &c| ok(b.build_int_add(acc, c, "sum")));
        let add =
            |a: &Val<'ctx>, x: &Val<'ctx>| Val::Scalar(ok(b.build_int_add(a.int(), x.int(), "sum")).into());
        let inclusive = warp_scan(cg, gpu, &u32_ty, Val::Scalar(sum.into()), lane, &add).int();
        let mut running = ok(b.build_int_sub(inclusive, sum, "exclusive"));
        for (k, &c) in mine.iter().enumerate() {
            cg.store(ScalarType::I32, counts, cg.add(first, cg.i64(k as i64)), running.into());
            running = ok(b.build_int_add(running, c, "running"));
        }
        let total = shuffle_val(cg, gpu, &u32_ty, &Val::Scalar(inclusive.into()), Shuffle::Index, cg.i64(31));
        let lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        let later = cg.icmp(IntPredicate::SGT, t, cg.i64(0));
        cg.if_then(ok(b.build_and(lane0, later, "publish")), || chain.publish(t, &total, AGGREGATE));
        let before = chain.look_back(t, t);
        let before = cg.select(later, before.scalar(), i32_.const_zero().into()).into_int_value();
        let through = ok(b.build_int_add(before, total.int(), "through"));
        cg.if_then(lane0, || {
            chain.publish(t, &Val::Scalar(through.into()), PREFIX);
            cg.store(ScalarType::I32, counts, cg.i64(slots), before.into());
        });
        let last_tile = cg.icmp(IntPredicate::EQ, t, cg.sub(chain.count, cg.i64(1)));
        cg.if_then(ok(b.build_and(lane0, last_tile, "total")), || {
            let total = ok(b.build_int_z_extend(through, cg.ctx.i64_type(), "count"));
            cg.store(ScalarType::I64, tile.count_out, cg.i64(0), total.into());
        });
    }
}

/// What the code of a compaction's tiles works with.
struct Tile<'t, 'ctx> {
    gpu: &'t dyn GpuTarget,
    pred: &'t Fun<ArrayVar>,
    input: &'t Input,
    elt: &'t Type,
    /// The vector's length.
    n: IntValue<'ctx>,
    /// The kept elements' leaves.
    out: &'t [inkwell::values::PointerValue<'ctx>],
    /// Where the count goes (an `i64`).
    count_out: inkwell::values::PointerValue<'ctx>,
    /// Shared: each (item, warp)'s count, then its offset in the tile; then the tile's
    /// offset in the output.
    counts: inkwell::values::PointerValue<'ctx>,
    /// Shared: each (item, warp)'s votes (a bit a lane).
    votes: inkwell::values::PointerValue<'ctx>,
    warp: &'t Warp<'ctx>,
    chain: &'t Chain<'t, 't, 'ctx>,
}
