//! Running compiled kernels: the host evaluates extents, allocates outputs (fallibly:
//! `Error::OutOfMemory` before anything is allocated when they cannot be had), fills each
//! kernel's parameter block ([`ParamLayout`](systole_skeletons::kernel::ParamLayout)) and calls its entry points on chunks of the
//! index space from rayon's threads.
//!
//! Chunks are large (at least [`GRAIN`] elements) and a few per thread, so that scheduling
//! costs nothing next to the work and rayon can still balance uneven chunks. Folds and scans
//! of many rows split by rows; of few long rows, each row splits into pieces (a parallel
//! reduction, and the three-phase scan: reduce pieces, scan the pieces' totals, scan pieces
//! from their carry-in).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use systole_frontend::array::{ArrayData, Buffer, BufferCache, shape_size};
use systole_frontend::ir::{Consumer, Direction};
use systole_frontend::{Error, ScalarType, Type};
use systole_fusion::Kernel;
use systole_fusion::interp::{Arrays, KernelRunner};
use systole_skeletons::Signature;
use systole_skeletons::kernel::{
    Entry, EntryFn, PERMUTE_LOCKS, ParamSlot, input_type, rows_of, stencil_bounds,
};

use crate::jit::CompiledKernel;

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
    fn input_elt(&self) -> Type {
        let canonical = self.sig.canonical.inputs();
        input_type(canonical[0], &self.sig).0
    }
}

/// Memory given back by finished loop iterations, reused for new outputs of the same size.
#[derive(Default)]
pub struct BufferPool {
    free: Mutex<HashMap<(ScalarType, usize), Vec<Buffer>>>,
}

impl BufferPool {
    /// How many buffers of one size the pool keeps.
    const KEEP: usize = 8;

    fn take(&self, ty: ScalarType, len: usize, what: &str) -> Result<Buffer, Error> {
        let reused = self.free.lock().ok().and_then(|mut f| f.get_mut(&(ty, len)).and_then(Vec::pop));
        reused.map_or_else(|| fresh(ty, len, what), Ok)
    }

    fn give(&self, array: Arc<ArrayData>) {
        let Ok(array) = Arc::try_unwrap(array) else { return };
        if array.is_empty() {
            return;
        }
        let Some(buffers) = array.into_buffers() else { return };
        if let Ok(mut free) = self.free.lock() {
            for b in buffers {
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
    pub(crate) kernels: &'p HashMap<usize, PreparedKernel>,
    pub(crate) pool: &'p rayon::ThreadPool,
    pub(crate) buffers: &'p BufferPool,
}

/// A parameter block shared by the threads running one kernel.
#[derive(Clone, Copy)]
struct Block(*const u64);

// SAFETY: the block is read-only while the kernel runs, and outlives the parallel calls.
unsafe impl Send for Block {}
unsafe impl Sync for Block {}

impl Block {
    fn call(self, f: EntryFn, a: i64, b: i64, c: i64, d: i64) {
        // SAFETY: `f` was generated for this kernel's parameter layout, which the block
        // follows; the ranges passed lie inside the arrays it describes.
        unsafe { f(self.0, a, b, c, d) }
    }
}

/// Readable memory for the pointers of empty arrays (generated code may read an element of
/// an empty array where the interpreter would not, see `systole_skeletons::lower`).
static ZEROS: [u64; 4] = [0; 4];

fn read_ptr(b: &Buffer) -> u64 {
    if b.is_empty() { ZEROS.as_ptr() as u64 } else { b.as_bytes().as_ptr() as u64 }
}

/// A kernel's outputs while it runs.
struct Outputs {
    shape: Vec<usize>,
    elt: Type,
    buffers: Vec<Buffer>,
}

impl Outputs {
    fn into_array(self) -> Result<Arc<ArrayData>, Error> {
        Ok(Arc::new(ArrayData::new(self.shape, self.elt, self.buffers)?))
    }
}

impl CpuRunner<'_> {
    /// Buffers for an array of `shape` of `elt`s ([`Error::OutOfMemory`] when they cannot
    /// be had: checked before anything is allocated).
    fn alloc(&self, shape: Vec<usize>, elt: &Type) -> Result<Outputs, Error> {
        let len = shape_size(&shape)?;
        let what = format!("an array of shape {shape:?} of {elt}");
        let buffers =
            elt.leaves().into_iter().map(|t| self.buffers.take(t, len, &what)).collect::<Result<_, _>>()?;
        Ok(Outputs { shape, elt: elt.clone(), buffers })
    }

    /// Splits `0..total` into chunks and calls `entry(start, end, 0, 0)` on each in parallel.
    fn elements(&self, block: Block, f: EntryFn, total: usize) {
        let chunks = chunks(total, self.pool.current_num_threads());
        self.pool.install(|| {
            chunks.par_iter().for_each(|&(s, e)| block.call(f, s as i64, e as i64, 0, 0));
        });
    }
}

impl CpuRunner<'_> {
    /// The first phase of a fold or scan: whole rows (`Rows`) when the split keeps rows
    /// whole, and then `None`; otherwise every piece of every row reduced into its partial
    /// (`Segment`), and `Some(pieces per row)` for the phases that follow.
    fn rows_or_pieces(&self, block: Block, prepared: &PreparedKernel, split: &RowSplit) -> Option<i64> {
        if split.pieces == 1 {
            let f = prepared.code.entry(Entry::Rows);
            split.row_chunks().par_iter().for_each(|&(r0, r1)| block.call(f, r0, r1, 0, 0));
            return None;
        }
        let f = prepared.code.entry(Entry::Segment);
        split.pieces_of_rows().par_iter().for_each(|&(row, j0, j1, p)| block.call(f, row, j0, j1, p));
        Some(split.pieces as i64)
    }
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

    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error> {
        let prepared = self
            .kernels
            .get(&kernel_id(kernel))
            .ok_or_else(|| Error::Internal("a kernel that was not compiled".into()))?;
        let input_extents = arrays.input_extents(kernel)?;
        let read: Vec<Arc<ArrayData>> =
            prepared.sig.arrays.iter().map(|&v| arrays.get(v).cloned()).collect::<Result<_, _>>()?;
        let threads = self.pool.current_num_threads();
        match kernel {
            Kernel::Generate { shape, outputs } => {
                let extent = arrays.shape(shape, "generate")?;
                let mut outs: Vec<Outputs> = outputs
                    .iter()
                    .map(|f| self.alloc(extent.clone(), f.result_type()))
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
                let mut extra = Extra {
                    partial: self.alloc(vec![rows * split.pieces], &elt)?.buffers,
                    ..Extra::default()
                };
                let params = fill(prepared, &read, &input_extents, outer, &mut outs, &mut extra);
                let block = Block(params.as_ptr());
                self.pool.install(|| {
                    if let Some(pieces) = self.rows_or_pieces(block, prepared, &split) {
                        // the partials of each row, with the seed, into its output
                        let f = prepared.code.entry(Entry::Finish);
                        (0..rows as i64)
                            .into_par_iter()
                            .for_each(|row| block.call(f, row, row * pieces, row * pieces + pieces, 0));
                    }
                });
                outs.into_iter().map(Outputs::into_array).collect()
            }
            Kernel::Consumer(Consumer::Scan { seed, direction, .. }) => {
                let in_shape = &input_extents[0];
                let (outer, n, rows) = rows_of(in_shape, false)?;
                let elt = prepared.input_elt();
                let mut outs = vec![self.alloc(in_shape.clone(), &elt)?];
                let split = split_rows(rows, n, threads);
                let mut extra = Extra {
                    partial: self.alloc(vec![rows * split.pieces], &elt)?.buffers,
                    ..Extra::default()
                };
                if seed.is_some() {
                    extra.totals = self.alloc(outer.to_vec(), &elt)?.buffers;
                }
                let params = fill(prepared, &read, &input_extents, in_shape, &mut outs, &mut extra);
                let block = Block(params.as_ptr());
                self.pool.install(|| {
                    if let Some(k) = self.rows_or_pieces(block, prepared, &split) {
                        // the pieces' totals become carry-ins, then each piece is scanned
                        let f = prepared.code.entry(Entry::Carries);
                        (0..rows as i64)
                            .into_par_iter()
                            .for_each(|row| block.call(f, row, row * k, row * k + k, 0));
                        let f = prepared.code.entry(Entry::Scan);
                        let first = match direction {
                            Direction::Left => 0,
                            Direction::Right => k - 1,
                        };
                        split.pieces_of_rows().par_iter().for_each(|&(row, j0, j1, p)| {
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
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                let (extent, lo, hi) = stencil_bounds(inputs, &input_extents)?;
                let mut outs = vec![self.alloc(extent.clone(), f.result_type())?];
                let mut extra = Extra { interior: (lo, hi), ..Extra::default() };
                let params = fill(prepared, &read, &input_extents, &extent, &mut outs, &mut extra);
                self.elements(
                    Block(params.as_ptr()),
                    prepared.code.entry(Entry::Elements),
                    shape_size(&extent)?,
                );
                outs.into_iter().map(Outputs::into_array).collect()
            }
        }
    }
}

/// Parameters some kernels have beyond arrays and extents.
#[derive(Default)]
struct Extra {
    partial: Vec<Buffer>,
    totals: Vec<Buffer>,
    locks: Vec<u32>,
    interior: (Vec<i64>, Vec<i64>),
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
    let write_ptr = |b: &mut Buffer| if b.is_empty() { ZEROS.as_ptr() as u64 } else { b.as_mut_ptr() as u64 };
    prepared
        .layout
        .iter()
        .map(|slot| match *slot {
            ParamSlot::ArrayExtent(k, d) => read[k].shape()[d] as u64,
            ParamSlot::ArrayLeaf(k, l) => read_ptr(&read[k].buffers()[l]),
            ParamSlot::InputExtent(i, d) => input_extents[i][d] as u64,
            ParamSlot::OutputExtent(d) => out_extent[d] as u64,
            ParamSlot::OutputLeaf(o, l) => write_ptr(&mut outs[o].buffers[l]),
            ParamSlot::TotalsLeaf(l) => write_ptr(&mut extra.totals[l]),
            ParamSlot::PartialLeaf(l) => write_ptr(&mut extra.partial[l]),
            ParamSlot::Locks => extra.locks.as_mut_ptr() as u64,
            // the CPU's scans run three phases, not chained pieces
            ParamSlot::PieceStates => 0,
            ParamSlot::InteriorLo(d) => extra.interior.0[d] as u64,
            ParamSlot::InteriorHi(d) => extra.interior.1[d] as u64,
        })
        .collect()
}

/// How the rows of a fold or scan are shared out.
struct RowSplit {
    rows: usize,
    n: usize,
    /// Pieces per row (1: whole rows).
    pieces: usize,
    threads: usize,
}

fn split_rows(rows: usize, n: usize, threads: usize) -> RowSplit {
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
