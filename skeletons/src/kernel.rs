//! A kernel as code generation sees it: its arrays in a canonical order, a structural key
//! that names the generated code, its entry points and the layout of its parameters.
//!
//! Two kernels that differ only in the names (`ArrayVar` numbers) of the arrays they read
//! generate the same code. [`Signature::of`] renames the arrays in the order they first
//! appear and keeps their types; the [`Signature::key`] is a 128-bit hash of that canonical
//! form, the name under which compiled code is cached in memory and on disk.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::Duration;

use systole_frontend::ir::{BinOp, Consumer, Expr, Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayType, ArrayVar, Delayed, Input, Kernel};

use crate::effort::Effort;

/// The arrays a kernel reads and its canonical form.
#[derive(Clone, Debug)]
pub struct Signature {
    /// The manifest arrays the kernel reads through its functions and inputs, in canonical
    /// order (the order in which the kernel's arguments pass them). A permute's `defaults`
    /// array is not among them unless a function reads it: the host copies it into the
    /// output before the kernel runs. A segmented fold's offsets are.
    pub arrays: Vec<ArrayVar>,
    /// The kernel with array `arrays[k]` renamed to `ArrayVar(k)`.
    pub canonical: Kernel,
    /// The types of the arrays, in the same order.
    pub types: Vec<ArrayType>,
}

impl Signature {
    /// The signature of `kernel`; `ty` gives the type of every array of the plan.
    pub fn of(kernel: &Kernel, ty: impl Fn(ArrayVar) -> ArrayType) -> Signature {
        fn add(arrays: &mut Vec<ArrayVar>, a: ArrayVar) {
            if !arrays.contains(&a) {
                arrays.push(a);
            }
        }
        let mut arrays: Vec<ArrayVar> = Vec::new();
        let funs: Vec<&Fun<ArrayVar>> = match kernel {
            Kernel::Generate { shape, outputs, extents } => {
                std::iter::once(shape).chain(outputs).chain(extents.iter().flatten()).collect()
            }
            Kernel::Consumer(c) => {
                for input in c.inputs() {
                    match input {
                        Input::Manifest(v) => add(&mut arrays, *v),
                        Input::Delayed(d) => {
                            d.shape.arrays().chain(d.element.arrays()).for_each(|&a| add(&mut arrays, a))
                        }
                    }
                }
                // a segmented fold reads its offsets (after its input, before its functions)
                if let Consumer::FoldSeg { offsets, .. } = c {
                    add(&mut arrays, *offsets);
                }
                c.funs()
            }
        };
        funs.into_iter().flat_map(|f| f.arrays()).for_each(|&a| add(&mut arrays, a));
        let rename: HashMap<ArrayVar, ArrayVar> =
            arrays.iter().enumerate().map(|(k, &a)| (a, ArrayVar(k as u32))).collect();
        let canonical = rename_kernel(kernel, &|a| rename.get(&a).copied().unwrap_or(ArrayVar(u32::MAX)));
        let types = arrays.iter().map(|&a| ty(a)).collect();
        Signature { arrays, canonical, types }
    }

    /// The structural key: equal for kernels that generate the same code.
    pub fn key(&self) -> Key {
        let mut text = String::new();
        let _ = write!(text, "{:?}|{:?}", self.canonical, self.types);
        Key(fnv128(text.as_bytes()))
    }

    /// The position of an array among [`Signature::arrays`], in the canonical kernel.
    #[expect(
        clippy::expect_used,
        reason = "a signature's arrays are every array its kernel reads: callers ask for those"
    )]
    pub fn position(&self, a: ArrayVar) -> usize {
        self.arrays.iter().position(|&b| b == a).expect("the array is read by the kernel")
    }
}

/// A structural hash of a kernel (see [`Signature::key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(pub u128);

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// FNV-1a, 128 bits: stable across runs, platforms and compiler versions (a disk cache key
/// must be).
pub fn fnv128(bytes: &[u8]) -> u128 {
    const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    bytes.iter().fold(OFFSET, |h, &b| (h ^ u128::from(b)).wrapping_mul(PRIME))
}

/// The entry points of a compiled kernel. What each does on the CPU is in
/// [`crate::range`], on the GPU in [`crate::grid`]; the two share the names and the split
/// of work (whole rows; pieces of rows reduced into partials; partials combined).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A range of row-major positions of the output (of the input, for permute).
    Elements,
    /// A range of whole rows (fold, scan); a segmented fold's segments a thread each, while
    /// they are short (GPU: see `grid::fold_seg`).
    Rows,
    /// A piece of a row reduced into a partial (fold, scan on the CPU).
    Segment,
    /// A fold's partials and seed into its output.
    Finish,
    /// A scan's partials into carry-ins (CPU).
    Carries,
    /// A piece of a row scanned from a carry-in (CPU).
    Scan,
    /// The pieces of rows scanned in one pass, each piece's carry-in looked up from the
    /// pieces before it (GPU: the chained scan of `grid`).
    Chained,
    /// The weights of an SSAM stencil that are not constants, evaluated once into the
    /// buffer at address `a`, which the host copies into the kernel's constant memory
    /// before its `Elements` (GPU, see `grid::entries`).
    Weights,
    /// A register-tile stencil's tiles when every tile's lanes' own columns lie inside the
    /// inputs and the output and align to their vectors (GPU: the host takes it over
    /// `Elements` where [`RegisterTile::whole_tiles`](crate::grid::RegisterTile::whole_tiles)
    /// says so): one copy of the tile's code for every tile (in a volume, one for the chunks
    /// walking up and one for those walking down: see
    /// [`RegisterTile::alternates`](crate::grid::RegisterTile::alternates)), the rows, planes
    /// and halo columns read through the boundary rules, no branch between inner and border
    /// tiles.
    WholeTiles,
    /// The padded copy of a huge naive stencil's input, written to the buffer at address
    /// `a` before `Elements` reads its taps from it (GPU: see
    /// [`Padding`](crate::grid::Padding)).
    Pad,
    /// A sort's histograms of every digit of its input's radices (GPU: see `grid::sort`).
    Histogram,
    /// A sort's pass over one digit: rank, look back, scatter (GPU: see `grid::sort`).
    Digit,
    /// A segmented fold's search for where each tile of merge items starts, before its
    /// [`Entry::Segment`]; or, where [`Entry::Listing`] folded every segment it did not
    /// list, the listed segments' fold in chunks (GPU: see `grid::fold_seg`).
    Search,
    /// A segmented fold's [`Entry::Rows`] again where it stopped at a segment too long for
    /// a thread and did not send the fold to the merge path, listing those of more than
    /// 4096 elements for [`Entry::Search`] (GPU: see `grid::fold_seg`).
    Listing,
    /// A fold's [`Entry::Segment`] whose warp of a row's last piece folds the row's
    /// partials into the output, as [`Entry::Finish`] does, in the same kernel (GPU: see
    /// `grid::fold`; the row's counters of pieces in [`ParamSlot::PieceStates`]).
    OnePass,
}

impl Entry {
    /// The entry points a kernel has on the CPU.
    pub fn on_cpu(kernel: &Kernel) -> &'static [Entry] {
        match kernel {
            Kernel::Consumer(Consumer::Scan { .. }) => {
                &[Entry::Rows, Entry::Segment, Entry::Carries, Entry::Scan]
            }
            Kernel::Consumer(Consumer::Compact { .. }) => &[Entry::Segment, Entry::Scan],
            _ => Entry::common(kernel),
        }
    }

    /// The entry points a kernel has on the GPU.
    pub fn on_gpu(kernel: &Kernel) -> &'static [Entry] {
        match kernel {
            Kernel::Consumer(Consumer::Scan { .. }) => &[Entry::Rows, Entry::Chained],
            Kernel::Consumer(Consumer::Compact { .. }) => &[Entry::Chained],
            Kernel::Consumer(Consumer::FoldSeg { .. }) => {
                &[Entry::Rows, Entry::Listing, Entry::Search, Entry::Segment, Entry::Finish]
            }
            Kernel::Consumer(Consumer::Sort { .. }) => &[Entry::Elements, Entry::Histogram, Entry::Digit],
            Kernel::Consumer(Consumer::Fold { .. }) => {
                &[Entry::Rows, Entry::Segment, Entry::Finish, Entry::OnePass]
            }
            _ => Entry::common(kernel),
        }
    }

    /// The entries of every other kernel, the same on every target.
    fn common(kernel: &Kernel) -> &'static [Entry] {
        match kernel {
            Kernel::Generate { .. } => &[Entry::Elements],
            Kernel::Consumer(Consumer::Fold { .. } | Consumer::FoldSeg { .. }) => {
                &[Entry::Rows, Entry::Segment, Entry::Finish]
            }
            Kernel::Consumer(Consumer::Scan { .. } | Consumer::Compact { .. }) => {
                unreachable!("a scan's and a compaction's entries depend on the target")
            }
            Kernel::Consumer(Consumer::Permute { .. } | Consumer::Stencil { .. } | Consumer::Sort { .. }) => {
                &[Entry::Elements]
            }
        }
    }

    /// The suffix of the entry's symbol.
    pub fn name(self) -> &'static str {
        match self {
            Entry::Elements => "elements",
            Entry::Rows => "rows",
            Entry::Segment => "segment",
            Entry::Finish => "finish",
            Entry::Carries => "carries",
            Entry::Scan => "scan",
            Entry::Chained => "chained",
            Entry::Weights => "weights",
            Entry::WholeTiles => "whole_tiles",
            Entry::Pad => "pad",
            Entry::Histogram => "histogram",
            Entry::Digit => "digit",
            Entry::OnePass => "one_pass",
            Entry::Search => "search",
            Entry::Listing => "listing",
        }
    }
}

/// The symbol of an entry point of the kernel compiled under `prefix`.
pub fn symbol(prefix: &str, entry: Entry) -> String {
    format!("{prefix}_{}", entry.name())
}

/// The signature of every CPU entry point: `extern "C" fn(params, a, b, c, d)`.
pub type EntryFn = unsafe extern "C" fn(*const u64, i64, i64, i64, i64);

/// How a permute combines into its output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PermuteCombine {
    /// One atomic read-modify-write (`combine` is a plain `+`, `min` or `max` of a scalar).
    Atomic(BinOp),
    /// Under a lock taken per target element (striped over a table of locks).
    Locked,
}

/// The number of locks of a permute's lock table (a power of two).
pub const PERMUTE_LOCKS: usize = 4096;

/// How `combine` of a permute is applied (see [`PermuteCombine`]).
pub fn permute_combine(combine: &Fun<ArrayVar>) -> PermuteCombine {
    let Some(t) = combine.result_type().as_scalar() else { return PermuteCombine::Locked };
    if t == ScalarType::Bool {
        return PermuteCombine::Locked;
    }
    match combine.node(combine.result()) {
        Expr::Binary(op @ (BinOp::Add | BinOp::Min | BinOp::Max), a, b) => {
            let params = (combine.node(*a), combine.node(*b));
            match params {
                (Expr::Param(0), Expr::Param(1)) | (Expr::Param(1), Expr::Param(0)) => {
                    PermuteCombine::Atomic(*op)
                }
                _ => PermuteCombine::Locked,
            }
        }
        _ => PermuteCombine::Locked,
    }
}

/// The element type and rank of a consumer's input.
pub fn input_type(input: &Input, sig: &Signature) -> (Type, usize) {
    match input {
        Input::Manifest(v) => {
            let t = &sig.types[v.index()];
            (t.elt.clone(), t.rank)
        }
        Input::Delayed(d) => {
            let rank = d.shape.result_type().as_tuple().map_or(0, <[Type]>::len);
            (d.element.result_type().clone(), rank)
        }
    }
}

/// What the host passes a kernel, in order: on the CPU the slots of a parameter block, on
/// the GPU the kernel's parameters. The host builds it with the same walk over the kernel
/// that code generation uses, so the two cannot disagree.
///
/// ```text
///  arrays read     for each Signature::arrays[k]: its extents (i64), one pointer per leaf
///  generate        output extents; every output's leaf pointers
///  fold            input extents; output leaf pointers; partial leaf pointers
///  fold_seg        as fold (the input is a vector; the offsets are an array read); the
///                  tiles' states pointer (GPU: two `i64`s a tile, see `grid::fold_seg`)
///  scan            input extents; output leaf pointers; totals leaf pointers (exclusive
///                  scans); partial leaf pointers; piece states pointer
///  permute         input extents; output extents; output leaf pointers; lock table pointer
///  stencil         every input's extents; output extents; interior lo and hi per
///                  dimension; output leaf pointers
///  compact         input extent; output leaf pointers; the count's pointer (output 1);
///                  the partials' pointer (`i64` counts); piece states pointer
///  sort            input extent; output 0's and output 1's leaf pointers (the elements,
///                  two buffers); sort buffers 0 to 3 (see ParamSlot::SortBuffer)
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamSlot {
    /// An extent of the `k`-th array read (`Signature::arrays[k]`), dimension `d`.
    ArrayExtent(usize, usize),
    /// Leaf pointer `l` of the `k`-th array read.
    ArrayLeaf(usize, usize),
    /// Dimension `d` of the extent of consumer input `i` (generate: of the output).
    InputExtent(usize, usize),
    /// Dimension `d` of the output's extent (a generate's: the extent it runs over).
    OutputExtent(usize),
    /// Dimension `d` of the extent of a generate's output `o` that has one of its own
    /// (`Kernel::Generate::extents`), which it is written over.
    OwnExtent(usize, usize),
    /// Leaf `l` of output `o` (a generate's outputs; 0 otherwise).
    OutputLeaf(usize, usize),
    /// Leaf `l` of the totals of an exclusive scan.
    TotalsLeaf(usize),
    /// Leaf `l` of the partials buffer (fold and scan of long rows).
    PartialLeaf(usize),
    /// The permute's lock table ([`PERMUTE_LOCKS`] `u32`s, zero).
    Locks,
    /// A scan's piece counter and piece states for [`Entry::Chained`] (`1 + pieces`
    /// `u32`s, zero); a fold's counters of pieces done, a `u32` a row, zero, for its
    /// [`Entry::OnePass`] (null for its other entries). Unused on the CPU, which passes a
    /// null pointer.
    PieceStates,
    /// The first interior position of a stencil in dimension `d`.
    InteriorLo(usize),
    /// One past the last interior position of a stencil in dimension `d`.
    InteriorHi(usize),
    /// A sort's buffer `k`: 0 and 1 the radices (two buffers of the input's length, of the
    /// key's type), 2 the digits' counts (`u32`s, [`SORT_DIGITS`] for each digit of the
    /// radix), 3 the tiles' states of the GPU's look-back (see `grid::sort`; zero before
    /// the first pass; unused on the CPU, which passes null pointers for 2 and 3).
    SortBuffer(usize),
}

/// The values of a sort's digit (8 bits).
pub const SORT_DIGITS: usize = 256;

/// The parameters of a kernel, slot by slot.
pub struct ParamLayout;

impl ParamLayout {
    /// The slots of `sig`'s kernel, in order.
    pub fn of(sig: &Signature) -> Vec<ParamSlot> {
        let mut out = Vec::new();
        for (k, t) in sig.types.iter().enumerate() {
            out.extend((0..t.rank).map(|d| ParamSlot::ArrayExtent(k, d)));
            out.extend((0..t.elt.leaves().len()).map(|l| ParamSlot::ArrayLeaf(k, l)));
        }
        let leaves = |t: &Type| t.leaves().len();
        match &sig.canonical {
            Kernel::Generate { shape, outputs, extents } => {
                let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
                out.extend((0..rank).map(ParamSlot::OutputExtent));
                for (o, (f, own)) in outputs.iter().zip(extents).enumerate() {
                    if let Some(own) = own {
                        let own_rank = own.result_type().as_tuple().map_or(0, <[Type]>::len);
                        out.extend((0..own_rank).map(|d| ParamSlot::OwnExtent(o, d)));
                    }
                    out.extend((0..leaves(f.result_type())).map(|l| ParamSlot::OutputLeaf(o, l)));
                }
            }
            Kernel::Consumer(c) => {
                let inputs = c.inputs();
                match c {
                    Consumer::Fold { .. } | Consumer::Scan { .. } | Consumer::FoldSeg { .. } => {
                        let (elt, rank) = input_type(inputs[0], sig);
                        out.extend((0..rank).map(|d| ParamSlot::InputExtent(0, d)));
                        out.extend((0..leaves(&elt)).map(|l| ParamSlot::OutputLeaf(0, l)));
                        if let Consumer::Scan { seed: Some(_), .. } = c {
                            out.extend((0..leaves(&elt)).map(ParamSlot::TotalsLeaf));
                        }
                        out.extend((0..leaves(&elt)).map(ParamSlot::PartialLeaf));
                        // a scan's piece states, a fold's rows' counters of pieces, a
                        // segmented fold's tiles' carries
                        out.push(ParamSlot::PieceStates);
                    }
                    Consumer::Permute { combine, .. } => {
                        let (_, rank) = input_type(inputs[0], sig);
                        out.extend((0..rank).map(|d| ParamSlot::InputExtent(0, d)));
                        let elt = combine.result_type();
                        let out_rank = permute_target_rank(c);
                        out.extend((0..out_rank).map(ParamSlot::OutputExtent));
                        out.extend((0..leaves(elt)).map(|l| ParamSlot::OutputLeaf(0, l)));
                        out.push(ParamSlot::Locks);
                    }
                    Consumer::Stencil { f, .. } => {
                        let mut rank = 0;
                        for (i, input) in inputs.iter().enumerate() {
                            rank = input_type(input, sig).1;
                            out.extend((0..rank).map(|d| ParamSlot::InputExtent(i, d)));
                        }
                        out.extend((0..rank).map(ParamSlot::OutputExtent));
                        out.extend((0..rank).map(ParamSlot::InteriorLo));
                        out.extend((0..rank).map(ParamSlot::InteriorHi));
                        out.extend((0..leaves(f.result_type())).map(|l| ParamSlot::OutputLeaf(0, l)));
                    }
                    Consumer::Compact { .. } => {
                        let (elt, _) = input_type(inputs[0], sig);
                        out.push(ParamSlot::InputExtent(0, 0));
                        out.extend((0..leaves(&elt)).map(|l| ParamSlot::OutputLeaf(0, l)));
                        out.push(ParamSlot::OutputLeaf(1, 0));
                        out.push(ParamSlot::PartialLeaf(0));
                        out.push(ParamSlot::PieceStates);
                    }
                    Consumer::Sort { .. } => {
                        let (elt, _) = input_type(inputs[0], sig);
                        out.push(ParamSlot::InputExtent(0, 0));
                        for o in 0..2 {
                            out.extend((0..leaves(&elt)).map(|l| ParamSlot::OutputLeaf(o, l)));
                        }
                        out.extend((0..4).map(ParamSlot::SortBuffer));
                    }
                }
            }
        }
        out
    }
}

/// The rank of a permute's target index.
pub fn permute_target_rank(c: &Consumer<Input, ArrayVar>) -> usize {
    match c {
        Consumer::Permute { index, .. } => index
            .result_type()
            .as_tuple()
            .and_then(|t| t.get(1))
            .and_then(Type::as_tuple)
            .map_or(0, <[Type]>::len),
        _ => 0,
    }
}

impl ParamSlot {
    /// Whether the slot holds a pointer (else an `i64`).
    pub fn is_pointer(&self) -> bool {
        matches!(
            self,
            ParamSlot::ArrayLeaf(..)
                | ParamSlot::OutputLeaf(..)
                | ParamSlot::TotalsLeaf(_)
                | ParamSlot::PartialLeaf(_)
                | ParamSlot::Locks
                | ParamSlot::PieceStates
                | ParamSlot::SortBuffer(_)
        )
    }
}

/// Where a kernel's code came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Generated and compiled by LLVM now (cold).
    Compiled,
    /// Loaded from the disk cache (compiled by an earlier process).
    Disk,
    /// Already loaded in this process.
    Memory,
}

/// How long the phases of compiling one kernel took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompilePhases {
    /// Generating the kernel's LLVM IR (the skeleton and its lowered scalar functions) and
    /// verifying it.
    pub generate: Duration,
    /// LLVM's optimisation pipeline.
    pub optimise: Duration,
    /// LLVM's code generation: the object file (CPU) or the PTX text (GPU).
    pub emit: Duration,
    /// How hard LLVM worked on the kernel (less on one of many operations).
    pub effort: Effort,
}

impl std::fmt::Display for CompilePhases {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        write!(
            f,
            "generate {:.3} ms, optimise {:.3} ms, emit {:.3} ms",
            ms(self.generate),
            ms(self.optimise),
            ms(self.emit)
        )?;
        match self.effort {
            Effort::Full => Ok(()),
            reduced => write!(f, "; a large kernel, {reduced}"),
        }
    }
}

/// How one kernel was obtained and how long it took.
#[derive(Clone, Debug)]
pub struct KernelCompile {
    /// The kernel's operation (`generate`, `fold`, ...).
    pub kernel: &'static str,
    /// Its structural key.
    pub key: Key,
    /// Where the code came from.
    pub source: Source,
    /// Time to obtain it: code generation and LLVM for [`Source::Compiled`], reading and
    /// linking for [`Source::Disk`].
    pub time: Duration,
    /// How long each phase of compiling took, where the kernel was compiled now.
    pub phases: Option<CompilePhases>,
    /// The skeleton the backend chose where it had a choice, and why (a GPU stencil's
    /// [`crate::grid::StencilSkeleton`]).
    pub skeleton: Option<String>,
    /// Why the disk cache's entry for the kernel was not used, where it had one that failed
    /// its check (then deleted, and the kernel compiled again: see [`crate::cache`]).
    pub note: Option<String>,
    /// The assembler that made the kernel's machine code, where it was not the backend's own
    /// (the CUDA toolkit's `ptxas` for a huge kernel on the GPU, with its version).
    pub assembled_by: Option<String>,
}

impl std::fmt::Display for KernelCompile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let source = match self.source {
            Source::Compiled => "compiled",
            Source::Disk => "disk cache",
            Source::Memory => "memory cache",
        };
        write!(
            f,
            "{:<10} {} {:>10} {:>9.3} ms",
            self.kernel,
            &self.key.to_string()[..12],
            source,
            self.time.as_secs_f64() * 1e3
        )?;
        if let Some(phases) = &self.phases {
            write!(f, "  ({phases})")?;
        }
        if let Some(skeleton) = &self.skeleton {
            write!(f, "  {skeleton}")?;
        }
        if let Some(assembler) = &self.assembled_by {
            write!(f, "  (assembled by {assembler})")?;
        }
        match &self.note {
            Some(note) => write!(f, "  ({note})"),
            None => Ok(()),
        }
    }
}

/// The rows of a fold's or scan's input of extent `in_shape` (rank 1 or more): the outer
/// extent, the row length and the number of rows. `fold1` (a fold without a seed) of empty
/// rows is `Error::EmptyReduction`: there is no value to return.
pub fn rows_of(in_shape: &[usize], fold1: bool) -> Result<(&[usize], usize, usize), systole_frontend::Error> {
    let (&n, outer) = in_shape.split_last().ok_or_else(|| {
        systole_frontend::Error::Internal(
            "a fold's or scan's input of rank 0 (tracing gives it rank 1 or more)".into(),
        )
    })?;
    let rows = systole_frontend::array::shape_size(outer)?;
    if fold1 && n == 0 && rows > 0 {
        return Err(systole_frontend::Error::EmptyReduction { operation: "fold1", shape: in_shape.to_vec() });
    }
    Ok((outer, n, rows))
}

/// What [`stencil_bounds`] returns: the output extent, and the first and one past the last
/// interior position in each dimension.
pub type StencilBounds = (Vec<usize>, Vec<i64>, Vec<i64>);

/// A stencil's output extent (the smallest extent of its inputs in each dimension) and its
/// interior: `lo[d] .. hi[d]` in each dimension `d`, the positions where every tap of every
/// input lands inside that input, so no boundary rule applies. Computed in `i128`, exactly
/// whatever the offsets; `Error::ShapeTooLarge` when an extent does not fit in `i64`.
pub fn stencil_bounds(
    inputs: &[StencilInput<Input>],
    input_extents: &[Vec<usize>],
) -> Result<StencilBounds, systole_frontend::Error> {
    let rank = input_extents.first().map_or(0, Vec::len);
    let extent: Vec<usize> =
        (0..rank).map(|d| input_extents.iter().map(|e| e[d]).min().unwrap_or(0)).collect();
    let wide = |n: usize| n as i128;
    let mut lo = vec![0i128; rank];
    let mut hi: Vec<i128> = extent.iter().map(|&n| wide(n)).collect();
    for (s, e) in inputs.iter().zip(input_extents) {
        for off in &s.offsets {
            for d in 0..rank {
                lo[d] = lo[d].max(-i128::from(off[d]));
                hi[d] = hi[d].min(wide(e[d]) - i128::from(off[d]));
            }
        }
    }
    // both in 0 ..= extent[d]
    let narrow = |v: i128| {
        i64::try_from(v).map_err(|_| systole_frontend::Error::ShapeTooLarge { shape: extent.clone() })
    };
    let (mut out_lo, mut out_hi) = (Vec::with_capacity(rank), Vec::with_capacity(rank));
    for d in 0..rank {
        let l = lo[d].min(wide(extent[d]));
        out_lo.push(narrow(l)?);
        out_hi.push(narrow(hi[d].max(l))?);
    }
    let (lo, hi) = (out_lo, out_hi);
    Ok((extent, lo, hi))
}

/// The version of the LLVM linked in (`19.1.7`), part of every on-disk cache's key.
pub fn llvm_version() -> String {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: writes three integers.
    unsafe { llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    format!("{major}.{minor}.{patch}")
}

fn rename_kernel(kernel: &Kernel, f: &dyn Fn(ArrayVar) -> ArrayVar) -> Kernel {
    let fun = |g: &Fun<ArrayVar>| g.map_arrays(|&a| f(a)).without_origins();
    let input = |i: &Input| match i {
        Input::Manifest(v) => Input::Manifest(f(*v)),
        // names are for errors, not code: kernels that differ only in names share a key
        Input::Delayed(d) => {
            Input::Delayed(Delayed { shape: fun(&d.shape), element: fun(&d.element), name: "" })
        }
    };
    match kernel {
        Kernel::Generate { shape, outputs, extents } => Kernel::Generate {
            shape: fun(shape),
            outputs: outputs.iter().map(fun).collect(),
            extents: extents.iter().map(|e| e.as_ref().map(fun)).collect(),
        },
        Kernel::Consumer(c) => Kernel::Consumer(match c {
            Consumer::Fold { f: g, seed, input: i } => {
                Consumer::Fold { f: fun(g), seed: seed.as_ref().map(fun), input: input(i) }
            }
            Consumer::Scan { f: g, seed, direction, input: i } => Consumer::Scan {
                f: fun(g),
                seed: seed.as_ref().map(fun),
                direction: *direction,
                input: input(i),
            },
            Consumer::Permute { combine, defaults: _, index, input: i } => Consumer::Permute {
                combine: fun(combine),
                // the defaults are copied by the host; the code does not depend on them
                defaults: ArrayVar(u32::MAX),
                index: fun(index),
                input: input(i),
            },
            Consumer::Stencil { f: g, inputs, strategy } => Consumer::Stencil {
                strategy: *strategy,
                f: fun(g),
                inputs: inputs
                    .iter()
                    .map(|s| StencilInput {
                        input: input(&s.input),
                        offsets: s.offsets.clone(),
                        boundary: s.boundary.clone(),
                    })
                    .collect(),
            },
            Consumer::Compact { pred, input: i } => Consumer::Compact { pred: fun(pred), input: input(i) },
            Consumer::Sort { key, input: i } => Consumer::Sort { key: fun(key), input: input(i) },
            Consumer::FoldSeg { f: g, seed, offsets, input: i } => Consumer::FoldSeg {
                f: fun(g),
                seed: seed.as_ref().map(fun),
                offsets: f(*offsets),
                input: input(i),
            },
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use systole_frontend::ir::{Expr, ExprId};
    use systole_frontend::{ScalarType, Type};

    fn read_plus_one(a: ArrayVar) -> Kernel {
        read_plus_one_by(a, "index")
    }

    /// The kernel reading `a` by a read named `origin`.
    fn read_plus_one_by(a: ArrayVar, origin: &'static str) -> Kernel {
        let ix = Type::index(1);
        let f32_ = Type::Scalar(ScalarType::F32);
        let shape = Fun::from_parts(vec![], vec![Expr::Shape { array: a }], vec![ix.clone()]);
        let element = Fun::from_parts(
            vec![ix.clone()],
            vec![
                Expr::Param(0),
                Expr::Index { array: a, index: ExprId(0), origin: Some(origin) },
                Expr::Const(systole_frontend::elt::Scalar::F32(1.0)),
                Expr::Binary(systole_frontend::ir::BinOp::Add, ExprId(1), ExprId(2)),
            ],
            vec![ix, f32_.clone(), f32_.clone(), f32_],
        );
        Kernel::generate(shape, element)
    }

    #[test]
    fn kernels_that_differ_only_in_array_names_have_one_key() {
        let ty = |_| ArrayType { elt: Type::Scalar(ScalarType::F32), rank: 1 };
        let a = Signature::of(&read_plus_one(ArrayVar(3)), ty);
        let b = Signature::of(&read_plus_one(ArrayVar(7)), ty);
        assert_eq!(a.arrays, vec![ArrayVar(3)]);
        assert_eq!(a.key(), b.key());
        let other = |_| ArrayType { elt: Type::Scalar(ScalarType::F32), rank: 2 };
        assert_ne!(a.key(), Signature::of(&read_plus_one(ArrayVar(3)), other).key());
    }

    #[test]
    fn stencil_bounds_hold_for_offsets_at_the_ends_of_i64() {
        let input = |offsets: Vec<Vec<i64>>| StencilInput {
            input: Input::Manifest(ArrayVar(0)),
            offsets,
            boundary: systole_frontend::ir::Boundary::Clamp,
        };
        let bounds = |offsets| stencil_bounds(&[input(offsets)], &[vec![10, 7]]).unwrap();
        assert_eq!(bounds(vec![vec![-1, 2], vec![1, 0]]), (vec![10, 7], vec![1, 0], vec![9, 5]));
        // no position has every tap inside: an empty interior, at the start
        assert_eq!(
            bounds(vec![vec![i64::MIN, 0], vec![0, i64::MAX]]),
            (vec![10, 7], vec![10, 0], vec![10, 0])
        );
        assert_eq!(bounds(vec![vec![i64::MAX, i64::MIN]]), (vec![10, 7], vec![0, 7], vec![0, 7]));
        let huge = stencil_bounds(&[input(vec![vec![0]])], &[vec![usize::MAX]]);
        assert!(matches!(huge, Err(systole_frontend::Error::ShapeTooLarge { .. })));
    }

    #[test]
    fn kernels_that_differ_only_in_the_names_of_their_reads_have_one_key() {
        let ty = |_| ArrayType { elt: Type::Scalar(ScalarType::F32), rank: 1 };
        let a = Signature::of(&read_plus_one_by(ArrayVar(3), "index"), ty);
        let b = Signature::of(&read_plus_one_by(ArrayVar(3), "replicate"), ty);
        assert_eq!(a.key(), b.key());
    }

    #[test]
    fn fnv128_is_the_published_function() {
        // FNV-1a 128 of the empty string is the offset basis; of "a", the published value
        assert_eq!(fnv128(b""), 0x6c62272e07bb014262b821756295c58d);
        assert_eq!(fnv128(b"a"), 0xd228cb696f1a8caf78912b704e4a8964);
    }
}
