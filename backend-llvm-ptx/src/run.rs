//! Running compiled kernels on the GPU: the host evaluates extents, allocates outputs on the
//! device, passes each kernel its parameters ([`ParamLayout`] order) and queues its entry
//! points on the stream with a launch configuration for the work:
//!
//! - a stencil computed in register tiles: a warp per tile, every tile's warp launched, or
//!   as many as fit at once taking tiles in turn (see `systole_skeletons::grid`);
//! - element-wise kernels (generate, naive stencil, permute): blocks of 32 x (block / 32) threads
//!   over the two innermost dimensions (a warp along a row: coalesced), the grid's z over a
//!   rank-3 array's planes; each thread does [`ROWS_PER_THREAD`] rows (elements of a
//!   vector), which spreads its set-up (parameters, index arithmetic) over several elements;
//!   grid-stride loops cover what the grid does not;
//! - folds and scans: a warp per row when rows are many or short; otherwise each row is
//!   cut into pieces: a fold's about two per warp the device can hold at once, each at
//!   least `32 x TILE x 4` elements long; a scan's of about 32 KiB (`grid::chain_shape`),
//!   scanned in one pass, a block's piece held in shared memory (see
//!   `systole_skeletons::grid`).
//!
//! Host steps (loops, conditionals) are `systole_fusion::interp::execute`'s: only an
//! `awhile` condition or a value a shape depends on is read back to the host.

use std::collections::HashMap;
use std::sync::Arc;

use systole_frontend::array::{ArrayData, shape_size};
use systole_frontend::ir::Consumer;
use systole_frontend::{Error, Type};
use systole_fusion::Kernel;
use systole_fusion::interp::{Arrays, KernelRunner};
use systole_skeletons::Signature;
use systole_skeletons::grid::{FOLD_TILE, StencilSkeleton, TILE, chain_shape};
#[cfg(doc)]
use systole_skeletons::kernel::ParamLayout;
use systole_skeletons::kernel::{Entry, PERMUTE_LOCKS, ParamSlot, input_type, rows_of, stencil_bounds};

use crate::device::{Device, GpuArray, KernelFn, LoadedKernel};

/// A kernel ready to run: its code and how to pass its parameters.
pub(crate) struct PreparedKernel {
    pub(crate) sig: Signature,
    pub(crate) layout: Vec<ParamSlot>,
    pub(crate) code: Arc<LoadedKernel>,
    /// A stencil's skeleton (how it is launched).
    pub(crate) stencil: Option<StencilSkeleton>,
    /// Whether its elements follow a thread mapping (a 1D grid over each plane).
    pub(crate) mapped: bool,
}

/// Runs a plan's kernels on one device.
pub(crate) struct GpuRunner<'p> {
    pub(crate) device: &'p Arc<Device>,
    pub(crate) kernels: &'p HashMap<usize, PreparedKernel>,
}

/// What a kernel's parameters are made of (see [`ParamSlot`]).
#[derive(Default)]
struct Slots<'a> {
    read: &'a [Arc<GpuArray>],
    read_shapes: &'a [Vec<usize>],
    input_extents: &'a [Vec<usize>],
    out_extent: &'a [usize],
    outs: &'a [GpuArray],
    totals: Option<&'a GpuArray>,
    partial: Option<&'a GpuArray>,
    locks: u64,
    states: u64,
    lo: &'a [i64],
    hi: &'a [i64],
}

impl Slots<'_> {
    /// The kernel's parameters: the layout's slots, then the entry's `a` and `b`.
    fn params(&self, layout: &[ParamSlot], a: i64, b: i64) -> Vec<u64> {
        layout.iter().map(|slot| self.value(slot)).chain([a as u64, b as u64]).collect()
    }

    /// Whether every array a kernel of `layout` reads or writes starts at a multiple of
    /// `bytes`.
    fn arrays_aligned(&self, layout: &[ParamSlot], bytes: u64) -> bool {
        layout
            .iter()
            .filter(|slot| matches!(slot, ParamSlot::ArrayLeaf(..) | ParamSlot::OutputLeaf(..)))
            .all(|slot| self.value(slot) % bytes == 0)
    }

    /// What `slot` holds.
    fn value(&self, slot: &ParamSlot) -> u64 {
        let leaf = |g: &GpuArray, l: usize| g.leaves[l].ptr();
        match *slot {
            ParamSlot::ArrayExtent(k, d) => self.read_shapes[k][d] as u64,
            ParamSlot::ArrayLeaf(k, l) => leaf(&self.read[k], l),
            ParamSlot::InputExtent(i, d) => self.input_extents[i][d] as u64,
            ParamSlot::OutputExtent(d) => self.out_extent[d] as u64,
            ParamSlot::OutputLeaf(o, l) => leaf(&self.outs[o], l),
            ParamSlot::TotalsLeaf(l) => leaf(self.totals.expect("an exclusive scan's totals"), l),
            ParamSlot::PartialLeaf(l) => leaf(self.partial.expect("a partials buffer"), l),
            ParamSlot::Locks => self.locks,
            ParamSlot::PieceStates => self.states,
            ParamSlot::InteriorLo(d) => self.lo[d] as u64,
            ParamSlot::InteriorHi(d) => self.hi[d] as u64,
        }
    }
}

/// How many rows of an element-wise kernel's extent (elements of a rank-1 one) a thread
/// computes.
pub const ROWS_PER_THREAD: usize = 4;

/// How the rows of a fold are shared out among warps.
#[derive(Clone, Copy, Debug)]
struct RowSplit {
    /// Pieces per row (1: a warp per whole row, the `rows` entry).
    pieces: usize,
    /// Elements per piece (the last piece of a row may be shorter; none is empty).
    len: usize,
}

fn split_rows(rows: usize, n: usize, warps: usize) -> RowSplit {
    let tile = 32 * TILE.max(FOLD_TILE) as usize;
    if rows * 2 >= warps || n <= 4 * tile {
        return RowSplit { pieces: 1, len: n };
    }
    let wanted = (2 * warps).div_ceil(rows.max(1));
    let len = n.div_ceil(wanted).next_multiple_of(tile).max(4 * tile);
    RowSplit { pieces: n.div_ceil(len), len }
}

impl GpuRunner<'_> {
    fn out(&self, shape: Vec<usize>, elt: &Type, array: GpuArray) -> Result<Arc<ArrayData>, Error> {
        Ok(Arc::new(ArrayData::on_device(shape, elt.clone(), Arc::new(array))?))
    }

    /// Launches an element-wise entry over `extent` (see the module documentation); a
    /// `mapped` one (a thread mapping, rank 2 or 3) on a 1D grid over each plane, planes
    /// along the grid's y.
    fn elements(&self, f: &KernelFn, extent: &[usize], mapped: bool, params: &[u64]) -> Result<(), Error> {
        if extent.contains(&0) {
            return Ok(());
        }
        let cap = |v: usize, max: u32| v.min(max as usize).max(1) as u32;
        let (grid, block) = match extent {
            [outer @ .., ny, nx] if mapped => {
                let planes: usize = outer.iter().product();
                let blocks = (ny * nx).div_ceil(f.block as usize * ROWS_PER_THREAD);
                ((cap(blocks, i32::MAX as u32), cap(planes, 65535), 1), (f.block, 1, 1))
            }
            [] => ((1, 1, 1), (32, 1, 1)),
            [n] => {
                let blocks = n.div_ceil(f.block as usize * ROWS_PER_THREAD);
                ((cap(blocks, i32::MAX as u32), 1, 1), (f.block, 1, 1))
            }
            [outer @ .., ny, nx] => {
                let by = f.block / 32;
                // the grid's z covers every outer dimension, taken as one
                let nz: usize = outer.iter().product();
                let gy = ny.div_ceil(by as usize * ROWS_PER_THREAD);
                let grid = (cap(nx.div_ceil(32), i32::MAX as u32), cap(gy, 65535), cap(nz, 65535));
                (grid, (32, by, 1))
            }
        };
        self.device.launch(f, grid, block, params)
    }

    /// Launches a warp entry with one warp per item (at most as many as fit at once: the
    /// kernel's warp-stride loop takes the rest in turn).
    fn warps(&self, f: &KernelFn, items: usize, params: &[u64]) -> Result<(), Error> {
        self.launch_warps(f, items, Some((self.device.sms * f.per_sm) as usize), params)
    }

    /// Launches a warp entry with a warp for every item, at most `most_blocks` blocks of
    /// them (the kernel's warp-stride loop takes the rest).
    fn launch_warps(
        &self,
        f: &KernelFn,
        items: usize,
        most_blocks: Option<usize>,
        params: &[u64],
    ) -> Result<(), Error> {
        if items == 0 {
            return Ok(());
        }
        let most = most_blocks.unwrap_or(i32::MAX as usize);
        let blocks = (items * 32).div_ceil(f.block as usize).min(most).max(1);
        self.device.launch(f, (blocks as u32, 1, 1), (f.block, 1, 1), params)
    }

    /// The warps of `f` the device holds at once.
    fn capacity(&self, f: &KernelFn) -> usize {
        (self.device.sms * f.warps_per_sm()) as usize
    }
}

impl KernelRunner for GpuRunner<'_> {
    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error> {
        let prepared = self
            .kernels
            .get(&kernel_id(kernel))
            .ok_or_else(|| Error::Internal("a kernel that was not compiled".into()))?;
        let device = self.device;
        device.bind()?;
        let input_extents = arrays.input_extents(kernel)?;
        let host: Vec<&Arc<ArrayData>> =
            prepared.sig.arrays.iter().map(|&v| arrays.get(v)).collect::<Result<_, _>>()?;
        let read_shapes: Vec<Vec<usize>> = host.iter().map(|a| a.shape().to_vec()).collect();
        let read: Vec<Arc<GpuArray>> = host.iter().map(|a| device.resident(a)).collect::<Result<_, _>>()?;
        let code = &prepared.code;
        let layout = &prepared.layout;
        let mut slots = Slots {
            read: &read,
            read_shapes: &read_shapes,
            input_extents: &input_extents,
            ..Slots::default()
        };
        match kernel {
            Kernel::Generate { shape, outputs } => {
                let extent = arrays.shape(shape, "generate")?;
                let len = shape_size(&extent)?;
                let outs: Vec<GpuArray> = outputs
                    .iter()
                    .map(|f| device.alloc_array(f.result_type(), len))
                    .collect::<Result<_, _>>()?;
                slots.out_extent = &extent;
                slots.outs = &outs;
                let params = slots.params(layout, 0, 0);
                self.elements(code.entry(Entry::Elements), &extent, prepared.mapped, &params)?;
                outputs.iter().zip(outs).map(|(f, o)| self.out(extent.clone(), f.result_type(), o)).collect()
            }
            Kernel::Consumer(Consumer::Fold { seed, .. }) => {
                let in_shape = &input_extents[0];
                let (outer, n, rows) = rows_of(in_shape, seed.is_none())?;
                let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
                let outs = vec![device.alloc_array(&elt, rows)?];
                let split = split_rows(rows, n, self.capacity(code.entry(Entry::Segment)));
                let partial = device.alloc_array(&elt, rows * split.pieces)?;
                slots.outs = &outs;
                slots.partial = Some(&partial);
                if split.pieces == 1 {
                    self.warps(code.entry(Entry::Rows), rows, &slots.params(layout, 0, 0))?;
                } else {
                    let params = slots.params(layout, split.pieces as i64, split.len as i64);
                    self.warps(code.entry(Entry::Segment), rows * split.pieces, &params)?;
                    self.warps(code.entry(Entry::Finish), rows, &params)?;
                }
                let out = outs.into_iter().next().expect("one output");
                Ok(vec![self.out(outer.to_vec(), &elt, out)?])
            }
            Kernel::Consumer(Consumer::Scan { seed, .. }) => {
                let in_shape = &input_extents[0];
                let (outer, n, rows) = rows_of(in_shape, false)?;
                let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
                let outs = vec![device.alloc_array(&elt, rows * n)?];
                let totals = if seed.is_some() { Some(device.alloc_array(&elt, rows)?) } else { None };
                let chained = code.entry(Entry::Chained);
                // a piece per block, held in shared memory while the block looks back
                let shape = chain_shape(&elt);
                let (len, warps) = (shape.piece(), shape.warps as usize);
                let pieces =
                    if rows * 2 >= self.capacity(chained) || n <= 2 * len { 1 } else { n.div_ceil(len) };
                // a chained scan's pieces: each one's aggregate and inclusive prefix, the
                // counter and states, 8 bytes each: a state may be packed with its value
                // (the `rows` entry reads neither: no clearing launch)
                let chained_pieces = if pieces == 1 { 0 } else { rows * pieces };
                let partial = device.alloc_array(&elt, 2 * chained_pieces)?;
                let states = if chained_pieces > 0 {
                    Some(device.alloc_zeroed(8 * (1 + chained_pieces))?)
                } else {
                    None
                };
                slots.outs = &outs;
                slots.totals = totals.as_ref();
                slots.partial = Some(&partial);
                slots.states = states.as_ref().map_or(0, |s| s.ptr());
                if pieces == 1 {
                    self.warps(code.entry(Entry::Rows), rows, &slots.params(layout, 0, 0))?;
                } else if rows * pieces >= u32::MAX as usize {
                    return Err(Error::Backend {
                        backend: "gpu",
                        message: format!(
                            "a scan of {rows} rows of {n} elements has more pieces than a u32 counts"
                        ),
                    });
                } else {
                    let params = slots.params(layout, pieces as i64, len as i64);
                    self.warps(chained, rows * pieces * warps, &params)?;
                }
                let out = outs.into_iter().next().expect("one output");
                let mut result = vec![self.out(in_shape.clone(), &elt, out)?];
                if let Some(t) = totals {
                    result.push(self.out(outer.to_vec(), &elt, t)?);
                }
                Ok(result)
            }
            Kernel::Consumer(Consumer::Permute { defaults, .. }) => {
                let defaults = arrays.get(*defaults)?;
                let source = device.resident(defaults)?;
                let out_shape = defaults.shape().to_vec();
                let elt = defaults.elt().clone();
                let out = device.alloc_array(&elt, defaults.len())?;
                for (to, from) in out.leaves.iter().zip(&source.leaves) {
                    device.copy(to, from)?;
                }
                let locks = device.alloc_zeroed(PERMUTE_LOCKS * 4)?;
                let outs = vec![out];
                slots.out_extent = &out_shape;
                slots.outs = &outs;
                slots.locks = locks.ptr();
                if !out_shape.contains(&0) {
                    self.elements(
                        code.entry(Entry::Elements),
                        &input_extents[0],
                        false,
                        &slots.params(layout, 0, 0),
                    )?;
                }
                let out = outs.into_iter().next().expect("one output");
                Ok(vec![self.out(out_shape, &elt, out)?])
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                let (extent, lo, hi) = stencil_bounds(inputs, &input_extents)?;
                let outs = vec![device.alloc_array(f.result_type(), shape_size(&extent)?)?];
                slots.out_extent = &extent;
                slots.outs = &outs;
                slots.lo = &lo;
                slots.hi = &hi;
                match prepared.stencil.as_ref().filter(|s| s.tile().is_some()) {
                    // a warp per tile: every one launched, or as many as fit taking tiles
                    // in turn (see `RegisterTile::persistent`)
                    Some(skeleton) if !extent.contains(&0) => {
                        // SSAM's weights that are not constants: evaluated once on the device,
                        // then copied into the module's constant memory (`grid::WEIGHTS_GLOBAL`)
                        let _weights_in_use = code
                            .weights
                            .map(|_| code.weights_in_use.lock().unwrap_or_else(|p| p.into_inner()));
                        if let Some((global, bytes)) = code.weights {
                            let buffer = device.alloc(bytes)?;
                            let params = slots.params(layout, buffer.ptr() as i64, 0);
                            device.launch(code.entry(Entry::Weights), (1, 1, 1), (32, 1, 1), &params)?;
                            device.copy_to(global, &buffer, bytes)?;
                        }
                        // whole tiles where every buffer is aligned to 16 bytes (a lane's
                        // widest vector of inputs; the device's allocations are aligned to 256),
                        // the extents allow and they keep enough warps resident
                        // (`LoadedKernel::whole_tiles`); else the `elements` entry, whose tiles
                        // overlap by the halo (`RegisterTile::overlapping`)
                        let aligned = slots.arrays_aligned(layout, 16);
                        let entry =
                            skeleton.launch_entry(&extent, &input_extents, aligned && code.whole_tiles);
                        let walked = skeleton.walked_tile(entry).expect("a register tile");
                        let f = code.entry(entry);
                        let (columns, chunks) = walked.blocks(&extent);
                        let params = slots.params(layout, columns as i64, chunks as i64);
                        if walked.persistent {
                            self.warps(f, walked.tiles(&extent), &params)?;
                        } else {
                            self.launch_warps(f, walked.tiles(&extent), None, &params)?;
                        }
                    }
                    Some(_) => {}
                    None => self.elements(
                        code.entry(Entry::Elements),
                        &extent,
                        prepared.mapped,
                        &slots.params(layout, 0, 0),
                    )?,
                }
                let out = outs.into_iter().next().expect("one output");
                Ok(vec![self.out(extent, f.result_type(), out)?])
            }
        }
    }
}

/// Every kernel of a plan, keyed by its address in the plan (which the program owns and
/// never moves).
pub(crate) fn kernel_id(kernel: &Kernel) -> usize {
    kernel as *const Kernel as usize
}
