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
mod map;
mod mapping;
mod permute;
mod scan;
mod stencil;
mod weighted;

pub use mapping::{IndexMapping, NARROW_POSITIONS, PositionFn, ThreadMapping};
pub use stencil::{
    RegisterTile, StencilSkeleton, StencilStrategy, TileShape, WEIGHTS_GLOBAL, constant_weights,
    stencil_skeleton,
};
pub use weighted::{Term, WeightedSum, weighted_sum};

use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, IntValue, PointerValue};
use systole_frontend::ir::{BinOp, Consumer, Expr, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::codegen::{KernelGen, Params};
#[cfg(doc)]
use crate::kernel::ParamLayout;
use crate::kernel::{Entry, Signature, symbol};
use crate::lower::{Codegen, Val, add_incoming, ok, phi_val};
use crate::target::Target;

/// Tiles of a warp's range are `32 * TILE` elements: `TILE` loads per lane in flight.
pub const TILE: u32 = 4;

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
/// staging areas would pass [`SCAN_SHARED_BYTES`]. Measured on an H100 with `f32` (before
/// state and value were packed; % of the copy roofline), as warps / piece / blocks a
/// multiprocessor: 4 / 32 KiB / 4: 62%; 4 / 8 KiB / 4: 43%; 4 / 16 KiB / 4: 55%; 4 / 32 KiB
/// / 3: 57%; 8 / 32 KiB / 3 or 4: 48% or 54%; 16 / 32 KiB / 2 or 3: 52% or 55%; 32 / 32
/// KiB / 1: 38%; a warp a block, 8 KiB / 16 or 20: 55% or 54%; 4 KiB / 24 or 32: 44%; 16 /
/// 64 KiB / 1: 57%. Again with state and value packed (2026-11-25, copy roofline 2991 GB/s;
/// none spills): 4 / 32 KiB / 4: 76.0%; 4 / 32 KiB / 5: 70.2%; 4 / 16 KiB / 5, 6 or 8:
/// 65.9%, 63.5% or 70.3%; 8 / 32 KiB / 4: 62.2%; 4 / 8 KiB / 8: 50.7%.
///
/// The look-back waits 3 µs before its first read and 1 µs before each read after it
/// (see `scan`), measured on an H100 with 256 M `f32` (4 / 32 KiB / 4, copy roofline
/// 2960-2994 GB/s), first / each read in ns: no waits, 75.9-76.0%; 0 / 300, 79.2%; 0 / 700,
/// 81.3%; 0 / 3000, 70.4%; 500 / 0, 77.9%; 1000 / 300, 81.2%; 1100 / 700, 84.5-84.8%; 1500
/// / 700, 84.5%; 1500 / 1000, 85.4%; 2000 / 700, 85.5%; 2000 / 1500, 85.7%; 2500 / 1000,
/// 86.8%; **3000 / 1000, 86.6-86.7%** (three runs); 3000 / 700, 87.0%; 3000 / 2000, 84.2%;
/// 3500 / 1000, 86.6%; 4000 / 1000, 86.4%; 5000 / 1000, 74.0%; 6000 / 1500, 72.3% (why
/// it falls off past 4 µs is not understood; 3 µs keeps a margin from it). CUB's
/// tuning for `f32` sums on sm_90 waits 1140 / 688 (`fixed_delay_constructor_t`).
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

/// The most threads a block of a warp entry has (the occupancy API's choice is capped at
/// it), which sizes the scan's shared memory.
pub const MAX_BLOCK: u32 = 256;

/// The tile of a commutative fold, whose lanes only load and accumulate: `32 * FOLD_TILE`
/// elements, `FOLD_TILE` loads per lane in flight.
pub const FOLD_TILE: u32 = 8;

/// A special register of the thread hierarchy (32-bit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// The thread's index in its block, in dimension 0 (x), 1 (y) or 2 (z).
    Thread(u8),
    /// The block's index in the grid.
    Block(u8),
    /// The block's extent (threads).
    BlockDim(u8),
    /// The grid's extent (blocks).
    GridDim(u8),
}

/// Which lane a warp shuffle reads from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffle {
    /// Lane `i - delta` (lanes below `delta` keep their own value).
    Up,
    /// Lane `i + delta` (lanes past the end keep their own value).
    Down,
    /// Lane `delta`.
    Index,
}

/// What GPU skeletons need beyond scalar lowering: the thread hierarchy, warp shuffles and
/// memory ordering. The NVPTX backend implements it (`systole_ptx::NvptxTarget`).
pub trait GpuTarget: Target {
    /// Reads a special register (an `i32`).
    fn special<'ctx>(&self, cg: &Codegen<'_, 'ctx>, reg: Special) -> IntValue<'ctx>;

    /// `shfl.sync` of an `i32` over the whole warp.
    fn shuffle<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        mode: Shuffle,
        value: IntValue<'ctx>,
        lane_or_delta: IntValue<'ctx>,
    ) -> IntValue<'ctx>;

    /// `vote.ballot.sync` over the whole warp: bit `l` of the `i32` result is lane `l`'s
    /// `predicate` (an `i1`).
    fn ballot<'ctx>(&self, cg: &Codegen<'_, 'ctx>, predicate: IntValue<'ctx>) -> IntValue<'ctx>;

    /// A memory barrier across the device (orders this thread's global memory accesses).
    fn memory_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// The address space of memory shared by a block's threads.
    fn shared_space(&self) -> inkwell::AddressSpace;

    /// The address space of constant memory: read-only for a kernel, written by the host
    /// between launches, read through a cache that broadcasts one address to a warp (an
    /// arithmetic instruction can take such a value as an operand, no register held).
    fn constant_space(&self) -> inkwell::AddressSpace;

    /// Waits for every lane of the warp and orders their shared-memory accesses
    /// (`bar.warp.sync`).
    fn warp_sync<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// Waits for every thread of the block and orders their shared-memory accesses
    /// (`bar.sync 0`); every thread must reach it.
    fn block_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// Loads the `u32` at `ptr` (global) with acquire semantics at device scope: what this
    /// thread reads afterwards was written no earlier than what the store it reads from
    /// released.
    fn load_acquire<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx>;

    /// Stores the `u32` `value` at `ptr` (global) with release semantics at device scope:
    /// every memory access of this thread before it is visible to a thread that acquires it.
    fn store_release<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, value: IntValue<'ctx>);

    /// Suspends the calling thread for about `ns` nanoseconds (`nanosleep.u32`, sm_70 and
    /// later; the hardware may wake it anywhere in `0 ..= 2 ns`): a spinning wait that backs
    /// off leaves the memory system to the threads that feed it.
    fn sleep<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ns: u32);

    /// Loads the `u64` at `ptr` (global) whole (one 64-bit access, relaxed at device scope:
    /// past the incoherent L1, never split).
    fn load_relaxed_u64<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx>;

    /// Stores the `u64` `value` at `ptr` (global) whole (see [`GpuTarget::load_relaxed_u64`]).
    fn store_relaxed_u64<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, value: IntValue<'ctx>);

    /// The `n` scalars of type `t` at positions `lin .. lin + n` of `ptr` (global memory the
    /// kernel never writes), loaded as one access through the read-only data cache
    /// (`ld.global.nc`, `.v2`, `.v4`). The caller promises that the address of `lin` is
    /// aligned to the whole access (`n` a power of two, at most 16 bytes). LLVM keeps such
    /// a load whole (a vector `load` whose elements are used apart it splits into scalar
    /// loads).
    fn load_readonly<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        n: u32,
    ) -> Vec<BasicValueEnum<'ctx>>;

    /// Stores the scalar `value` of type `t` at position `lin` of `ptr` (global) where
    /// `predicate` (an `i1`) holds, as one predicated store (`@p st.global`): no branch, so
    /// that the assembler schedules the code around a kernel's checked stores as one block.
    /// A branch around each of a 3D register tile's border stores took 104 registers a
    /// thread (j3d7pt f32, 2 columns a lane, 2 rows a block, ptxas 12.9 for sm_90), the
    /// predicated stores 80. Where `predicate` is false, `lin` may lie outside the buffer.
    fn store_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        predicate: IntValue<'ctx>,
    );

    /// [`GpuTarget::store_if`] of a value `v` of type `elt`, a leaf into each of `ptrs`.
    fn store_element_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        elt: &Type,
        ptrs: &[PointerValue<'ctx>],
        lin: IntValue<'ctx>,
        v: &Val<'ctx>,
        predicate: IntValue<'ctx>,
    ) {
        for ((t, &p), leaf) in elt.leaves().into_iter().zip(ptrs).zip(v.leaves()) {
            self.store_if(cg, t, p, lin, leaf, predicate);
        }
    }

    /// Element `index` of `global`, an array of `t` in constant memory, read at this point
    /// of the code from its constant address, each use its own read (LLVM would read each
    /// element once, hoisted out of every loop, and the assembler would then hold it in a
    /// register for the whole kernel; read where used, ptxas for sm_90 loads it into a
    /// uniform register as the instructions need it).
    fn load_constant<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        global: inkwell::values::GlobalValue<'ctx>,
        index: u32,
    ) -> BasicValueEnum<'ctx>;

    /// Marks `f` as a kernel entry point.
    ///
    /// `bounds` (threads per block, blocks per multiprocessor) promises the kernel is
    /// launched with at most that many threads and asks the assembler to fit that many
    /// blocks at once (registers permitting).
    fn mark_kernel<'ctx>(&self, module: &Module<'ctx>, f: FunctionValue<'ctx>, bounds: Option<(u32, u32)>);
}

/// What a user may choose about how the GPU computes kernels (per backend).
#[derive(Clone, Debug, Default)]
pub struct GridOptions {
    stencil: StencilStrategy,
    /// The register tiles' shape, where the user chose one.
    tile: Option<TileShape>,
    mapping: ThreadMapping,
    /// The mapping's position function, traced once.
    position: Option<PositionFn>,
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
    fn grid_entry(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        stencil: Option<&StencilSkeleton>,
        position: Option<&PositionFn>,
    ) {
        let kernel = self.sig.canonical.clone();
        match &kernel {
            Kernel::Generate { shape, outputs } => self.gpu_generate(gpu, shape, outputs, position),
            Kernel::Consumer(Consumer::Fold { f, seed, input }) => {
                self.gpu_fold(gpu, entry, f, seed.as_ref(), input, position)
            }
            Kernel::Consumer(Consumer::Scan { f, seed, direction, input }) => {
                self.gpu_scan(gpu, entry, f, seed.as_ref(), *direction, input)
            }
            Kernel::Consumer(Consumer::Permute { combine, index, input, .. }) => {
                self.gpu_permute(gpu, combine, index, input)
            }
            Kernel::Consumer(Consumer::Stencil { f, .. }) if entry == Entry::Weights => {
                self.gpu_stencil_weights(gpu, f)
            }
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                let skeleton = stencil.expect("a stencil kernel's skeleton");
                self.gpu_stencil(gpu, f, inputs, skeleton, position, entry)
            }
        }
    }
}

/// A special register widened to `i64`.
fn sreg<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, reg: Special) -> IntValue<'ctx> {
    let v = gpu.special(cg, reg);
    ok(cg.builder.build_int_z_extend(v, cg.ctx.i64_type(), "sreg"))
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

/// Calls `body(index, row-major position)` for every index of `extent`, each once, over a
/// grid of up to three dimensions: x runs over the innermost dimension (coalesced), y over
/// the next, z over the rest (the outermost of a rank-3 extent, all the outer ones of a
/// higher rank, taken as one); grid-stride loops cover extents larger than the grid. A
/// rank-0 extent is one element, done by the first thread.
///
/// With a thread mapping's `position` function (rank 2 or 3, see `mapping`), x runs over
/// the `rows x columns` of a plane in the mapping's order and y over the planes.
fn each_element<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    extent: &[IntValue<'ctx>],
    position: Option<&PositionFn>,
    body: &dyn Fn(&[IntValue<'ctx>], IntValue<'ctx>),
) {
    let rank = extent.len();
    if rank > 3 {
        // the outer dimensions as one: row-major positions are those of the full extent
        let outer = &extent[..rank - 2];
        let planes = outer.iter().skip(1).fold(outer[0], |n, &e| cg.mul(n, e));
        let flat = [planes, extent[rank - 2], extent[rank - 1]];
        each_element(cg, gpu, &flat, position, &|ix, lin| {
            let mut full = cg.delinearize(outer, ix[0]);
            full.extend_from_slice(&ix[1..]);
            body(&full, lin);
        });
        return;
    }
    if let Some(position) = position.filter(|_| (2..=3).contains(&rank)) {
        let (rows, columns) = (extent[rank - 2], extent[rank - 1]);
        let start = cg.add(
            cg.mul(sreg(cg, gpu, Special::Block(0)), sreg(cg, gpu, Special::BlockDim(0))),
            sreg(cg, gpu, Special::Thread(0)),
        );
        let step = cg.mul(sreg(cg, gpu, Special::BlockDim(0)), sreg(cg, gpu, Special::GridDim(0)));
        let plane = |outer: Option<IntValue<'ctx>>| {
            for_stride(cg, start, cg.mul(rows, columns), step, |i| {
                let at = mapped_position(cg, position, i, rows, columns);
                let ix: Vec<IntValue<'ctx>> = outer.into_iter().chain(at).collect();
                body(&ix, cg.linearize(extent, &ix));
            });
        };
        if rank == 3 {
            let step = sreg(cg, gpu, Special::GridDim(1));
            for_stride(cg, sreg(cg, gpu, Special::Block(1)), extent[0], step, |z| plane(Some(z)));
        } else {
            plane(None);
        }
        return;
    }
    if rank == 0 {
        let first = (0..3).fold(cg.ctx.bool_type().const_all_ones(), |acc, d| {
            let t = cg.icmp(IntPredicate::EQ, sreg(cg, gpu, Special::Thread(d)), cg.i64(0));
            let b = cg.icmp(IntPredicate::EQ, sreg(cg, gpu, Special::Block(d)), cg.i64(0));
            ok(cg.builder.build_and(acc, ok(cg.builder.build_and(t, b, "first")), "first"))
        });
        cg.if_then(first, || body(&[], cg.i64(0)));
        return;
    }
    // grid dimension d covers array dimension rank - 1 - d
    let dims = rank.min(3);
    let start = |d: u8| {
        let b = sreg(cg, gpu, Special::Block(d));
        let n = sreg(cg, gpu, Special::BlockDim(d));
        cg.add(cg.mul(b, n), sreg(cg, gpu, Special::Thread(d)))
    };
    let step = |d: u8| cg.mul(sreg(cg, gpu, Special::BlockDim(d)), sreg(cg, gpu, Special::GridDim(d)));
    /// The loops of grid dimensions `dims - 1 - level` down to 0 (outermost first).
    struct Nest<'n, 'a, 'ctx> {
        cg: &'n Codegen<'a, 'ctx>,
        extent: &'n [IntValue<'ctx>],
        dims: usize,
        start: &'n dyn Fn(u8) -> IntValue<'ctx>,
        step: &'n dyn Fn(u8) -> IntValue<'ctx>,
        body: &'n dyn Fn(&[IntValue<'ctx>], IntValue<'ctx>),
    }
    impl<'ctx> Nest<'_, '_, 'ctx> {
        fn level(&self, level: usize, ix: &mut Vec<IntValue<'ctx>>) {
            if level == self.dims {
                (self.body)(ix, self.cg.linearize(self.extent, ix));
                return;
            }
            let d = (self.dims - 1 - level) as u8;
            let axis = self.extent.len() - 1 - d as usize;
            for_stride(self.cg, (self.start)(d), self.extent[axis], (self.step)(d), |i| {
                ix.push(i);
                self.level(level + 1, ix);
                ix.pop();
            });
        }
    }
    let nest = Nest { cg, extent, dims, start: &start, step: &step, body };
    nest.level(0, &mut Vec::with_capacity(rank));
}

/// `[row, column]` of thread `i` over `rows x columns` under a thread mapping's `position`
/// functions (see `mapping`): the 32-bit one where the mapping has one and the extent has
/// at most [`NARROW_POSITIONS`] positions (a branch the whole grid takes the same way).
fn mapped_position<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    position: &PositionFn,
    i: IntValue<'ctx>,
    rows: IntValue<'ctx>,
    columns: IntValue<'ctx>,
) -> Vec<IntValue<'ctx>> {
    let no_arrays =
        |_: ArrayVar| -> &crate::lower::ArrayRef<'ctx> { unreachable!("a thread mapping reads no array") };
    let args = [i, rows, columns].map(|v| Val::Scalar(v.into()));
    let at = |f: &Fun<ArrayVar>| cg.lower(f, &args, &no_arrays, crate::lower::FloatOrder::Strict);
    match &position.narrow {
        Some(narrow) => {
            let small = cg.icmp(IntPredicate::SLE, cg.mul(rows, columns), cg.i64(NARROW_POSITIONS));
            cg.if_else_val(small, &Type::index(2), || at(narrow), || at(&position.wide)).to_index()
        }
        None => at(&position.wide).to_index(),
    }
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
}

impl<'ctx> Warp<'ctx> {
    fn of(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget) -> Warp<'ctx> {
        let tid = sreg(cg, gpu, Special::Thread(0));
        let ntid = sreg(cg, gpu, Special::BlockDim(0));
        let global = cg.add(cg.mul(sreg(cg, gpu, Special::Block(0)), ntid), tid);
        let shift = |v| ok(cg.builder.build_right_shift(v, cg.i64(5), false, "warp"));
        Warp {
            id: shift(global),
            count: shift(cg.mul(ntid, sreg(cg, gpu, Special::GridDim(0)))),
            lane: ok(cg.builder.build_and(tid, cg.i64(31), "lane")),
        }
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
