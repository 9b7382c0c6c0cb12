//! The scans along the innermost dimension on the GPU (see the module documentation of
//! [`super`]): `rows` gives each warp whole rows; for few long rows, `chained` scans the
//! rows' pieces in one pass, a chained scan with decoupled look-back (Merrill and Garland,
//! "Single-pass Parallel Prefix Scan with Decoupled Look-back", 2016), a piece per block
//! ([`ChainShape`]):
//!
//! 1. the block takes the next piece from a counter, in scan order, so every piece a block
//!    waits for belongs to a block that is running; it takes it when it is ready to load
//!    it (a piece taken early holds back every piece after it); each warp loads its part
//!    of the piece into shared memory, where it stays until it is scanned, and reduces it;
//!    the first warp combines the parts into the piece's *aggregate* and publishes it;
//! 2. the first warp looks back: its 32 lanes read the states of the 32 pieces before, wait
//!    until none is empty, and combine the aggregates from the nearest piece that has
//!    published its *inclusive prefix* (or from the row's start); without one, the window
//!    moves 32 pieces back. When the scan has at least two pieces a block, the warp first
//!    sleeps ([`ChainShape`]'s `first_wait_ns`) and sleeps again before each read of a
//!    window (`spin_wait_ns`), as CUB's look-back does: the pieces it looks at were taken
//!    just before its own and are rarely ready sooner, and every read without pause is a
//!    round trip to the L2 cache, where the states of the pieces in flight share a few
//!    lines;
//! 3. it publishes the piece's inclusive prefix and hands the exclusive one to the block.
//!    Meanwhile every other warp scans its part from the parts before its own (the first
//!    warp does so after looking back); each warp then applies the block's carry-in as it
//!    stores its results. The scans overlap the look-back, the longest wait of a block.
//!
//! A piece's state is 0 (empty), 1 (aggregate) or 2 (inclusive prefix). For a 32-bit
//! scalar element (`f32`, `i32`, `u32`) the state and the value share a 64-bit word,
//! written and read whole (`st/ld.relaxed.gpu.u64`: past the incoherent L1, never split),
//! as in Merrill and Garland: no fence, and a look-back reads each piece once. Otherwise
//! the state is a `u32` beside a value slot each for the aggregate and the prefix; a value
//! is written (volatile) before its state is stored with release semantics, and read after
//! its state is loaded with acquire semantics (`st.release.gpu`, `ld.acquire.gpu`). The
//! input is read from memory once and the output written once: 8 bytes an `f32`, against 12
//! for a three-kernel scan. The CPU's scan (`range.rs`) has three phases instead.
//!
//! Within a warp, scans go a tile of `32 x SCAN_ITEMS` elements at a time through shared
//! memory, from the coalesced arrangement to a blocked one and back (see [`WarpScan`]).
//!
//! The shape, the waits and the variants not kept were measured on an H100:
//! `docs/perf/2026-11-25-chained-scan.md`.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::types::BasicType;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::{Direction, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::{
    GpuTarget, MAX_BLOCK, Shuffle, Special, Warp, repeat, shuffle_val, sreg, warp_reduce, warp_scan,
};
use crate::codegen::{KernelGen, RowParams, scan_position};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

mod chain;
mod compact;
use chain::{AGGREGATE, Chain, PREFIX, packable};
pub use compact::{COMPACT_WARPS, compact_blocks_per_sm, compact_items, compact_staged, compact_tile};

/// A scan's tile: each lane scans `SCAN_ITEMS` consecutive elements in registers, so a tile
/// is `32 * SCAN_ITEMS` elements (see `scan`).
pub const SCAN_ITEMS: u32 = 8;

/// How a chained scan (`chained` entry) of `elt`s is cut up: blocks of `warps` warps share a
/// piece, each warp holding its part, `tiles` tiles of `32 * SCAN_ITEMS` elements, in shared
/// memory; `blocks_per_sm` is the occupancy the kernel is compiled for (the assembler keeps
/// its registers within what that needs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChainShape {
    /// Warps of a block.
    pub warps: u32,
    /// Tiles of each warp's part of a piece.
    pub tiles: u32,
    /// Blocks a multiprocessor should hold at once.
    pub blocks_per_sm: u32,
    /// Nanoseconds a block's looking-back warp sleeps after it publishes its piece's
    /// aggregate, before it first reads the states of the pieces before, when the scan
    /// has at least two pieces a block (see `scan`).
    pub first_wait_ns: u32,
    /// Nanoseconds it sleeps before each read of the states of a window of pieces, then.
    pub spin_wait_ns: u32,
}

impl ChainShape {
    /// A block's threads.
    pub fn block(&self) -> u32 {
        self.warps * 32
    }

    /// Elements of a piece.
    pub fn piece(&self) -> usize {
        (self.warps * self.tiles * 32 * SCAN_ITEMS) as usize
    }
}

/// The shape of a chained scan of `elt`s: blocks of 4 warps, pieces of about 32 KiB, 4
/// blocks a multiprocessor; fewer warps and tiles where the element is so wide that the
/// staging areas would pass [`SCAN_SHARED_BYTES`]. The look-back waits 3 µs before its
/// first read and 1 µs before each read after it. The fastest of the shapes and waits swept
/// on an H100 (`docs/perf/2026-11-25-chained-scan.md`; CUB's `f32` tuning for sm_90 waits
/// 1140 / 688 ns).
pub fn chain_shape(elt: &Type) -> ChainShape {
    let bytes = element_bytes(elt);
    let warps = scan_warps(elt, 4);
    let fit = SCAN_SHARED_BYTES / (warps * staged_tile_bytes(bytes));
    let tiles = (32768 / (warps * 32 * SCAN_ITEMS * bytes)).clamp(1, 8).min(fit.max(1));
    ChainShape { warps, tiles, blocks_per_sm: 4, first_wait_ns: 3000, spin_wait_ns: 1000 }
}

/// The static shared memory a scan's staging areas may take in a block: 48 KiB, less
/// room for the rest a block shares.
pub const SCAN_SHARED_BYTES: u32 = 46 * 1024;

/// Shared memory one staged tile of `bytes`-byte elements takes (one pad element per 32).
fn staged_tile_bytes(bytes: u32) -> u32 {
    33 * SCAN_ITEMS * bytes
}

/// Why the GPU cannot scan `elt`s, if it cannot: one warp's staged tile must fit in
/// [`SCAN_SHARED_BYTES`] (elements of at most about 170 bytes).
pub fn scan_unfit(elt: &Type) -> Option<String> {
    let bytes = element_bytes(elt);
    (staged_tile_bytes(bytes) > SCAN_SHARED_BYTES).then(|| {
        format!(
            "a GPU scan of elements of {bytes} bytes needs {} bytes of shared memory, more than \
             a block has ({SCAN_SHARED_BYTES}); scan fewer fields at a time (zip the results)",
            staged_tile_bytes(bytes)
        )
    })
}

/// The warps a block of a scan of `elt`s has, at most `most`: as many as have a staged tile
/// each within [`SCAN_SHARED_BYTES`] (at least one: see [`scan_unfit`]).
pub fn scan_warps(elt: &Type, most: u32) -> u32 {
    (SCAN_SHARED_BYTES / staged_tile_bytes(element_bytes(elt))).clamp(1, most)
}

/// Bytes of an `elt` in memory, its leaves side by side (at least 1).
fn element_bytes(elt: &Type) -> u32 {
    elt.leaves().iter().map(|t| t.size_bytes() as u32).sum::<u32>().max(1)
}

/// What the code of a scan kernel works with: its parameters ([`RowParams`]), the rows,
/// the combining function in the scan's order, the warp and its first lane, and the seed
/// of an exclusive scan.
struct ScanKernel<'s, 'ctx> {
    gpu: &'s dyn GpuTarget,
    input: &'s Input,
    params: RowParams<'ctx>,
    /// The number of rows.
    rows: IntValue<'ctx>,
    direction: Direction,
    /// `earlier ⊕ later`.
    combine: &'s dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    warp: Warp<'ctx>,
    lane0: IntValue<'ctx>,
    seed: Option<&'s Fun<ArrayVar>>,
}

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
        let params = self.row_params(input);
        let rows = params.outer.iter().fold(cg.i64(1), |acc, &e| cg.mul(acc, e));
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| self.scan_combine(f, direction, acc, x);
        let warp = Warp::of(cg, gpu);
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let kernel = ScanKernel { gpu, input, params, rows, direction, combine: &combine, warp, lane0, seed };
        match entry {
            Entry::Rows => self.scan_rows(&kernel),
            Entry::Chained => self.scan_chained(&kernel),
            _ => unreachable!("a GPU scan has no {entry:?} entry"),
        }
    }

    /// The scan's seed, lowered here (an exclusive scan's).
    fn scan_seed(&self, kernel: &ScanKernel<'_, 'ctx>) -> Option<Val<'ctx>> {
        kernel.seed.map(|s| self.lower(s, &[], FloatOrder::Strict))
    }

    /// The warp's scan of elements of the kernel's type through `staging`.
    fn warp_scan<'w>(
        &'w self,
        kernel: &'w ScanKernel<'w, 'ctx>,
        staging: &'w [PointerValue<'ctx>],
    ) -> WarpScan<'w, 'w, 'ctx> {
        WarpScan {
            cg: self.cg,
            gpu: kernel.gpu,
            warp: &kernel.warp,
            ty: &kernel.params.elt,
            combine: kernel.combine,
            exclusive: kernel.seed.is_some(),
            staging,
        }
    }

    /// The `rows` entry: a warp scans each row.
    fn scan_rows(&self, kernel: &ScanKernel<'_, 'ctx>) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, totals, .. } = &kernel.params;
        let (n, rank) = (*n, *rank);
        let true_ = cg.ctx.bool_type().const_all_ones();
        let staging = staging(cg, kernel.gpu, elt, scan_warps(elt, MAX_BLOCK / 32), 1);
        let scan = self.warp_scan(kernel, &staging);
        kernel.warp.each(cg, kernel.rows, |row| {
            let outer = cg.delinearize(outer_shape, row);
            let base = cg.mul(row, n);
            let (carry, has) = match self.scan_seed(kernel) {
                Some(s) => (s, true_),
                None => (cg.zero(elt), cg.ctx.bool_type().const_zero()),
            };
            let total = scan.run(
                n,
                &|t| scan_position(cg, kernel.direction, cg.i64(0), n, t),
                &|j| self.row_element(kernel.input, rank, n, row, &outer, j),
                &|j, v| cg.store_element(elt, out, cg.add(base, j), v),
                carry,
                has,
            );
            if kernel.seed.is_some() {
                cg.if_then(kernel.lane0, || cg.store_element(elt, totals, row, &total));
            }
        })
    }

    /// The `chained` entry: blocks take pieces in scan order and scan each in one pass (see
    /// the module documentation); `a` is the number of pieces a row.
    #[expect(
        clippy::expect_used,
        reason = "the chained entry's parameters always include the piece states (`Entry::Chained`)"
    )]
    fn scan_chained(&self, kernel: &ScanKernel<'_, 'ctx>) {
        let cg = self.cg;
        let (gpu, elt) = (kernel.gpu, &kernel.params.elt);
        let pieces = self.a;
        let count = cg.mul(kernel.rows, pieces);
        let shape = chain_shape(elt);
        let (tiles, warps) = (shape.tiles as i64, shape.warps as i64);
        let staging = staging(cg, gpu, elt, shape.warps, shape.tiles);
        let scan = self.warp_scan(kernel, &staging);
        let shared = BlockShared::new(cg, gpu, elt, warps as u32);
        let w = warp_in_block(cg, gpu);
        let chain = Chain {
            cg,
            gpu,
            warp: &kernel.warp,
            ty: elt,
            combine: kernel.combine,
            states: kernel.params.states.expect("a scan's piece states"),
            values: &kernel.params.partial,
            count,
            packed: packable(elt),
            contended: cg.icmp(
                IntPredicate::SGE,
                count,
                cg.mul(sreg(cg, gpu, Special::GridDim(0)), cg.i64(2)),
            ),
            waits: (shape.first_wait_ns, shape.spin_wait_ns),
        };
        let block = ChainedBlock { kernel, scan, chain, shared, w, tiles, warps, part: tiles * WIDTH };
        let unit = Type::Tuple(vec![]);
        let true_ = cg.ctx.bool_type().const_all_ones();
        repeat(cg, true_, &Val::Tuple(vec![]), &unit, |_| {
            let t = block.chain.take(&block.shared);
            let more = cg.icmp(IntPredicate::SLT, t, count);
            cg.if_then(more, || self.scan_piece_at(&block, t));
            (Val::Tuple(vec![]), more)
        });
    }

    /// Piece `t` (in scan order over every row) of a chained scan: its place in its row, and
    /// its code generated twice, for a whole piece (constant length: no clamping, no masks)
    /// and for a row's short last one, where a warp's part may be empty.
    fn scan_piece_at(&self, block: &ChainedBlock<'_, '_, 'ctx>, t: IntValue<'ctx>) {
        let cg = self.cg;
        let kernel = block.kernel;
        let RowParams { rank, outer: outer_shape, n, .. } = &kernel.params;
        let (n, rank) = (*n, *rank);
        let pieces = self.a;
        let whole_len = block.warps * block.part;
        let row = ok(cg.builder.build_int_signed_div(t, pieces, "row"));
        // k counts in scan order; the piece's place in the row follows it
        let k = cg.sub(t, cg.mul(row, pieces));
        let place = match kernel.direction {
            Direction::Left => k,
            Direction::Right => cg.sub(cg.sub(pieces, cg.i64(1)), k),
        };
        let j0 = cg.mul(place, cg.i64(whole_len));
        let j1 = cg.smin(cg.add(j0, cg.i64(whole_len)), n);
        let outer = cg.delinearize(outer_shape, row);
        let read = |j| self.row_element(kernel.input, rank, n, row, &outer, j);
        let from = cg.mul(block.w, cg.i64(block.part));
        let at = |e| scan_position(cg, kernel.direction, j0, j1, cg.add(from, e));
        let piece = Piece { t, k, row, from, at: &at, read: &read };
        let len = cg.sub(j1, j0);
        let full = cg.i64(whole_len);
        let whole = cg.icmp(IntPredicate::EQ, len, full);
        let (whole_piece, short_piece, done) =
            (cg.block("piece.whole"), cg.block("piece.short"), cg.block("piece.done"));
        ok(cg.builder.build_conditional_branch(whole, whole_piece, short_piece));
        cg.builder.position_at_end(whole_piece);
        self.scan_piece(block, &piece, full, true);
        ok(cg.builder.build_unconditional_branch(done));
        cg.builder.position_at_end(short_piece);
        self.scan_piece(block, &piece, len, false);
        ok(cg.builder.build_unconditional_branch(done));
        cg.builder.position_at_end(done);
    }

    /// A piece of `len` elements (`whole`: the constant length of a whole piece): each warp
    /// stages its part and reduces it, the first warp looks back ([`KernelGen::look_back`]),
    /// then every warp scans its part and stores it with the block's carry-in.
    fn scan_piece(
        &self,
        block: &ChainedBlock<'_, '_, 'ctx>,
        piece: &Piece<'_, 'ctx>,
        len: IntValue<'ctx>,
        whole: bool,
    ) {
        let cg = self.cg;
        let ChainedBlock { kernel, scan, shared, w, tiles, warps, part, .. } = block;
        let (w, tiles, warps, part) = (*w, *tiles, *warps, *part);
        let (elt, combine, lane0) = (&kernel.params.elt, kernel.combine, kernel.lane0);
        let from = piece.from;
        let mine = cg.smax(cg.smin(cg.sub(len, from), cg.i64(part)), cg.i64(0));
        // the warp's part into shared memory, read from global memory
        // once (a short piece's reads stay inside it)
        let last = (!whole).then(|| cg.sub(cg.sub(len, cg.i64(1)), from));
        scan.stage_in(tiles, last, piece.at, piece.read);
        let counts: Vec<(IntValue<'ctx>, IntValue<'ctx>)> = (0..tiles)
            .map(|j| {
                let rest = cg.sub(mine, cg.i64(j * WIDTH));
                let nonempty = cg.icmp(IntPredicate::SGT, rest, cg.i64(0));
                (nonempty, cg.smax(cg.smin(rest, cg.i64(WIDTH)), cg.i64(1)))
            })
            .collect();
        let aggregate = (1..tiles as usize).fold(scan.reduce_staged(0, counts[0].1), |acc, j| {
            let (nonempty, count) = counts[j];
            let more = combine(&acc, &scan.reduce_staged(j as i64, count));
            cg.select_val(nonempty, &more, &acc)
        });
        cg.if_then(lane0, || shared.set(cg, elt, w, &aggregate, counts[0].0));
        kernel.gpu.block_barrier(cg);
        // the first warp publishes the piece's aggregate, looks back,
        // publishes its prefix and hands the block its carry-in
        cg.if_then(cg.icmp(IntPredicate::EQ, w, cg.i64(0)), || self.look_back(block, piece));
        // each warp scans its part from the parts before it in the block
        // (the first warp once it has looked back), while the first warp
        // looks back: the block's carry-in is applied as results are
        // stored
        let (mut local, mut local_has) = (cg.zero(elt), cg.ctx.bool_type().const_zero());
        for u in 0..warps - 1 {
            let (v, nonempty) = shared.get(cg, elt, cg.i64(u));
            let before = cg.icmp(IntPredicate::SLT, cg.i64(u), w);
            let take = ok(cg.builder.build_and(before, nonempty, "take"));
            let joined = cg.select_val(local_has, &combine(&local, &v), &v);
            local = cg.select_val(take, &joined, &local);
            local_has = ok(cg.builder.build_or(local_has, take, "has"));
        }
        let (mut running, mut running_has) = (local.clone(), local_has);
        for (j, &(nonempty, count)) in counts.iter().enumerate() {
            let total = scan.scan_staged(j as i64, count, &running, running_has);
            running = cg.select_val(nonempty, &total, &running);
            running_has = ok(cg.builder.build_or(running_has, nonempty, "has"));
        }
        kernel.gpu.block_barrier(cg);
        let (carry_in, block_has) = shared.get(cg, elt, cg.i64(warps));
        let with_block = |v: &Val<'ctx>| cg.select_val(block_has, &combine(&carry_in, v), v);
        // the warp's carry-in: the block's, then the parts before it
        let carry = cg.select_val(local_has, &with_block(&local), &carry_in);
        let running = with_block(&running);
        let RowParams { n, out, totals, .. } = &kernel.params;
        let base = cg.mul(piece.row, *n);
        let write = |j, v: &Val<'ctx>| cg.store_element(elt, out, cg.add(base, j), v);
        scan.stage_out(tiles, mine, piece.at, &write, &carry, &with_block);
        if kernel.seed.is_some() {
            // the row's total: its last piece's last non-empty part
            let last_piece = cg.icmp(IntPredicate::EQ, piece.k, cg.sub(self.a, cg.i64(1)));
            let ends = cg.icmp(IntPredicate::SGE, cg.add(from, cg.i64(part)), len);
            let holds = ok(cg.builder.build_and(counts[0].0, ends, "holds"));
            let write = ok(cg.builder.build_and(lane0, last_piece, "total"));
            let write = ok(cg.builder.build_and(write, holds, "total"));
            cg.if_then(write, || cg.store_element(elt, totals, piece.row, &running));
        }
    }

    /// The first warp of a block, once every warp has reduced its part of `piece`: it
    /// publishes the piece's aggregate, looks back over the pieces before it, publishes its
    /// inclusive prefix and hands the block its carry-in (shared slot `warps`).
    fn look_back(&self, block: &ChainedBlock<'_, '_, 'ctx>, piece: &Piece<'_, 'ctx>) {
        let cg = self.cg;
        let ChainedBlock { kernel, chain, shared, warps, .. } = block;
        let (elt, combine, lane0) = (&kernel.params.elt, kernel.combine, kernel.lane0);
        let (t, k) = (piece.t, piece.k);
        let true_ = cg.ctx.bool_type().const_all_ones();
        let aggregate = (1..*warps).fold(shared.get(cg, elt, cg.i64(0)).0, |acc, u| {
            let (v, nonempty) = shared.get(cg, elt, cg.i64(u));
            cg.select_val(nonempty, &combine(&acc, &v), &acc)
        });
        let first = cg.icmp(IntPredicate::EQ, k, cg.i64(0));
        let later = ok(cg.builder.build_not(first, "later"));
        cg.if_then(ok(cg.builder.build_and(lane0, later, "publish")), || {
            chain.publish(t, &aggregate, AGGREGATE)
        });
        let before = chain.look_back(t, k);
        let inclusive = cg.select_val(later, &combine(&before, &aggregate), &aggregate);
        cg.if_then(lane0, || chain.publish(t, &inclusive, PREFIX));
        let (carry, has) = match self.scan_seed(kernel) {
            Some(s) => (cg.select_val(later, &combine(&s, &before), &s), true_),
            None => (before, later),
        };
        cg.if_then(lane0, || shared.set(cg, elt, cg.i64(*warps), &carry, has));
    }
}

/// A block of a chained scan: what the code of each piece it takes works with.
struct ChainedBlock<'c, 's, 'ctx> {
    kernel: &'c ScanKernel<'s, 'ctx>,
    scan: WarpScan<'c, 'c, 'ctx>,
    chain: Chain<'c, 'c, 'ctx>,
    shared: BlockShared<'ctx>,
    /// The warp's place in the block.
    w: IntValue<'ctx>,
    /// Tiles of a warp's part of a piece, and warps of a block.
    tiles: i64,
    warps: i64,
    /// Elements of a warp's part of a piece.
    part: i64,
}

/// One piece a block scans: `t`, in scan order over every row, the row's `k`-th in scan
/// order, of row `row`; the first element of the warp's part, `from`; where the warp's
/// `e`-th element lies in the row (`at`) and how it is read (`read`).
struct Piece<'p, 'ctx> {
    t: IntValue<'ctx>,
    k: IntValue<'ctx>,
    row: IntValue<'ctx>,
    from: IntValue<'ctx>,
    at: &'p dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    read: &'p dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
}

/// A warp's staging area in shared memory, where a scan's tiles change arrangement: one
/// array per leaf of `ty`, for `tiles` tiles of each of the `warps` warps of a block; the
/// pointers are to the calling warp's part. Element `e` of the warp's range is staged at
/// `e + e / 32` (one pad element per 32), so that neither the coalesced nor the blocked
/// arrangement has bank conflicts (for 4-byte leaves).
fn staging<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    warps: u32,
    tiles: u32,
) -> Vec<PointerValue<'ctx>> {
    let per_warp = tiles * 33 * SCAN_ITEMS;
    let at = cg.mul(warp_in_block(cg, gpu), cg.i64(per_warp as i64));
    ty.leaves()
        .into_iter()
        .map(|t| {
            let mt = cg.mem_type(t);
            let all = shared_array(cg, gpu, mt, warps * per_warp);
            unsafe { ok(cg.builder.build_in_bounds_gep(mt, all, &[at], "staging")) }
        })
        .collect()
}

/// The calling thread's warp in its (1D) block.
fn warp_in_block<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget) -> IntValue<'ctx> {
    ok(cg.builder.build_right_shift(sreg(cg, gpu, Special::Thread(0)), cg.i64(5), false, "w"))
}

/// A new array of `len` `elt`s in shared memory.
pub(in crate::grid) fn shared_array<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    elt: inkwell::types::BasicTypeEnum<'ctx>,
    len: u32,
) -> PointerValue<'ctx> {
    let array = elt.array_type(len);
    let global = cg.module.add_global(array, Some(gpu.shared_space()), "scan.shared");
    global.set_initializer(&array.get_undef());
    global.set_linkage(Linkage::Internal);
    global.set_alignment(8);
    global.as_pointer_value()
}

/// What the warps of a chained scan's block share besides their staging areas: the piece
/// the block took, each warp's aggregate of its part and whether the part is non-empty, and
/// (at index `warps`) the block's carry-in and whether it has one.
struct BlockShared<'ctx> {
    ticket: PointerValue<'ctx>,
    flags: PointerValue<'ctx>,
    values: Vec<PointerValue<'ctx>>,
}

impl<'ctx> BlockShared<'ctx> {
    fn new(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, ty: &Type, warps: u32) -> BlockShared<'ctx> {
        let i32_ = cg.ctx.i32_type().into();
        BlockShared {
            ticket: shared_array(cg, gpu, i32_, 1),
            flags: shared_array(cg, gpu, i32_, warps + 1),
            values: ty
                .leaves()
                .into_iter()
                .map(|t| shared_array(cg, gpu, cg.mem_type(t), warps + 1))
                .collect(),
        }
    }

    fn set(
        &self,
        cg: &Codegen<'_, 'ctx>,
        ty: &Type,
        slot: IntValue<'ctx>,
        v: &Val<'ctx>,
        flag: IntValue<'ctx>,
    ) {
        cg.store_element(ty, &self.values, slot, v);
        let flag = ok(cg.builder.build_int_z_extend(flag, cg.ctx.i32_type(), "flag"));
        cg.store(ScalarType::I32, self.flags, slot, flag.into());
    }

    fn get(&self, cg: &Codegen<'_, 'ctx>, ty: &Type, slot: IntValue<'ctx>) -> (Val<'ctx>, IntValue<'ctx>) {
        let flag = cg.load(ScalarType::I32, self.flags, slot).into_int_value();
        (
            cg.load_value(ty, &self.values, slot),
            cg.icmp(IntPredicate::NE, flag, cg.ctx.i32_type().const_zero()),
        )
    }
}

/// Elements of a scan's tile: `SCAN_ITEMS` per lane.
const WIDTH: i64 = 32 * SCAN_ITEMS as i64;

/// A warp scanning ranges in order, tile by tile of [`WIDTH`] elements staged in shared
/// memory: the lanes load a tile coalesced (lane `l` elements `l, l + 32, ...`) into the
/// staging area and read it back blocked (lane `l` elements `l * SCAN_ITEMS ..`), scan
/// their own elements in registers, scan the lanes' totals with shuffles (one warp scan
/// per tile, not per 32 elements), write the results back blocked and store them
/// coalesced.
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
    /// Where element `e` of the warp's range is staged.
    fn staged(&self, e: IntValue<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        cg.add(e, ok(cg.builder.build_right_shift(e, cg.i64(5), false, "pad")))
    }

    /// Where the lane's element of row `r` (element `32 r + lane`) is staged: `33 r +
    /// lane`, a constant offset from the lane's first.
    fn striped(&self, r: i64) -> IntValue<'ctx> {
        self.cg.add(self.warp.lane, self.cg.i64(33 * r))
    }

    /// Where the lane's `i`-th own element of tile `tile` is staged: element `tile * WIDTH +
    /// lane * SCAN_ITEMS + i` at `tile * 33 * SCAN_ITEMS + lane * SCAN_ITEMS + lane /
    /// (32 / SCAN_ITEMS) + i`, a constant offset from the lane's first.
    fn blocked(&self, tile: i64, i: i64) -> IntValue<'ctx> {
        let cg = self.cg;
        let items = SCAN_ITEMS as i64;
        let lane = self.warp.lane;
        let pad = ok(cg.builder.build_right_shift(lane, cg.i64((32 / items).ilog2() as i64), false, "pad"));
        let first = cg.add(cg.mul(lane, cg.i64(items)), pad);
        cg.add(first, cg.i64(tile * 33 * items + i))
    }

    /// Stages elements `0 .. tiles * WIDTH` of the range whose element `e` is
    /// `read(pos(e))`, or `read(pos(min(e, last)))` when `last` is given: every load first
    /// (all in flight together), then the stores.
    fn stage_in(
        &self,
        tiles: i64,
        last: Option<IntValue<'ctx>>,
        pos: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
    ) {
        let (cg, lane) = (self.cg, self.warp.lane);
        // whatever was staged before has been read
        self.gpu.warp_sync(cg);
        let xs: Vec<Val<'ctx>> = (0..tiles * SCAN_ITEMS as i64)
            .map(|r| {
                let e = cg.add(cg.i64(32 * r), lane);
                read(pos(last.map_or(e, |last| cg.smin(e, last))))
            })
            .collect();
        for (r, x) in xs.iter().enumerate() {
            cg.store_element(self.ty, self.staging, self.striped(r as i64), x);
        }
        self.gpu.warp_sync(cg);
    }

    /// The lane's own elements of staged tile `tile`, blocked.
    fn own(&self, tile: i64) -> Vec<Val<'ctx>> {
        (0..SCAN_ITEMS as i64)
            .map(|i| self.cg.load_value(self.ty, self.staging, self.blocked(tile, i)))
            .collect()
    }

    /// The fold of the first `count` (`1 ..= WIDTH`) elements of staged tile `tile`, in
    /// order; correct in lane 0.
    fn reduce_staged(&self, tile: i64, count: IntValue<'ctx>) -> Val<'ctx> {
        let cg = self.cg;
        let items = SCAN_ITEMS as i64;
        let own = self.own(tile);
        let first = cg.mul(self.warp.lane, cg.i64(items));
        // a lane's elements inside the tile's first `count` are a prefix of its own
        let mine = (1..items).fold(own[0].clone(), |acc, i| {
            let inside = cg.icmp(IntPredicate::SLT, cg.add(first, cg.i64(i)), count);
            cg.select_val(inside, &(self.combine)(&acc, &own[i as usize]), &acc)
        });
        let lanes =
            ok(cg.builder.build_int_signed_div(cg.add(count, cg.i64(items - 1)), cg.i64(items), "lanes"));
        warp_reduce(cg, self.gpu, self.ty, mine, self.warp.lane, lanes, self.combine)
    }

    /// Scans the first `count` (`1 ..= WIDTH`) elements of staged tile `tile` in place,
    /// from `carry` when `has`: element `e` becomes the inclusive result. Returns the result
    /// of the tile's element `count - 1`, in every lane.
    fn scan_staged(
        &self,
        tile: i64,
        count: IntValue<'ctx>,
        carry: &Val<'ctx>,
        has: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let (cg, gpu, ty, lane) = (self.cg, self.gpu, self.ty, self.warp.lane);
        let b = cg.builder;
        let mut own = self.own(tile);
        for i in 1..own.len() {
            own[i] = (self.combine)(&own[i - 1], &own[i]);
        }
        // lanes past the end of a short tile hold copies of the last element; they come
        // after every element that counts, so they change nothing before it
        let lanes = warp_scan(cg, gpu, ty, own[own.len() - 1].clone(), lane, self.combine);
        let before = shuffle_val(cg, gpu, ty, &lanes, Shuffle::Up, cg.i64(1));
        let is_lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        let joined = cg.select_val(has, &(self.combine)(carry, &before), &before);
        let prefix = cg.select_val(is_lane0, carry, &joined);
        let has_prefix = ok(b.build_or(has, ok(b.build_not(is_lane0, "later")), "has"));
        for (i, x) in own.iter().enumerate() {
            let v = cg.select_val(has_prefix, &(self.combine)(&prefix, x), x);
            cg.store_element(ty, self.staging, self.blocked(tile, i as i64), &v);
        }
        gpu.warp_sync(cg);
        let at = cg.add(cg.i64(tile * WIDTH), cg.sub(count, cg.i64(1)));
        cg.load_value(ty, self.staging, self.staged(at))
    }

    /// Stores the staged results of elements `0 .. min(len, tiles * WIDTH)`: element `e`'s
    /// `adjust`ed with `write(pos(e), _)`, an exclusive scan's shifted by one (`carry`,
    /// as it is, first).
    fn stage_out(
        &self,
        tiles: i64,
        len: IntValue<'ctx>,
        pos: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        write: &dyn Fn(IntValue<'ctx>, &Val<'ctx>),
        carry: &Val<'ctx>,
        adjust: &dyn Fn(&Val<'ctx>) -> Val<'ctx>,
    ) {
        let (cg, lane) = (self.cg, self.warp.lane);
        let is_lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        // element 32 r + lane - 1 is staged at 33 r + lane - 1, or 33 r - 2 for lane 0
        let back = cg.select(is_lane0, cg.i64(-2).into(), cg.sub(lane, cg.i64(1)).into()).into_int_value();
        for r in 0..tiles * SCAN_ITEMS as i64 {
            let e = cg.add(cg.i64(32 * r), lane);
            let v = if self.exclusive {
                let earlier = cg.smax(cg.add(back, cg.i64(33 * r)), cg.i64(0));
                let earlier = adjust(&cg.load_value(self.ty, self.staging, earlier));
                cg.select_val(cg.icmp(IntPredicate::EQ, e, cg.i64(0)), carry, &earlier)
            } else {
                adjust(&cg.load_value(self.ty, self.staging, self.striped(r)))
            };
            cg.if_then(cg.icmp(IntPredicate::SLT, e, len), || write(pos(e), &v));
        }
    }

    /// Scans the `len` elements `read(pos(t))`, `t` in `0..len`, from `carry` (when `has`;
    /// otherwise from nothing), writing each result with `write(pos(t), value)`, a tile at a
    /// time. Returns the running value after the last element (`carry` for an empty range),
    /// in every lane.
    fn run(
        &self,
        len: IntValue<'ctx>,
        pos: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        write: &dyn Fn(IntValue<'ctx>, &Val<'ctx>),
        carry: Val<'ctx>,
        has: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let (cg, ty) = (self.cg, self.ty);
        let b = cg.builder;
        let tiles = ok(b.build_int_signed_div(cg.add(len, cg.i64(WIDTH - 1)), cg.i64(WIDTH), "tiles"));
        let tiles = cg.smax(tiles, cg.i64(0));
        let state_ty = Type::Tuple(vec![ty.clone(), Type::Scalar(ScalarType::Bool)]);
        let state0 = Val::Tuple(vec![carry, Val::Scalar(has.into())]);
        let true_ = cg.ctx.bool_type().const_all_ones();
        let state = cg.fold_range(cg.i64(0), tiles, &state0, &state_ty, |state, tile| {
            let (carry, has) = (state.fields()[0].clone(), state.fields()[1].int());
            let t0 = cg.mul(tile, cg.i64(WIDTH));
            let count = cg.smin(cg.sub(len, t0), cg.i64(WIDTH));
            let at = |e| pos(cg.add(t0, e));
            self.stage_in(1, Some(cg.sub(count, cg.i64(1))), &at, read);
            let total = self.scan_staged(0, count, &carry, has);
            self.stage_out(1, count, &at, write, &carry, &|v| v.clone());
            Val::Tuple(vec![total, Val::Scalar(true_.into())])
        });
        state.fields()[0].clone()
    }
}
