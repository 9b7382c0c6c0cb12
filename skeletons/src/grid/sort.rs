//! `sort` on the GPU: a least-significant-digit radix sort of 8-bit digits, CUB's
//! *onesweep* (Adinets and Merrill, "Onesweep: A Faster Least Significant Digit Radix Sort
//! for GPUs", 2022). Three entries (the host's part is `systole-ptx`'s `run_sort`):
//!
//! ```text
//!  histogram    every digit's counts of the input's radices (shared-memory atomics per
//!               block, then global)                                 -> buffer 2
//!               (the host reads the counts back, skips the digits that are the same in
//!               every key and writes each digit's exclusive offsets into buffer 2)
//!  digit a b    one pass over the digit at bit a, pass b: pass 0 reads the (fused) input,
//!               pass k > 0 the buffers pass k - 1 wrote; pass k writes buffers k % 2
//!               (values: output k % 2, radices: sort buffer k % 2); a block per tile of
//!               `sort_tile` keys (b | 0x100: the last pass, which writes no radices)
//!  elements     with no pass to run (one element, or every digit the same in every key):
//!               each element into output 0
//! ```
//!
//! Reading the input in the histogram and the first pass, rather than writing the
//! elements and their radices first, saves a pass over them: a sort of `u32` keys moves
//! 4 bytes a key for the histogram and 8 a key and pass, as CUB's does.
//!
//! A pass's block takes its tile from a counter (so the tiles before it are running or
//! done: the look-back cannot wait on a block that is not resident), then, as CUB's
//! `AgentRadixSortOnesweep` with `BlockRadixRankMatchEarlyCounts` (NVIDIA/cccl,
//! `cub/agent/agent_radix_sort_onesweep.cuh`, `cub/block/block_radix_rank.cuh`):
//!
//! 1. **loads** its keys, all at once (warp `w` holds `sort_items` rounds of 32 consecutive
//!    keys; in a whole tile each at a constant offset from the first), and **counts** their
//!    digits early: each warp its own counter of each digit in shared memory (atomic adds);
//! 2. thread `d` sums the warps' counts of digit `d`, **publishes** the tile's count for the
//!    look-back at once (a 64-bit word, the state in the high half, so no fence orders
//!    them), so that the tiles after need not wait for this one's ranks; a block scan of
//!    the counts gives each digit's start in the tile, and each warp's counter becomes where
//!    the warp's first key of the digit goes in the tile;
//! 3. **ranks** the keys: in each round the lanes with the same digit find each other
//!    with 8 ballots (one a bit, CUB's `MatchAny`: `GpuTarget::match_any`), the lowest of
//!    them moves the warp's counter of the digit on by their number, and a key's place in
//!    the tile sorted by digit is the counter before plus the peers below it (stable),
//!    where the key is staged in shared memory at once;
//! 4. loads the first leaf of the elements that moves, all at once (its loads in flight
//!    during the look-back);
//! 5. **looks back**: thread `d` adds the counts of the tiles before until it meets one whose
//!    inclusive prefix is published, and publishes its own; the digit's global offset
//!    (from the histogram) plus that prefix is where the tile's keys of digit `d` go;
//! 6. **scatters**: thread `i` writes the tile's `i + k * SORT_BLOCK`-th keys in order to
//!    their global places, so that a warp writes runs of consecutive addresses; each leaf
//!    of the elements follows the same way through shared memory (by the digits, kept in
//!    shared memory too). The last pass writes the elements only. Where the key is one of the
//!    elements' leaves, of an unsigned type (`sort` of `u32`s; `sort_by_key(|p| p.snd())`
//!    by `u32`s: [`sort_key_leaf`]), that leaf does not move: the last pass writes the
//!    radices there.
//!
//! A thread holds its keys until it has ranked them (each is staged as soon as it has its
//! place) and their places until it has scattered the elements, with one leaf of its
//! elements at a time: a sort of `u32` keys (and `f32` values) by 24 keys a thread fits 80
//! registers, 3 blocks a multiprocessor ([`sort_items`], [`sort_blocks_per_sm`]). Measured in
//! `docs/perf/2026-11-26-native-sort.md`.
//!
//! A tile past the end of the input counts its missing keys as digit 255, last in the tile
//! and in the last tile, so they move nothing and are never written.
//!
//! States are `(flag << 32) | count` with flags `2b + 1` (the tile's count) and `2b + 2`
//! (its inclusive prefix) for pass `b`: a state of an earlier pass reads as not yet
//! published, so the states are zeroed once a sort, not once a pass.

use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use systole_frontend::ir::{Expr, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::scan::shared_array;
use super::{GpuTarget, Shuffle, Special, each_element, for_stride, repeat, sreg};
use crate::codegen::KernelGen;
use crate::kernel::{Entry, SORT_DIGITS, input_type};
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// Threads of a block of the `histogram` and `digit` entries.
pub const SORT_BLOCK: u32 = 256;
/// Keys a thread of the `histogram` entry loads at once (before it counts them).
pub const HISTOGRAM_ITEMS: u32 = 8;
/// Keys a thread ranks in a pass, where it holds no more than its keys' places and one
/// leaf of its elements of 4 bytes or fewer at a time ([`sort_items`]).
pub const SORT_ITEMS: u32 = 24;
/// Keys a thread ranks in a pass of other sorts (computed keys, 64-bit radices or leaves).
pub const SORT_ITEMS_WIDE: u32 = 16;
/// Keys a thread ranks in a pass where [`SORT_ITEMS`] would apply but the elements hold
/// more leaves than the key (a sort by key of 4-byte values), on 2 blocks a multiprocessor
/// ([`sort_blocks_per_sm`]): `sort_by_key` of 256 M `f32`s by `u32`s took 21.5 GKeys/s at
/// 24 keys a thread on 3 blocks, 23.3 at 24 on 2 and 24.7 at 28 on 2 (H100, 2026-11-27,
/// `docs/perf/2026-11-26-native-sort.md`).
pub const SORT_ITEMS_PAIRS: u32 = 28;

/// Keys a thread ranks in a pass of a sort of elements of type `elt` by `key`:
/// [`SORT_ITEMS`] where the key is a leaf of the elements and every leaf has 4 bytes or
/// fewer ([`SORT_ITEMS_PAIRS`] where the elements hold other leaves too), else
/// [`SORT_ITEMS_WIDE`]. More keys a thread spread a tile's fixed costs (its
/// barriers, block scan and look-back) over more keys: 24 rather than 16 took a sort of 64 M
/// `u32`s from 38.3 to 44.1 GKeys/s on the H100 (`docs/perf/2026-11-26-native-sort.md`).
pub fn sort_items(key: &Fun<ArrayVar>, elt: &Type) -> u32 {
    match (narrow_leaf_sort(key, elt), elt.leaves().len()) {
        (true, 1) => SORT_ITEMS,
        (true, _) => SORT_ITEMS_PAIRS,
        (false, _) => SORT_ITEMS_WIDE,
    }
}

/// Keys of a pass's tile (a block's) of a sort of elements of type `elt` by `key`.
pub fn sort_tile(key: &Fun<ArrayVar>, elt: &Type) -> u32 {
    SORT_BLOCK * sort_items(key, elt)
}

/// Whether a sort of elements of type `elt` by `key` sorts by a leaf of the elements, with
/// every leaf of 4 bytes or fewer (`sort` of `u32`s, `sort_by_key(|p| p.snd())` of `f32`s by
/// `u32`s).
fn narrow_leaf_sort(key: &Fun<ArrayVar>, elt: &Type) -> bool {
    sort_key_leaf(key, elt).is_some() && elt.leaves().iter().all(|t| t.size_bytes() <= 4)
}

/// Blocks of a sort's `histogram` and `digit` entries a multiprocessor should hold at once
/// (what their code is compiled for), for a sort of elements of type `elt` by `key`: a
/// thread holds its keys until it has ranked them and their places in the tile until it
/// has scattered its leaves, one leaf at a time; where the key is computed, the first pass
/// reads each element once, for its key and its leaves, and holds it between. So 3 (80
/// registers a thread) for [`SORT_ITEMS`] keys a thread of a leaf, or [`SORT_ITEMS_WIDE`]
/// where a leaf of 8 bytes moves or the key is computed from an element of one leaf of 4
/// bytes or fewer; else 2 (no spills on sm_80 and sm_90 in the tests' sorts). 3 blocks of
/// 24 keys a thread beat 4 of 16 (64 registers) and 3 of 16. A sort by a narrow leaf of
/// elements of several leaves takes 2 blocks of [`SORT_ITEMS_PAIRS`] keys a thread (128
/// registers): more keys in flight a block, the values' scatter included, beat more blocks.
pub fn sort_blocks_per_sm(key: &Fun<ArrayVar>, elt: &Type) -> u32 {
    let radix = key.result_type().as_scalar().unwrap_or(ScalarType::U64);
    let leaves = elt.leaves();
    match sort_key_leaf(key, elt) {
        _ if radix.size_bytes() == 8 => 2,
        Some(_) if leaves.len() > 1 && narrow_leaf_sort(key, elt) => 2,
        Some(_) => 3,
        None if leaves.len() == 1 && leaves[0].size_bytes() <= 4 => 3,
        None => 2,
    }
}

/// Bytes before the tiles' states in sort buffer 3: one `u32` tile counter for each pass
/// (at most 8, for 64-bit radices).
pub const SORT_STATE_HEADER: usize = 64;

const WARPS: u32 = SORT_BLOCK / 32;
const DIGITS: i64 = SORT_DIGITS as i64;

/// A sort's parameters (see `ParamLayout`).
struct SortParams<'ctx> {
    n: IntValue<'ctx>,
    values: [Vec<PointerValue<'ctx>>; 2],
    keys: [PointerValue<'ctx>; 2],
    counts: PointerValue<'ctx>,
    states: PointerValue<'ctx>,
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_sort(&mut self, gpu: &dyn GpuTarget, entry: Entry, key: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (elt, _) = input_type(input, self.sig);
        let radix = key.result_type().as_scalar().unwrap_or(ScalarType::U64);
        let leaves = elt.leaves().len();
        let n = self.params.int(cg);
        let values = [self.params.ptrs(cg, leaves), self.params.ptrs(cg, leaves)];
        let keys = [self.params.ptr(cg), self.params.ptr(cg)];
        let (counts, states) = (self.params.ptr(cg), self.params.ptr(cg));
        let p = SortParams { n, values, keys, counts, states };
        match entry {
            Entry::Histogram => self.sort_histogram(gpu, key, input, radix, &p),
            Entry::Digit => self.sort_digit(gpu, key, input, radix, &elt, &p),
            _ => each_element(cg, gpu, &[n], None, &|ix, lin| {
                cg.store_element(&elt, &p.values[0], lin, &self.read_input(input, ix, lin))
            }),
        }
    }

    /// One pass over a digit (see the module documentation).
    fn sort_digit(
        &self,
        gpu: &dyn GpuTarget,
        key: &Fun<ArrayVar>,
        input: &Input,
        radix: ScalarType,
        elt: &Type,
        p: &SortParams<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let (i32_, i64_) = (cg.ctx.i32_type(), cg.ctx.i64_type());
        let ordinal = ok(b.build_and(self.b, cg.i64(0xff), "ordinal"));
        // the last pass writes no radices; where the key is a leaf of the elements, that
        // leaf does not move with them, the last pass writes the radices there instead
        let last = cg.icmp(IntPredicate::NE, ok(b.build_and(self.b, cg.i64(0x100), "last")), cg.i64(0));
        let key_leaf = sort_key_leaf(key, elt);
        let moving: Vec<(usize, ScalarType)> =
            elt.leaves().into_iter().enumerate().filter(|&(l, _)| Some(l) != key_leaf).collect();
        // the tile staged in shared memory: as wide a slot as the widest of the radix and the
        // leaves that move
        let items = sort_items(key, elt);
        let tile_keys = SORT_BLOCK * items;
        let width = moving.iter().map(|(_, t)| t.size_bytes()).fold(radix.size_bytes(), usize::max) as u32;
        // pass 0 reads the (fused) input and writes buffers 0; pass k > 0 reads buffers
        // (k - 1) % 2 and writes buffers k % 2
        let odd = cg.icmp(IntPredicate::NE, ok(b.build_and(ordinal, cg.i64(1), "odd")), cg.i64(0));
        let first_pass = cg.icmp(IntPredicate::EQ, ordinal, cg.i64(0));
        let pick = |pair: [PointerValue<'ctx>; 2], from: bool| {
            let (x, y) = if from { (pair[0], pair[1]) } else { (pair[1], pair[0]) };
            cg.select(odd, x.into(), y.into()).into_pointer_value()
        };
        let tid = gpu.special(cg, Special::Thread(0));
        let s = Shared {
            counters: shared_array(cg, gpu, i32_.into(), WARPS * SORT_DIGITS as u32),
            bases: shared_array(cg, gpu, i32_.into(), SORT_DIGITS as u32),
            warp_totals: shared_array(cg, gpu, i32_.into(), WARPS),
            exchange: shared_array(cg, gpu, i64_.into(), (tile_keys * width).div_ceil(8)),
            ticket: shared_array(cg, gpu, i32_.into(), 2),
        };

        // the tile, in the order the blocks start; the warps' counters zeroed
        let first_thread = cg.icmp(IntPredicate::EQ, tid, c32(cg, 0));
        cg.if_then(first_thread, || {
            let counter = unsafe { ok(b.build_in_bounds_gep(i32_, p.states, &[ordinal], "counter")) };
            let got =
                ok(b.build_atomicrmw(AtomicRMWBinOp::Add, counter, c32(cg, 1), AtomicOrdering::Monotonic));
            store32(cg, s.ticket, c32(cg, 0), got);
            store32(cg, s.ticket, c32(cg, 1), trunc32(cg, self.a));
        });
        for v in 0..WARPS {
            store32(cg, s.counters, add32(cg, tid, v * SORT_DIGITS as u32), c32(cg, 0));
        }
        gpu.block_barrier(cg);
        let tile = ok(b.build_int_z_extend(load32(cg, s.ticket, c32(cg, 0)), i64_, "tile"));
        let t = Tile {
            tid,
            lane: ok(b.build_and(tid, c32(cg, 31), "lane")),
            w: ok(b.build_right_shift(tid, c32(cg, 5), false, "w")),
            start: cg.mul(tile, cg.i64(tile_keys.into())),
            items,
            shift: trunc32(cg, self.a),
            radix,
        };
        let in_tile = trunc32(cg, cg.smin(cg.sub(p.n, t.start), cg.i64(tile_keys.into())));

        // 1. the keys (warp w's round k: keys w * 32 * ITEMS + 32 k + lane of the tile), past
        // the end all ones (digit 255: last in the tile)
        let keys_in = pick(p.keys, true);
        let ones = cg.reg_type(radix).into_int_type().const_all_ones();
        let radices = self.tile_loads(
            &t,
            p.n,
            in_tile,
            first_pass,
            radix,
            &|at| self.radix_at(key, input, at),
            &|at| Val::Scalar(cg.load(radix, keys_in, at)),
        );
        let keys: Vec<IntValue<'ctx>> = radices
            .iter()
            .zip(0..items)
            .map(|(&r, k)| cg.select(t.valid(cg, in_tile, k), r, ones.into()).into_int_value())
            .collect();
        let digits: Vec<IntValue<'ctx>> = keys.iter().map(|&k| t.digit(cg, k)).collect();

        // 2. early counts: the warps' counts of each digit, then the tile's, published
        let warp_counters = ok(b.build_int_mul(t.w, c32(cg, SORT_DIGITS as u32), "warp"));
        for &digit in &digits {
            let at = ok(b.build_int_add(warp_counters, digit, "at"));
            let at = unsafe { ok(b.build_in_bounds_gep(i32_, s.counters, &[at], "counter")) };
            ok(b.build_atomicrmw(AtomicRMWBinOp::Add, at, c32(cg, 1), AtomicOrdering::Monotonic));
        }
        gpu.block_barrier(cg);
        let look = LookBack::new(cg, p.states, ordinal, tile, ok(b.build_int_z_extend(tid, i64_, "d")));
        let (count, start) = self.sort_offsets(gpu, &t, &s, &look);

        // 3. rank: each key's place in the tile sorted by digit (stable)
        let ranks = self.sort_rank(gpu, &t, &s, &keys);

        // the first leaf of the elements that moves, loaded ahead of the look-back (its
        // latency overlaps the look-back's)
        let load_leaf = |l: usize, ty: ScalarType| {
            let from = pick([p.values[0][l], p.values[1][l]], true);
            self.tile_loads(
                &t,
                p.n,
                in_tile,
                first_pass,
                ty,
                &|at| Val::Scalar(self.read_input(input, &[at], at).leaves()[l]),
                &|at| Val::Scalar(cg.load(ty, from, at)),
            )
        };
        let mut ahead = moving.first().map(|&(l, ty)| load_leaf(l, ty));

        // 4. look back: where the tile's keys of digit d go
        let exclusive = look.back(cg, gpu, count);
        let digit_index =
            cg.add(cg.mul(ok(b.build_right_shift(self.a, cg.i64(3), false, "d")), cg.i64(DIGITS)), look.d);
        let global = load32(cg, p.counts, trunc32(cg, digit_index));
        let base =
            ok(b.build_int_sub(ok(b.build_int_add(global, trunc32(cg, exclusive), "b")), start, "base"));
        // below 2^32: the host sorts fewer elements
        store32(cg, s.bases, tid, base);
        gpu.block_barrier(cg);

        // 5. scatter: thread i writes the tile's keys i + k * BLOCK in order to their
        // places, so that a warp writes runs of consecutive addresses
        let keys_out = pick(p.keys, false);
        // the digits of the tile in order, for the leaves that move (in shared memory: kept
        // in registers, they are as many as the keys)
        let slot_digits =
            (!moving.is_empty()).then(|| shared_array(cg, gpu, cg.ctx.i8_type().into(), tile_keys));
        for k in 0..items {
            let (q, valid) = t.slot(cg, in_tile, k);
            let key = cg.load(radix, s.exchange, q).into_int_value();
            let digit = t.digit(cg, key);
            let to = t.place(cg, &s, q, digit);
            match key_leaf {
                Some(l) => {
                    let leaf = pick([p.values[0][l], p.values[1][l]], false);
                    let ptr = cg.select(last, leaf.into(), keys_out.into()).into_pointer_value();
                    gpu.store_if(cg, radix, ptr, to, key.into(), valid);
                }
                None => {
                    let keep = ok(b.build_and(valid, ok(b.build_not(last, "keep")), "keep"));
                    gpu.store_if(cg, radix, keys_out, to, key.into(), keep);
                }
            }
            if let Some(digits) = slot_digits {
                cg.store(
                    ScalarType::U8,
                    digits,
                    q,
                    ok(b.build_int_truncate(digit, cg.ctx.i8_type(), "d")).into(),
                );
            }
        }
        for &(l, ty) in &moving {
            let values = match ahead.take() {
                Some(v) => v,
                None => load_leaf(l, ty),
            };
            let into = pick([p.values[0][l], p.values[1][l]], false);
            gpu.block_barrier(cg);
            for (&v, &rank) in values.iter().zip(&ranks) {
                cg.store(ty, s.exchange, rank, v);
            }
            gpu.block_barrier(cg);
            for (k, digits) in (0..items).zip(slot_digits.iter().cycle()) {
                let (q, valid) = t.slot(cg, in_tile, k);
                let digit = cg.load(ScalarType::U8, *digits, q).into_int_value();
                let to = t.place(cg, &s, q, ok(b.build_int_z_extend(digit, cg.ctx.i32_type(), "digit")));
                gpu.store_if(cg, ty, into, to, cg.load(ty, s.exchange, q), valid);
            }
        }
    }

    /// Thread `d`: the tile's count of digit `d` (published at once, so that the tiles after
    /// need not wait for this one's ranks), its start in the tile (a block scan), and each
    /// warp's counter of digit `d` turned from the warp's count into where the warp's first
    /// key of digit `d` goes in the tile.
    fn sort_offsets(
        &self,
        gpu: &dyn GpuTarget,
        t: &Tile<'ctx>,
        s: &Shared<'ctx>,
        look: &LookBack<'ctx>,
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let b = cg.builder;
        let at = |v: u32| add32(cg, t.tid, v * SORT_DIGITS as u32);
        let counts: Vec<IntValue<'ctx>> = (0..WARPS).map(|v| load32(cg, s.counters, at(v))).collect();
        let count = counts.iter().skip(1).fold(counts[0], |a, &c| ok(b.build_int_add(a, c, "count")));
        look.publish(cg, gpu, count);
        let mut inclusive = count;
        for dist in [1u64, 2, 4, 8, 16] {
            let other = gpu.shuffle(cg, Shuffle::Up, inclusive, c32(cg, dist as u32));
            let has = cg.icmp(IntPredicate::UGE, t.lane, c32(cg, dist as u32));
            let sum = ok(b.build_int_add(inclusive, other, "sum"));
            inclusive = cg.select(has, sum.into(), inclusive.into()).into_int_value();
        }
        let last_lane = cg.icmp(IntPredicate::EQ, t.lane, c32(cg, 31));
        cg.if_then(last_lane, || store32(cg, s.warp_totals, t.w, inclusive));
        gpu.block_barrier(cg);
        let mut start = ok(b.build_int_sub(inclusive, count, "start"));
        for v in 0..WARPS {
            let earlier = cg.icmp(IntPredicate::ULT, c32(cg, v), t.w);
            let added = ok(b.build_int_add(start, load32(cg, s.warp_totals, c32(cg, v)), "start"));
            start = cg.select(earlier, added.into(), start.into()).into_int_value();
        }
        let mut running = start;
        for (v, &c) in (0..WARPS).zip(&counts) {
            store32(cg, s.counters, at(v), running);
            running = ok(b.build_int_add(running, c, "running"));
        }
        gpu.block_barrier(cg);
        (count, start)
    }

    /// The thread's keys' scalars of a tile, `first(at)` in the first pass, `later(at)` in
    /// the others, for position `at` of the input (`i64`): positions past the end are read
    /// at the last one. A whole tile's positions are the tile's start plus a constant each,
    /// so that their loads need no address of their own.
    #[expect(clippy::too_many_arguments, reason = "the tile, where it ends, the pass and what to read")]
    fn tile_loads(
        &self,
        t: &Tile<'ctx>,
        n: IntValue<'ctx>,
        in_tile: IntValue<'ctx>,
        first_pass: IntValue<'ctx>,
        ty: ScalarType,
        first: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        later: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
    ) -> Vec<BasicValueEnum<'ctx>> {
        let cg = self.cg;
        let b = cg.builder;
        let all = Type::Tuple(vec![Type::Scalar(ty); t.items as usize]);
        let whole = cg.icmp(IntPredicate::EQ, in_tile, c32(cg, SORT_BLOCK * t.items));
        let at = |k: u32, clamp: bool| {
            let pos = cg.add(t.start, ok(b.build_int_z_extend(t.at(cg, k), cg.ctx.i64_type(), "at")));
            if clamp { cg.smin(pos, cg.sub(n, cg.i64(1))) } else { pos }
        };
        let read = |clamp: bool| {
            cg.if_else_val(
                first_pass,
                &all,
                || Val::Tuple((0..t.items).map(|k| first(at(k, clamp))).collect()),
                || Val::Tuple((0..t.items).map(|k| later(at(k, clamp))).collect()),
            )
        };
        let got = cg.if_else_val(whole, &all, || read(false), || read(true));
        got.fields().iter().map(Val::scalar).collect()
    }

    /// Each key's place in the tile sorted by digit, where it is staged in shared memory
    /// (stable): in each round the lanes with the
    /// same digit find each other with 8 ballots (one a bit: CUB's `MatchAny`), the lowest
    /// of them moves the warp's counter of the digit on by their number, and a key's place
    /// is the counter before plus the peers below it.
    fn sort_rank(
        &self,
        gpu: &dyn GpuTarget,
        t: &Tile<'ctx>,
        s: &Shared<'ctx>,
        keys: &[IntValue<'ctx>],
    ) -> Vec<IntValue<'ctx>> {
        let cg = self.cg;
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        let below_mask =
            ok(b.build_int_sub(ok(b.build_left_shift(c32(cg, 1), t.lane, "bit")), c32(cg, 1), "lt"));
        let popc =
            |x: IntValue<'ctx>| cg.intrinsic("llvm.ctpop", &[i32_.into()], &[x.into()]).into_int_value();
        let warp_counters = ok(b.build_int_mul(t.w, c32(cg, SORT_DIGITS as u32), "warp"));
        let shift = load32(cg, s.ticket, c32(cg, 1));
        keys.iter()
            .map(|&key| {
                let digit = t.digit_again(cg, key, shift);
                let peers = gpu.match_any(cg, digit, 8);
                let below = popc(ok(b.build_and(peers, below_mask, "below")));
                let counter = ok(b.build_int_add(warp_counters, digit, "counter"));
                let before = load32(cg, s.counters, counter);
                gpu.warp_sync(cg);
                let leader = cg.icmp(IntPredicate::EQ, below, c32(cg, 0));
                cg.if_then(leader, || {
                    store32(cg, s.counters, counter, ok(b.build_int_add(before, popc(peers), "c")))
                });
                gpu.warp_sync(cg);
                let rank = ok(b.build_int_add(before, below, "rank"));
                // staged at once, so that a key is held no longer than until its rank
                cg.store(t.radix, s.exchange, rank, key.into());
                rank
            })
            .collect()
    }
}

/// The leaf of a sort's elements of type `elt` that its key is, where the key is one of
/// them of an unsigned type, its own radix (`sort` of `u32`s, or `sort_by_key(|p| p.snd())`
/// by `u32`s): that leaf does not move with the elements, the last pass writes the radices
/// in its place.
pub fn sort_key_leaf(key: &Fun<ArrayVar>, elt: &Type) -> Option<usize> {
    let mut path = Vec::new();
    let mut at = key.result();
    loop {
        match key.node(at) {
            Expr::Prj { tuple, field } => {
                path.push(*field);
                at = *tuple;
            }
            Expr::Param(0) => break,
            _ => return None,
        }
    }
    let (mut ty, mut leaf) = (elt, 0);
    for &field in path.iter().rev() {
        let fields = ty.as_tuple()?;
        leaf += fields.get(..field)?.iter().map(|t| t.leaves().len()).sum::<usize>();
        ty = fields.get(field)?;
    }
    (ty == key.result_type()).then_some(leaf)
}

/// A pass's shared memory: each warp's counter of each digit, each digit's offset from
/// a place in the tile to its place in the output, the warps' totals of the block scan, and
/// the tile staged in order (a slot a key as wide as the widest scalar staged), and the
/// tile's number and the digit's bit.
struct Shared<'ctx> {
    counters: PointerValue<'ctx>,
    bases: PointerValue<'ctx>,
    warp_totals: PointerValue<'ctx>,
    exchange: PointerValue<'ctx>,
    ticket: PointerValue<'ctx>,
}

/// A pass's block: its thread, lane and warp (`i32`s), the tile's first position (`i64`),
/// the digit's bit (`i32`), the radix's type and the keys a thread takes.
struct Tile<'ctx> {
    tid: IntValue<'ctx>,
    lane: IntValue<'ctx>,
    w: IntValue<'ctx>,
    start: IntValue<'ctx>,
    shift: IntValue<'ctx>,
    radix: ScalarType,
    items: u32,
}

impl<'ctx> Tile<'ctx> {
    /// The thread's `k`-th key's place in the tile (`i32`): warp `w`'s round `k` is the
    /// keys `w * 32 * ITEMS + 32 k + lane`.
    fn at(&self, cg: &Codegen<'_, 'ctx>, k: u32) -> IntValue<'ctx> {
        let b = cg.builder;
        let lane = ok(b.build_int_add(self.lane, c32(cg, 32 * k), "at"));
        ok(b.build_int_add(ok(b.build_int_mul(self.w, c32(cg, 32 * self.items), "at")), lane, "at"))
    }

    /// Whether the thread's `k`-th key is one (inside the input).
    fn valid(&self, cg: &Codegen<'_, 'ctx>, in_tile: IntValue<'ctx>, k: u32) -> IntValue<'ctx> {
        cg.icmp(IntPredicate::SLT, self.at(cg, k), in_tile)
    }

    /// The pass's digit of `key` (an `i32`).
    fn digit(&self, cg: &Codegen<'_, 'ctx>, key: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        let shifted = match self.radix.size_bytes() {
            8 => {
                let shift = ok(b.build_int_z_extend(self.shift, cg.ctx.i64_type(), "shift"));
                ok(b.build_int_truncate(ok(b.build_right_shift(key, shift, false, "s")), i32_, "s"))
            }
            4 => ok(b.build_right_shift(key, self.shift, false, "s")),
            _ => ok(b.build_right_shift(ok(b.build_int_z_extend(key, i32_, "k")), self.shift, false, "s")),
        };
        ok(b.build_and(shifted, c32(cg, (SORT_DIGITS - 1) as u32), "digit"))
    }

    /// [`Tile::digit`] of `key` computed another way (shifted up, then down) from the digit's
    /// bit `shift` as read from shared memory after the last barrier before ranking: the
    /// compilers then neither keep the keys' digits in registers from their first use to
    /// this one nor move the ballots of the ranks above that barrier (both hold more values
    /// in registers at once than the kernel has).
    fn digit_again(
        &self,
        cg: &Codegen<'_, 'ctx>,
        key: IntValue<'ctx>,
        shift: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        match self.radix.size_bytes() {
            8 => {
                let i64_ = cg.ctx.i64_type();
                let shift = ok(b.build_int_z_extend(shift, i64_, "shift"));
                let up = ok(b.build_left_shift(key, cg.sub(cg.i64(56), shift), "up"));
                ok(b.build_int_truncate(
                    ok(b.build_right_shift(up, cg.i64(56), false, "down")),
                    i32_,
                    "digit",
                ))
            }
            size => {
                let key = if size == 4 { key } else { ok(b.build_int_z_extend(key, i32_, "k")) };
                let up = ok(b.build_left_shift(key, ok(b.build_int_sub(c32(cg, 24), shift, "s")), "up"));
                ok(b.build_right_shift(up, c32(cg, 24), false, "digit"))
            }
        }
    }

    /// The tile's place of the thread's `k`-th key in order (`tid + k * SORT_BLOCK`), and
    /// whether a key is there (`< in_tile`).
    fn slot(
        &self,
        cg: &Codegen<'_, 'ctx>,
        in_tile: IntValue<'ctx>,
        k: u32,
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let q = add32(cg, self.tid, k * SORT_BLOCK);
        (q, cg.icmp(IntPredicate::SLT, q, in_tile))
    }

    /// Where the key at place `q` of the tile in order, of digit `digit`, goes (`i64`).
    fn place(
        &self,
        cg: &Codegen<'_, 'ctx>,
        s: &Shared<'ctx>,
        q: IntValue<'ctx>,
        digit: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let b = cg.builder;
        let to = ok(b.build_int_add(load32(cg, s.bases, digit), q, "to"));
        ok(b.build_int_z_extend(to, cg.ctx.i64_type(), "to"))
    }
}

/// The decoupled look-back of a pass's tile, thread `d` for digit `d`: states are `(flag <<
/// 32) | count` with flags `2b + 1` (the tile's count) and `2b + 2` (its inclusive prefix)
/// for pass `b`, so a state of an earlier pass reads as not yet published.
struct LookBack<'ctx> {
    states: PointerValue<'ctx>,
    aggregate: IntValue<'ctx>,
    prefix: IntValue<'ctx>,
    tile: IntValue<'ctx>,
    first_tile: IntValue<'ctx>,
    d: IntValue<'ctx>,
}

impl<'ctx> LookBack<'ctx> {
    /// Pass `ordinal`'s look-back of tile `tile` (`i64`s) for digit `d` (`i64`).
    fn new(
        cg: &Codegen<'_, 'ctx>,
        states: PointerValue<'ctx>,
        ordinal: IntValue<'ctx>,
        tile: IntValue<'ctx>,
        d: IntValue<'ctx>,
    ) -> LookBack<'ctx> {
        let aggregate = cg.add(cg.mul(ordinal, cg.i64(2)), cg.i64(1));
        let prefix = cg.add(aggregate, cg.i64(1));
        let first_tile = cg.icmp(IntPredicate::EQ, tile, cg.i64(0));
        LookBack { states, aggregate, prefix, tile, first_tile, d }
    }

    /// Tile `t`'s state of digit `d`.
    fn state(&self, cg: &Codegen<'_, 'ctx>, t: IntValue<'ctx>) -> PointerValue<'ctx> {
        let at = cg.add(cg.i64((SORT_STATE_HEADER / 8) as i64), cg.add(cg.mul(t, cg.i64(DIGITS)), self.d));
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), self.states, &[at], "state")) }
    }

    /// The state word of `flag` and `v` (an `i64` below 2^32).
    fn word(cg: &Codegen<'_, 'ctx>, flag: IntValue<'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = cg.builder;
        let v = ok(b.build_and(v, cg.i64(0xffff_ffff), "v"));
        ok(b.build_or(ok(b.build_left_shift(flag, cg.i64(32), "f")), v, "word"))
    }

    /// Publishes the tile's `count` (an `i32`) of digit `d`: its inclusive prefix in the
    /// first tile.
    fn publish(&self, cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, count: IntValue<'ctx>) {
        let flag = cg.select(self.first_tile, self.prefix.into(), self.aggregate.into()).into_int_value();
        let count = ok(cg.builder.build_int_z_extend(count, cg.ctx.i64_type(), "count"));
        gpu.store_relaxed_u64(cg, self.state(cg, self.tile), Self::word(cg, flag, count));
    }

    /// The count of digit `d` in the tiles before (an `i64`): the counts of the tiles
    /// before, back to one whose inclusive prefix is published; then publishes the tile's
    /// own inclusive prefix (`count` more).
    fn back(&self, cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, count: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = cg.builder;
        let pair = Type::Tuple(vec![Type::Scalar(ScalarType::I64), Type::Scalar(ScalarType::I64)]);
        let init =
            Val::Tuple(vec![Val::Scalar(cg.sub(self.tile, cg.i64(1)).into()), Val::Scalar(cg.i64(0).into())]);
        let later = ok(b.build_not(self.first_tile, "later"));
        let looked = repeat(cg, later, &init, &pair, |state| {
            let (j, acc) = (state.fields()[0].int(), state.fields()[1].int());
            let seen = gpu.load_relaxed_u64(cg, self.state(cg, j));
            let flag = ok(b.build_right_shift(seen, cg.i64(32), false, "flag"));
            let ready = cg.icmp(IntPredicate::UGE, flag, self.aggregate);
            let low = ok(b.build_and(seen, cg.i64(0xffff_ffff), "low"));
            let acc = cg.select(ready, cg.add(acc, low).into(), acc.into()).into_int_value();
            let j = cg.select(ready, cg.sub(j, cg.i64(1)).into(), j.into()).into_int_value();
            let done = cg.icmp(IntPredicate::UGE, flag, self.prefix);
            (Val::Tuple(vec![Val::Scalar(j.into()), Val::Scalar(acc.into())]), ok(b.build_not(done, "again")))
        });
        let exclusive = looked.fields()[1].int();
        let count = ok(b.build_int_z_extend(count, cg.ctx.i64_type(), "count"));
        cg.if_then(later, || {
            gpu.store_relaxed_u64(
                cg,
                self.state(cg, self.tile),
                Self::word(cg, self.prefix, cg.add(exclusive, count)),
            )
        });
        exclusive
    }
}

/// The `i32` constant `v`.
fn c32<'ctx>(cg: &Codegen<'_, 'ctx>, v: u32) -> IntValue<'ctx> {
    cg.ctx.i32_type().const_int(v.into(), false)
}

/// `x + v` (`i32`s).
fn add32<'ctx>(cg: &Codegen<'_, 'ctx>, x: IntValue<'ctx>, v: u32) -> IntValue<'ctx> {
    ok(cg.builder.build_int_add(x, c32(cg, v), "add"))
}

/// The `u32` at `at` of `ptr`.
fn load32<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>) -> IntValue<'ctx> {
    cg.load(ScalarType::U32, ptr, at).into_int_value()
}

/// Stores the `u32` `v` at `at` of `ptr`.
fn store32<'ctx>(cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, at: IntValue<'ctx>, v: IntValue<'ctx>) {
    cg.store(ScalarType::U32, ptr, at, v.into());
}

/// `x` (an `i64`) as an `i32`.
fn trunc32<'ctx>(cg: &Codegen<'_, 'ctx>, x: IntValue<'ctx>) -> IntValue<'ctx> {
    ok(cg.builder.build_int_truncate(x, cg.ctx.i32_type(), "t"))
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The radix of the input's element at `at`.
    fn radix_at(&self, key: &Fun<ArrayVar>, input: &Input, at: IntValue<'ctx>) -> Val<'ctx> {
        let x = self.read_input(input, &[at], at);
        self.lower(key, std::slice::from_ref(&x), FloatOrder::Strict)
    }

    /// The counts of every digit of the radices of the input's elements into buffer 2
    /// (zero before): a block's counts in shared memory, then added to the global ones.
    fn sort_histogram(
        &self,
        gpu: &dyn GpuTarget,
        key: &Fun<ArrayVar>,
        input: &Input,
        radix: ScalarType,
        p: &SortParams<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let (i32_, i64_) = (cg.ctx.i32_type(), cg.ctx.i64_type());
        let digits = radix.size_bytes() as i64;
        let counts = shared_array(cg, gpu, i32_.into(), (digits * DIGITS) as u32);
        let tid = sreg(cg, gpu, Special::Thread(0));
        let slot = |ptr: PointerValue<'ctx>, at: IntValue<'ctx>| unsafe {
            ok(b.build_in_bounds_gep(i32_, ptr, &[at], "count"))
        };
        for d in 0..digits {
            cg.store(ScalarType::U32, counts, cg.add(tid, cg.i64(d * DIGITS)), i32_.const_zero().into());
        }
        gpu.block_barrier(cg);
        // chunks of HISTOGRAM_ITEMS keys a thread, each thread's loaded before they are
        // counted (so that they are in flight together); a whole chunk's at constant offsets
        let chunk = i64::from(SORT_BLOCK * HISTOGRAM_ITEMS);
        let chunks = ok(b.build_int_unsigned_div(cg.add(p.n, cg.i64(chunk - 1)), cg.i64(chunk), "chunks"));
        let block = sreg(cg, gpu, Special::Block(0));
        let step = sreg(cg, gpu, Special::GridDim(0));
        let one = i32_.const_int(1, false);
        let all = Type::Tuple(vec![Type::Scalar(radix); HISTOGRAM_ITEMS as usize]);
        for_stride(cg, block, chunks, step, |c| {
            let first = cg.add(cg.mul(c, cg.i64(chunk)), tid);
            let at = |k: u32| cg.add(first, cg.i64(i64::from(k * SORT_BLOCK)));
            let whole = cg.icmp(IntPredicate::SLE, cg.mul(cg.add(c, cg.i64(1)), cg.i64(chunk)), p.n);
            let read = |clamp: bool| {
                let last = cg.sub(p.n, cg.i64(1));
                let at = |k| if clamp { cg.smin(at(k), last) } else { at(k) };
                Val::Tuple((0..HISTOGRAM_ITEMS).map(|k| self.radix_at(key, input, at(k))).collect())
            };
            let keys = cg.if_else_val(whole, &all, || read(false), || read(true));
            for (k, key) in (0..HISTOGRAM_ITEMS).zip(keys.fields()) {
                let inside = ok(b.build_or(whole, cg.icmp(IntPredicate::SLT, at(k), p.n), "inside"));
                let key = key.int();
                cg.if_then(inside, || {
                    let wide =
                        if radix == ScalarType::U64 { key } else { ok(b.build_int_z_extend(key, i64_, "k")) };
                    for d in 0..digits {
                        let digit = ok(b.build_and(
                            ok(b.build_right_shift(wide, cg.i64(8 * d), false, "s")),
                            cg.i64(DIGITS - 1),
                            "digit",
                        ));
                        let at = slot(counts, cg.add(digit, cg.i64(d * DIGITS)));
                        ok(b.build_atomicrmw(AtomicRMWBinOp::Add, at, one, AtomicOrdering::Monotonic));
                    }
                });
            }
        });
        gpu.block_barrier(cg);
        for d in 0..digits {
            let at = cg.add(tid, cg.i64(d * DIGITS));
            let c = cg.load(ScalarType::U32, counts, at).into_int_value();
            let any = cg.icmp(IntPredicate::NE, c, i32_.const_zero());
            cg.if_then(any, || {
                ok(b.build_atomicrmw(AtomicRMWBinOp::Add, slot(p.counts, at), c, AtomicOrdering::Monotonic));
            });
        }
    }
}
