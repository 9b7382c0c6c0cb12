//! Skeletons over a grid of GPU threads: the form kernels take on an NVIDIA GPU.
//!
//! Every kernel becomes one GPU kernel per [`Entry`]; its parameters are the slots of
//! [`ParamLayout`] (one `i64` or one global pointer each, in that order) followed by two
//! `i64`s, `a` and `b`, whose meaning depends on the entry:
//!
//! | kernel | entries | threads |
//! | --- | --- | --- |
//! | generate, permute, naive stencil | `elements` | one element per thread, a 1D/2D/3D grid over the innermost dimensions, grid-stride loops |
//! | register-tile or SSAM stencil | `elements(column tiles a, row tiles b)` | a warp per tile of outputs, warp-stride (see `stencil`) |
//! | fold | `rows`; `segment(pieces a, length b)`; `finish(pieces a)` | a warp per row, or a warp per piece of a row (partials) and a warp per row to combine them with the seed |
//! | scan | `rows`; `chained(pieces a, length b)` | a warp per row, or a block per piece ([`ChainShape`]) in a single pass: each piece's carry-in is looked up from the pieces before it (decoupled look-back, see `scan`) |
//! | compact | `chained(tiles a)` | a block per tile of [`compact_tile`] elements (8192 of 4 bytes) in a single pass: each tile's offset in the output is looked up from the tiles before it, as the scan's carry-ins (see `scan/compact.rs`) |
//! | fold_seg | `rows(tiles a)`; `search(tiles a)`; `segment(tiles a)`; `finish(tiles a)` | a thread per short segment (a list of those over 4096 elements, a flag where one is longer), then, where the flag is clear, the listed segments in chunks a warp each, or where it is set, a thread per tile boundary (where each tile starts on the merge path), a warp per tile of [`fold_seg_tile`] merge items (segment ends and elements), then a lane per tile's carry-out (merge path, see `fold_seg`) |
//! | sort | `histogram`; `digit(bit a, pass b)`; `elements` | blocks of [`SORT_BLOCK`] over the input; a block per tile of [`sort_tile`] keys (onesweep, see `sort`); a thread per element |
//!
//! A row cut into `a` pieces has pieces of `b` elements (the last shorter), every piece
//! non-empty; piece `k` of row `r` is partial `r * a + k` (a scan counts `k` in scan
//! order).
//!
//! **Warps, not blocks.** Folds and scans are built from two warp primitives, both
//! order-preserving (the combining function is associative, not necessarily commutative):
//! `warp_reduce` (a shuffle-down tree: after the step of distance `d`, lane `i`, a
//! multiple of `2d`, holds the fold of lanes `i .. i + 2d`) and `warp_scan` (Kogge-Stone
//! with shuffle-up). A warp walks its range in tiles of `32 x TILE` elements: lane `l` loads
//! elements `l, l + 32, ...` of the tile (coalesced), the `TILE` rows of 32 are reduced or
//! scanned independently (their loads and shuffles overlap), and a running value carries
//! from tile to tile. When the combining function is commutative (`+`, `*`, `min`, `max`,
//! bitwise operators of scalars) a fold skips the per-tile trees: each lane accumulates its
//! own elements and one tree runs at the end. No shared memory and no block barrier is
//! needed: every warp is independent, so blocks are any multiple of 32 threads (the chained
//! scan, whose warps share a piece, is the exception).
//!
//! The scan of long rows is a single pass (a chained scan with decoupled look-back, a piece
//! per block): it reads its input from memory once and writes its output once, where a
//! three-kernel scan (reduce pieces, scan the partials, scan pieces from their carry-ins, as
//! on the CPU) reads the input twice. Its blocks wait on each other, which is safe because
//! each takes its piece from a counter in scan order; with a floating-point operator the
//! result may differ between runs in the last bits (where the look-back stops varies).

mod fold;
mod fold_seg;
mod map;
mod mapping;
mod permute;
mod persistent;
mod scan;
mod sort;
mod stencil;
mod target;
mod weighted;

use fold_seg::fold_seg_warps;
pub use fold_seg::{
    fold_seg_chunks_most, fold_seg_finish_warps, fold_seg_items, fold_seg_list_words, fold_seg_long_word,
    fold_seg_rows_warps, fold_seg_rows_warps_per_sm, fold_seg_tile,
};
use map::{each_element, mapped_position};
pub use mapping::{IndexMapping, NARROW_POSITIONS, PositionFn, ThreadMapping};
pub use persistent::{
    BAND_SHARED_BYTES, BandShape, LoopShape, MAX_STEPS_PER_EXCHANGE, MAX_STREAM_STEPS, MAX_STREAM3_STEPS,
    MAX_THREAD_ROWS, PARTIAL_EPOCHS, PersistentLoop, STREAM_WARPS, STREAM3_COLUMNS, Stream3Model,
    Stream3Shape, StreamModel, StreamShape, Until, WarpSync, band_module, partial_slots, persistent_awhile,
    persistent_loop, stream_module, stream_qualifies, stream3_module, stream3_qualifies,
};
pub use scan::{
    COMPACT_WARPS, ChainShape, SCAN_ITEMS, SCAN_SHARED_BYTES, chain_shape, compact_blocks_per_sm,
    compact_items, compact_staged, compact_tile, scan_unfit, scan_warps,
};
pub use sort::{
    HISTOGRAM_ITEMS, SORT_BLOCK, SORT_ITEMS, SORT_ITEMS_PAIRS, SORT_ITEMS_WIDE, SORT_STATE_HEADER,
    sort_blocks_per_sm, sort_items, sort_key_leaf, sort_tile,
};
pub use stencil::{
    MAX_PAD, Padding, RegisterTile, StencilSkeleton, StencilStrategy, TileShape, WEIGHTS_GLOBAL, Window,
    constant_weights, stencil_skeleton,
};
pub use target::{GpuTarget, Shuffle, Special};
pub use weighted::{Term, WeightedSum, weighted_sum};

use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use systole_frontend::ir::{BinOp, Consumer, Expr, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::codegen::{KernelGen, Params};
use crate::effort::Effort;
#[cfg(doc)]
use crate::kernel::ParamLayout;
use crate::kernel::{Entry, Signature, symbol};
use crate::lower::{Codegen, Val, add_incoming, ok, phi_val};

/// Tiles of a warp's range are `32 * TILE` elements: `TILE` loads per lane in flight.
pub const TILE: u32 = 4;

/// The most threads a block of a warp entry has (the occupancy API's choice is capped at
/// it), which sizes the scan's shared memory.
pub const MAX_BLOCK: u32 = 256;

/// The tile of a commutative fold, whose lanes only load and accumulate: `32 * FOLD_TILE`
/// elements, `FOLD_TILE` loads per lane in flight.
pub const FOLD_TILE: u32 = 8;

/// The longest rows a fold gives a thread each rather than a warp each: a warp's lanes on a
/// row of a few elements would mostly wait (segments of a few elements, sparse rows).
pub const SHORT_ROW: i64 = 16;

/// What a user may choose about how the GPU computes kernels (per backend).
#[derive(Clone, Debug, Default)]
pub struct GridOptions {
    stencil: StencilStrategy,
    /// The register tiles' shape, where the user chose one.
    tile: Option<TileShape>,
    mapping: ThreadMapping,
    /// The mapping's position function, traced once.
    position: Option<PositionFn>,
    /// How `iterate` and `awhile` loops run.
    loops: LoopStrategy,
    /// Steps between a persistent kernel's exchanges, where the user chose it.
    steps_per_exchange: Option<u32>,
    /// The streaming kernels' shape, where the user chose one.
    stream: Option<StreamShape>,
    /// The 3D streaming kernels' shape, where the user chose one.
    stream3: Option<Stream3Shape>,
    /// Whether loops run from the host launch every kernel of every step instead of
    /// replaying their steps as CUDA graphs.
    no_graphs: bool,
    /// For tests only: persistent kernels that do not wait for their neighbours.
    unsynchronised: bool,
    /// Whether float multiplies fuse with the adds that take their products.
    fused_multiply_add: bool,
}

/// How the GPU runs an `iterate` or an `awhile` whose body (and condition) it can run as a
/// persistent kernel ([`persistent_loop`], [`persistent_awhile`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LoopStrategy {
    /// A persistent kernel where the domain fits on chip ([`BandShape::choose`]), else
    /// launches of a streaming kernel of several steps each where the model says it is
    /// faster ([`StreamShape::choose`]), else a loop of launches from the host.
    #[default]
    Auto,
    /// Always a loop from the host (its steps replayed as CUDA graphs where
    /// [`GridOptions::graphs`]).
    Host,
}

impl GridOptions {
    /// These options with stencils computed by `strategy`.
    pub fn with_stencil(mut self, strategy: StencilStrategy) -> GridOptions {
        self.stencil = strategy;
        self
    }

    /// These options with element-wise kernels and naive stencils mapped by `mapping`; an
    /// error if the mapping's function cannot be traced (a zero width, an array read).
    pub fn with_mapping(mut self, mapping: ThreadMapping) -> Result<GridOptions, systole_frontend::Error> {
        self.position = mapping.position_fn()?;
        self.mapping = mapping;
        Ok(self)
    }

    /// These options with register tiles of `shape` (`None`: the skeleton's own choice).
    pub fn with_tile_shape(mut self, shape: Option<TileShape>) -> GridOptions {
        self.tile = shape;
        self
    }

    /// These options with `iterate` and `awhile` loops run by `loops`.
    pub fn with_loops(mut self, loops: LoopStrategy) -> GridOptions {
        self.loops = loops;
        self
    }

    /// These options with the steps of loops run from the host replayed as CUDA graphs
    /// (`true`, the default; the environment's `SYSTOLE_GRAPHS=off` turns them off for
    /// every backend of the process) or launched kernel by kernel (`false`).
    pub fn with_graphs(mut self, graphs: bool) -> GridOptions {
        self.no_graphs = !graphs;
        self
    }

    /// Whether the steps of loops run from the host are replayed as CUDA graphs (where
    /// they can be, and `SYSTOLE_GRAPHS` is not `off`).
    pub fn graphs(&self) -> bool {
        !self.no_graphs
    }

    /// These options with persistent kernels exchanging their halo rows every `steps`
    /// steps (`None`: the backend's choice, [`BandShape::choose`]).
    pub fn with_steps_per_exchange(mut self, steps: Option<u32>) -> GridOptions {
        self.steps_per_exchange = steps;
        self
    }

    /// These options with loops a streaming kernel can run ([`StreamShape`]) run by one of
    /// `shape` wherever it fits, even where the domain fits a band (`None`: the backend's
    /// choice, a band where the domain fits, else [`StreamShape::choose`]'s).
    pub fn with_stream_shape(mut self, shape: Option<StreamShape>) -> GridOptions {
        self.stream = shape;
        self
    }

    /// The streaming kernels' shape, where the user chose one.
    pub fn stream_shape(&self) -> Option<StreamShape> {
        self.stream
    }

    /// These options with loops of a 3D stencil that the 3D streaming kernel can run
    /// ([`Stream3Shape`]) run by one of `shape` wherever it fits (`None`: the backend's
    /// choice, [`Stream3Shape::choose`]'s, or the host loop where the model prefers it).
    pub fn with_stream3_shape(mut self, shape: Option<Stream3Shape>) -> GridOptions {
        self.stream3 = shape;
        self
    }

    /// The 3D streaming kernels' shape, where the user chose one.
    pub fn stream3_shape(&self) -> Option<Stream3Shape> {
        self.stream3
    }

    /// For tests of the exchange only: persistent kernels whose blocks do not wait for
    /// their neighbours' rows (and whose odd blocks are slow to publish theirs), so that
    /// they read stale rows: what a missing barrier does.
    #[doc(hidden)]
    pub fn with_unsynchronised_exchange(mut self) -> GridOptions {
        self.unsynchronised = true;
        self
    }

    /// These options with float multiplies fused with the adds and subtracts that take
    /// their products (`fma`: one rounding instead of two) in every kernel (`on`), or every
    /// float operation in program order (the default).
    pub fn with_fused_multiply_add(mut self, on: bool) -> GridOptions {
        self.fused_multiply_add = on;
        self
    }

    /// Whether float multiplies fuse with the adds that take their products
    /// ([`GridOptions::with_fused_multiply_add`]).
    pub fn fused_multiply_add(&self) -> bool {
        self.fused_multiply_add
    }

    /// Whether the kernel of `sig` fuses float multiplies with their adds: as the options
    /// say, but a sort never does. Its entries each compute every key (the histogram's
    /// counts, then each pass's digits), and LLVM may contract two copies of one expression
    /// differently (by the uses of each product): digits that differ from the counts would
    /// place keys outside their buckets.
    pub fn fused_multiply_add_in(&self, sig: &Signature) -> bool {
        self.fused_multiply_add && !matches!(sig.canonical, Kernel::Consumer(Consumer::Sort { .. }))
    }

    /// How `iterate` and `awhile` loops run.
    pub fn loops(&self) -> LoopStrategy {
        self.loops
    }

    /// Steps between a persistent kernel's exchanges, where the user chose it.
    pub fn steps_per_exchange(&self) -> Option<u32> {
        self.steps_per_exchange
    }

    /// Whether persistent kernels leave out their wait (see
    /// [`GridOptions::with_unsynchronised_exchange`]).
    #[doc(hidden)]
    pub fn unsynchronised_exchange(&self) -> bool {
        self.unsynchronised
    }

    /// How stencils are computed.
    pub fn stencil(&self) -> StencilStrategy {
        self.stencil
    }

    /// The register tiles' shape, where the user chose one.
    pub fn tile_shape(&self) -> Option<TileShape> {
        self.tile
    }

    /// The skeleton `sig`'s kernel gets under these options, if it is a stencil
    /// ([`stencil_skeleton`]).
    pub fn stencil_skeleton(&self, sig: &Signature) -> Option<StencilSkeleton> {
        stencil_skeleton(sig, self.stencil, self.tile)
    }

    /// How hard LLVM works on `sig`'s kernel on the GPU ([`Effort::of`]), but for a stencil
    /// of the shared window, whose code does not grow with its filter's taps (a loop over
    /// the filter's columns): the full effort.
    pub fn effort(&self, sig: &Signature) -> Effort {
        match self.stencil_skeleton(sig) {
            Some(StencilSkeleton::Window(_)) => Effort::Full,
            _ => Effort::of(sig),
        }
    }

    /// How element-wise kernels map threads to elements.
    pub fn mapping(&self) -> &ThreadMapping {
        &self.mapping
    }

    /// The thread mapping's position function where it applies to `sig`'s kernel: an
    /// element-wise kernel or a naive stencil of rank 2 or 3, or a fold over a delayed
    /// producer (a `generate`) of rank 3, whose rows a warp each takes in the mapping's order
    /// over the `rows x columns` of outputs; `None` where the kernel keeps the skeletons'
    /// own order.
    pub fn position_for(&self, sig: &Signature) -> Option<&PositionFn> {
        let position = self.position.as_ref()?;
        let applies = match &sig.canonical {
            Kernel::Generate { shape, .. } => {
                (2..=3).contains(&shape.result_type().as_tuple().map_or(0, <[Type]>::len))
            }
            Kernel::Consumer(Consumer::Stencil { inputs, .. }) => {
                matches!(self.stencil_skeleton(sig), Some(StencilSkeleton::Naive { .. }))
                    && (2..=3).contains(&crate::kernel::input_type(&inputs[0].input, sig).1)
            }
            Kernel::Consumer(Consumer::Fold { input: input @ Input::Delayed(_), .. }) => {
                crate::kernel::input_type(input, sig).1 == 3
            }
            _ => false,
        };
        applies.then_some(position)
    }

    /// What the GPU skeletons make of `sig`'s kernel under these options where there is a
    /// choice, and why: a stencil's skeleton ([`stencil_skeleton`]) and the thread mapping
    /// where it applies. `None` for a kernel with nothing to choose.
    pub fn describe(&self, sig: &Signature) -> Option<String> {
        let stencil = self.stencil_skeleton(sig).map(|s| s.to_string());
        let mapping = self.position_for(sig).map(|_| format!("thread mapping {:?}", self.mapping));
        match (stencil, mapping) {
            (Some(s), Some(m)) => Some(format!("{s}, {m}")),
            (s, m) => s.or(m),
        }
    }
}

/// The entry points a kernel has on the GPU under `options`: [`Entry::on_gpu`]'s,
/// [`Entry::Weights`] for an SSAM stencil whose weights are not all constants (the host
/// launches it, then copies what it wrote into the module's [`WEIGHTS_GLOBAL`]), and
/// [`Entry::WholeTiles`] for a register tile of value shuffles whose tiles do not overlap
/// ([`RegisterTile::has_whole_tiles`]; the host launches it instead of `Elements` where
/// [`RegisterTile::whole_tiles`] allows).
pub fn entries(sig: &Signature, options: &GridOptions) -> Vec<Entry> {
    let mut entries = Entry::on_gpu(&sig.canonical).to_vec();
    let stencil = options.stencil_skeleton(sig);
    if constant_weights(sig, stencil.as_ref()).is_some() {
        entries.push(Entry::Weights);
    }
    if stencil.as_ref().is_some_and(StencilSkeleton::has_whole_tiles) {
        entries.push(Entry::WholeTiles);
    }
    if let Some(StencilSkeleton::Naive { padding: Some(_), .. }) = stencil {
        entries.push(Entry::Pad);
    }
    entries
}

/// The LLVM module of a kernel for the GPU: one kernel function per entry ([`entries`]),
/// named [`symbol`]`(prefix, _)`, with the parameters of the module documentation.
pub fn module<'ctx>(
    ctx: &'ctx Context,
    gpu: &dyn GpuTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
) -> Module<'ctx> {
    let stencil = options.stencil_skeleton(sig);
    let position = options.position_for(sig);
    let module = ctx.create_module(prefix);
    let builder = ctx.create_builder();
    let layout = crate::kernel::ParamLayout::of(sig);
    let global = ctx.ptr_type(gpu.global_space());
    let i64_ = ctx.i64_type();
    for entry in entries(sig, options) {
        let mut types: Vec<inkwell::types::BasicMetadataTypeEnum<'ctx>> =
            layout.iter().map(|s| if s.is_pointer() { global.into() } else { i64_.into() }).collect();
        types.extend([inkwell::types::BasicMetadataTypeEnum::from(i64_); 2]);
        let fn_ty = ctx.void_type().fn_type(&types, false);
        let function = module.add_function(&symbol(prefix, entry), fn_ty, Some(Linkage::External));
        // outputs are fresh allocations and inputs are never written: no two pointers alias,
        // and the arrays read are only read (said outright: LLVM cannot infer it once a
        // pointer's address is inspected, as a register tile's alignment test does, and
        // reads of them through the read-only cache, `ld.global.nc`, need it)
        let attribute =
            |name| ctx.create_enum_attribute(inkwell::attributes::Attribute::get_named_enum_kind_id(name), 0);
        let (noalias, readonly) = (attribute("noalias"), attribute("readonly"));
        for (i, slot) in layout.iter().enumerate() {
            let at = inkwell::attributes::AttributeLoc::Param(i as u32);
            if slot.is_pointer() {
                function.add_attribute(at, noalias);
            }
            if matches!(slot, crate::kernel::ParamSlot::ArrayLeaf(..)) {
                function.add_attribute(at, readonly);
            }
        }
        let bounds = match &sig.canonical {
            Kernel::Consumer(Consumer::Scan { input, .. }) => {
                let elt = crate::kernel::input_type(input, sig).0;
                let shape = chain_shape(&elt);
                let warps = scan_warps(&elt, MAX_BLOCK / 32);
                match entry {
                    Entry::Chained => Some((shape.block(), shape.blocks_per_sm)),
                    // a row scan's blocks are smaller only where its staging needs it
                    _ if warps < MAX_BLOCK / 32 => Some((warps * 32, 1)),
                    _ => None,
                }
            }
            Kernel::Consumer(Consumer::FoldSeg { input, .. }) if entry == Entry::Segment => {
                // blocks smaller only where a tile's staging in shared memory needs it; the
                // registers unbounded (see `fold_seg_items`)
                let elt = crate::kernel::input_type(input, sig).0;
                let warps = fold_seg_warps(&elt, MAX_BLOCK / 32);
                Some((warps * 32, fold_seg::fold_seg_blocks(&elt, warps)))
            }
            Kernel::Consumer(Consumer::Compact { input, .. }) => {
                Some((COMPACT_WARPS * 32, compact_blocks_per_sm(&crate::kernel::input_type(input, sig).0)))
            }
            Kernel::Consumer(Consumer::Sort { key, input }) if entry != Entry::Elements => {
                Some((SORT_BLOCK, sort_blocks_per_sm(key, &crate::kernel::input_type(input, sig).0)))
            }
            _ => None,
        };
        gpu.mark_kernel(&module, function, bounds);
        builder.position_at_end(ctx.append_basic_block(function, "entry"));
        let cg = Codegen { ctx, module: &module, builder: &builder, function, target: gpu };
        let values: Vec<BasicValueEnum<'ctx>> = function.get_param_iter().collect();
        let n = layout.len();
        let (a, b) = (values[n].into_int_value(), values[n + 1].into_int_value());
        let params = Params::Args { values: values[..n].to_vec(), next: 0 };
        let zero = cg.i64(0);
        let mut k = KernelGen::new(&cg, sig, params, [a, b, zero, zero]);
        k.grid_entry(gpu, entry, stencil.as_ref(), position);
        ok(builder.build_return(None));
    }
    module
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    #[expect(
        clippy::expect_used,
        reason = "the caller chooses a skeleton for every stencil kernel (`grid::module`)"
    )]
    fn grid_entry(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        stencil: Option<&StencilSkeleton>,
        position: Option<&PositionFn>,
    ) {
        let kernel = self.sig.canonical.clone();
        match &kernel {
            Kernel::Generate { shape, outputs, extents } => {
                self.gpu_generate(gpu, shape, outputs, extents, position)
            }
            Kernel::Consumer(Consumer::Fold { f, seed, input }) => {
                self.gpu_fold(gpu, entry, f, seed.as_ref(), input, position)
            }
            Kernel::Consumer(Consumer::Scan { f, seed, direction, input }) => {
                self.gpu_scan(gpu, entry, f, seed.as_ref(), *direction, input)
            }
            Kernel::Consumer(Consumer::Permute { combine, index, input, .. }) => {
                self.gpu_permute(gpu, combine, index, input)
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) if entry == Entry::Weights => {
                self.gpu_stencil_weights(gpu, f, inputs, stencil)
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                let skeleton = stencil.expect("a stencil kernel's skeleton");
                self.gpu_stencil(gpu, f, inputs, skeleton, position, entry)
            }
            Kernel::Consumer(Consumer::Compact { pred, input }) => self.gpu_compact(gpu, pred, input),
            Kernel::Consumer(Consumer::Sort { key, input }) => self.gpu_sort(gpu, entry, key, input),
            Kernel::Consumer(Consumer::FoldSeg { f, seed, offsets, input }) => {
                self.gpu_fold_seg(gpu, entry, f, seed.as_ref(), *offsets, input)
            }
        }
    }
}

/// A special register widened to `i64`.
fn sreg<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, reg: Special) -> IntValue<'ctx> {
    let v = gpu.special(cg, reg);
    ok(cg.builder.build_int_z_extend(v, cg.ctx.i64_type(), "sreg"))
}

/// Whether `0 <= c < n` (an `i1`).
fn in_range<'ctx>(cg: &Codegen<'_, 'ctx>, c: IntValue<'ctx>, n: IntValue<'ctx>) -> IntValue<'ctx> {
    let (at_least, below) = (cg.icmp(IntPredicate::SGE, c, cg.i64(0)), cg.icmp(IntPredicate::SLT, c, n));
    ok(cg.builder.build_and(at_least, below, "in"))
}

/// `for i = start; i < end; i += step { body(i) }` (`i64`, `step > 0`).
fn for_stride<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    start: IntValue<'ctx>,
    end: IntValue<'ctx>,
    step: IntValue<'ctx>,
    body: impl FnOnce(IntValue<'ctx>),
) {
    let pre = cg.current();
    let head = cg.block("stride.body");
    let exit = cg.block("stride.exit");
    let any = cg.icmp(IntPredicate::SLT, start, end);
    ok(cg.builder.build_conditional_branch(any, head, exit));
    cg.builder.position_at_end(head);
    let i = ok(cg.builder.build_phi(cg.ctx.i64_type(), "i"));
    i.add_incoming(&[(&start, pre)]);
    let iv = i.as_basic_value().into_int_value();
    body(iv);
    let next = cg.add(iv, step);
    i.add_incoming(&[(&next, cg.current())]);
    let more = cg.icmp(IntPredicate::SLT, next, end);
    ok(cg.builder.build_conditional_branch(more, head, exit));
    cg.builder.position_at_end(exit);
}

/// A loop carrying a value: `state = init; if enter { loop { (state, again) =
/// body(state); if !again { break } } }`, returning the final state.
fn repeat<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    enter: IntValue<'ctx>,
    init: &Val<'ctx>,
    ty: &Type,
    body: impl FnOnce(&Val<'ctx>) -> (Val<'ctx>, IntValue<'ctx>),
) -> Val<'ctx> {
    let pre = cg.current();
    let head = cg.block("repeat.body");
    let exit = cg.block("repeat.exit");
    ok(cg.builder.build_conditional_branch(enter, head, exit));
    cg.builder.position_at_end(head);
    let phis = cg.phis(ty);
    add_incoming(&phis, init, pre);
    let (next, again) = body(&phi_val(ty, &phis));
    let latch = cg.current();
    add_incoming(&phis, &next, latch);
    ok(cg.builder.build_conditional_branch(again, head, exit));
    cg.builder.position_at_end(exit);
    let out = cg.phis(ty);
    add_incoming(&out, init, pre);
    add_incoming(&out, &next, latch);
    phi_val(ty, &out)
}

/// The calling thread's warp among all warps of a 1D grid, the number of warps, and its
/// lane.
struct Warp<'ctx> {
    id: IntValue<'ctx>,
    count: IntValue<'ctx>,
    lane: IntValue<'ctx>,
    /// This thread's index in the grid, and the grid's threads.
    thread: IntValue<'ctx>,
    threads: IntValue<'ctx>,
}

impl<'ctx> Warp<'ctx> {
    fn of(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget) -> Warp<'ctx> {
        let tid = sreg(cg, gpu, Special::Thread(0));
        let ntid = sreg(cg, gpu, Special::BlockDim(0));
        let global = cg.add(cg.mul(sreg(cg, gpu, Special::Block(0)), ntid), tid);
        let shift = |v| ok(cg.builder.build_right_shift(v, cg.i64(5), false, "warp"));
        let id = shift(global);
        let threads = cg.mul(ntid, sreg(cg, gpu, Special::GridDim(0)));
        Warp {
            id,
            count: shift(threads),
            lane: ok(cg.builder.build_and(tid, cg.i64(31), "lane")),
            thread: global,
            threads,
        }
    }

    /// Calls `body(item)` for the items `0..n` this thread owns (thread-stride: each thread
    /// on its own, not the warp together).
    fn each_thread(&self, cg: &Codegen<'_, 'ctx>, n: IntValue<'ctx>, body: impl FnOnce(IntValue<'ctx>)) {
        for_stride(cg, self.thread, n, self.threads, body);
    }

    /// Calls `body(item)` for the items `0..n` this warp owns (warp-stride).
    fn each(&self, cg: &Codegen<'_, 'ctx>, n: IntValue<'ctx>, body: impl FnOnce(IntValue<'ctx>)) {
        for_stride(cg, self.id, n, self.count, body);
    }
}

/// Shuffles a value of type `ty` leaf by leaf (each leaf as one or two `i32`s).
fn shuffle_val<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    v: &Val<'ctx>,
    mode: Shuffle,
    arg: IntValue<'ctx>,
) -> Val<'ctx> {
    let b = cg.builder;
    let i32_ = cg.ctx.i32_type();
    let arg = ok(b.build_int_truncate_or_bit_cast(arg, i32_, "arg"));
    let leaves = ty.leaves().into_iter().zip(v.leaves()).map(|(t, x)| -> BasicValueEnum<'ctx> {
        match t.size_bytes() {
            8 => {
                let i64_ = cg.ctx.i64_type();
                let bits = ok(b.build_bit_cast(x, i64_, "bits")).into_int_value();
                let lo = ok(b.build_int_truncate(bits, i32_, "lo"));
                let hi = ok(b.build_int_truncate(
                    ok(b.build_right_shift(bits, i64_.const_int(32, false), false, "hi")),
                    i32_,
                    "hi",
                ));
                let (lo, hi) = (gpu.shuffle(cg, mode, lo, arg), gpu.shuffle(cg, mode, hi, arg));
                let lo = ok(b.build_int_z_extend(lo, i64_, "lo"));
                let hi = ok(b.build_left_shift(
                    ok(b.build_int_z_extend(hi, i64_, "hi")),
                    i64_.const_int(32, false),
                    "hi",
                ));
                ok(b.build_bit_cast(ok(b.build_or(lo, hi, "bits")), cg.reg_type(t), "leaf"))
            }
            4 => {
                let bits = ok(b.build_bit_cast(x, i32_, "bits")).into_int_value();
                ok(b.build_bit_cast(gpu.shuffle(cg, mode, bits, arg), cg.reg_type(t), "leaf"))
            }
            _ => {
                // bool, 8- and 16-bit integers travel zero-extended
                let wide = ok(b.build_int_z_extend(x.into_int_value(), i32_, "wide"));
                let moved = gpu.shuffle(cg, mode, wide, arg);
                ok(b.build_int_truncate(moved, cg.reg_type(t).into_int_type(), "leaf")).into()
            }
        }
    });
    let mut leaves = leaves.collect::<Vec<_>>().into_iter();
    Val::from_leaves(ty, &mut leaves)
}

/// Reduces the values of lanes `0 .. valid` of a warp in lane order: lane 0 ends with
/// `v_0 ⊕ v_1 ⊕ ... ⊕ v_{valid-1}` (other lanes hold partial results). `valid >= 1`.
pub(crate) fn warp_reduce<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    v: Val<'ctx>,
    lane: IntValue<'ctx>,
    valid: IntValue<'ctx>,
    combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
) -> Val<'ctx> {
    let mut v = v;
    for d in [1i64, 2, 4, 8, 16] {
        let other = shuffle_val(cg, gpu, ty, &v, Shuffle::Down, cg.i64(d));
        let has = cg.icmp(IntPredicate::SLT, cg.add(lane, cg.i64(d)), valid);
        let both = combine(&v, &other);
        v = cg.select_val(has, &both, &v);
    }
    v
}

/// The inclusive scan of the warp's values in lane order: lane `i` ends with
/// `v_0 ⊕ ... ⊕ v_i`.
pub(crate) fn warp_scan<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    v: Val<'ctx>,
    lane: IntValue<'ctx>,
    combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
) -> Val<'ctx> {
    let mut v = v;
    for d in [1i64, 2, 4, 8, 16] {
        let other = shuffle_val(cg, gpu, ty, &v, Shuffle::Up, cg.i64(d));
        let has = cg.icmp(IntPredicate::SGE, lane, cg.i64(d));
        let both = combine(&other, &v);
        v = cg.select_val(has, &both, &v);
    }
    v
}

/// Whether `f(a, b) = f(b, a)` for every `a`, `b`: a plain `+`, `*`, `min`, `max`, `&`,
/// `|` or `^` of the two parameters of a scalar type (floats included: IEEE `+` and `*`
/// commute). A fold whose operator commutes may give each lane any subset of the elements.
pub fn is_commutative(f: &Fun<ArrayVar>) -> bool {
    if f.result_type().as_scalar().is_none() {
        return false;
    }
    match f.node(f.result()) {
        Expr::Binary(
            BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max | BinOp::And | BinOp::Or | BinOp::Xor,
            a,
            b,
        ) => matches!(
            (f.node(*a), f.node(*b)),
            (Expr::Param(0), Expr::Param(1)) | (Expr::Param(1), Expr::Param(0))
        ),
        _ => false,
    }
}

/// Whether a permute's combining function can be applied with a compare-and-swap loop: a
/// scalar whose memory form is 32 or 64 bits wide.
pub fn cas_combinable(elt: &Type) -> bool {
    matches!(elt.as_scalar(), Some(t) if t != ScalarType::Bool && t.size_bytes() >= 4)
}

/// Loads (`store == None`) or stores the element at `dst` of the buffers `ptrs` with
/// volatile accesses, which bypass the (incoherent) L1 cache.
#[expect(
    clippy::expect_used,
    reason = "LLVM's setters fail only on instructions that are not loads or stores"
)]
pub(super) fn volatile_value<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    elt: &Type,
    ptrs: &[PointerValue<'ctx>],
    dst: IntValue<'ctx>,
    store: Option<&Val<'ctx>>,
) -> Val<'ctx> {
    let b = cg.builder;
    let mut loaded = Vec::new();
    let values = store.map(Val::leaves).unwrap_or_default();
    for (k, (t, &ptr)) in elt.leaves().into_iter().zip(ptrs).enumerate() {
        let mt = cg.mem_type(t);
        let p = unsafe { ok(b.build_in_bounds_gep(mt, ptr, &[dst], "p")) };
        match values.get(k) {
            Some(&v) => {
                let s = ok(b.build_store(p, cg.to_memory(t, v)));
                s.set_volatile(true).expect("a store");
            }
            None => {
                let v = ok(b.build_load(mt, p, "v"));
                v.as_instruction_value().expect("a load").set_volatile(true).expect("a load");
                loaded.push(cg.from_memory(t, v));
            }
        }
    }
    if store.is_some() {
        return Val::Tuple(vec![]);
    }
    Val::from_leaves(elt, &mut loaded.into_iter())
}
