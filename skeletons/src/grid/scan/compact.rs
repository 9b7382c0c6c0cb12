//! Compaction on the GPU ([`Consumer::Compact`](systole_frontend::ir::Consumer::Compact)):
//! one pass, a tile per block at a time, the tile's offset in the output found by the
//! chained scan's decoupled look-back ([`Chain`], Merrill and Garland 2016; CUB's
//! `DeviceSelect` works the same way).
//!
//! ```text
//!  block takes tile t (in order, from the counter)
//!  warp w, lane l, item j:  element t*TILE + w*PART + 32j + l (coalesced; every load of
//!                           the thread in flight at once)
//!    kept_j = pred(x_j) (inside the vector); ballot over the warp
//!    x_j -> the warp's area in shared memory, at its count so far + the lane's rank
//!  warp 0: an exclusive scan of the warps' counts, the tile's count; publishes it, looks
//!          back over the tiles before, publishes the prefix
//!  warp w: its area's first count_w elements to out[prefix + before(w) + e], each store
//!          of 32 lanes starting at a multiple of 32 elements of out
//! ```
//!
//! A warp compacts its own part with votes alone (no block barrier), and its kept elements
//! leave as one contiguous run of warp-wide stores aligned to 32 elements of the output. The values wait in shared memory,
//! not in registers, across the look-back: at 64 registers a thread holds 32 loads of
//! 4-byte elements in flight (a tile of 8192 elements, 32 KiB, as a chained scan's piece),
//! where holding them in registers allowed 16 (`docs/perf/2026-11-27-filter.md`).
//! Elements too wide for a staged tile in a block's shared memory (over 184 bytes) keep them
//! in registers instead: thread `k`'s item `j` is element `t*TILE + j*BLOCK + k`, a warp's
//! kept elements of one item are written side by side from registers once the offsets of the
//! tile's (item, warp) counts are known.
//!
//! Each tile's count and state share a 64-bit word (a `u32` count: the vector has fewer
//! than 2^32 elements, which the host checks). The last tile writes the total, the
//! compaction's count, which the host reads back to give the kept vector its length.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::{GpuTarget, Shuffle, Special, Warp, repeat, shuffle_val, sreg, warp_scan};
use super::chain::{AGGREGATE, Chain, PREFIX};
use super::{BlockShared, shared_array, warp_in_block};
use crate::codegen::KernelGen;
use crate::kernel::input_type;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// Warps of a compaction's block.
pub const COMPACT_WARPS: u32 = 8;

/// The shared memory a staged compaction's block may take for its tile: 46 KiB, as a
/// chained scan's staging areas (`SCAN_SHARED_BYTES`), within the 48 KiB of static shared
/// memory.
const COMPACT_SHARED_BYTES: u32 = super::SCAN_SHARED_BYTES;

/// Elements each thread of a compaction's block takes of a tile of `elt`s: staged
/// ([`compact_staged`]), about 128 bytes of them (32 of 4 bytes or fewer, 16 of 8 bytes);
/// otherwise 16 of 4 bytes or fewer, 8 of 8 bytes, 4 of wider ones (a thread holds its
/// elements and a vote each in registers between the loads and the stores).
pub fn compact_items(elt: &Type) -> u32 {
    let bytes = super::element_bytes(elt);
    if compact_staged(elt) {
        return staged_items(bytes);
    }
    match bytes {
        0..=4 => 16,
        5..=8 => 8,
        _ => 4,
    }
}

/// Elements a thread of a staged compaction takes of a tile of `bytes`-byte elements.
fn staged_items(bytes: u32) -> u32 {
    (128 / bytes).clamp(1, 32)
}

/// Whether a compaction of `elt`s stages its tile's kept elements in shared memory (a
/// warp's part of the tile compacted in its own area), which its block's shared memory
/// allows for elements of up to 184 bytes.
pub fn compact_staged(elt: &Type) -> bool {
    let bytes = super::element_bytes(elt);
    COMPACT_WARPS * 32 * staged_items(bytes) * bytes <= COMPACT_SHARED_BYTES
}

/// Blocks of a compaction of `elt`s a multiprocessor should hold at once (what its code is
/// compiled for): 4 of 256 threads for elements of 4 bytes or fewer (64 registers a thread),
/// else 3 (80 registers: at 4 an unstaged `i64` input's kernel spilled). The unstaged kernel
/// ran `filter` of 256 M `f32`s at 300.5 GElem/s on 3 blocks and 321.4 on 4
/// (`docs/perf/2026-11-26-native-compaction.md`); the staged one, with unaligned stores, at
/// 371.6 on 3, 339.2 on 4 and 366.4 on 5, and at 376.9 on 4 with its stores aligned, the
/// only count measured so (H100, 2026-11-27, `docs/perf/2026-11-27-filter.md`).
pub fn compact_blocks_per_sm(elt: &Type) -> u32 {
    if super::element_bytes(elt) <= 4 { 4 } else { 3 }
}

/// Nanoseconds a compaction's looking-back warp sleeps before its first read of the states
/// of the tiles before, and before each read after it, when the blocks take several tiles
/// each ([`Chain`]'s `waits`). Shorter than the chained scan's (3000 and 1000, swept in
/// `docs/perf/2026-11-25-chained-scan.md`): the scan's other warps scan their parts while
/// its first warp looks back, but a compaction's wait for their offset. At the scan's waits
/// the unstaged kernel ran 208.9 GElem/s for 256 M `f32`, half kept (H100, 2026-11-26); the
/// staged one, with unaligned stores, 339.2 at these, 352.5 at 1000 / 500 and 326.3 at the
/// scan's (2026-11-27, `docs/perf/2026-11-27-filter.md`; not swept with aligned stores).
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
        let staged = compact_staged(&elt);
        // the staged kernel counts a warp's kept elements, the other each item's of a warp
        let slots = if staged { COMPACT_WARPS } else { COMPACT_WARPS * compact_items(&elt) };
        let counts = shared_array(cg, gpu, cg.ctx.i32_type().into(), slots + 1);
        let kept = if staged {
            Kept::Staged(warp_areas(cg, gpu, &elt, COMPACT_WARPS * 32 * compact_items(&elt)))
        } else {
            Kept::Votes(shared_array(cg, gpu, cg.ctx.i32_type().into(), slots))
        };
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
            slots: i64::from(slots),
            warp: &warp,
            chain: &chain,
        };
        repeat(cg, true_, &Val::Tuple(vec![]), &unit, |_| {
            let t = chain.take(&shared);
            let more = cg.icmp(IntPredicate::SLT, t, tiles);
            cg.if_then(more, || match &kept {
                Kept::Staged(staging) => self.compact_tile_staged(&tile, staging, t),
                Kept::Votes(votes) => self.compact_tile(&tile, *votes, t),
            });
            (Val::Tuple(vec![]), more)
        });
    }

    /// Tile `t` of an unstaged compaction, its (item, warp)'s votes in `votes`.
    fn compact_tile(&self, tile: &Tile<'_, 'ctx>, votes: PointerValue<'ctx>, t: IntValue<'ctx>) {
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
        let (lane32, below) = lanes_below(cg, lane);
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
                cg.store(ScalarType::I32, counts, slot(j), popc(cg, mask).into());
                cg.store(ScalarType::I32, votes, slot(j), mask.into());
            });
            held.push(x);
        }
        gpu.block_barrier(cg);
        // the first warp: the counts' exclusive scan, the look-back, the tile's offset
        cg.if_then(cg.icmp(IntPredicate::EQ, w, cg.i64(0)), || self.compact_offsets(tile, t));
        gpu.block_barrier(cg);
        let offset = cg.load(ScalarType::I32, counts, cg.i64(tile.slots)).into_int_value();
        let offset = ok(b.build_int_z_extend(offset, cg.ctx.i64_type(), "offset"));
        let own = ok(b.build_left_shift(i32_.const_int(1, false), lane32, "own"));
        for (j, x) in held.into_iter().enumerate() {
            let mask = cg.load(ScalarType::I32, votes, slot(j as i64)).into_int_value();
            let kept = cg.icmp(IntPredicate::NE, ok(b.build_and(mask, own, "mine")), i32_.const_zero());
            let rank = popc(cg, ok(b.build_and(mask, below, "before")));
            let before = cg.load(ScalarType::I32, counts, slot(j as i64)).into_int_value();
            let within = ok(b.build_int_add(before, rank, "within"));
            let within = ok(b.build_int_z_extend(within, cg.ctx.i64_type(), "within"));
            let to = cg.add(offset, within);
            cg.if_then(kept, || cg.store_element(tile.elt, tile.out, to, &x));
        }
    }

    /// Tile `t` of a staged compaction: warp `w` takes elements `w * 32 * items ..` of the
    /// tile, `32` a load (coalesced), all in flight at once; it compacts its kept elements in
    /// order into its own area of shared memory (each load's at the warp's count so far plus
    /// the lane's rank among its kept lanes: no block barrier), then, once the first warp has
    /// found the offsets, writes them as one contiguous run.
    fn compact_tile_staged(&self, tile: &Tile<'_, 'ctx>, staging: &[PointerValue<'ctx>], t: IntValue<'ctx>) {
        let loaded = self.staged_loads(tile, t);
        let (start, kept) = self.staged_count(tile, staging, t, loaded);
        self.staged_stores(tile, staging, start, kept);
    }

    /// The calling warp's elements of staged tile `t`, read (clamped into the vector), each
    /// with whether it is inside the vector.
    fn staged_loads(&self, tile: &Tile<'_, 'ctx>, t: IntValue<'ctx>) -> Vec<(IntValue<'ctx>, Val<'ctx>)> {
        let cg = self.cg;
        let (n, elt) = (tile.n, tile.elt);
        let items = i64::from(compact_items(elt));
        let w = warp_in_block(cg, tile.gpu);
        let lane = tile.warp.lane;
        let base = cg.add(cg.mul(t, cg.i64(compact_tile(elt) as i64)), cg.mul(w, cg.i64(32 * items)));
        let last = cg.sub(n, cg.i64(1));
        // every load first, so that they are in flight together
        (0..items)
            .map(|j| {
                let i = cg.add(base, cg.add(cg.i64(32 * j), lane));
                let at = cg.smin(i, last);
                (cg.icmp(IntPredicate::SLT, i, n), self.read_input(tile.input, &[at], at))
            })
            .collect()
    }

    /// The calling warp's kept elements of `loaded` (tile `t`'s) compacted into its area
    /// `staging`; the tile's offsets found (the first warp looks back). Returns where the
    /// warp's kept elements go in the output and how many it has (`i64`s).
    fn staged_count(
        &self,
        tile: &Tile<'_, 'ctx>,
        staging: &[PointerValue<'ctx>],
        t: IntValue<'ctx>,
        loaded: Vec<(IntValue<'ctx>, Val<'ctx>)>,
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let b = cg.builder;
        let (gpu, counts, elt) = (tile.gpu, tile.counts, tile.elt);
        let i32_ = cg.ctx.i32_type();
        let w = warp_in_block(cg, gpu);
        let lane = tile.warp.lane;
        let (_, below) = lanes_below(cg, lane);
        let mut kept = i32_.const_zero();
        for (inside, x) in loaded {
            let p = self.lower(tile.pred, std::slice::from_ref(&x), FloatOrder::Strict).int();
            let p = ok(b.build_and(inside, p, "kept"));
            let mask = gpu.ballot(cg, p);
            let at = ok(b.build_int_add(kept, popc(cg, ok(b.build_and(mask, below, "before"))), "at"));
            let at = ok(b.build_int_z_extend(at, cg.ctx.i64_type(), "at"));
            cg.if_then(p, || cg.store_element(elt, staging, at, &x));
            kept = ok(b.build_int_add(kept, popc(cg, mask), "kept"));
        }
        let lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        cg.if_then(lane0, || cg.store(ScalarType::I32, counts, w, kept.into()));
        gpu.block_barrier(cg);
        // the first warp: the warps' offsets in the tile, the look-back, the tile's offset
        cg.if_then(cg.icmp(IntPredicate::EQ, w, cg.i64(0)), || self.compact_offsets(tile, t));
        gpu.block_barrier(cg);
        let offset = cg.load(ScalarType::I32, counts, cg.i64(tile.slots)).into_int_value();
        let within = cg.load(ScalarType::I32, counts, w).into_int_value();
        let start = ok(b.build_int_add(offset, within, "start"));
        let start = ok(b.build_int_z_extend(start, cg.ctx.i64_type(), "start"));
        (start, ok(b.build_int_z_extend(kept, cg.ctx.i64_type(), "kept")))
    }

    /// The calling warp's `kept` elements in its area `staging` to the output from `start`,
    /// as contiguous warp-wide stores, each starting at a multiple of 32 elements of the
    /// output: the lanes are shifted by `start`'s remainder, at the cost of one store more a
    /// thread (`filter` of 256 M `f32`: 339 GElem/s unaligned, 377 aligned, H100,
    /// `docs/perf/2026-11-27-filter.md`).
    fn staged_stores(
        &self,
        tile: &Tile<'_, 'ctx>,
        staging: &[PointerValue<'ctx>],
        start: IntValue<'ctx>,
        kept: IntValue<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let elt = tile.elt;
        let items = i64::from(compact_items(elt));
        let lane = tile.warp.lane;
        let shift = ok(b.build_and(start, cg.i64(31), "shift"));
        for j in 0..=items {
            let e = cg.sub(cg.add(cg.i64(32 * j), lane), shift);
            let held = ok(b.build_and(
                cg.icmp(IntPredicate::SGE, e, cg.i64(0)),
                cg.icmp(IntPredicate::SLT, e, kept),
                "held",
            ));
            cg.if_then(held, || {
                let x = cg.load_value(elt, staging, e);
                cg.store_element(elt, tile.out, cg.add(start, e), &x);
            });
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
        let slots = tile.slots;
        let per_lane = (slots + 31) / 32;
        let lane = tile.warp.lane;
        let first = cg.mul(lane, cg.i64(per_lane));
        // (with fewer counts than lanes, the lanes past them count nothing)
        let held = |k: i64| cg.icmp(IntPredicate::SLT, cg.add(first, cg.i64(k)), cg.i64(slots));
        let mine: Vec<IntValue<'ctx>> = (0..per_lane)
            .map(|k| {
                let at = cg.smin(cg.add(first, cg.i64(k)), cg.i64(slots - 1));
                let c = cg.load(ScalarType::I32, counts, at);
                cg.select(held(k), c, i32_.const_zero().into()).into_int_value()
            })
            .collect();
        // lanes past the counts read the last one (clamped) while its lane is about to
        // overwrite it: the values are dropped, but the warp meets before any offset is
        // written, so that no read races a write (compute-sanitizer's racecheck)
        gpu.warp_sync(cg);
        let sum = mine.iter().skip(1).fold(mine[0], |acc, &c| ok(b.build_int_add(acc, c, "sum")));
        let add =
            |a: &Val<'ctx>, x: &Val<'ctx>| Val::Scalar(ok(b.build_int_add(a.int(), x.int(), "sum")).into());
        let inclusive = warp_scan(cg, gpu, &u32_ty, Val::Scalar(sum.into()), lane, &add).int();
        let mut running = ok(b.build_int_sub(inclusive, sum, "exclusive"));
        for (k, &c) in mine.iter().enumerate() {
            let at = cg.add(first, cg.i64(k as i64));
            cg.if_then(held(k as i64), || cg.store(ScalarType::I32, counts, at, running.into()));
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
    /// Shared: each slot's count (a warp's, staged; else each (item, warp)'s), then its
    /// offset in the tile; then the tile's offset in the output.
    counts: inkwell::values::PointerValue<'ctx>,
    /// The slots of `counts`.
    slots: i64,
    warp: &'t Warp<'ctx>,
    chain: &'t Chain<'t, 't, 'ctx>,
}

/// Where a compaction's tiles hold what they keep until the tile's offset is known.
enum Kept<'ctx> {
    /// Unstaged: the elements in registers, and in shared memory each (item, warp)'s votes
    /// (a bit a lane).
    Votes(PointerValue<'ctx>),
    /// Staged: the kept elements in order in the calling warp's area of shared memory, a
    /// pointer a leaf.
    Staged(Vec<PointerValue<'ctx>>),
}

/// The calling lane `lane` as an `i32`, and the mask of the lanes below it (`(1 << lane) -
/// 1`): a kept element's rank among its warp's is the population count of its vote under
/// that mask.
fn lanes_below<'ctx>(cg: &Codegen<'_, 'ctx>, lane: IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let (b, i32_) = (cg.builder, cg.ctx.i32_type());
    let lane32 = ok(b.build_int_truncate(lane, i32_, "lane"));
    let below = ok(b.build_int_sub(
        ok(b.build_left_shift(i32_.const_int(1, false), lane32, "bit")),
        i32_.const_int(1, false),
        "below",
    ));
    (lane32, below)
}

/// The set bits of an `i32` (a warp's vote).
fn popc<'ctx>(cg: &Codegen<'_, 'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx> {
    cg.intrinsic("llvm.ctpop", &[cg.ctx.i32_type().into()], &[v.into()]).into_int_value()
}

/// The calling warp's area of a block's staging areas in shared memory for `len` elements
/// of `ty` (an array a leaf, `len / COMPACT_WARPS` elements a warp): a pointer a leaf.
fn warp_areas<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    len: u32,
) -> Vec<PointerValue<'ctx>> {
    let at = cg.mul(warp_in_block(cg, gpu), cg.i64(i64::from(len / COMPACT_WARPS)));
    ty.leaves()
        .into_iter()
        .map(|t| {
            let mt = cg.mem_type(t);
            let all = shared_array(cg, gpu, mt, len);
            unsafe { ok(cg.builder.build_in_bounds_gep(mt, all, &[at], "staging")) }
        })
        .collect()
}
