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
//!               SORT_TILE keys (b | 0x100: the last pass, which writes no radices)
//!  elements     with no pass to run (one element, or every digit the same in every key):
//!               each element into output 0
//! ```
//!
//! Reading the input in the histogram and the first pass, rather than writing the
//! elements and their radices first, saves a pass over them: a sort of `u32` keys moves
//! 4 bytes a key for the histogram and 8 a key and pass, as CUB's does.
//!
//! A pass's block takes its tile from a counter (so the tiles before it are running or
//! done: the look-back cannot wait on a block that is not resident), then:
//!
//! 1. **ranks** its keys: warp `w` holds `SORT_ITEMS` rounds of 32 consecutive keys; in each
//!    round the lanes with the same digit find each other with 8 ballots (one a bit), the
//!    lowest of them adds their number to the warp's counter of the digit in shared memory,
//!    and each key's rank is the counter before plus the peers below it: stable;
//! 2. turns the warps' counters into offsets (exclusive over warps), and each digit's count
//!    in the tile into its start in the tile (a block scan);
//! 3. **looks back**: thread `d` publishes the tile's count of digit `d` (a 64-bit word, the
//!    state in the high half, so no fence orders them), then adds the counts of the tiles
//!    before until it meets one whose inclusive prefix is published, and publishes its
//!    own; the digit's global offset (from the histogram) plus that prefix is where the
//!    tile's keys of digit `d` go;
//! 4. **scatters** through shared memory: each key goes to its place in the tile sorted by
//!    digit, and thread `i` writes the tile's `i`-th key to its global place, so that a
//!    warp writes runs of consecutive addresses; each leaf of the elements follows the same
//!    way. The last pass writes the elements only. Where the key is one of the elements'
//!    leaves, of an unsigned type (`sort` of `u32`s; `sort_by_key(|p| p.snd())` by `u32`s:
//!    [`sort_key_leaf`]), that leaf does not move: the last pass writes the radices there.
//!
//! A tile past the end of the input counts its missing keys as digit 255, last in the tile
//! and in the last tile, so they move nothing and are never written.
//!
//! States are `(flag << 32) | count` with flags `2b + 1` (the tile's count) and `2b + 2`
//! (its inclusive prefix) for pass `b`: a state of an earlier pass reads as not yet
//! published, so the states are zeroed once a sort, not once a pass.

use inkwell::values::{IntValue, PointerValue};
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
/// Keys a thread ranks in a pass.
pub const SORT_ITEMS: u32 = 16;
/// Keys of a pass's tile (a block's).
pub const SORT_TILE: u32 = SORT_BLOCK * SORT_ITEMS;
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
        let shift = self.a;
        let ordinal = ok(b.build_and(self.b, cg.i64(0xff), "ordinal"));
        let flag =
            |bit: i64| cg.icmp(IntPredicate::NE, ok(b.build_and(self.b, cg.i64(bit), "flag")), cg.i64(0));
        // the last pass writes no radices; where the key is a leaf of the elements, that
        // leaf does not move with them, the last pass writes the radices there instead
        let last = flag(0x100);
        let key_leaf = sort_key_leaf(key, elt);
        // pass 0 reads the (fused) input and writes buffers 0; pass k > 0 reads buffers
        // (k - 1) % 2 and writes buffers k % 2
        let odd = cg.icmp(IntPredicate::NE, ok(b.build_and(ordinal, cg.i64(1), "odd")), cg.i64(0));
        let first_pass = cg.icmp(IntPredicate::EQ, ordinal, cg.i64(0));
        let pick = |pair: [PointerValue<'ctx>; 2], from: bool| {
            let (x, y) = if from { (pair[0], pair[1]) } else { (pair[1], pair[0]) };
            cg.select(odd, x.into(), y.into()).into_pointer_value()
        };
        let (keys_in, keys_out) = (pick(p.keys, true), pick(p.keys, false));
        let tid = sreg(cg, gpu, Special::Thread(0));
        let lane = ok(b.build_and(tid, cg.i64(31), "lane"));
        let w = ok(b.build_right_shift(tid, cg.i64(5), false, "w"));

        let warp_counts = shared_array(cg, gpu, i32_.into(), WARPS * SORT_DIGITS as u32);
        let starts = shared_array(cg, gpu, i32_.into(), SORT_DIGITS as u32);
        let bases = shared_array(cg, gpu, i32_.into(), SORT_DIGITS as u32);
        let warp_totals = shared_array(cg, gpu, i32_.into(), WARPS);
        let ticket = shared_array(cg, gpu, i32_.into(), 1);
        let exchange = shared_array(cg, gpu, i64_.into(), SORT_TILE);
        let slot_digits = shared_array(cg, gpu, cg.ctx.i8_type().into(), SORT_TILE);
        let u32s = |ptr, at| cg.load(ScalarType::U32, ptr, at).into_int_value();
        let set_u32s = |ptr, at, v: IntValue<'ctx>| cg.store(ScalarType::U32, ptr, at, v.into());

        // the tile, in the order the blocks start; the warps' counters zeroed
        let first_thread = cg.icmp(IntPredicate::EQ, tid, cg.i64(0));
        cg.if_then(first_thread, || {
            let counter = unsafe { ok(b.build_in_bounds_gep(i32_, p.states, &[ordinal], "counter")) };
            let one = i32_.const_int(1, false);
            let got = ok(b.build_atomicrmw(AtomicRMWBinOp::Add, counter, one, AtomicOrdering::Monotonic));
            set_u32s(ticket, cg.i64(0), got);
        });
        for k in 0..WARPS as i64 {
            set_u32s(warp_counts, cg.add(tid, cg.i64(k * DIGITS)), i32_.const_zero());
        }
        gpu.block_barrier(cg);
        let tile = ok(b.build_int_z_extend(u32s(ticket, cg.i64(0)), i64_, "tile"));
        let tile_start = cg.mul(tile, cg.i64(SORT_TILE.into()));
        let in_tile = cg.smin(cg.sub(p.n, tile_start), cg.i64(SORT_TILE.into()));

        // 1. rank: round k of warp w is keys w * 32 * ITEMS + 32 k + lane of the tile
        let lt_mask = {
            let bit = ok(b.build_left_shift(i32_.const_int(1, false), trunc32(cg, lane), "bit"));
            ok(b.build_int_sub(bit, i32_.const_int(1, false), "below"))
        };
        let ones = cg.reg_type(radix).into_int_type().const_all_ones();
        let digit_of = |key: IntValue<'ctx>| {
            let wide = if radix == ScalarType::U64 { key } else { ok(b.build_int_z_extend(key, i64_, "k")) };
            ok(b.build_and(ok(b.build_right_shift(wide, shift, false, "s")), cg.i64(DIGITS - 1), "digit"))
        };
        // keys loaded a batch at a time before they are ranked, so that the loads overlap (a
        // load beside its key's ballots waits for it: 16 memory latencies a tile)
        let spot = |k: i64| {
            let at = cg.add(cg.mul(w, cg.i64(32 * i64::from(SORT_ITEMS))), cg.add(cg.i64(32 * k), lane));
            let pos = cg.add(tile_start, at);
            (cg.smin(pos, cg.sub(p.n, cg.i64(1))), cg.icmp(IntPredicate::SLT, pos, p.n), pos)
        };
        // 32-bit keys 8 at a time (registers are short for 16); others one at a time
        // (batches of 64-bit and 16-bit keys spill registers on sm_90)
        let batch = if radix.size_bytes() == 4 { 8 } else { 1 };
        let mut loaded_keys = Vec::with_capacity(SORT_ITEMS as usize);
        let mut items = Vec::with_capacity(SORT_ITEMS as usize);
        for k in 0..i64::from(SORT_ITEMS) {
            if k % batch == 0 {
                let ks = k..(k + batch).min(i64::from(SORT_ITEMS));
                let all = Type::Tuple(vec![Type::Scalar(radix); ks.clone().count()]);
                let got = cg.if_else_val(
                    first_pass,
                    &all,
                    || Val::Tuple(ks.clone().map(|j| self.radix_at(key, input, spot(j).0)).collect()),
                    || {
                        Val::Tuple(
                            ks.clone().map(|j| Val::Scalar(cg.load(radix, keys_in, spot(j).0))).collect(),
                        )
                    },
                );
                loaded_keys.extend(got.fields().iter().map(Val::int));
            }
            let loaded = loaded_keys[k as usize];
            let (_, valid, pos) = spot(k);
            let key = cg.select(valid, loaded.into(), ones.into()).into_int_value();
            let digit = digit_of(key);
            let mut peers = i32_.const_all_ones();
            for bit in 0..8 {
                let set =
                    ok(b.build_and(ok(b.build_right_shift(digit, cg.i64(bit), false, "b")), cg.i64(1), "b"));
                let set = cg.icmp(IntPredicate::NE, set, cg.i64(0));
                let vote = gpu.ballot(cg, set);
                let not = ok(b.build_not(vote, "not"));
                peers =
                    ok(b.build_and(peers, cg.select(set, vote.into(), not.into()).into_int_value(), "peers"));
            }
            let popc =
                |x: IntValue<'ctx>| cg.intrinsic("llvm.ctpop", &[i32_.into()], &[x.into()]).into_int_value();
            let below = popc(ok(b.build_and(peers, lt_mask, "lt")));
            let counter = cg.add(cg.mul(w, cg.i64(DIGITS)), digit);
            let before = u32s(warp_counts, counter);
            gpu.warp_sync(cg);
            let leader = cg.icmp(IntPredicate::EQ, below, i32_.const_zero());
            cg.if_then(leader, || {
                set_u32s(warp_counts, counter, ok(b.build_int_add(before, popc(peers), "c")))
            });
            gpu.warp_sync(cg);
            let rank = ok(b.build_int_add(before, below, "rank"));
            items.push(Item { key, digit, rank, pos, valid });
        }
        gpu.block_barrier(cg);

        // 2. thread d: the warps' offsets of digit d, and its start in the tile
        let d = tid;
        let mut running = i32_.const_zero();
        for v in 0..WARPS as i64 {
            let at = cg.add(d, cg.i64(v * DIGITS));
            let c = u32s(warp_counts, at);
            set_u32s(warp_counts, at, running);
            running = ok(b.build_int_add(running, c, "running"));
        }
        let count = running;
        let mut inclusive = count;
        for dist in [1u64, 2, 4, 8, 16] {
            let other = gpu.shuffle(cg, Shuffle::Up, inclusive, i32_.const_int(dist, false));
            let has = cg.icmp(IntPredicate::UGE, lane, cg.i64(dist as i64));
            let sum = ok(b.build_int_add(inclusive, other, "sum"));
            inclusive = cg.select(has, sum.into(), inclusive.into()).into_int_value();
        }
        let last_lane = cg.icmp(IntPredicate::EQ, lane, cg.i64(31));
        cg.if_then(last_lane, || set_u32s(warp_totals, w, inclusive));
        gpu.block_barrier(cg);
        let mut start = ok(b.build_int_sub(inclusive, count, "start"));
        for v in 0..i64::from(WARPS) {
            let earlier = cg.icmp(IntPredicate::SLT, cg.i64(v), w);
            let t = u32s(warp_totals, cg.i64(v));
            let added = ok(b.build_int_add(start, t, "start"));
            start = cg.select(earlier, added.into(), start.into()).into_int_value();
        }
        set_u32s(starts, d, start);

        // 3. look back
        let state_at = |t: IntValue<'ctx>| {
            let at = cg.add(cg.i64((SORT_STATE_HEADER / 8) as i64), cg.add(cg.mul(t, cg.i64(DIGITS)), d));
            unsafe { ok(b.build_in_bounds_gep(i64_, p.states, &[at], "state")) }
        };
        let aggregate = cg.add(cg.mul(ordinal, cg.i64(2)), cg.i64(1));
        let prefix = cg.add(aggregate, cg.i64(1));
        let word = |flag: IntValue<'ctx>, v: IntValue<'ctx>| {
            let v = ok(b.build_and(v, cg.i64(0xffff_ffff), "v"));
            ok(b.build_or(ok(b.build_left_shift(flag, cg.i64(32), "f")), v, "word"))
        };
        let count64 = ok(b.build_int_z_extend(count, i64_, "count"));
        let first_tile = cg.icmp(IntPredicate::EQ, tile, cg.i64(0));
        let flag = cg.select(first_tile, prefix.into(), aggregate.into()).into_int_value();
        gpu.store_relaxed_u64(cg, state_at(tile), word(flag, count64));
        let pair = Type::Tuple(vec![Type::Scalar(ScalarType::I64), Type::Scalar(ScalarType::I64)]);
        let init =
            Val::Tuple(vec![Val::Scalar(cg.sub(tile, cg.i64(1)).into()), Val::Scalar(cg.i64(0).into())]);
        let later = ok(b.build_not(first_tile, "later"));
        let looked = repeat(cg, later, &init, &pair, |state| {
            let (j, acc) = (state.fields()[0].int(), state.fields()[1].int());
            let seen = gpu.load_relaxed_u64(cg, state_at(j));
            let flag = ok(b.build_right_shift(seen, cg.i64(32), false, "flag"));
            let ready = cg.icmp(IntPredicate::UGE, flag, aggregate);
            let low = ok(b.build_and(seen, cg.i64(0xffff_ffff), "low"));
            let acc = cg.select(ready, cg.add(acc, low).into(), acc.into()).into_int_value();
            let j = cg.select(ready, cg.sub(j, cg.i64(1)).into(), j.into()).into_int_value();
            let done = cg.icmp(IntPredicate::UGE, flag, prefix);
            (Val::Tuple(vec![Val::Scalar(j.into()), Val::Scalar(acc.into())]), ok(b.build_not(done, "again")))
        });
        let exclusive = looked.fields()[1].int();
        cg.if_then(later, || {
            gpu.store_relaxed_u64(cg, state_at(tile), word(prefix, cg.add(exclusive, count64)))
        });
        let digit_index =
            cg.add(cg.mul(ok(b.build_right_shift(shift, cg.i64(3), false, "d")), cg.i64(DIGITS)), d);
        let global = ok(b.build_int_z_extend(u32s(p.counts, digit_index), i64_, "global"));
        let start64 = ok(b.build_int_z_extend(start, i64_, "start"));
        // below 2^32: the host sorts fewer elements
        set_u32s(bases, d, trunc32(cg, cg.sub(cg.add(global, exclusive), start64)));
        gpu.block_barrier(cg);

        // 4. scatter through shared memory: keys, then each leaf of the elements
        let places: Vec<IntValue<'ctx>> = items
            .iter()
            .map(|it| {
                let s = u32s(starts, it.digit);
                let o = u32s(warp_counts, cg.add(cg.mul(w, cg.i64(DIGITS)), it.digit));
                let place = ok(b.build_int_add(ok(b.build_int_add(s, o, "p")), it.rank, "place"));
                ok(b.build_int_z_extend(place, i64_, "place"))
            })
            .collect();
        for (it, &place) in items.iter().zip(&places) {
            cg.if_then(it.valid, || cg.store(radix, exchange, place, it.key.into()));
        }
        gpu.block_barrier(cg);
        // thread i's k-th key is the tile's i + k * SORT_BLOCK-th in order: where it goes
        let slot = |k: i64| {
            let q = cg.add(tid, cg.i64(k * i64::from(SORT_BLOCK)));
            (q, cg.icmp(IntPredicate::SLT, q, in_tile))
        };
        let place_of = |q: IntValue<'ctx>, digit: IntValue<'ctx>| {
            let to = ok(b.build_int_add(u32s(bases, digit), trunc32(cg, q), "to"));
            ok(b.build_int_z_extend(to, i64_, "to"))
        };
        for k in 0..i64::from(SORT_ITEMS) {
            let (q, valid) = slot(k);
            let key = cg.load(radix, exchange, q).into_int_value();
            let digit = digit_of(key);
            cg.if_then(valid, || {
                let to = place_of(q, digit);
                match key_leaf {
                    Some(l) => {
                        let leaf = pick([p.values[0][l], p.values[1][l]], false);
                        let ptr = cg.select(last, leaf.into(), keys_out.into()).into_pointer_value();
                        cg.store(radix, ptr, to, key.into());
                    }
                    None => cg
                        .if_then(ok(b.build_not(last, "keep")), || cg.store(radix, keys_out, to, key.into())),
                }
            });
            // the digit kept for the elements (in shared memory: registers are short)
            cg.store(ScalarType::U8, slot_digits, q, trunc8(cg, digit).into());
        }
        for (l, t) in elt.leaves().into_iter().enumerate().filter(|&(l, _)| Some(l) != key_leaf) {
            let from = pick([p.values[0][l], p.values[1][l]], true);
            let into = pick([p.values[0][l], p.values[1][l]], false);
            gpu.block_barrier(cg);
            for (it, &place) in items.iter().zip(&places) {
                cg.if_then(it.valid, || {
                    let v = cg.if_else_val(
                        first_pass,
                        &Type::Scalar(t),
                        || Val::Scalar(self.read_input(input, &[it.pos], it.pos).leaves()[l]),
                        || Val::Scalar(cg.load(t, from, it.pos)),
                    );
                    cg.store(t, exchange, place, v.scalar());
                });
            }
            gpu.block_barrier(cg);
            for k in 0..i64::from(SORT_ITEMS) {
                let (q, valid) = slot(k);
                cg.if_then(valid, || {
                    let digit = cg.load(ScalarType::U8, slot_digits, q).into_int_value();
                    let to = place_of(q, ok(b.build_int_z_extend(digit, i64_, "digit")));
                    cg.store(t, into, to, cg.load(t, exchange, q));
                });
            }
        }
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

/// A key a thread ranks: its radix, digit, rank in its warp's keys of that digit, position
/// in the input, and whether it is one (not past the end).
struct Item<'ctx> {
    key: IntValue<'ctx>,
    digit: IntValue<'ctx>,
    rank: IntValue<'ctx>,
    pos: IntValue<'ctx>,
    valid: IntValue<'ctx>,
}

/// `x` (an `i64`) as an `i32`.
fn trunc32<'ctx>(cg: &Codegen<'_, 'ctx>, x: IntValue<'ctx>) -> IntValue<'ctx> {
    ok(cg.builder.build_int_truncate(x, cg.ctx.i32_type(), "t"))
}

/// `x` (an `i64`) as an `i8`.
fn trunc8<'ctx>(cg: &Codegen<'_, 'ctx>, x: IntValue<'ctx>) -> IntValue<'ctx> {
    ok(cg.builder.build_int_truncate(x, cg.ctx.i8_type(), "t"))
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
        let block = sreg(cg, gpu, Special::Block(0));
        let start = cg.add(cg.mul(block, cg.i64(SORT_BLOCK.into())), tid);
        let step = cg.mul(sreg(cg, gpu, Special::GridDim(0)), cg.i64(SORT_BLOCK.into()));
        let one = i32_.const_int(1, false);
        for_stride(cg, start, p.n, step, |i| {
            let key = self.radix_at(key, input, i).int();
            let wide = if radix == ScalarType::U64 { key } else { ok(b.build_int_z_extend(key, i64_, "k")) };
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
