//! Running compiled kernels on the GPU: the host evaluates extents, allocates outputs on the
//! device, passes each kernel its parameters ([`ParamLayout`] order) and queues its entry
//! points on the stream, with the grids [`crate::launch`] decides.
//!
//! Host steps (loops, conditionals) are `systole_fusion::interp::execute`'s: only an
//! `awhile` condition or a value a shape depends on is read back to the host. A loop runs
//! as one persistent kernel where it can (`run_iterate`, `run_awhile`), an `iterate` too
//! large for one as launches of a streaming kernel of several steps each (`run_stream`), else its later steps
//! are replayed as CUDA graphs where they can be (`run_loop`, [`crate::loops`]), their
//! kernels' buffers taken from the runner's arena while a step is recorded or captured.

mod compact;
mod fold_seg;

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use systole_frontend::Cancel;
use systole_frontend::array::{ArrayData, shape_size};
use systole_frontend::ir::{Consumer, Fun, StencilInput};
use systole_frontend::{Error, Type};
use systole_fusion::interp::{Arrays, KernelRunner, LoopRun};
use systole_fusion::{ArrayVar, Input, Kernel, Step};
use systole_skeletons::Signature;
use systole_skeletons::grid::{
    BandShape, GridOptions, HISTOGRAM_ITEMS, LoopStrategy, PARTIAL_EPOCHS, PersistentLoop, SHORT_ROW,
    SORT_BLOCK, SORT_STATE_HEADER, StencilSkeleton, Stream3Shape, StreamShape, TileShape, Until, chain_shape,
    sort_blocks_per_sm, sort_key_leaf, sort_tile,
};
#[cfg(doc)]
use systole_skeletons::kernel::ParamLayout;
use systole_skeletons::kernel::{
    Entry, PERMUTE_LOCKS, ParamSlot, SORT_DIGITS, input_type, rows_of, stencil_bounds,
};

use crate::device::{Device, DeviceBuffer, GpuArray, KernelFn, LoadedBand, LoadedKernel};
use crate::launch::{self, scan_pieces, split_rows, stencil_entry};
use crate::loops::Arena;

/// A kernel ready to run: its code and how to pass its parameters.
pub(crate) struct PreparedKernel {
    pub(crate) sig: Signature,
    pub(crate) layout: Vec<ParamSlot>,
    pub(crate) code: Arc<LoadedKernel>,
    /// A stencil's skeleton (how it is launched).
    pub(crate) stencil: Option<StencilSkeleton>,
    /// Whether its elements follow a thread mapping (a 1D grid over each plane).
    pub(crate) mapped: bool,
    /// A register tile's variants of shorter chunks for small domains, by chunk, once
    /// compiled ([`GpuRunner::shorter_chunks`]).
    pub(crate) shorter: std::sync::Mutex<Vec<(u32, Arc<ShorterTile>)>>,
}

/// A register tile of shorter chunks: its loaded code and its skeleton.
pub(crate) type ShorterTile = (Arc<LoadedKernel>, StencilSkeleton);

/// The most pairs of streaming launches one CUDA graph holds.
pub const STREAM_PAIRS_PER_GRAPH: u64 = 8;

/// A loop a persistent kernel runs: its form, its shape and its loaded kernel.
type Persistent<'l> = (&'l PersistentLoop, BandShape, Arc<LoadedBand>);

/// Runs a plan's kernels on one device.
pub(crate) struct GpuRunner<'p> {
    pub(crate) device: &'p Arc<Device>,
    pub(crate) kernels: &'p HashMap<usize, PreparedKernel>,
    /// The plan's loops a persistent kernel can run, by [`kernel_id`] of their step.
    pub(crate) loops: &'p HashMap<usize, PersistentLoop>,
    /// Whether each loop's steps can be replayed as CUDA graphs, or why not
    /// ([`crate::loops::graph_replay`]), by the address of its body.
    pub(crate) replayable: &'p HashMap<usize, Result<(), String>>,
    pub(crate) options: &'p GridOptions,
    /// Where kernels' buffers come from while a loop's step is recorded or captured
    /// (`crate::loops`); `None`: allocated.
    pub(crate) arena: RefCell<Option<Arena>>,
}

/// What a kernel's parameters are made of (see [`ParamSlot`]).
#[derive(Clone, Copy, Default)]
struct Slots<'a> {
    read: &'a [Arc<GpuArray>],
    read_shapes: &'a [Vec<usize>],
    input_extents: &'a [Vec<usize>],
    out_extent: &'a [usize],
    /// The extent of each output of a generate (its own, or the kernel's).
    out_extents: &'a [Vec<usize>],
    outs: &'a [GpuArray],
    totals: Option<&'a GpuArray>,
    partial: Option<&'a GpuArray>,
    locks: u64,
    states: u64,
    lo: &'a [i64],
    hi: &'a [i64],
    sort: [u64; 4],
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
    #[expect(
        clippy::expect_used,
        reason = "a layout has totals and partials slots only for the kernels given those buffers"
    )]
    fn value(&self, slot: &ParamSlot) -> u64 {
        let leaf = |g: &GpuArray, l: usize| g.leaves[l].ptr();
        match *slot {
            ParamSlot::ArrayExtent(k, d) => self.read_shapes[k][d] as u64,
            ParamSlot::ArrayLeaf(k, l) => leaf(&self.read[k], l),
            ParamSlot::InputExtent(i, d) => self.input_extents[i][d] as u64,
            ParamSlot::OutputExtent(d) => self.out_extent[d] as u64,
            ParamSlot::OwnExtent(o, d) => self.out_extents[o][d] as u64,
            ParamSlot::OutputLeaf(o, l) => leaf(&self.outs[o], l),
            ParamSlot::TotalsLeaf(l) => leaf(self.totals.expect("an exclusive scan's totals"), l),
            ParamSlot::PartialLeaf(l) => leaf(self.partial.expect("a partials buffer"), l),
            ParamSlot::Locks => self.locks,
            ParamSlot::PieceStates => self.states,
            ParamSlot::InteriorLo(d) => self.lo[d] as u64,
            ParamSlot::InteriorHi(d) => self.hi[d] as u64,
            ParamSlot::SortBuffer(k) => self.sort[k],
        }
    }
}

impl GpuRunner<'_> {
    /// A buffer of `bytes` bytes for a kernel: from the arena of a step recorded or
    /// captured, else allocated.
    fn alloc(&self, bytes: usize) -> Result<Arc<DeviceBuffer>, Error> {
        match self.arena.borrow_mut().as_mut() {
            Some(arena) => arena.take(self.device, bytes),
            None => Ok(Arc::new(self.device.alloc(bytes)?)),
        }
    }

    /// [`GpuRunner::alloc`], zeroed.
    fn alloc_zeroed(&self, bytes: usize) -> Result<Arc<DeviceBuffer>, Error> {
        let b = self.alloc(bytes)?;
        self.device.fill(&b, 0)?;
        Ok(b)
    }

    /// An array of `len` elements of `elt` for a kernel's results ([`GpuRunner::alloc`]).
    fn alloc_array(&self, elt: &Type, len: usize) -> Result<GpuArray, Error> {
        self.device.alloc_array_with(elt, len, |bytes| self.alloc(bytes))
    }

    fn out(&self, shape: Vec<usize>, elt: &Type, array: GpuArray) -> Result<Arc<ArrayData>, Error> {
        Ok(Arc::new(ArrayData::on_device(shape, elt.clone(), Arc::new(array))?))
    }

    /// Launches an element-wise entry over `extent` ([`launch::element_grid`]).
    fn elements(&self, f: &KernelFn, extent: &[usize], mapped: bool, params: &[u64]) -> Result<(), Error> {
        match launch::element_grid(extent, f.block, mapped) {
            Some((grid, block)) => self.device.launch(f, grid, block, params),
            None => Ok(()),
        }
    }

    /// Launches a warp entry with one warp per item (at most as many as fit at once: the
    /// kernel's warp-stride loop takes the rest in turn).
    fn warps(&self, f: &KernelFn, items: usize, params: &[u64]) -> Result<(), Error> {
        self.launch_warps(f, items, Some((self.device.sms * f.per_sm) as usize), params)
    }

    /// Launches a warp entry with a warp for every item, at most `most_blocks` blocks of
    /// them ([`launch::warp_blocks`]).
    fn launch_warps(
        &self,
        f: &KernelFn,
        items: usize,
        most_blocks: Option<usize>,
        params: &[u64],
    ) -> Result<(), Error> {
        match launch::warp_blocks(items, f.block, most_blocks) {
            Some(blocks) => self.device.launch(f, (blocks, 1, 1), (f.block, 1, 1), params),
            None => Ok(()),
        }
    }

    /// The warps of `f` the device holds at once.
    fn capacity(&self, f: &KernelFn) -> usize {
        (self.device.sms * f.warps_per_sm()) as usize
    }
}

impl KernelRunner for GpuRunner<'_> {
    fn defines_faults(&self) -> bool {
        true
    }

    fn run_iterate(
        &mut self,
        step: &Step,
        n: i64,
        state: &[Arc<ArrayData>],
        _arrays: &Arrays<'_>,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        if let Some(domain) = state.first()
            && domain.shape().len() == 3
        {
            let (lp, shape) = self.streaming3(step, domain)?;
            return Some(self.run_stream3(lp, shape, n, domain));
        }
        // a user's streaming shape runs where it fits, before a band
        if self.options.stream_shape().is_some()
            && let Some((lp, shape)) = self.streaming(step, &state[0])
        {
            return Some(self.run_stream(lp, shape, n, &state[0]));
        }
        match self.persistent(step, &state[0]) {
            Ok(Some((lp, shape, band))) => return Some(self.run_band(lp, shape, &band, n, &state[0])),
            Ok(None) => {}
            Err(e) => return Some(Err(e)),
        }
        let (lp, shape) = self.streaming(step, &state[0])?;
        Some(self.run_stream(lp, shape, n, &state[0]))
    }

    fn run_awhile(
        &mut self,
        step: &Step,
        state: &[Arc<ArrayData>],
        _arrays: &Arrays<'_>,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        let Step::Awhile { limit, .. } = step else { return None };
        let until = self.loops.get(&(step as *const Step as usize))?.until.as_ref()?;
        let domain = state.get(until.domain)?;
        if !until_shapes_hold(until, domain) {
            return None;
        }
        match self.persistent(step, domain) {
            Ok(Some((lp, shape, band))) => Some(self.run_band_until(lp, until, shape, &band, *limit, state)),
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }

    fn run_loop(
        &mut self,
        run: &LoopRun<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        self.replay_loop(run, state, arrays, cancel)
    }

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
        let slots = Slots {
            read: &read,
            read_shapes: &read_shapes,
            input_extents: &input_extents,
            ..Slots::default()
        };
        match kernel {
            Kernel::Generate { shape, outputs, extents } => {
                let extent = arrays.shape(shape, "generate")?;
                let own: Vec<Vec<usize>> = extents
                    .iter()
                    .map(|e| e.as_ref().map_or_else(|| Ok(extent.clone()), |e| arrays.shape(e, "generate")))
                    .collect::<Result<_, _>>()?;
                self.run_generate(prepared, outputs, extent, &own, slots)
            }
            Kernel::Consumer(Consumer::Fold { seed, .. }) => self.run_fold(prepared, seed.is_none(), slots),
            Kernel::Consumer(Consumer::Scan { seed, .. }) => self.run_scan(prepared, seed.is_some(), slots),
            Kernel::Consumer(Consumer::Permute { defaults, .. }) => {
                self.run_permute(prepared, arrays.get(*defaults)?, slots)
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                self.run_stencil(prepared, f.result_type(), inputs, slots)
            }
            Kernel::Consumer(Consumer::Compact { .. }) => self.run_compact(prepared, slots),
            Kernel::Consumer(Consumer::Sort { key, .. }) => self.run_sort(prepared, key, slots),
            Kernel::Consumer(Consumer::FoldSeg { offsets, .. }) => {
                self.run_fold_seg(prepared, prepared.sig.position(*offsets), slots)
            }
        }
    }
}

impl GpuRunner<'_> {
    /// The persistent kernel of `step`'s loop over `state`, its shape and its blocks, where
    /// the loop has one (see `systole_skeletons::grid::persistent_loop`), the backend's
    /// options allow it and the domain fits ([`BandShape::choose`]) and its blocks are
    /// resident at once; else `None`, and why (under `SYSTOLE_DUMP=launch`).
    fn persistent(&self, step: &Step, domain: &Arc<ArrayData>) -> Result<Option<Persistent<'_>>, Error> {
        if self.options.loops() == LoopStrategy::Host {
            return Ok(None);
        }
        let Some(lp) = self.loops.get(&(step as *const Step as usize)) else {
            return Ok(None);
        };
        let &[ny, nx] = domain.shape() else {
            return Ok(None);
        };
        let kind = if lp.until.is_some() { "awhile" } else { "iterate" };
        let why_not = |why: String| {
            if crate::compile::dumping("launch") {
                eprintln!("systole: {kind} of {ny} x {nx}: a host loop ({why})");
            }
            Ok(None)
        };
        if !self.device.cooperative {
            return why_not(format!("{} has no cooperative launch", self.device.name));
        }
        let sms = self.device.sms as usize;
        let user = self.options.steps_per_exchange();
        let shape = match BandShape::choose(lp, ny, nx, sms, user) {
            Ok(shape) => shape,
            // the user's steps between exchanges do not fit this domain: the backend's
            Err(why) if user.is_some() => {
                if crate::compile::dumping("launch") {
                    eprintln!(
                        "systole: {kind} of {ny} x {nx}: the backend's steps between exchanges ({why})"
                    );
                }
                match BandShape::choose(lp, ny, nx, sms, None) {
                    Ok(shape) => shape,
                    Err(why) => return why_not(why),
                }
            }
            Err(why) => return why_not(why),
        };
        let (band, compile) = self.device.band(
            lp,
            shape,
            self.options.unsynchronised_exchange(),
            self.options.fused_multiply_add(),
        )?;
        if crate::compile::dumping("compile") && compile.source == systole_skeletons::kernel::Source::Compiled
        {
            eprintln!("systole: gpu kernel {compile}");
        }
        let blocks = shape.blocks(ny);
        if blocks > band.per_sm as usize * sms {
            return why_not(format!("{blocks} blocks, and {} fit at once", band.per_sm as usize * sms));
        }
        Ok(Some((lp, shape, band)))
    }

    /// The streaming kernel's loop and shape for `step`'s loop over `domain`, where it has
    /// one (see `systole_skeletons::grid::StreamShape::choose`) and the options allow it;
    /// else `None`, and why (under `SYSTOLE_DUMP=launch`).
    fn streaming(&self, step: &Step, domain: &Arc<ArrayData>) -> Option<(&PersistentLoop, StreamShape)> {
        if self.options.loops() == LoopStrategy::Host {
            return None;
        }
        let lp = self.loops.get(&(step as *const Step as usize))?;
        let &[ny, nx] = domain.shape() else { return None };
        match StreamShape::choose(lp, ny, nx, self.device.sms as usize, self.options.stream_shape()) {
            Ok(shape) => Some((lp, shape)),
            Err(why) => {
                if crate::compile::dumping("launch") {
                    eprintln!("systole: iterate of {ny} x {nx}: not streamed ({why})");
                }
                None
            }
        }
    }

    /// The 3D streaming kernel's loop and shape for `step`'s loop over `domain` (of rank
    /// 3), where it has one (see `systole_skeletons::grid::Stream3Shape::choose`) and the
    /// options allow it; else `None`, and why (under `SYSTOLE_DUMP=launch`).
    fn streaming3(&self, step: &Step, domain: &Arc<ArrayData>) -> Option<(&PersistentLoop, Stream3Shape)> {
        if self.options.loops() == LoopStrategy::Host {
            return None;
        }
        let lp = self.loops.get(&(step as *const Step as usize))?;
        let &[nz, ny, nx] = domain.shape() else { return None };
        let sms = self.device.sms as usize;
        match Stream3Shape::choose(lp, [nz, ny, nx], sms, self.options.stream3_shape()) {
            Ok(shape) => Some((lp, shape)),
            Err(why) => {
                if crate::compile::dumping("launch") {
                    eprintln!("systole: iterate of {nz} x {ny} x {nx}: not streamed ({why})");
                }
                None
            }
        }
    }

    /// Runs `n` steps of a loop from `array` as launches of a streaming kernel of
    /// `shape.steps` steps each (`n / K` of them), then one of the `n % K` steps left
    /// ([`GpuRunner::run_launches`]).
    fn run_stream(
        &self,
        lp: &PersistentLoop,
        shape: StreamShape,
        n: i64,
        array: &Arc<ArrayData>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let (ny, nx) = (array.shape()[0], array.shape()[1]);
        let kernel = |steps: u32| {
            let s = shape.with_steps(steps);
            let (f, compile) = self.device.stream_kernel(lp, s, self.options.fused_multiply_add())?;
            let params = vec![ny as u64, nx as u64, s.strips(lp, nx) as u64, s.chunks(ny) as u64];
            Ok((f, compile, s.blocks(lp, ny, nx) as u32, params))
        };
        self.run_launches(shape.steps, &shape.to_string(), n, array, &kernel)
    }

    /// Runs `n` steps of a loop of a 3D stencil from `array` as launches of the 3D streaming
    /// kernel ([`GpuRunner::run_launches`]).
    fn run_stream3(
        &self,
        lp: &PersistentLoop,
        shape: Stream3Shape,
        n: i64,
        array: &Arc<ArrayData>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let &[nz, ny, nx] = array.shape() else {
            return Err(Error::Internal("a 3D streaming kernel of a domain not of rank 3".into()));
        };
        let kernel = |steps: u32| {
            let s = shape.with_steps(steps);
            let (f, compile) = self.device.stream3_kernel(lp, s, self.options.fused_multiply_add())?;
            let [tx, ty, chunks] = s.grid(lp, [nz, ny, nx]);
            let params = [nz, ny, nx, tx, ty, chunks].map(|v| v as u64).to_vec();
            Ok((f, compile, s.blocks(lp, [nz, ny, nx]) as u32, params))
        };
        self.run_launches(shape.steps, &format!("3D, {shape}"), n, array, &kernel)
    }

    /// Runs `n` steps of a loop from `array` as launches of `kernel(K)` of `k` steps each
    /// (`n / k` of them), then one of `kernel(n % k)`, ping-ponging between two buffers; the
    /// launches after the first replayed as CUDA graphs of [`STREAM_PAIRS_PER_GRAPH`] pairs
    /// where graphs are allowed. `kernel(steps)` gives the loaded kernel of `steps` steps,
    /// its blocks and its parameters after the two buffers.
    #[allow(clippy::type_complexity)]
    fn run_launches(
        &self,
        k: u32,
        shape: &str,
        n: i64,
        array: &Arc<ArrayData>,
        kernel: &dyn Fn(
            u32,
        ) -> Result<
            (Arc<LoadedBand>, systole_skeletons::kernel::KernelCompile, u32, Vec<u64>),
            Error,
        >,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let device = self.device;
        let extent = array.shape().to_vec();
        let cells: usize = extent.iter().product();
        let n = n.max(0) as u64;
        if n == 0 || cells == 0 {
            return Ok(vec![array.clone()]);
        }
        let elt = array.elt().clone();
        let k = u64::from(k);
        let (launches, rest) = (n / k, n % k);
        let mut kernels = vec![];
        for (steps, used) in [(k, launches > 0), (rest, rest > 0)] {
            if used {
                let (f, compile, blocks, params) = kernel(steps as u32)?;
                if crate::compile::dumping("compile")
                    && compile.source == systole_skeletons::kernel::Source::Compiled
                {
                    eprintln!("systole: gpu kernel {compile}");
                }
                kernels.push((f, blocks, params));
            }
        }
        if crate::compile::dumping("launch") {
            let extent: Vec<String> = extent.iter().map(|e| e.to_string()).collect();
            eprintln!(
                "systole: iterate of {}: {n} steps streamed ({shape}): {launches} launches{}",
                extent.join(" x "),
                if rest > 0 { format!(" and one of {rest} steps") } else { String::new() }
            );
        }
        let input = device.resident(array)?;
        let buffers = [device.alloc_array(&elt, cells)?, device.alloc_array(&elt, cells)?];
        let ptr = |i: usize| buffers[i].leaves[0].ptr();
        let launch = |(f, blocks, rest): &(Arc<LoadedBand>, u32, Vec<u64>), from: u64, to: u64| {
            let mut params = vec![from, to];
            params.extend(rest);
            device.launch_loaded(f, *blocks, &params)
        };
        // the first launch reads the input; then buffer 0 -> 1 -> 0 ...
        let mut at = 0;
        let mut from = input.leaves[0].ptr();
        let mut left = launches;
        if left > 0 {
            launch(&kernels[0], from, ptr(0))?;
            (from, left) = (ptr(0), left - 1);
            let pairs = left / 2;
            let per_graph = pairs.min(STREAM_PAIRS_PER_GRAPH);
            let graph = match per_graph >= 2 && self.options.graphs() && crate::loops::graphs_allowed() {
                true => {
                    let captured = device.capture(|| {
                        for _ in 0..per_graph {
                            launch(&kernels[0], ptr(0), ptr(1))?;
                            launch(&kernels[0], ptr(1), ptr(0))?;
                        }
                        Ok(())
                    });
                    match captured {
                        Ok((mut graph, ())) => {
                            graph.hold(buffers.iter().flat_map(|b| b.leaves.iter().cloned()));
                            Some(graph)
                        }
                        Err(why) => {
                            if crate::compile::dumping("launch") {
                                eprintln!("systole: iterate: streaming launches not captured ({why})");
                            }
                            None
                        }
                    }
                }
                false => None,
            };
            if let Some(graph) = graph {
                for _ in 0..pairs / per_graph {
                    graph.launch()?;
                }
                left -= pairs / per_graph * per_graph * 2;
            }
            for _ in 0..left {
                launch(&kernels[0], from, ptr(1 - at))?;
                at = 1 - at;
                from = ptr(at);
            }
        }
        if rest > 0 {
            let last = kernels.last().ok_or_else(|| Error::Internal("no streaming kernel".into()))?;
            launch(last, from, ptr(1 - at))?;
            at = 1 - at;
        }
        let [a, b] = buffers;
        let out = if at == 0 { a } else { b };
        Ok(vec![self.out(extent, &elt, out)?])
    }

    /// Runs `n` steps of a loop from `array` as one persistent kernel (a cooperative launch
    /// of `shape`'s blocks).
    fn run_band(
        &self,
        lp: &PersistentLoop,
        shape: BandShape,
        band: &LoadedBand,
        n: i64,
        array: &Arc<ArrayData>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let device = self.device;
        let (ny, nx) = (array.shape()[0], array.shape()[1]);
        let elt = array.elt().clone();
        let input = device.resident(array)?;
        let out = device.alloc_array(&elt, ny * nx)?;
        let (exchange, flags) = self.band_buffers(lp, shape, ny, nx)?;
        let params = band_params(&input, &out, &exchange, &flags, [ny, nx], n.max(0) as u64);
        device.launch_cooperative(band, shape.blocks(ny) as u32, &params)?;
        Ok(vec![self.out(vec![ny, nx], &elt, out)?])
    }

    /// Runs an `awhile` from `state` as one persistent kernel that computes its condition
    /// after every step (a cooperative launch of `shape`'s blocks, see
    /// `systole_skeletons::grid::persistent_awhile`); with a `limit`, reads back whether the
    /// condition still held after it (`Error::StepLimit`, as the host loop says it).
    fn run_band_until(
        &self,
        lp: &PersistentLoop,
        until: &Until,
        shape: BandShape,
        band: &LoadedBand,
        limit: Option<u64>,
        state: &[Arc<ArrayData>],
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let device = self.device;
        let (domain, change) = (&state[until.domain], &state[1 - until.domain]);
        let (ny, nx) = (domain.shape()[0], domain.shape()[1]);
        let elt = domain.elt().clone();
        let input = device.resident(domain)?;
        let change_in = device.resident(change)?;
        let out = device.alloc_array(&elt, ny * nx)?;
        let change_out = device.alloc_array(change.elt(), 1)?;
        let blocks = shape.blocks(ny);
        let k = shape.steps as usize;
        let (exchange, flags) = self.band_buffers(lp, shape, ny, nx)?;
        let partials =
            device.alloc(PARTIAL_EPOCHS * k * systole_skeletons::grid::partial_slots(blocks) * 8)?;
        // the rows each block starts an epoch from, two epochs of them (with more than one
        // step an exchange: with one, the kernel saves none)
        let saved = device.alloc(if k > 1 {
            2 * blocks * shape.held(lp) as usize * shape.held_columns() as usize * lp.elt.size_bytes()
        } else {
            0
        })?;
        let i64s = Type::Scalar(systole_frontend::ScalarType::I64);
        let control = device.alloc_array(&i64s, 2)?;
        let limit_param = limit.map_or(i64::MAX, |l| l.min(i64::MAX as u64) as i64) as u64;
        let mut params = band_params(&input, &out, &exchange, &flags, [ny, nx], limit_param).to_vec();
        params.extend([
            change_in.leaves[0].ptr(),
            change_out.leaves[0].ptr(),
            partials.ptr(),
            control.leaves[0].ptr(),
            saved.ptr(),
        ]);
        device.launch_cooperative(band, blocks as u32, &params)?;
        if let Some(limit) = limit {
            let control = ArrayData::on_device(vec![2], i64s, Arc::new(control))?;
            let [steps, holds] = [0, 1].map(|i| control.try_buffers().map(|b| b[0].get(i).to_i64()));
            if holds? != 0 {
                systole_frontend::interp::awhile_step(Some(limit), steps? as u64)?;
            }
        }
        let mut result =
            vec![self.out(vec![ny, nx], &elt, out)?, self.out(vec![], change.elt(), change_out)?];
        if until.domain == 1 {
            result.reverse();
        }
        Ok(result)
    }

    /// A band kernel's buffers for a domain of `ny x nx` (see `band_module`): the exchange
    /// of halo rows (two epochs) and the blocks' zeroed flags (the rows', then an
    /// `awhile`'s partials').
    fn band_buffers(
        &self,
        lp: &PersistentLoop,
        shape: BandShape,
        ny: usize,
        nx: usize,
    ) -> Result<(DeviceBuffer, DeviceBuffer), Error> {
        let blocks = shape.blocks(ny);
        let halo_rows = shape.steps as usize * (lp.below[0] + lp.above[0]) as usize;
        // (rows of the columns the block's threads hold: `nx`, and more with overlapping warps)
        let width = (shape.held_columns() as usize).max(nx);
        let exchange = self.device.alloc(2 * blocks * halo_rows * width * lp.elt.size_bytes())?;
        // (two flags a block, the rows' and an awhile's partials', each as many as partials'
        // slots: an awhile's wait reads past the last block)
        let flags = self.device.alloc_zeroed(2 * 4 * systole_skeletons::grid::partial_slots(blocks))?;
        Ok((exchange, flags))
    }

    /// An element-wise kernel of `outputs` over `extent`, output `o` of extent `own[o]`.
    fn run_generate(
        &self,
        prepared: &PreparedKernel,
        outputs: &[Fun<ArrayVar>],
        extent: Vec<usize>,
        own: &[Vec<usize>],
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let outs: Vec<GpuArray> = outputs
            .iter()
            .zip(own)
            .map(|(f, e)| self.alloc_array(f.result_type(), shape_size(e)?))
            .collect::<Result<_, _>>()?;
        slots.out_extent = &extent;
        slots.out_extents = own;
        slots.outs = &outs;
        let params = slots.params(&prepared.layout, 0, 0);
        self.elements(prepared.code.entry(Entry::Elements)?, &extent, prepared.mapped, &params)?;
        outputs.iter().zip(outs).zip(own).map(|((f, o), e)| self.out(e.clone(), f.result_type(), o)).collect()
    }

    /// A fold (`fold1`: without a seed) along the innermost dimension: a warp per row (a
    /// thread per row of at most [`SHORT_ROW`] elements), or pieces of long rows
    /// ([`split_rows`]), each row finished by the warp of its last piece
    /// ([`Device::fold_counters`]; one kernel), or, for rows of more than
    /// [`launch::ONE_PASS_PIECES`] pieces or more rows than counters, their partials folded
    /// by a second kernel.
    fn run_fold(
        &self,
        prepared: &PreparedKernel,
        fold1: bool,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let (code, layout) = (&prepared.code, &prepared.layout);
        let (outer, n, rows) = rows_of(&base.input_extents[0], fold1)?;
        let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
        let outs = vec![self.alloc_array(&elt, rows)?];
        let split = split_rows(rows, n, self.capacity(code.entry(Entry::Segment)?));
        let partial = self.alloc_array(&elt, rows * split.pieces)?;
        slots.outs = &outs;
        slots.partial = Some(&partial);
        if split.pieces == 1 {
            // short rows take a thread each, 32 to a warp
            let warps = if n <= SHORT_ROW as usize { rows.div_ceil(32) } else { rows };
            self.warps(code.entry(Entry::Rows)?, warps, &slots.params(layout, 0, 0))?;
        } else {
            // one pass where the device's counters cover the rows: the warp of a row's last
            // piece finishes the row
            let one_pass = split.pieces <= launch::ONE_PASS_PIECES;
            slots.states = if one_pass { self.device.fold_counters(rows) } else { 0 };
            let params = slots.params(layout, split.pieces as i64, split.len as i64);
            if slots.states == 0 {
                self.warps(code.entry(Entry::Segment)?, rows * split.pieces, &params)?;
                self.warps(code.entry(Entry::Finish)?, rows, &params)?;
            } else {
                // the pieces of the two kernels' split (sized by `segment`'s occupancy, not
                // by this entry's, which takes more registers): the same partials, the same
                // result; this entry's own occupancy bounds its blocks
                self.warps(code.entry(Entry::OnePass)?, rows * split.pieces, &params)?;
            }
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        Ok(vec![self.out(outer.to_vec(), &elt, out)?])
    }

    /// A scan along the innermost dimension (`exclusive`: with a seed, and the rows'
    /// totals): a warp per row, or a chained scan of long rows' pieces ([`scan_pieces`]).
    fn run_scan(
        &self,
        prepared: &PreparedKernel,
        exclusive: bool,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let (code, layout) = (&prepared.code, &prepared.layout);
        let in_shape = &base.input_extents[0];
        let (outer, n, rows) = rows_of(in_shape, false)?;
        let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
        let outs = vec![self.alloc_array(&elt, rows * n)?];
        let totals = if exclusive { Some(self.alloc_array(&elt, rows)?) } else { None };
        let chained = code.entry(Entry::Chained)?;
        // a piece per block, held in shared memory while the block looks back
        let shape = chain_shape(&elt);
        let pieces = scan_pieces(rows, n, self.capacity(chained), &shape);
        // a chained scan's pieces: each one's aggregate and inclusive prefix, the
        // counter and states, 8 bytes each: a state may be packed with its value
        // (the `rows` entry reads neither: no clearing launch)
        let chained_pieces = if pieces == 1 { 0 } else { rows * pieces };
        let partial = self.alloc_array(&elt, 2 * chained_pieces)?;
        let states =
            if chained_pieces > 0 { Some(self.alloc_zeroed(8 * (1 + chained_pieces))?) } else { None };
        slots.outs = &outs;
        slots.totals = totals.as_ref();
        slots.partial = Some(&partial);
        slots.states = states.as_ref().map_or(0, |s| s.ptr());
        if pieces == 1 {
            self.warps(code.entry(Entry::Rows)?, rows, &slots.params(layout, 0, 0))?;
        } else if rows * pieces >= u32::MAX as usize {
            return Err(Error::Backend {
                backend: "gpu",
                message: format!("a scan of {rows} rows of {n} elements has more pieces than a u32 counts"),
            });
        } else {
            let params = slots.params(layout, pieces as i64, shape.piece() as i64);
            self.warps(chained, rows * pieces * shape.warps as usize, &params)?;
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        let mut result = vec![self.out(in_shape.clone(), &elt, out)?];
        if let Some(t) = totals {
            result.push(self.out(outer.to_vec(), &elt, t)?);
        }
        Ok(result)
    }

    /// A sort (see `systole_skeletons::grid::sort`): every digit's counts of the input's
    /// radices, read back to skip the digits that never vary and turned into offsets, then
    /// a pass per digit, the first reading the (fused) input, each writing one pair of
    /// buffers and the next reading it; with no pass, the elements as they are.
    /// Where the key is a leaf of the elements (`sort` of unsigned integers, or by an
    /// unsigned leaf) that leaf does not move; the last pass writes it from the radices.
    fn run_sort(
        &self,
        prepared: &PreparedKernel,
        key: &Fun<ArrayVar>,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let (device, code, layout) = (self.device, &prepared.code, &prepared.layout);
        let n = base.input_extents[0][0];
        if n >= u32::MAX as usize {
            return Err(Error::Backend {
                backend: "gpu",
                message: format!("a sort of {n} elements: the GPU's sort counts in 32 bits"),
            });
        }
        let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
        let radix = key.result_type().as_scalar().unwrap_or(systole_frontend::ScalarType::U64);
        let key_leaf = sort_key_leaf(key, &elt);
        let digits = radix.size_bytes();
        let keys = [self.alloc(n * digits)?, self.alloc(n * digits)?];
        let counts = self.alloc_zeroed(digits * SORT_DIGITS * 4)?;
        let tiles = n.div_ceil(sort_tile(key, &elt) as usize);
        let states = self.alloc_zeroed(SORT_STATE_HEADER + tiles * SORT_DIGITS * 8)?;
        slots.sort = [keys[0].ptr(), keys[1].ptr(), counts.ptr(), states.ptr()];
        // the histogram writes no elements: they are allocated once the passes are known
        let none = vec![self.alloc_array(&elt, 0)?, self.alloc_array(&elt, 0)?];
        slots.outs = &none;
        let mut passes = Vec::new();
        if n > 1 {
            // as many blocks as the multiprocessors hold at once (each takes chunks in turn)
            let resident = device.sms as usize * sort_blocks_per_sm(key, &elt) as usize;
            let blocks = n.div_ceil((SORT_BLOCK * HISTOGRAM_ITEMS) as usize).min(resident).max(1) as u32;
            let params = slots.params(layout, 0, 0);
            device.launch(code.entry(Entry::Histogram)?, (blocks, 1, 1), (SORT_BLOCK, 1, 1), &params)?;
            let mut words = vec![0u32; digits * SORT_DIGITS];
            device.read_u32s(counts.ptr(), &mut words)?;
            for d in 0..digits {
                let digit = &mut words[d * SORT_DIGITS..(d + 1) * SORT_DIGITS];
                if !digit.contains(&(n as u32)) {
                    passes.push(d);
                }
                let mut at = 0u32;
                for c in digit.iter_mut() {
                    (*c, at) = (at, at + *c);
                }
            }
            device.write_u32s(counts.ptr(), &words)?;
        }
        // pass k writes buffers k % 2 (with no pass, the elements go to buffers 0); where
        // only the key's leaf moves (`sort` of unsigned integers) the other buffers stay
        // empty
        let result = passes.len().saturating_sub(1) % 2;
        let only_key = key_leaf.is_some() && elt.leaves().len() == 1;
        let len = |o: usize| if only_key && o != result { 0 } else { n };
        let outs = vec![self.alloc_array(&elt, len(0))?, self.alloc_array(&elt, len(1))?];
        slots.outs = &outs;
        if passes.is_empty() && n > 0 {
            self.elements(code.entry(Entry::Elements)?, &[n], false, &slots.params(layout, 0, 0))?;
        }
        let digit = code.entry(Entry::Digit)?;
        for (ordinal, &d) in passes.iter().enumerate() {
            let last = if ordinal + 1 == passes.len() { 0x100 } else { 0 };
            let params = slots.params(layout, 8 * d as i64, ordinal as i64 | last);
            device.launch(digit, (tiles as u32, 1, 1), (SORT_BLOCK, 1, 1), &params)?;
        }
        let out = outs
            .into_iter()
            .nth(result)
            .ok_or_else(|| Error::Internal("a sort without its output".into()))?;
        Ok(vec![self.out(vec![n], &elt, out)?])
    }

    /// A permute: the defaults copied, then an element-wise launch over the input that
    /// combines into them.
    fn run_permute(
        &self,
        prepared: &PreparedKernel,
        defaults: &Arc<ArrayData>,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let device = self.device;
        let source = device.resident(defaults)?;
        let out_shape = defaults.shape().to_vec();
        let elt = defaults.elt().clone();
        let out = self.alloc_array(&elt, defaults.len())?;
        for (to, from) in out.leaves.iter().zip(&source.leaves) {
            device.copy(to, from)?;
        }
        let locks = self.alloc_zeroed(PERMUTE_LOCKS * 4)?;
        let outs = vec![out];
        slots.out_extent = &out_shape;
        slots.outs = &outs;
        slots.locks = locks.ptr();
        if !out_shape.contains(&0) {
            let params = slots.params(&prepared.layout, 0, 0);
            self.elements(prepared.code.entry(Entry::Elements)?, &slots.input_extents[0], false, &params)?;
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        Ok(vec![self.out(out_shape, &elt, out)?])
    }

    /// The code and skeleton of a register tile of shorter chunks, for a domain of `extent`
    /// cut into few tiles ([`launch::small_domain_chunk`]; compiled at the first such run, then
    /// found in the kernel cache). `None` for a large enough domain, a tile the user chose
    /// (`GridOptions::with_tile_shape`), a tile whose warps take tiles in turn, or any other
    /// skeleton.
    fn shorter_chunks(
        &self,
        prepared: &PreparedKernel,
        extent: &[usize],
    ) -> Result<Option<Arc<ShorterTile>>, Error> {
        let Some(tile) = prepared.stencil.as_ref().and_then(|s| s.tile()) else { return Ok(None) };
        if self.options.tile_shape().is_some() || tile.persistent || extent.contains(&0) {
            return Ok(None);
        }
        let chunk = launch::small_domain_chunk(tile, extent, self.device.sms);
        if chunk == tile.chunk {
            return Ok(None);
        }
        // found again at every launch of the domain (a loop's steps): looked up, not keyed,
        // described and compiled again
        let found = |cache: &[(u32, Arc<ShorterTile>)]| {
            cache.iter().find(|(c, _)| *c == chunk).map(|(_, t)| t.clone())
        };
        if let Some(t) = found(&prepared.shorter.lock().unwrap_or_else(|p| p.into_inner())) {
            return Ok(Some(t));
        }
        let shape = TileShape::new(tile.step, chunk, tile.block)?.with_columns(tile.columns)?;
        let options = self.options.clone().with_tile_shape(Some(shape));
        let Some(skeleton) = options.stencil_skeleton(&prepared.sig) else { return Ok(None) };
        let (code, _) = self.device.kernel(&prepared.sig, &options)?;
        let mut cache = prepared.shorter.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(t) = found(&cache) {
            return Ok(Some(t));
        }
        let t = Arc::new((code, skeleton));
        cache.push((chunk, t.clone()));
        Ok(Some(t))
    }

    /// A stencil whose result is of type `elt`: its register tile's entry (a warp per
    /// tile, or as many as fit taking tiles in turn, see `RegisterTile::persistent`), after
    /// SSAM's weights where they are not constants; else the naive skeleton's elements.
    fn run_stencil(
        &self,
        prepared: &PreparedKernel,
        elt: &Type,
        inputs: &[StencilInput<Input>],
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let (extent, lo, hi) = stencil_bounds(inputs, slots.input_extents)?;
        let shorter = self.shorter_chunks(prepared, &extent)?;
        let (code, stencil) = match shorter.as_deref() {
            Some((code, skeleton)) => (code, Some(skeleton)),
            None => (&prepared.code, prepared.stencil.as_ref()),
        };
        let (device, layout) = (self.device, &prepared.layout);
        let outs = vec![self.alloc_array(elt, shape_size(&extent)?)?];
        slots.out_extent = &extent;
        slots.outs = &outs;
        slots.lo = &lo;
        slots.hi = &hi;
        // SSAM's weights that are not constants, and a shared window's table: evaluated once
        // on the device, then copied into the module's constant memory
        // (`grid::WEIGHTS_GLOBAL`), held until the stencil's launch is queued
        let stage_weights = || -> Result<_, Error> {
            // (a graph's replay would copy into the module's constant memory without the
            // lock that keeps two threads' weights apart)
            if code.weights.is_some() {
                device.not_capturing("a stencil's weights staged in its module's constant memory")?;
            }
            let in_use = code.weights.map(|_| code.weights_in_use.lock().unwrap_or_else(|p| p.into_inner()));
            if let Some((global, bytes)) = code.weights {
                let buffer = self.alloc(bytes)?;
                let params = slots.params(layout, buffer.ptr() as i64, 0);
                device.launch(code.entry(Entry::Weights)?, (1, 1, 1), (32, 1, 1), &params)?;
                device.copy_to(global, &buffer, bytes)?;
            }
            Ok(in_use)
        };
        if let Some(StencilSkeleton::Window(window)) = stencil {
            if let [ny, nx] = extent[..]
                && let Some((grid, block)) = window.launch([ny, nx])
            {
                let _weights_in_use = stage_weights()?;
                let params = slots.params(layout, 0, 0);
                device.launch(code.entry(Entry::Elements)?, grid, block, &params)?;
            }
            let out = outs
                .into_iter()
                .next()
                .ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
            return Ok(vec![self.out(extent, elt, out)?]);
        }
        match stencil.filter(|s| s.tile().is_some()) {
            Some(skeleton) if !extent.contains(&0) => {
                let _weights_in_use = stage_weights()?;
                // whole tiles where every buffer is aligned to 16 bytes (a lane's widest
                // vector of inputs; the device's allocations are aligned to 256), the
                // extents allow and they keep enough warps resident (see `launch`); else
                // the `elements` entry, whose tiles overlap by the halo
                let aligned = slots.arrays_aligned(layout, 16);
                let may_take_whole = aligned && code.whole_tiles.taken;
                let entry = stencil_entry(skeleton, &extent, slots.input_extents, may_take_whole);
                let walked = skeleton.walked_tile(entry).ok_or_else(|| {
                    Error::Internal(format!("{entry:?}: an entry of a register tile without one"))
                })?;
                let f = code.entry(entry)?;
                let (columns, chunks) = walked.blocks(&extent);
                let params = slots.params(layout, columns as i64, chunks as i64);
                if walked.persistent {
                    self.warps(f, walked.tiles(&extent), &params)?;
                } else {
                    self.launch_warps(f, walked.tiles(&extent), None, &params)?;
                }
            }
            Some(_) => {}
            None => {
                // a huge stencil's padded copies of its inputs, written first (`Pad`, its
                // `b` the input), then read by `Elements`, each at the address of its `a`;
                // freed once both are queued
                let padded = match stencil {
                    Some(StencilSkeleton::Naive { padding: Some(padding), .. }) if !extent.contains(&0) => {
                        let inputs = slots.input_extents;
                        let bytes = padding.bytes(inputs);
                        let too_large = || Error::OutOfMemory {
                            bytes,
                            what: format!("the padded copies of a stencil's inputs of extents {inputs:?}"),
                        };
                        let buffer = self.alloc(usize::try_from(bytes).map_err(|_| too_large())?)?;
                        for (i, input) in inputs.iter().enumerate() {
                            let copy = padding.extent(i, input).ok_or_else(too_large)?;
                            let params = slots.params(layout, buffer.ptr() as i64, i as i64);
                            self.elements(code.entry(Entry::Pad)?, &copy, false, &params)?;
                        }
                        Some(buffer)
                    }
                    _ => None,
                };
                let copy = padded.as_ref().map_or(0, |b| b.ptr() as i64);
                let params = slots.params(layout, copy, 0);
                self.elements(code.entry(Entry::Elements)?, &extent, prepared.mapped, &params)?
            }
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        Ok(vec![self.out(extent, elt, out)?])
    }
}

/// Every kernel of a plan, keyed by its address in the plan (which the program owns and
/// never moves).
pub(crate) fn kernel_id(kernel: &Kernel) -> usize {
    kernel as *const Kernel as usize
}

/// Whether the shapes an `awhile`'s body checks hold for `domain` (its stencil's output has
/// the domain's shape): the fold's extent is the whole domain and each reshape keeps its
/// size. Where they do not, the host loop runs (and says what is wrong).
fn until_shapes_hold(until: &Until, domain: &ArrayData) -> bool {
    let shape = |f: &Fun<ArrayVar>| -> Option<Vec<usize>> {
        let v = systole_frontend::interp::fun::eval0(f, |_| domain).ok()?;
        systole_frontend::interp::to_shape(v, "awhile").ok()
    };
    let size = |f| shape(f).map(|s| s.iter().product::<usize>());
    shape(&until.whole) == Some(vec![domain.len()])
        && until.sizes.iter().all(|(a, b)| size(a).is_some() && size(a) == size(b))
}

/// A band kernel's first parameters (see `band_module`): the domain before and after, the
/// exchange buffer and the flags, the domain's extents and the number (or most) of steps.
fn band_params(
    input: &GpuArray,
    out: &GpuArray,
    exchange: &DeviceBuffer,
    flags: &DeviceBuffer,
    [ny, nx]: [usize; 2],
    steps: u64,
) -> [u64; 7] {
    [input.leaves[0].ptr(), out.leaves[0].ptr(), exchange.ptr(), flags.ptr(), ny as u64, nx as u64, steps]
}
