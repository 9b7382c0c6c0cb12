//! Running compiled kernels: the host evaluates extents, allocates outputs (fallibly:
//! `Error::OutOfMemory` before anything is allocated when they cannot be had), fills each
//! kernel's parameter block ([`ParamLayout`](systole_skeletons::kernel::ParamLayout)) and calls its entry points on chunks of the
//! index space from rayon's threads.
//!
//! Chunks are large (at least [`GRAIN`] elements) and a few per thread, so that scheduling
//! costs nothing next to the work and rayon can still balance uneven chunks. A kernel of one
//! chunk runs on the calling thread (`Spread`). Folds and scans of many rows split by rows;
//! of few long rows, each row splits into pieces (a parallel reduction, and the three-phase
//! scan: reduce pieces, scan the pieces' totals, scan pieces from their carry-in). A stencil followed by the fold of its residual runs both in one
//! pass (the crate's `fused` module).
#![expect(clippy::expect_used, reason = "a scan pops the one output it allocated a few lines above")]

mod compact;
mod fold_seg;

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use systole_frontend::array::{ArrayData, Buffer, BufferCache, shape_size};
use systole_frontend::ir::{Consumer, Direction};
use systole_frontend::{Cancel, Error, ScalarType, Type};
use systole_fusion::interp::{Arrays, KernelRunner, LoopRun};
use systole_fusion::{ArrayVar, Kernel};
use systole_skeletons::Signature;
use systole_skeletons::grid::sort_key_leaf;
use systole_skeletons::kernel::{
    Entry, EntryFn, PERMUTE_LOCKS, ParamSlot, input_type, rows_of, stencil_bounds,
};

use crate::fused::{Pair, Stash};
use crate::jit::CompiledKernel;

/// A map keyed by integers (kernel addresses, buffer types and lengths), looked up for every
/// kernel a loop runs: hashed with one multiply a word ([`IntHasher`]), not SipHash.
pub(crate) type IntMap<K, V> = HashMap<K, V, BuildHasherDefault<IntHasher>>;

/// FxHash's step: no defence against chosen keys, which these maps never hold.
#[derive(Default)]
pub(crate) struct IntHasher(u64);

impl Hasher for IntHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// The fewest elements a chunk of work gets.
pub const GRAIN: usize = 1 << 14;

/// A kernel ready to run: its code and how to fill its parameters.
pub struct PreparedKernel {
    pub(crate) sig: Signature,
    pub(crate) layout: Vec<ParamSlot>,
    pub(crate) code: Arc<CompiledKernel>,
}

impl PreparedKernel {
    /// The element type of the (first) input of a consumer.
    pub(crate) fn input_elt(&self) -> Type {
        let canonical = self.sig.canonical.inputs();
        input_type(canonical[0], &self.sig).0
    }
}

/// Memory given back by finished loop iterations, reused for new outputs of the same size.
#[derive(Default)]
pub struct BufferPool {
    free: Mutex<IntMap<(ScalarType, usize), Vec<Buffer>>>,
}

impl BufferPool {
    /// How many buffers of one size the pool keeps.
    const KEEP: usize = 8;

    /// A buffer of `len` `ty`s: one given back, or a fresh one (`what` names the array in
    /// the error when it cannot be had; built only then, a loop's steps reuse buffers).
    pub(crate) fn take(
        &self,
        ty: ScalarType,
        len: usize,
        what: &dyn Fn() -> String,
    ) -> Result<Buffer, Error> {
        let reused = self.free.lock().ok().and_then(|mut f| f.get_mut(&(ty, len)).and_then(Vec::pop));
        reused.map_or_else(|| fresh(ty, len, &what()), Ok)
    }

    fn give(&self, array: Arc<ArrayData>) {
        let Ok(array) = Arc::try_unwrap(array) else { return };
        if array.is_empty() {
            return;
        }
        let Some(buffers) = array.into_buffers() else { return };
        self.put(buffers);
    }

    /// Keeps `buffers` for outputs of their type and length.
    pub(crate) fn put(&self, buffers: Vec<Buffer>) {
        if let Ok(mut free) = self.free.lock() {
            for b in buffers.into_iter().filter(|b| !b.is_empty()) {
                let slot = free.entry((b.ty(), b.len())).or_default();
                if slot.len() < Self::KEEP {
                    slot.push(b);
                }
            }
        }
    }
}

/// A buffer for an output: one of a dropped array ([`BufferCache`]), or a new zeroed one
/// ([`Error::OutOfMemory`] naming `what` when it cannot be had).
/// New large ones are backed by huge pages where the system allows it: a fresh buffer's
/// pages are mapped on first touch, one fault per page, and with 4 KiB pages those faults
/// cost more than the kernel that writes the buffer (measured: 64 MiB of fresh output took
/// 18 ms to fault in, the j2d5pt stencil over it 5 ms).
fn fresh(ty: ScalarType, len: usize, what: &str) -> Result<Buffer, Error> {
    if let Some(b) = BufferCache::take(ty, len) {
        return Ok(b);
    }
    let mut b = Buffer::try_zeroed(ty, len, what)?;
    advise_huge_pages(b.as_mut_ptr(), len * ty.size_bytes());
    Ok(b)
}

#[cfg(target_os = "linux")]
fn advise_huge_pages(ptr: *mut u8, bytes: usize) {
    const HUGE: usize = 2 << 20;
    if bytes < 2 * HUGE {
        return;
    }
    // the 2 MiB-aligned middle of the allocation; untouched yet, so faults map huge pages
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + bytes) / HUGE * HUGE;
    if end > start {
        // SAFETY: the range lies inside a live allocation we own; MADV_HUGEPAGE only changes
        // how its pages are backed, never their contents. Failure (no THP) is harmless.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: *mut u8, _: usize) {}

/// Runs a plan's kernels on a thread pool.
pub struct CpuRunner<'p> {
    pub(crate) kernels: &'p IntMap<usize, PreparedKernel>,
    pub(crate) pool: &'p rayon::ThreadPool,
    pub(crate) buffers: &'p BufferPool,
    /// The stencils that run with the fold after them ([`crate::fused`]).
    pub(crate) pairs: &'p IntMap<usize, Pair>,
    /// The value of the fold the last stencil ran with, for the fold's step.
    pub(crate) stash: Option<Stash>,
    /// The loops it steps on its own, by body ([`crate::loops`]).
    pub(crate) loops: &'p IntMap<usize, ()>,
}

/// A parameter block shared by the threads running one kernel.
#[derive(Clone, Copy)]
pub(crate) struct Block(pub(crate) *const u64);

// SAFETY: the block is read-only while the kernel runs, and outlives the parallel calls.
unsafe impl Send for Block {}
unsafe impl Sync for Block {}

impl Block {
    pub(crate) fn call(self, f: EntryFn, a: i64, b: i64, c: i64, d: i64) {
        // SAFETY: `f` was generated for this kernel's parameter layout, which the block
        // follows; the ranges passed lie inside the arrays it describes.
        unsafe { f(self.0, a, b, c, d) }
    }
}

/// Readable memory for the pointers of empty arrays (generated code may read an element of
/// an empty array where the interpreter would not, see `systole_skeletons::lower`).
static ZEROS: [u64; 4] = [0; 4];

pub(crate) fn read_ptr(b: &Buffer) -> u64 {
    if b.is_empty() { ZEROS.as_ptr() as u64 } else { b.as_bytes().as_ptr() as u64 }
}

/// A kernel's outputs while it runs.
pub(crate) struct Outputs {
    pub(crate) shape: Vec<usize>,
    pub(crate) elt: Type,
    pub(crate) buffers: Vec<Buffer>,
}

impl Outputs {
    fn into_array(self) -> Result<Arc<ArrayData>, Error> {
        Ok(Arc::new(ArrayData::new(self.shape, self.elt, self.buffers)?))
    }
}

impl CpuRunner<'_> {
    /// Buffers for an array of `shape` of `elt`s ([`Error::OutOfMemory`] when they cannot
    /// be had: checked before anything is allocated).
    pub(crate) fn alloc(&self, shape: Vec<usize>, elt: &Type) -> Result<Outputs, Error> {
        let len = shape_size(&shape)?;
        let what = || format!("an array of shape {shape:?} of {elt}");
        let buffers =
            elt.leaves().into_iter().map(|t| self.buffers.take(t, len, &what)).collect::<Result<_, _>>()?;
        Ok(Outputs { shape, elt: elt.clone(), buffers })
    }

    /// The partials of a fold or scan whose rows split into pieces, one a piece (none where
    /// rows stay whole: the `Rows` entry does not read them).
    pub(crate) fn partials(&self, split: &RowSplit, elt: &Type) -> Result<Vec<Buffer>, Error> {
        partials(elt, if split.pieces == 1 { 0 } else { split.rows * split.pieces })
    }

    /// Where a kernel of `work` elements runs.
    fn spread(&self, work: usize) -> Spread<'_> {
        if work <= GRAIN || self.pool.current_num_threads() == 1 {
            Spread::Here
        } else {
            Spread::Pool(self.pool)
        }
    }

    /// Splits `0..total` into chunks and calls `entry(start, end, 0, 0)` on each, in parallel
    /// when there are several.
    pub(crate) fn elements(&self, block: Block, f: EntryFn, total: usize) {
        let chunks = chunks(total, self.pool.current_num_threads());
        self.spread(total).each(&chunks, |&(s, e)| block.call(f, s as i64, e as i64, 0, 0));
    }
}

/// Where the chunks of a kernel run. A kernel of one chunk ([`GRAIN`] elements or fewer), or
/// any kernel when the pool has one thread, runs on the calling thread: handing work to
/// rayon's threads from outside the pool (waking one, then sleeping on a latch until it is
/// done) costs 10 to 15 µs, several times what such a kernel computes.
#[derive(Clone, Copy)]
enum Spread<'p> {
    /// On the calling thread, chunk after chunk.
    Here,
    /// On the pool's threads.
    Pool(&'p rayon::ThreadPool),
}

impl Spread<'_> {
    /// Runs `f` where the kernel runs (on the pool: inside it, so that nested parallel calls
    /// do not leave it).
    fn install(self, f: impl FnOnce() + Send) {
        match self {
            Spread::Here => f(),
            Spread::Pool(pool) => pool.install(f),
        }
    }

    /// Calls `f` on every item, in parallel on the pool.
    fn each<T: Sync>(self, items: &[T], f: impl Fn(&T) + Sync + Send) {
        match self {
            Spread::Here => items.iter().for_each(f),
            Spread::Pool(pool) => pool.install(|| items.par_iter().for_each(f)),
        }
    }

    /// Calls `f` on `0..n`, in parallel on the pool.
    fn range(self, n: usize, f: impl Fn(usize) + Sync + Send) {
        match self {
            Spread::Here => (0..n).for_each(f),
            Spread::Pool(pool) => pool.install(|| (0..n).into_par_iter().for_each(f)),
        }
    }
}

impl CpuRunner<'_> {
    /// The first phase of a fold or scan: whole rows (`Rows`) when the split keeps rows
    /// whole, and then `None`; otherwise every piece of every row reduced into its partial
    /// (`Segment`), and `Some(pieces per row)` for the phases that follow.
    fn rows_or_pieces(
        spread: Spread<'_>,
        block: Block,
        prepared: &PreparedKernel,
        split: &RowSplit,
    ) -> Option<i64> {
        if split.pieces == 1 {
            let f = prepared.code.entry(Entry::Rows);
            spread.each(&split.row_chunks(), |&(r0, r1)| block.call(f, r0, r1, 0, 0));
            return None;
        }
        let f = prepared.code.entry(Entry::Segment);
        spread.each(&split.pieces_of_rows(), |&(row, j0, j1, p)| block.call(f, row, j0, j1, p));
        Some(split.pieces as i64)
    }
}

impl CpuRunner<'_> {
    /// Runs a fold or scan's first phase and a fold's finish, `split` as [`split_rows`] made
    /// it.
    pub(crate) fn fold(&self, prepared: &PreparedKernel, block: Block, split: &RowSplit) {
        let spread = self.spread(split.rows * split.n);
        spread.install(|| {
            if let Some(pieces) = Self::rows_or_pieces(spread, block, prepared, split) {
                // the partials of each row, with the seed, into its output
                let f = prepared.code.entry(Entry::Finish);
                spread.range(split.rows, |row| {
                    let row = row as i64;
                    block.call(f, row, row * pieces, row * pieces + pieces, 0)
                });
            }
        });
    }

    /// Runs a stencil (its block, entry and positions) with its fold (its kernel and block)
    /// over `chunks` of positions (`start, end, partial`), then the fold's finish.
    pub(crate) fn pair(
        &self,
        (stencil, entry, total): (Block, EntryFn, usize),
        (prepared, fold): (&PreparedKernel, Block),
        chunks: &[(i64, i64, i64)],
    ) {
        let (segment, finish) = (prepared.code.entry(Entry::Segment), prepared.code.entry(Entry::Finish));
        self.spread(total).each(chunks, |&(s, e, p)| {
            stencil.call(entry, s, e, 0, 0);
            fold.call(segment, 0, s, e, p);
        });
        fold.call(finish, 0, 0, chunks.len() as i64, 0);
    }
}

/// Chunks of [`GRAIN`] positions of `0..total` (`start, end, partial`), for a stencil and its
/// fold: the stencil's chunk and its input's are still in the cache when the fold reads them.
pub(crate) fn pair_chunks(total: usize) -> Vec<(i64, i64, i64)> {
    (0..total)
        .step_by(GRAIN)
        .enumerate()
        .map(|(p, s)| (s as i64, (s + GRAIN).min(total) as i64, p as i64))
        .collect()
}

/// The value of a fold run with its stencil, and the arrays it read (`None`: the stencil's
/// output).
struct Folded {
    value: Arc<ArrayData>,
    read: Vec<Option<Arc<ArrayData>>>,
}

/// The output of a stencil that its fold reads while the stencil writes it.
struct Made<'a> {
    /// The stencil's output var.
    var: ArrayVar,
    /// Its extent.
    extent: &'a [usize],
    /// Its leaf pointers.
    leaves: &'a [u64],
}

impl CpuRunner<'_> {
    /// Runs a stencil (its block, entry and positions) with the fold `pair` names, chunk by
    /// chunk ([`crate::fused`]); returns the fold's value and the arrays it read (`None` for
    /// the stencil's output), or `None` (nothing run) where the fold was not compiled.
    fn with_fold(
        &self,
        pair: Pair,
        (stencil, entry, total): (Block, EntryFn, usize),
        made: &Made<'_>,
        arrays: &Arrays<'_>,
    ) -> Result<Option<Folded>, Error> {
        let Some(prepared) = self.kernels.get(&pair.fold) else { return Ok(None) };
        let sig = &prepared.sig.arrays;
        let read: Vec<Option<Arc<ArrayData>>> = sig
            .iter()
            .map(|&v| if v == made.var { Ok(None) } else { arrays.get(v).map(|a| Some(a.clone())) })
            .collect::<Result<_, _>>()?;
        let elt = prepared.input_elt();
        let mut outs = vec![self.alloc(vec![], &elt)?];
        let chunks = pair_chunks(total);
        let mut extra = Extra { partial: partials(&elt, chunks.len())?, ..Extra::default() };
        let reads = Reads {
            extent: &|k, d| match &read[k] {
                Some(a) => a.shape()[d] as u64,
                None => made.extent[d] as u64,
            },
            leaf: &|k, l| match &read[k] {
                Some(a) => read_ptr(&a.buffers()[l]),
                None => made.leaves[l],
            },
        };
        let params = fill_with(prepared, &reads, &[vec![total]], &[], &mut outs, &mut extra);
        self.pair((stencil, entry, total), (prepared, Block(params.as_ptr())), &chunks);
        let value = outs.pop().ok_or_else(|| Error::Internal("a fold without its output".into()))?;
        Ok(Some(Folded { value: value.into_array()?, read }))
    }
}

/// `n` partials of `elt`s (a few: allocated where they are needed, not taken from the
/// buffers kept for outputs).
pub(crate) fn partials(elt: &Type, n: usize) -> Result<Vec<Buffer>, Error> {
    elt.leaves().into_iter().map(|t| Buffer::try_zeroed(t, n, "the partials of a fold or scan")).collect()
}

/// `0..total` in chunks of at least [`GRAIN`], about four per thread.
fn chunks(total: usize, threads: usize) -> Vec<(usize, usize)> {
    if total == 0 {
        return vec![];
    }
    let size = total.div_ceil(threads * 4).max(GRAIN);
    (0..total).step_by(size).map(|s| (s, (s + size).min(total))).collect()
}

impl KernelRunner for CpuRunner<'_> {
    fn defines_faults(&self) -> bool {
        true
    }

    fn recycle(&mut self, array: Arc<ArrayData>) {
        self.buffers.give(array);
    }

    fn run_loop(
        &mut self,
        run: &LoopRun<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        self.step_loop(run, state, arrays, cancel)
    }

    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error> {
        let prepared = self
            .kernels
            .get(&kernel_id(kernel))
            .ok_or_else(|| Error::Internal("a kernel that was not compiled".into()))?;
        let stash = self.stash.take();
        let input_extents = arrays.input_extents(kernel)?;
        let read: Vec<Arc<ArrayData>> =
            prepared.sig.arrays.iter().map(|&v| arrays.get(v).cloned()).collect::<Result<_, _>>()?;
        if let Some(value) = stash.and_then(|s| s.value_for(kernel, &read, &input_extents)) {
            return Ok(vec![value]);
        }
        let threads = self.pool.current_num_threads();
        match kernel {
            Kernel::Generate { shape, outputs, extents } => {
                let extent = arrays.shape(shape, "generate")?;
                let mut outs: Vec<Outputs> = outputs
                    .iter()
                    .zip(extents)
                    .map(|(f, own)| {
                        let own = own
                            .as_ref()
                            .map_or_else(|| Ok(extent.clone()), |e| arrays.shape(e, "generate"))?;
                        self.alloc(own, f.result_type())
                    })
                    .collect::<Result<_, _>>()?;
                let total = shape_size(&extent)?;
                let params = fill(prepared, &read, &input_extents, &extent, &mut outs, &mut Extra::default());
                self.elements(Block(params.as_ptr()), prepared.code.entry(Entry::Elements), total);
                outs.into_iter().map(Outputs::into_array).collect()
            }
            Kernel::Consumer(Consumer::Fold { seed, .. }) => {
                let in_shape = &input_extents[0];
                let (outer, n, rows) = rows_of(in_shape, seed.is_none())?;
                let elt = prepared.input_elt();
                let mut outs = vec![self.alloc(outer.to_vec(), &elt)?];
                let split = split_rows(rows, n, threads);
                let mut extra = Extra { partial: self.partials(&split, &elt)?, ..Extra::default() };
                let params = fill(prepared, &read, &input_extents, outer, &mut outs, &mut extra);
                self.fold(prepared, Block(params.as_ptr()), &split);
                outs.into_iter().map(Outputs::into_array).collect()
            }
            Kernel::Consumer(Consumer::Scan { seed, direction, .. }) => {
                let in_shape = &input_extents[0];
                let (outer, n, rows) = rows_of(in_shape, false)?;
                let elt = prepared.input_elt();
                let mut outs = vec![self.alloc(in_shape.clone(), &elt)?];
                let split = split_rows(rows, n, threads);
                let mut extra = Extra { partial: self.partials(&split, &elt)?, ..Extra::default() };
                if seed.is_some() {
                    extra.totals = self.alloc(outer.to_vec(), &elt)?.buffers;
                }
                let params = fill(prepared, &read, &input_extents, in_shape, &mut outs, &mut extra);
                let block = Block(params.as_ptr());
                let spread = self.spread(rows * n);
                spread.install(|| {
                    if let Some(k) = Self::rows_or_pieces(spread, block, prepared, &split) {
                        // the pieces' totals become carry-ins, then each piece is scanned
                        let f = prepared.code.entry(Entry::Carries);
                        spread.range(rows, |row| {
                            let row = row as i64;
                            block.call(f, row, row * k, row * k + k, 0)
                        });
                        let f = prepared.code.entry(Entry::Scan);
                        let first = match direction {
                            Direction::Left => 0,
                            Direction::Right => k - 1,
                        };
                        spread.each(&split.pieces_of_rows(), |&(row, j0, j1, p)| {
                            // an inclusive scan's first piece (in scan order) has no carry-in
                            let carry = if seed.is_none() && p - row * k == first { -1 } else { p };
                            block.call(f, row, j0, j1, carry)
                        });
                    }
                });
                let mut result = vec![outs.pop().expect("one output").into_array()?];
                if seed.is_some() {
                    let totals =
                        Outputs { shape: outer.to_vec(), elt, buffers: std::mem::take(&mut extra.totals) };
                    result.push(totals.into_array()?);
                }
                Ok(result)
            }
            Kernel::Consumer(Consumer::Permute { defaults, .. }) => {
                let defaults = arrays.get(*defaults)?;
                let what = format!("the result of a permute of shape {:?}", defaults.shape());
                let buffers =
                    defaults.buffers().iter().map(|b| b.try_clone(&what)).collect::<Result<_, _>>()?;
                let mut outs =
                    vec![Outputs { shape: defaults.shape().to_vec(), elt: defaults.elt().clone(), buffers }];
                let mut extra = Extra { locks: vec![0u32; PERMUTE_LOCKS], ..Extra::default() };
                let out_shape = defaults.shape().to_vec();
                let params = fill(prepared, &read, &input_extents, &out_shape, &mut outs, &mut extra);
                let total = shape_size(&input_extents[0])?;
                if !out_shape.contains(&0) {
                    self.elements(Block(params.as_ptr()), prepared.code.entry(Entry::Elements), total);
                }
                outs.into_iter().map(Outputs::into_array).collect()
            }
            Kernel::Consumer(Consumer::Compact { .. }) => self.compact(prepared, &read, &input_extents),
            Kernel::Consumer(Consumer::FoldSeg { offsets, .. }) => {
                self.fold_seg(prepared, arrays.get(*offsets)?, &read, &input_extents)
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                let (extent, lo, hi) = stencil_bounds(inputs, &input_extents)?;
                let mut outs = vec![self.alloc(extent.clone(), f.result_type())?];
                let mut extra = Extra { interior: (lo, hi), ..Extra::default() };
                let params = fill(prepared, &read, &input_extents, &extent, &mut outs, &mut extra);
                let (block, entry, total) =
                    (Block(params.as_ptr()), prepared.code.entry(Entry::Elements), shape_size(&extent)?);
                if let Some(&pair) = self.pairs.get(&kernel_id(kernel))
                    && total > 0
                {
                    // the stencil's output pointers, as its block passes them
                    let leaves: Vec<u64> = (prepared.layout.iter().zip(&params))
                        .filter_map(|(slot, &p)| matches!(slot, ParamSlot::OutputLeaf(0, _)).then_some(p))
                        .collect();
                    let made = Made { var: pair.out, extent: &extent, leaves: &leaves };
                    if let Some(Folded { value, read: mut fold_read }) =
                        self.with_fold(pair, (block, entry, total), &made, arrays)?
                    {
                        let out = outs
                            .pop()
                            .ok_or_else(|| Error::Internal("a stencil without its output".into()))?;
                        let out = out.into_array()?;
                        let read =
                            fold_read.iter_mut().map(|r| r.take().unwrap_or_else(|| out.clone())).collect();
                        self.stash = Some(Stash { fold: pair.fold, read, n: total, value });
                        return Ok(vec![out]);
                    }
                }
                self.elements(block, entry, total);
                outs.into_iter().map(Outputs::into_array).collect()
            }
            Kernel::Consumer(Consumer::Sort { key, .. }) => {
                let n = input_extents[0][0];
                let elt = prepared.input_elt();
                let radix = key.result_type().as_scalar().unwrap_or(ScalarType::U64);
                // where the key is a leaf of the elements (`sort` of unsigned integers, or by
                // an unsigned leaf), that leaf does not move: the sorted radices are it
                let key_leaf = sort_key_leaf(key, &elt);
                let keys_only = key_leaf.is_some() && elt.leaves().len() == 1;
                let what = || format!("the radices of a sort of {n} elements");
                let mut outs =
                    vec![self.alloc(vec![n], &elt)?, self.alloc(vec![if keys_only { 0 } else { n }], &elt)?];
                let mut extra = Extra {
                    sort: vec![self.buffers.take(radix, n, &what)?, self.buffers.take(radix, n, &what)?],
                    ..Extra::default()
                };
                let params = fill(prepared, &read, &input_extents, &[n], &mut outs, &mut extra);
                self.elements(Block(params.as_ptr()), prepared.code.entry(Entry::Elements), n);
                let pair = |a: &mut Buffer, b: &mut Buffer| crate::sort::Sorted {
                    buffers: [a.as_mut_ptr(), b.as_mut_ptr()],
                    size: a.ty().size_bytes(),
                };
                let (first, rest) = outs.split_at_mut(1);
                let leaves: Vec<crate::sort::Sorted> = if keys_only {
                    vec![]
                } else {
                    (first[0].buffers.iter_mut().zip(&mut rest[0].buffers).enumerate())
                        .filter(|&(l, _)| Some(l) != key_leaf)
                        .map(|(_, (a, b))| pair(a, b))
                        .collect()
                };
                let (k0, k1) = extra.sort.split_at_mut(1);
                let keys = pair(&mut k0[0], &mut k1[0]);
                let pool = (n > GRAIN && threads > 1).then_some(self.pool);
                let sorted = crate::sort::radix_sort(pool, threads, n, radix, &keys, &leaves);
                let mut out = outs.swap_remove(sorted);
                if let Some(l) = key_leaf {
                    // the sorted radices are the key's leaf of the sorted elements
                    out.shape = vec![n];
                    std::mem::swap(&mut out.buffers[l], &mut extra.sort[sorted]);
                }
                self.buffers.put(outs.pop().map(|o| o.buffers).unwrap_or_default());
                self.buffers.put(std::mem::take(&mut extra.sort));
                Ok(vec![out.into_array()?])
            }
        }
    }
}

/// Parameters some kernels have beyond arrays and extents.
#[derive(Default)]
pub(crate) struct Extra {
    pub(crate) partial: Vec<Buffer>,
    pub(crate) totals: Vec<Buffer>,
    pub(crate) locks: Vec<u32>,
    pub(crate) interior: (Vec<i64>, Vec<i64>),
    /// A sort's two buffers of radices.
    pub(crate) sort: Vec<Buffer>,
}

/// The parameter block of a kernel, slot by slot as [`ParamLayout`](systole_skeletons::kernel::ParamLayout) orders it.
fn fill(
    prepared: &PreparedKernel,
    read: &[Arc<ArrayData>],
    input_extents: &[Vec<usize>],
    out_extent: &[usize],
    outs: &mut [Outputs],
    extra: &mut Extra,
) -> Vec<u64> {
    let arrays =
        Reads { extent: &|k, d| read[k].shape()[d] as u64, leaf: &|k, l| read_ptr(&read[k].buffers()[l]) };
    fill_with(prepared, &arrays, input_extents, out_extent, outs, extra)
}

/// The extents and leaf pointers of the arrays a kernel reads (by their place in its
/// signature): of arrays in memory, or of one that the kernel's partner writes in the same
/// pass ([`crate::fused`]).
pub(crate) struct Reads<'a> {
    pub(crate) extent: &'a dyn Fn(usize, usize) -> u64,
    pub(crate) leaf: &'a dyn Fn(usize, usize) -> u64,
}

/// [`fill`], for arrays given by [`Reads`].
pub(crate) fn fill_with(
    prepared: &PreparedKernel,
    read: &Reads<'_>,
    input_extents: &[Vec<usize>],
    out_extent: &[usize],
    outs: &mut [Outputs],
    extra: &mut Extra,
) -> Vec<u64> {
    let write_ptr = |b: &mut Buffer| if b.is_empty() { ZEROS.as_ptr() as u64 } else { b.as_mut_ptr() as u64 };
    prepared
        .layout
        .iter()
        .map(|slot| match *slot {
            ParamSlot::ArrayExtent(k, d) => (read.extent)(k, d),
            ParamSlot::ArrayLeaf(k, l) => (read.leaf)(k, l),
            ParamSlot::InputExtent(i, d) => input_extents[i][d] as u64,
            ParamSlot::OutputExtent(d) => out_extent[d] as u64,
            ParamSlot::OwnExtent(o, d) => outs[o].shape[d] as u64,
            ParamSlot::OutputLeaf(o, l) => write_ptr(&mut outs[o].buffers[l]),
            ParamSlot::TotalsLeaf(l) => write_ptr(&mut extra.totals[l]),
            ParamSlot::PartialLeaf(l) => write_ptr(&mut extra.partial[l]),
            ParamSlot::Locks => extra.locks.as_mut_ptr() as u64,
            // the CPU's scans run three phases, not chained pieces
            ParamSlot::PieceStates => 0,
            ParamSlot::InteriorLo(d) => extra.interior.0[d] as u64,
            ParamSlot::InteriorHi(d) => extra.interior.1[d] as u64,
            // the radices; the GPU's counts and states are not used
            ParamSlot::SortBuffer(k) => extra.sort.get_mut(k).map_or(0, write_ptr),
        })
        .collect()
}

/// How the rows of a fold or scan are shared out.
pub(crate) struct RowSplit {
    pub(crate) rows: usize,
    pub(crate) n: usize,
    /// Pieces per row (1: whole rows).
    pieces: usize,
    threads: usize,
}

pub(crate) fn split_rows(rows: usize, n: usize, threads: usize) -> RowSplit {
    // few long rows: cut each row into pieces of at least GRAIN elements, enough for every
    // thread to have a few
    let wanted = (threads * 4).div_ceil(rows.max(1));
    let pieces = if rows >= threads * 2 || n < 2 * GRAIN { 1 } else { wanted.min(n / GRAIN).max(1) };
    RowSplit { rows, n, pieces, threads }
}

impl RowSplit {
    fn row_chunks(&self) -> Vec<(i64, i64)> {
        let per = (GRAIN / self.n.max(1)).max(1).max(self.rows.div_ceil(self.threads * 4));
        (0..self.rows).step_by(per).map(|r| (r as i64, (r + per).min(self.rows) as i64)).collect()
    }

    /// `(row, j0, j1, partial index)` of every piece.
    fn pieces_of_rows(&self) -> Vec<(i64, i64, i64, i64)> {
        let len = self.n.div_ceil(self.pieces);
        let mut out = Vec::with_capacity(self.rows * self.pieces);
        for row in 0..self.rows {
            for k in 0..self.pieces {
                let (j0, j1) = ((k * len).min(self.n), ((k + 1) * len).min(self.n));
                out.push((row as i64, j0 as i64, j1 as i64, (row * self.pieces + k) as i64));
            }
        }
        out
    }
}

/// Every kernel of a plan, keyed by its address in the plan (which the executable owns and
/// never moves).
pub fn kernel_id(kernel: &Kernel) -> usize {
    kernel as *const Kernel as usize
}
