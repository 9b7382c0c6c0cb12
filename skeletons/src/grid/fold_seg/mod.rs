//! A segmented fold by CSR offsets on the GPU
//! ([`Consumer::FoldSeg`](systole_frontend::ir::Consumer::FoldSeg)): short segments a thread
//! each (`rows`), else balanced by merge path (Merrill and Garland, "Merge-based parallel
//! sparse matrix-vector multiplication", SC16; CUB's `DeviceSpmv`): the work is the merge of
//! the segments' ends with the elements, `segments + elements` items, cut into tiles of
//! equal length whatever the lengths are.
//!
//! ```text
//!  rows(segments)  a thread a segment (four, 32 apart, for elements of at most 4 bytes;
//!                  two for 8), 32 times that many consecutive segments a warp, while
//!                  every segment of the warp's group holds at most `SHORT_ROW` (16)
//!                  elements (module `rows`): each
//!                  lane reads its offsets, the warp its longest segment (a shuffle
//!                  tree), and each lane folds its segment in order from reads of the
//!                  warp's width, in flight together (positions past its end read its last
//!                  element again and are left out), the seed in front, as the padded
//!                  fold's rows do; a warp that meets a longer segment sets a word after
//!                  the states (`stopped`, zeroed by the launcher), and the flag before it
//!                  where the segment holds at most `LISTED_SEGMENT` (4096), and stops, the
//!                  others stop at their next group: a CSR matrix of short rows is folded
//!                  in one pass, with no pass over the offsets and no wait for the host
//!  listing(segments) returns at once unless `stopped` is set and the flag is not; else
//!                  `rows` again from the first group (eight segments a lane for elements
//!                  of at most 4 bytes), but a
//!                  segment of more than `LISTED_SEGMENT`
//!                  elements its lane lists for `search` instead (module `listed`); a
//!                  warp that meets a longer segment than `SHORT_ROW` but not listed sets
//!                  the flag (the word before `stopped`) and stops, the others stop at
//!                  their next group. The kernels below read the flag first; where it is
//!                  set they run the merge path over every segment (what `rows` and
//!                  `listing` wrote is written again)
//!  listed(warps)   where the flag is clear, `search` (launched with a warp a chunk, at
//!                  most 16 warps a multiprocessor) folds the listed segments
//!                  instead, in chunks of at least 2048 elements (but a segment's last), a
//!                  run of consecutive chunks a warp,
//!                  the warp of a segment's last chunk folding its chunks' partials into
//!                  the output (module `listed`); `segment` and `finish` return
//!  search(tiles+1) a thread a tile boundary (CUB's `DeviceSpmvSearchKernel`): the merge-path
//!                  search of its diagonal over the offsets, 8 ways a step; one word a
//!                  boundary after the tiles' states: the segment ends before it, and
//!                  whether the tile's first segment began in an earlier tile
//!  segment(tiles)  a warp per tile of [`fold_seg_tile`] merge items, [`fold_seg_items`] a
//!                  lane, as CUB's agent runs a tile: the warp reads where its tile starts
//!                  and ends (two words of the search), loads the tile's segment ends
//!                  (coalesced, rounds of 32 in groups of 4, 4, 8 while the tile holds
//!                  more; after them the tile's element count) and its elements
//!                  (coalesced, the fused producer evaluated there at positions checked
//!                  once, addressed from the tile's first element, streamed past the caches
//!                  for elements of 4 bytes or less, the loads in flight together) into
//!                  shared memory; each lane finds where
//!                  its items start by bisection there, folds its elements in order and
//!                  stages the values of the segments that start and end among its items; a
//!                  segmented scan across the lanes (shuffles) finishes the segments that
//!                  start in an earlier lane of the tile; the warp writes the staged values
//!                  (coalesced); the tile's carry-out (the segment left open at its end and
//!                  its partial value) goes to partial 2t, and where the tile's first
//!                  segment began in an earlier tile, that segment's part in the tile goes
//!                  to partial 2t + 1 (the states say which segment and whether each
//!                  partial holds a value)
//!  finish(tiles)   the fixup (CUB's `segment fixup`, a reduce by key over the carry-outs
//!                  in tile order), a lane a tile (a warp reads 32 tiles' words
//!                  coalesced): where a run of tiles whose carry-outs share a segment starts,
//!                  a run of one tile (the segment ends in the next) is joined by its lane,
//!                  the seed in front and the part in the next tile behind; the warp folds
//!                  each longer run in order (`WarpFold`), one after another, into the output
//! ```
//!
//! `rows` is the padded fold of the frontend's `fold_seg_offsets` moved into the kernel: the
//! padded fold needs the longest segment on the host before it launches (a `fold_all` over
//! the offsets and a wait for its value: on the H100 45 µs of a 4096² Poisson SpMV's 381
//! in `f32`), which a loop pays once and a single fold every time.
//!
//! A tile's fixed work (finding where it starts, the scan across the lanes, the copies) is
//! what bounds the merge path on short segments among long ones (the power-law SpMV), not
//! the bytes: the search pass (two loads instead of a warp's search and votes a tile) and
//! 16-24 items a lane (tiles of 512-768) cut it (`docs/perf/2026-11-27-merge-path-tiles.md`).
//! `finish` a lane a tile instead of a warp (a warp each ran the warp fold and a bisection
//! for a run of one tile) took a fifth off the power-law SpMV
//! (`docs/perf/2026-11-27-power-law-spmv.md`).
//!
//! No atomics on values (they only count the listed segments and their chunks): the
//! operator is any associative function, applied in the elements' order (reassociated,
//! never commuted, unless it commutes), in a grouping that depends on the lengths alone, so
//! results are deterministic and exact operators match the interpreter. A segment within one lane's items costs no more
//! than a sequential loop; one of a million elements costs a few thousand carry-outs, which
//! the fixup folds at its warp's load rate.
//!
//! The offsets are clamped into `0 ..= n` (the elements before the first offset belong to no
//! segment); decreasing offsets break the merge path's order: their values are unspecified
//! (no read leaves the arrays; a tile's staged ends treat an end before the tile as past it,
//! where the search clamps it to the first offset; a tile holds at most a tile of the ends
//! the search counts). `fold1_seg` of an empty segment writes an unspecified value
//! (the frontend checks the lengths first).

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::fold::{FINISH_TILE, WarpFold};
use super::scan::shared_array;
use super::{GpuTarget, MAX_BLOCK, Shuffle, Special, Warp, is_commutative, repeat, shuffle_val, sreg};
use crate::codegen::{KernelGen, PositionRead, RowParams};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};
use listed::{Listed, Words};
use rows::RowsFold;

pub use listed::{fold_seg_chunks_most, fold_seg_list_words};

/// The merge items (segment ends and elements) a lane of a segmented fold of `elt`s takes:
/// the more a lane takes, the less each tile's fixed work (reading where it starts, the scan
/// across the lanes, the copies) costs an item, and the more registers the unrolled merge
/// and shared memory the staged tile hold. 24 for elements of at most 4 bytes, 16 for wider
/// ones. With the search pass, the power-law SpMV `f32` ran at 60.8 Gnnz/s with 8, 69.7
/// with 12, 73.9 with 16 and 82.3 with 24 on an H200
/// (`docs/perf/2026-11-27-merge-path-tiles.md`), and at 68.0 with 16 and 75.7-76.4 with 24
/// on an H100; `f64` on the H100 at 47.5 with 16 and 44.3-44.5 with 24 (a block stages 3
/// warps' tiles at 24 where it staged 4). `segment`'s registers are bounded for elements of
/// 4 bytes or less (`fold_seg_blocks`).
pub fn fold_seg_items(elt: &Type) -> usize {
    if element_bytes(elt) <= NARROW_BYTES { 24 } else { 16 }
}

/// The widest element (its leaves' bytes) a segmented fold's lane takes 24 items of.
const NARROW_BYTES: u32 = 4;

/// The merge items of a tile of a segmented fold of `elt`s: a warp's.
pub fn fold_seg_tile(elt: &Type) -> usize {
    32 * fold_seg_items(elt)
}

/// The rounds of 32 (a warp's loads of a tile's segment ends, or its copies of their values)
/// in groups, `0..4, 4..8, 8..16, ..` up to `items`: a group runs only where every round
/// before it was full. The first holds four: a tile of the power-law SpMV holds about 65
/// ends, which groups of 1, 1, 2 loaded in three round trips.
fn round_groups(items: usize) -> Vec<std::ops::Range<i64>> {
    let mut groups = Vec::new();
    let (mut at, mut end) = (0, (FIRST_ROUNDS as i64).min(items as i64));
    while at < items as i64 {
        groups.push(at..end);
        (at, end) = (end, (2 * end).min(items as i64));
    }
    groups
}

/// The rounds of the first group of [`round_groups`].
const FIRST_ROUNDS: usize = 4;

/// A value and whether it holds anything (an element was folded into it).
type Partial<'ctx> = (Val<'ctx>, IntValue<'ctx>);

/// The widest element (its leaves' bytes) a tile stages in shared memory; wider ones are
/// read where the merge loop takes them and their segments' values written from there.
const STAGED_BYTES: u32 = 16;

/// The static shared memory a block of `segment` may take: 48 KiB, less a little.
const SHARED_BYTES: u32 = 46 * 1024;

/// Bytes of an `elt` in memory, its leaves side by side (at least 1).
fn element_bytes(elt: &Type) -> u32 {
    elt.leaves().iter().map(|t| t.size_bytes() as u32).sum::<u32>().max(1)
}

/// The shared memory a warp of `segment` stages its tile in: the segment ends (`i32`) and,
/// for elements of at most [`STAGED_BYTES`], the elements and the segments' values, a tile
/// and one of each (a place in a tile runs to the tile's length, read unclamped).
fn stage_bytes(elt: &Type) -> u32 {
    let bytes = element_bytes(elt);
    let values = if bytes <= STAGED_BYTES { 2 * bytes } else { 0 };
    (fold_seg_tile(elt) as u32 + 1) * (4 + values)
}

/// The warps of a block of the `segment` entry of a segmented fold of `elt`s: as many as
/// [`SHARED_BYTES`] stages tiles for, at most `most`.
pub(super) fn fold_seg_warps(elt: &Type, most: u32) -> u32 {
    (SHARED_BYTES / stage_bytes(elt)).clamp(1, most)
}

/// Whether a segmented fold of `elt`s streams its elements' reads
/// ([`Target::load_streamed`](crate::Target)) and bounds `segment`'s registers to
/// [`SEGMENT_REGISTERS`]: for elements of at most 4 bytes. On the H100 the power-law SpMV
/// `f32` gained 2% from the streaming and 1% from the bound; `f64` ran at 36.8 Gnnz/s with
/// both and 49.9 without (its bounded blocks leave L1 a fraction of the multiprocessor's
/// memory beside their shared memory; `docs/perf/2026-11-27-power-law-spmv.md`).
fn tuned(elt: &Type) -> bool {
    element_bytes(elt) <= NARROW_BYTES
}

/// The warps `finish` takes for `tiles` tiles: a lane a tile.
pub fn fold_seg_finish_warps(tiles: usize) -> usize {
    tiles.div_ceil(32)
}

/// The word of a segmented fold's states (`i64`s: two a tile, then the search's one a tile
/// boundary) that `rows` or `listing` sets where a segment holds more than
/// [`SHORT_ROW`](super::SHORT_ROW) elements and is not listed (or the list is full): the
/// launcher zeroes it, the next word (`rows`' `stopped`) and the list's count word after
/// them before `rows`; the merge path (`search`'s search, `segment` and `finish`) runs only
/// where it is set, and `search` folds the listed segments where it is clear.
pub fn fold_seg_long_word(tiles: usize) -> usize {
    3 * tiles + 1
}

/// The flag word of [`fold_seg_long_word`] in `states`.
fn long_flag<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    states: PointerValue<'ctx>,
    tiles: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    let at = cg.add(cg.mul(tiles, cg.i64(3)), cg.i64(1));
    // SAFETY (of the generated code): the launcher allocates the states with the word
    unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), states, &[at], "long")) }
}

/// The registers a thread of `segment` may take where [`tuned`]: ptxas then gives the `f32`
/// SpMV 95 registers on sm_90 (139 unbounded), 20 warps a multiprocessor instead of 16.
const SEGMENT_REGISTERS: u32 = 128;

/// The blocks of `warps` a multiprocessor must hold (ptxas's `minnctapersm`) for a thread
/// of `segment` to take at most [`SEGMENT_REGISTERS`] (1, no bound, where not [`tuned`]).
pub(super) fn fold_seg_blocks(elt: &Type, warps: u32) -> u32 {
    if !tuned(elt) {
        return 1;
    }
    (65536 / (SEGMENT_REGISTERS * 32 * warps)).max(1)
}

/// A warp's buffers in shared memory for its tile (CUB's agent stages a tile so), a tile
/// and one entry each: the segment ends it holds (`i32`, relative to its first element,
/// clamped into `0 ..= tile + 1`; after the last, the tile's element count), and for
/// elements of at most [`STAGED_BYTES`] its elements (the fused producer's values) and the
/// values of the segments that end in it, a leaf each. A lane's places in the tile (the
/// segment `i` and element `j` it merges) run from 0 to the tile's length at most, so its
/// reads need no clamp.
struct TileStage<'ctx> {
    ends: PointerValue<'ctx>,
    vals: Option<Vec<PointerValue<'ctx>>>,
    outs: Option<Vec<PointerValue<'ctx>>>,
}

impl<'ctx> TileStage<'ctx> {
    fn new(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, elt: &Type) -> TileStage<'ctx> {
        let warps = fold_seg_warps(elt, MAX_BLOCK / 32);
        let per_warp = fold_seg_tile(elt) as u32 + 1;
        let warp_at =
            ok(cg.builder.build_right_shift(sreg(cg, gpu, Special::Thread(0)), cg.i64(5), false, "w"));
        let at = cg.mul(warp_at, cg.i64(i64::from(per_warp)));
        let array = |mt: inkwell::types::BasicTypeEnum<'ctx>| {
            let all = shared_array(cg, gpu, mt, warps * per_warp);
            // SAFETY (of the generated code): a warp's part lies inside the array
            unsafe { ok(cg.builder.build_in_bounds_gep(mt, all, &[at], "stage")) }
        };
        let leaves = || elt.leaves().into_iter().map(|t| array(cg.mem_type(t))).collect::<Vec<_>>();
        let staged = element_bytes(elt) <= STAGED_BYTES;
        TileStage {
            ends: array(cg.ctx.i32_type().into()),
            vals: staged.then(leaves),
            outs: staged.then(leaves),
        }
    }
}

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
        let flag = long_flag(cg, states, tiles);
        // SAFETY (of the generated code): the launcher allocates the word `rows` sets where
        // it stops and the list's words after the flag
        let after = |k: i64, name: &str| unsafe {
            ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), flag, &[cg.i64(k)], name))
        };
        let (stopped, list) = (after(1, "stopped"), after(2, "list"));
        if matches!(entry, Entry::Rows | Entry::Listing) {
            let fold = RowsFold {
                combine: &combine,
                seed: seed.map(|z| self.lower(z, &[], FloatOrder::Strict)),
                offsets,
                segments,
                input,
                elt: &elt,
                n,
                out: &out,
            };
            let words = Words { flag, stopped, list };
            self.gpu_fold_seg_rows(gpu, &warp, &fold, &words, entry == Entry::Listing);
            return;
        }
        // the merge path, where `rows` or `listing` found a segment neither folds nor lists:
        // the flag first, before any other read
        let raised = cg.icmp(IntPredicate::NE, gpu.load_relaxed_u64(cg, flag), cg.i64(0));
        // where it is clear, `search` folds the segments `listing` listed and the kernels return
        let (merge, done) = (cg.block("merge_path"), cg.block("folded"));
        ok(cg.builder.build_conditional_branch(raised, merge, done));
        cg.builder.position_at_end(done);
        if entry == Entry::Search {
            let listed = Listed {
                f,
                combine: &combine,
                seed: seed.map(|z| self.lower(z, &[], FloatOrder::Strict)),
                offsets,
                input,
                elt: &elt,
                n,
                out: &out,
                partial: &partial,
                partials_at: cg.mul(tiles, cg.i64(2)),
            };
            self.gpu_fold_seg_listed(gpu, &warp, &listed, list);
        }
        ok(cg.builder.build_return(None));
        cg.builder.position_at_end(merge);
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
            Entry::Segment => {
                let stage = TileStage::new(cg, gpu, &elt);
                let int = |v: IntValue<'ctx>| Val::Scalar(v.into());
                let items_n = fold_seg_items(&elt) as i64;
                let tile_n = fold_seg_tile(&elt) as i64;
                let tile = cg.i64(tile_n);
                // within a tile, places are `i32`s relative to its start (the GPU's 64-bit
                // integer arithmetic is two or more instructions an operation)
                let i32_ = cg.ctx.i32_type();
                let c32 = |v: i64| i32_.const_int(v as u64, true);
                let narrow32 = |v: IntValue<'ctx>| ok(cg.builder.build_int_truncate(v, i32_, "local"));
                let wide = |v: IntValue<'ctx>| ok(cg.builder.build_int_s_extend(v, i64_, "wide"));
                let step = |c: IntValue<'ctx>| ok(cg.builder.build_int_z_extend(c, i32_, "step"));
                let lane = ok(cg.builder.build_int_truncate(warp.lane, i32_, "lane"));
                // the staged loads' positions lie inside the input: reads there checked once
                let checked = self.positions_checked(input, 1, n);
                warp.each(cg, tiles, |t| {
                    // where the tile starts and ends on the merge path, from the search's
                    // words: `it` segment ends before diagonal `dt` and `jt = dt - it`
                    // elements, whether the tile's first segment began in an earlier tile, and
                    // the next tile's `it`
                    let dt = cg.smin(cg.mul(t, tile), items);
                    let de = cg.smin(cg.add(dt, tile), items);
                    let words = cg.add(cg.mul(tiles, cg.i64(2)), t);
                    let word = load_i64(cg, states, words);
                    let next = load_i64(cg, states, cg.add(words, cg.i64(1)));
                    let it = ok(cg.builder.build_right_shift(word, cg.i64(1), true, "it"));
                    let ie = ok(cg.builder.build_right_shift(next, cg.i64(1), true, "ie"));
                    let jt = cg.sub(dt, it);
                    // where the tile's first segment starts relative to `jt`: -1 where it
                    // began in an earlier tile, else 0
                    let start_it = cg.sub(c32(0), narrow32(ok(cg.builder.build_and(word, cg.i64(1), "c"))));
                    let tile_continued = cg.icmp(IntPredicate::SLT, start_it, c32(0));
                    // the tile's items, the segments from `it` on (at most a tile and one
                    // counted), and the most segment ends the tile can hold
                    let span = narrow32(cg.sub(de, dt));
                    let room = |v: IntValue<'ctx>| narrow32(cg.smin(v, cg.i64(tile_n + 1)));
                    let left = room(cg.sub(segments, it));
                    let hi = cg.smin(left, span);
                    // the ends in the tile, as the search counts them (inside the tile
                    // whatever the offsets)
                    let ends_in = cg.smin(narrow32(cg.smax(cg.smin(cg.sub(ie, it), tile), cg.i64(0))), hi);
                    // the previous tile's reads of the buffers are over
                    gpu.warp_sync(cg);
                    // the tile's segment ends, loaded by the warp (lane l the ends of segments
                    // it + l, it + l + 32, ..: coalesced) into the buffer, relative to the
                    // tile's first element, clamped as `end_of` clamps (into `base ..= n`) and
                    // then to a tile and one at most: one unsigned `min` (an end before the
                    // tile, of decreasing offsets, counts as past it)
                    let first_element = cg.add(base, jt);
                    let umin = |a: IntValue<'ctx>, b: IntValue<'ctx>| {
                        cg.intrinsic("llvm.umin", &[i64_.into()], &[a.into(), b.into()]).into_int_value()
                    };
                    let most = umin(cg.sub(n, first_element), cg.i64(tile_n + 1));
                    let ends_rounds = |rounds: std::ops::Range<i64>| {
                        let at: Vec<IntValue<'ctx>> =
                            rounds.clone().map(|r| cg.add(lane, c32(32 * r))).collect();
                        // the loads first, in flight together
                        let ends: Vec<IntValue<'ctx>> = at
                            .iter()
                            .map(|&k| {
                                // (past the tile's ends, the one after them again: no
                                // further sectors)
                                let k = cg.smin(k, ends_in);
                                self.offset_at(offsets, cg.add(cg.smin(cg.add(it, wide(k)), last), cg.i64(1)))
                            })
                            .collect();
                        for (&k, &end) in at.iter().zip(&ends) {
                            let local = narrow32(umin(cg.sub(end, first_element), most));
                            cg.store(ScalarType::I32, stage.ends, k, local.into());
                        }
                    };
                    // rounds of 32 in groups (`round_groups`), as many as the tile holds
                    let groups = round_groups(items_n as usize);
                    for g in &groups {
                        cg.if_then(cg.icmp(IntPredicate::SGT, ends_in, c32(32 * g.start)), || {
                            ends_rounds(g.clone())
                        });
                    }
                    // the tile's segment ends and elements (no further than the last element,
                    // whatever the offsets)
                    let elements_in = cg.smin(cg.sub(span, ends_in), room(cg.sub(elements, jt)));
                    // after the tile's ends, the end of the segment open at its end: every
                    // element left (over the rounds' store there)
                    gpu.warp_sync(cg);
                    cg.if_then(cg.icmp(IntPredicate::EQ, lane, c32(0)), || {
                        cg.store(ScalarType::I32, stage.ends, ends_in, elements_in.into())
                    });
                    // the tile's elements, loaded by the warp (lane l elements jt + l, jt + l +
                    // 32, ..: coalesced, the producer evaluated there, the loads of four in
                    // flight together) into the buffer; the last element again past the end
                    if let Some(vals) = &stage.vals {
                        let group = |rounds: std::ops::Range<i64>, at_least: i64| {
                            let ty = Type::Tuple(vec![elt.clone(); rounds.clone().count()]);
                            let top = || cg.sub(elements_in, c32(1));
                            // positions inside the input: reads at the position checked once
                            // need no clamp
                            let load = |inside: Option<&[PositionRead]>| {
                                let top = top();
                                Val::Tuple(
                                    rounds
                                        .clone()
                                        .map(|r| {
                                            // (not negative: the tile holds an element)
                                            let m = cg.smin(cg.add(lane, c32(32 * r)), top);
                                            let local = ok(cg.builder.build_int_z_extend(m, i64_, "m"));
                                            self.vector_element_from(
                                                input,
                                                n,
                                                (first_element, local),
                                                inside,
                                                tuned(&elt),
                                            )
                                        })
                                        .collect(),
                                )
                            };
                            let loaded = cg.if_else_val(
                                cg.icmp(IntPredicate::SGT, elements_in, c32(at_least)),
                                &ty,
                                || match &checked {
                                    Some((inside, fits)) => {
                                        cg.if_else_val(*fits, &ty, || load(Some(inside)), || load(None))
                                    }
                                    None => load(None),
                                },
                                || Val::Tuple(vec![cg.zero(&elt); rounds.clone().count()]),
                            );
                            loaded.fields().to_vec()
                        };
                        // both halves' loads before the stores that wait for them
                        let half = items_n / 2;
                        let mut xs = group(0..half, 0);
                        xs.extend(group(half..items_n, 32 * half));
                        for (r, x) in xs.iter().enumerate() {
                            cg.store_element(&elt, vals, cg.add(lane, c32(32 * r as i64)), x);
                        }
                    }
                    gpu.warp_sync(cg);
                    // the end of the tile's segment `i`, read unclamped: the buffers hold a
                    // tile and one entry, and every place a lane reads lies in `0 ..= tile`
                    // whatever the offsets. The search's bounds give `ends_in + elements_in ==
                    // span` in every case of the clamps above (uncapped, `ie >= de -
                    // elements`; capped at 0, `ie < it`; capped at `hi`, `elements_in == 0`);
                    // a lane's start `i0 <= min(d0, ends_in)`, `d0 <= span`; a step takes an
                    // end at `i == ends_in` only where `j >= elements_in`, i.e. at `i + j ==
                    // span`, which no active step reaches. So `i <= ends_in` and `j <= span
                    // <= tile` at every step (checked by hand in review 17, R46-2)
                    let end_at = |i: IntValue<'ctx>| -> IntValue<'ctx> {
                        cg.load(ScalarType::I32, stage.ends, i).into_int_value()
                    };
                    let element_at = |j: IntValue<'ctx>, element: IntValue<'ctx>| -> Val<'ctx> {
                        match &stage.vals {
                            Some(vals) => cg.load_value(&elt, vals, j),
                            None => cg.if_else_val(
                                element,
                                &elt,
                                || {
                                    let at = cg.add(first_element, wide(j));
                                    self.read_input(input, &[at], at)
                                },
                                || cg.zero(&elt),
                            ),
                        }
                    };
                    // the tile's segment `i`'s value: to the buffer, else to the output
                    let put = |i: IntValue<'ctx>, v: &Val<'ctx>| match &stage.outs {
                        Some(outs) => cg.store_element(&elt, outs, i, v),
                        None => cg.store_element(&elt, &out, cg.add(it, wide(i)), v),
                    };
                    // each lane's start among the tile's items, from the buffer
                    let d0 = cg.smin(cg.mul(lane, c32(items_n)), span);
                    let count = cg.sub(cg.smin(cg.add(d0, c32(items_n)), span), d0);
                    let lo = cg.smax(cg.sub(d0, elements_in), c32(0));
                    let i0 = bisect(cg, lo, cg.smin(d0, ends_in), |mid| {
                        cg.icmp(IntPredicate::SLT, cg.add(end_at(mid), mid), d0)
                    });
                    let j0 = cg.sub(d0, i0);
                    let start0 = cg
                        .select(
                            cg.icmp(IntPredicate::EQ, i0, c32(0)),
                            start_it.into(),
                            end_at(cg.smax(cg.sub(i0, c32(1)), c32(0))).into(),
                        )
                        .into_int_value();
                    // the lane's first segment began in an earlier lane
                    let continued = cg.icmp(IntPredicate::SGT, j0, start0);
                    let empty = (cg.zero(&elt), bool_(false));
                    // the merge of the lane's items, unrolled, each a select: an element is
                    // folded into the running value; an end writes segment `i` (deferred where
                    // it began in an earlier lane: the lane's first end) and starts the next
                    let (mut i, mut j, mut e) = (i0, j0, end_at(i0));
                    let (mut acc, mut ended, mut head) = (empty.clone(), bool_(false), empty.clone());
                    for k in 0..items_n {
                        let active = cg.icmp(IntPredicate::SLT, c32(k), count);
                        let element =
                            ok(cg.builder.build_and(active, cg.icmp(IntPredicate::SLT, j, e), "element"));
                        let end =
                            ok(cg.builder.build_and(active, ok(cg.builder.build_not(element, "not")), "end"));
                        let x = element_at(j, element);
                        let joined = join(&acc, &(x, bool_(true)));
                        let defer = ok(cg.builder.build_and(
                            ok(cg.builder.build_not(ended, "first")),
                            continued,
                            "defer",
                        ));
                        let write =
                            ok(cg.builder.build_and(end, ok(cg.builder.build_not(defer, "w")), "write"));
                        // (a segment past the last: decreasing offsets, unspecified)
                        let write =
                            ok(cg.builder.build_and(write, cg.icmp(IntPredicate::SLT, i, left), "in"));
                        cg.if_then(write, || put(i, &with_seed(&acc)));
                        let keep = ok(cg.builder.build_and(end, defer, "keep"));
                        head = (
                            cg.select_val(keep, &acc.0, &head.0),
                            cg.select(keep, acc.1.into(), head.1.into()).into_int_value(),
                        );
                        i = cg.add(i, step(end));
                        j = cg.add(j, step(element));
                        e = cg.select(end, end_at(i).into(), e.into()).into_int_value();
                        acc = (
                            cg.select_val(element, &joined.0, &cg.select_val(end, &empty.0, &acc.0)),
                            cg.select(element, joined.1.into(), cg.select(end, empty.1.into(), acc.1.into()))
                                .into_int_value(),
                        );
                        ended = ok(cg.builder.build_or(ended, end, "ended"));
                    }
                    let (i_end, carry) = (cg.add(it, wide(i)), acc);
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
                        let inside = cg.icmp(IntPredicate::SGE, lane, c32(d));
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
                    let lane0 = cg.icmp(IntPredicate::EQ, lane, c32(0));
                    let prefix_has = ok(cg.builder.build_and(
                        before.fields()[2].int(),
                        ok(cg.builder.build_not(lane0, "l")),
                        "p",
                    ));
                    let prefix = (before.fields()[1].clone(), prefix_has);
                    // the first lane that ends a segment
                    let ends = gpu.ballot(cg, ended);
                    let first_end = cg.intrinsic(
                        "llvm.cttz",
                        &[cg.ctx.i32_type().into()],
                        &[ends.into(), bool_(false).into()],
                    );
                    let first_end = first_end.into_int_value();
                    let deferred = ok(cg.builder.build_and(ended, continued, "deferred"));
                    let deferred =
                        ok(cg.builder.build_and(deferred, cg.icmp(IntPredicate::SLT, i0, left), "in"));
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
                            || put(i0, &with_seed(&value)),
                        );
                    });
                    // lane 31's scan is the tile's carry-out
                    let lane31 = cg.icmp(IntPredicate::EQ, lane, c32(31));
                    cg.if_then(lane31, || {
                        let at = cg.mul(t, cg.i64(2));
                        cg.store_element(&elt, &partial, at, &s.fields()[1]);
                        let has = ok(cg.builder.build_int_z_extend(s.fields()[2].int(), i64_, "has"));
                        store_i64(cg, states, at, cg.add(cg.mul(i_end, cg.i64(2)), has));
                    });
                    // the values of the segments that end in the tile, from the buffer to the
                    // output by the warp (coalesced), but the first where it began in an
                    // earlier tile (`finish` writes it)
                    if let Some(outs) = &stage.outs {
                        gpu.warp_sync(cg);
                        let copy = |rounds: std::ops::Range<i64>| {
                            for r in rounds {
                                let k = cg.add(lane, c32(32 * r));
                                let inside = cg.icmp(IntPredicate::SLT, k, ends_in);
                                let first = ok(cg.builder.build_and(
                                    cg.icmp(IntPredicate::EQ, k, c32(0)),
                                    tile_continued,
                                    "first",
                                ));
                                let write = ok(cg.builder.build_and(
                                    inside,
                                    ok(cg.builder.build_not(first, "w")),
                                    "w",
                                ));
                                let write = ok(cg.builder.build_and(
                                    write,
                                    cg.icmp(IntPredicate::SLT, k, left),
                                    "in",
                                ));
                                cg.if_then(write, || {
                                    let v = cg.load_value(&elt, outs, k);
                                    cg.store_element(&elt, &out, cg.add(it, wide(k)), &v);
                                });
                            }
                        };
                        copy(groups[0].clone());
                        for g in &groups[1..] {
                            cg.if_then(cg.icmp(IntPredicate::SGT, ends_in, c32(32 * g.start)), || {
                                copy(g.clone())
                            });
                        }
                    }
                })
            }
            Entry::Search => {
                // a thread a tile boundary `b` of `0 ..= tiles`: the segment ends before
                // diagonal `b` tiles (segment `mid`'s end comes before element `d - mid -
                // 1`), twice, plus 1 where the tile's first segment began in an earlier
                // tile, after the tiles' states
                let tile = cg.i64(fold_seg_tile(&elt) as i64);
                warp.each_thread(cg, cg.add(tiles, cg.i64(1)), |b| {
                    let dt = cg.smin(cg.mul(b, tile), items);
                    let lo = cg.smax(cg.sub(dt, elements), cg.i64(0));
                    let it = bisect_wide(cg, lo, cg.smin(dt, segments), |mid| {
                        cg.icmp(IntPredicate::SLE, end_of(mid), cg.sub(cg.sub(dt, mid), cg.i64(1)))
                    });
                    let start = cg.select(
                        cg.icmp(IntPredicate::EQ, it, cg.i64(0)),
                        cg.i64(0).into(),
                        end_of(cg.smax(cg.sub(it, cg.i64(1)), cg.i64(0))).into(),
                    );
                    let continued = cg.icmp(IntPredicate::SGT, cg.sub(dt, it), start.into_int_value());
                    let continued = ok(cg.builder.build_int_z_extend(continued, i64_, "c"));
                    let at = cg.add(cg.mul(tiles, cg.i64(2)), b);
                    store_i64(cg, states, at, cg.add(cg.mul(it, cg.i64(2)), continued));
                });
            }
            Entry::Finish => {
                let key = |t: IntValue<'ctx>| {
                    let word = load_i64(cg, states, cg.mul(t, cg.i64(2)));
                    ok(cg.builder.build_right_shift(word, cg.i64(1), true, "key"))
                };
                let carry_has = |t: IntValue<'ctx>| {
                    let word = load_i64(cg, states, cg.mul(t, cg.i64(2)));
                    cg.icmp(IntPredicate::NE, ok(cg.builder.build_and(word, cg.i64(1), "has")), cg.i64(0))
                };
                // the part of the segment that ends in tile `e`, and whether it holds a value
                let tail = |e: IntValue<'ctx>| {
                    let at = cg.add(cg.mul(e, cg.i64(2)), cg.i64(1));
                    let w = load_i64(cg, states, at);
                    (cg.load_value(&elt, &partial, at), cg.icmp(IntPredicate::NE, w, cg.i64(0)))
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
                let last_tile = cg.smax(cg.sub(tiles, cg.i64(1)), cg.i64(0));
                // a warp a run of 32 tiles, a lane a tile (its words read coalesced)
                let runs = ok(cg.builder.build_right_shift(cg.add(tiles, cg.i64(31)), cg.i64(5), false, "g"));
                warp.each(cg, runs, |g| {
                    let base = cg.mul(g, cg.i64(32));
                    let t = cg.smin(cg.add(base, warp.lane), last_tile);
                    let inside = cg.icmp(IntPredicate::SLT, cg.add(base, warp.lane), tiles);
                    // a run of tiles whose carry-outs share segment `r` starts at `t`
                    let r = key(t);
                    let previous = key(cg.smax(cg.sub(t, cg.i64(1)), cg.i64(0)));
                    let first = cg.icmp(IntPredicate::EQ, t, cg.i64(0));
                    let starts =
                        ok(cg.builder.build_or(first, cg.icmp(IntPredicate::NE, previous, r), "starts"));
                    let open = cg.icmp(IntPredicate::SLT, r, segments);
                    let run =
                        ok(cg.builder.build_and(ok(cg.builder.build_and(starts, open, "s")), inside, "run"));
                    // most runs are one tile (the segment ends in the next): the lane joins the
                    // carry-out and the next tile's part itself
                    let next = cg.add(t, cg.i64(1));
                    let ends_next = ok(cg.builder.build_and(
                        cg.icmp(IntPredicate::SLT, t, last_tile),
                        cg.icmp(IntPredicate::SGT, key(cg.smin(next, last_tile)), r),
                        "one",
                    ));
                    let single = ok(cg.builder.build_and(run, ends_next, "single"));
                    cg.if_then(ok(cg.builder.build_and(single, carry_has(t), "join")), || {
                        let v = cg.load_value(&elt, &partial, cg.mul(t, cg.i64(2)));
                        let total = join(&(v, bool_(true)), &tail(next));
                        cg.store_element(&elt, &out, r, &with_seed(&total));
                    });
                    // longer runs, each folded by the whole warp in turn
                    let long =
                        ok(cg.builder.build_and(run, ok(cg.builder.build_not(ends_next, "n")), "long"));
                    let longs = gpu.ballot(cg, long);
                    let i32_ = cg.ctx.i32_type();
                    let mask_ty = Type::Scalar(ScalarType::I32);
                    let any = cg.icmp(IntPredicate::NE, longs, i32_.const_zero());
                    repeat(cg, any, &Val::Scalar(longs.into()), &mask_ty, |mask| {
                        let mask = mask.int();
                        let k = cg.intrinsic("llvm.cttz", &[i32_.into()], &[mask.into(), bool_(true).into()]);
                        let t =
                            cg.add(base, ok(cg.builder.build_int_z_extend(k.into_int_value(), i64_, "k")));
                        let r = key(t);
                        // the run's end: the first tile after `t` whose key passes `r`
                        let e = bisect(cg, cg.add(t, cg.i64(1)), tiles, |mid| {
                            cg.icmp(IntPredicate::SLE, key(mid), r)
                        });
                        let e = cg.smin(e, last_tile);
                        let skip = ok(cg.builder.build_int_z_extend(
                            ok(cg.builder.build_not(carry_has(t), "no")),
                            i64_,
                            "skip",
                        ));
                        let from = cg.add(t, skip);
                        cg.if_then(cg.icmp(IntPredicate::SLT, from, e), || {
                            let read =
                                |p: IntValue<'ctx>| cg.load_value(&elt, &partial, cg.mul(p, cg.i64(2)));
                            let v = fold.run(from, e, &read, None);
                            let total = join(&(v, bool_(true)), &tail(e));
                            cg.if_then(lane0, || cg.store_element(&elt, &out, r, &with_seed(&total)));
                        });
                        let rest =
                            ok(cg.builder.build_and(mask, cg.sub(mask, i32_.const_int(1, false)), "rest"));
                        (Val::Scalar(rest.into()), cg.icmp(IntPredicate::NE, rest, i32_.const_zero()))
                    });
                });
            }
            _ => unreachable!("a segmented fold has no {entry:?} entry on the GPU"),
        }
    }
}

/// The first `i` in `lo..hi` where `below(i)` is false (`hi` if none), by bisection;
/// `below` must be true on a prefix of the range (`i32` or `i64`, as `lo` and `hi`).
fn bisect<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    below: impl Fn(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    let one = lo.get_type().const_int(1, false);
    narrow(cg, lo, hi, |lo, hi| {
        let mid = ok(cg.builder.build_right_shift(cg.add(lo, hi), one, false, "mid"));
        let go = below(mid);
        let lo = cg.select(go, cg.add(mid, one).into(), lo.into()).into_int_value();
        let hi = cg.select(go, hi.into(), mid.into()).into_int_value();
        (lo, hi)
    })
}

/// The places [`bisect_wide`] probes a step, plus one: a power of two.
const WAYS: i64 = 8;

/// [`bisect`] (`i64`) by [`WAYS`]-ary search: `WAYS - 1` places a step, `lo + (hi - lo) k /
/// WAYS`, their loads in flight together, narrow the range to the part between the last
/// where `below` holds and the first where it does not: log8 of the range in dependent
/// steps instead of log2 (the `search` pass over 4 M offsets: 8 round trips instead of 23).
fn bisect_wide<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    below: impl Fn(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    narrow(cg, lo, hi, |lo, hi| {
        let width = cg.sub(hi, lo);
        let probes: Vec<IntValue<'ctx>> = (1..WAYS)
            .map(|k| {
                let part = ok(cg.builder.build_right_shift(
                    cg.mul(width, cg.i64(k)),
                    cg.i64(WAYS.trailing_zeros().into()),
                    false,
                    "part",
                ));
                cg.add(lo, part)
            })
            .collect();
        let holds: Vec<IntValue<'ctx>> = probes.iter().map(|&m| below(m)).collect();
        let mut next_lo = lo;
        for (&m, &b) in probes.iter().zip(&holds) {
            next_lo = cg.select(b, cg.add(m, cg.i64(1)).into(), next_lo.into()).into_int_value();
        }
        let mut next_hi = hi;
        for (&m, &b) in probes.iter().zip(&holds).rev() {
            next_hi = cg.select(b, next_hi.into(), m.into()).into_int_value();
        }
        (next_lo, next_hi)
    })
}

/// The `lo` where the range `lo..hi` (`i32` or `i64`) ends empty, narrowed by `step` while
/// it is not.
fn narrow<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    step: impl FnOnce(IntValue<'ctx>, IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>),
) -> IntValue<'ctx> {
    let width = if lo.get_type().get_bit_width() == 32 { ScalarType::I32 } else { ScalarType::I64 };
    let ty = Type::Tuple(vec![Type::Scalar(width); 2]);
    let init = Val::Tuple(vec![Val::Scalar(lo.into()), Val::Scalar(hi.into())]);
    let enter = cg.icmp(IntPredicate::SLT, lo, hi);
    let found = repeat(cg, enter, &init, &ty, |s| {
        let (lo, hi) = step(s.fields()[0].int(), s.fields()[1].int());
        (Val::Tuple(vec![Val::Scalar(lo.into()), Val::Scalar(hi.into())]), cg.icmp(IntPredicate::SLT, lo, hi))
    });
    found.fields()[0].int()
}

/// Loads the `i64` at position `at` of `ptr`.
fn load_i64<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>) -> IntValue<'ctx> {
    cg.load(ScalarType::I64, ptr, at).into_int_value()
}

/// Stores the `i64` `v` at position `at` of `ptr`.
fn store_i64<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>, v: IntValue<'ctx>) {
    cg.store(ScalarType::I64, ptr, at, v.into());
}

mod listed;
mod rows;
#[cfg(test)]
mod tests;

pub use rows::{fold_seg_rows_warps, fold_seg_rows_warps_per_sm};
