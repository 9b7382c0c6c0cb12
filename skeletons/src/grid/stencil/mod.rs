//! Stencils on the GPU. [`stencil_skeleton`] picks one skeleton per kernel from the
//! stencil's footprint and the user's [`StencilStrategy`]; `explain()` and the compile
//! report say which and why.
//!
//! ```text
//!  stencil_skeleton ──► Naive ────────────────► naive.rs   one thread per output
//!   (this module)   ├─► RegisterTile(tile) ──► tile.rs    warps over tiles, inner/border/whole
//!   shape.rs: the   │                            └► walk.rs  one tile: ring of rows, steps,
//!   tile's shape    │                                         loads, value-shuffle outputs
//!                   │                            └► lanes.rs a lane's columns: packed narrow
//!                   │                                         rows, the only vector accesses
//!                   ├─► Ssam { tile, op } ───► tile.rs + ssam.rs  partial sums, weights
//!                   └─► Window(window) ──────► window.rs  wide filters: shared memory,
//!                                                          a loop over filter columns
//! ```
//!
//! **Naive** (`naive.rs`). One thread per output, a load per tap (through the L1 cache); only
//! the threads of the border apply the boundary rule.
//!
//! **Register tile** (a register cache with value shuffles, after Chen et al., SC'19, and
//! Rawat et al.'s register-first streaming). A warp computes a tile of outputs: `width`
//! columns of the innermost dimension, `chunk` positions of the stream dimension (the rows
//! of a matrix, the planes of a volume, [`RegisterTile::stream_dim`]) and of a volume
//! `block` rows between. Lane `l` loads its columns of every row the tile's taps read, once,
//! with a coalesced (vector) load, and keeps them in registers; a tap `(ds, dx)` of an
//! output is row `p + ds` of the lane `dx` columns away, moved by a `shfl.sync` made once
//! and shared by every output that reads it. Any stencil function works: the taps are
//! values. The warp walks its chunk `step` outputs at a time, each step's rows loaded during
//! the step before, into a ring of register slots unrolled so that no loaded value is moved:
//!
//! ```text
//!   stream ▼   lanes 0 ..................... 31        a step of 4 rows (rank 2):
//!   row s-1    [ held in the ring of slots ]           outputs s .. s+3 computed from
//!   row s      [ held                      ]  ──┐      rows s-1 .. s+4 (the window),
//!    ...                                        │ out  while rows s+5 .. s+8 load into
//!   row s+4    [ held                      ]  ──┘      the slots of rows no longer read
//!   row s+5..8 [ loading                   ]
//! ```
//!
//! - A lane holds 1, 2, 4, 8 or 16 adjacent columns, at most 16 bytes
//!   ([`RegisterTile::columns`]): fewer loads, stores and shuffles per output, more bytes in
//!   flight per load. Vectors need rows and buffers aligned to them; tiles that cannot take
//!   them read a column at a time. One place decides which accesses are vectors
//!   (`lanes.rs`: they take a proof of alignment that only the checked paths make).
//! - Narrow elements (`u8`, `i8`, `bool`, `u16`, `i16`) take lanes of 16 bytes in 2D (16
//!   `u8` columns, 8 `i16`; volumes take 4 columns a lane), held packed in 32-bit words as memory holds them and unpacked where
//!   a tap reads a column (`lanes.rs`); the arithmetic stays in the program's types.
//! - **Halo lanes and whole tiles.** Where the halo is at most 2 columns in all and the
//!   taps are values, lanes of their own hold the halo columns ([`RegisterTile::halo_lanes`])
//!   and tiles lie side by side: every lane computes outputs. Such a kernel has a second
//!   entry, [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles): one copy of the code
//!   for every tile, the last tile across a row moved back to end at the row's end, rows,
//!   planes and halo columns read through the boundary rules, stores checked by row and
//!   plane. The backend launches it where the extents and buffers allow and it keeps enough
//!   warps resident (`systole_ptx::launch`); else the `Elements` entry runs the same shape
//!   with tiles overlapping by the halo ([`RegisterTile::overlapping`]), the tiles inside
//!   every input (a box computed once a launch) with plain loads and stores, the border
//!   through the boundary rules with every store checked.
//! - In a volume, whole tiles' chunks walk up and down in turn
//!   ([`RegisterTile::alternates`]), so neighbouring chunks read their shared planes from
//!   the L2 cache.
//! - A load's address is its row's part (once a tile) plus its plane's (once a step): one
//!   64-bit add a load.
//! - Rank 4 and more: the dimensions outside the stream, block and column dimensions are
//!   the tile's outer index (one grid dimension), and their offsets add rows a lane holds.
//!   Where even the smallest tile's rows would not fit in registers (a 3x3x3x3 box), the
//!   stencil takes the naive skeleton instead of spilling.
//!
//! **SSAM** (`ssam.rs`): the register tile with Chen et al.'s partial sums, where the stencil
//! function is a weighted sum: each column's taps combined in the lane holding them, one
//! shuffle a column, the output's lane summing its own taps onto the moved parts in one
//! chain. Weights read at run time live in constant memory ([`WEIGHTS_GLOBAL`]). In volumes
//! (j3d27pt) a lane holds 2 columns of 32-bit values (one shuffle an output), 64-bit values
//! load their rows 2 steps ahead ([`RegisterTile::ahead`]), ask the L1 for them a step
//! before that ([`RegisterTile::prefetch`]) and write whole 32-byte sectors
//! ([`RegisterTile::width_multiple`]), and the stores are predicated, vectors included
//! (`docs/perf/2026-11-26-j3d27pt.md`); the border tiles store a lane's columns as one
//! vector too where the launch is aligned, and a block's warps take the tiles of adjacent
//! rows, so that they share their halo rows through the L1
//! ([`RegisterTile::rows_first`], `docs/perf/2026-11-27-j3d27pt-tile-order.md`).
//!
//! **Shared window** (`window.rs`): a wide filter (a weighted sum over a dense box, wider
//! than 9x9 under `Auto`) in a block's shared memory, a loop over the filter's columns: code
//! that grows with the filter's height, not its area.
//!
//! Why the shapes are what they are, measured on an H100:
//! `docs/perf/2026-11-25-register-tiles.md` and `docs/perf/2026-11-25-ssam.md`.

mod columns;
mod lanes;
mod naive;
mod padded;
mod shape;
mod ssam;
mod tile;
mod walk;
mod window;

use std::fmt;

pub use systole_frontend::StencilStrategy;
use systole_frontend::ir::{BinOp, Consumer, Fun, StencilInput};
use systole_fusion::{ArrayVar, Input, Kernel};

pub use padded::{MAX_PAD, Padding};
use shape::{MAX_TAP_WORDS, tile_shape};
pub use shape::{RegisterTile, TileShape};
use ssam::{MAX_CONSTANT_WEIGHT_BYTES, sum_type};
pub use ssam::{WEIGHTS_GLOBAL, constant_weights};
pub use window::Window;

use super::weighted::weighted_sum;
use super::{GpuTarget, PositionFn};
use crate::codegen::KernelGen;
use crate::effort::{Effort, TapLoop};
use crate::kernel::{Entry, Signature, input_type};

/// What the GPU made of a stencil kernel, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StencilSkeleton {
    /// One thread per output; the reason the register tile was not used.
    Naive {
        /// Why not the register tile.
        why: String,
        /// Where a huge kernel reads its taps from a padded copy of its input
        /// ([`Padding`]): the copy's shape, written by
        /// [`Entry::Pad`](crate::kernel::Entry::Pad) before `Elements` runs.
        padding: Option<Padding>,
    },
    /// A warp per tile of outputs, rows held in registers, taps moved by shuffles.
    RegisterTile(RegisterTile),
    /// The register tile with SSAM's partial sums: a column's weighted taps combined in one
    /// lane, a shuffle per column.
    Ssam {
        /// The tile.
        tile: RegisterTile,
        /// The sum's operator (`+`, `max`, `min`).
        op: BinOp,
    },
    /// A block's input window in shared memory, a loop over the filter's columns: wide
    /// filters (`window.rs`).
    Window(Window),
}

impl StencilSkeleton {
    /// The register tile, unless the skeleton is the naive one.
    pub fn tile(&self) -> Option<&RegisterTile> {
        match self {
            StencilSkeleton::Naive { .. } | StencilSkeleton::Window(_) => None,
            StencilSkeleton::RegisterTile(tile) | StencilSkeleton::Ssam { tile, .. } => Some(tile),
        }
    }

    /// The bytes one load of a lane reads in the kernel's register tile: its columns a lane
    /// times the widest scalar of `sig`'s inputs (`None` without a register tile).
    pub fn lane_load_bytes(&self, sig: &Signature) -> Option<u32> {
        let widest = match &sig.canonical {
            Kernel::Consumer(Consumer::Stencil { inputs, .. }) => inputs
                .iter()
                .flat_map(|s| input_type(&s.input, sig).0.leaves())
                .map(|leaf| leaf.size_bytes() as u32)
                .max()
                .unwrap_or(0),
            _ => 0,
        };
        self.tile().map(|tile| tile.columns * widest)
    }

    /// Whether the kernel has an [`Entry::WholeTiles`] entry: a register tile of value
    /// shuffles whose tiles lie side by side ([`RegisterTile::has_whole_tiles`]).
    pub fn has_whole_tiles(&self) -> bool {
        matches!(self, StencilSkeleton::RegisterTile(tile) if tile.has_whole_tiles())
    }

    /// The register tile the kernel's `entry` walks (`None` for the naive skeleton): the
    /// tile itself in [`Entry::WholeTiles`], and in `Elements` the tile with its tiles
    /// overlapping by the halo ([`RegisterTile::overlapping`]; SSAM's always do).
    pub fn walked_tile(&self, entry: Entry) -> Option<RegisterTile> {
        match self {
            StencilSkeleton::Naive { .. } | StencilSkeleton::Window(_) => None,
            StencilSkeleton::RegisterTile(tile) if entry == Entry::WholeTiles => Some(tile.clone()),
            StencilSkeleton::RegisterTile(tile) => Some(tile.overlapping()),
            StencilSkeleton::Ssam { tile, .. } => Some(tile.clone()),
        }
    }
}

impl fmt::Display for StencilSkeleton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StencilSkeleton::Naive { why, padding: None } => write!(f, "naive stencil ({why})"),
            StencilSkeleton::Naive { why, padding: Some(_) } => {
                write!(f, "naive stencil ({why}; its taps read from a padded copy of its input)")
            }
            StencilSkeleton::RegisterTile(t) => {
                // (see `RegisterTile::alternates`)
                let turns = if t.alternates() { ", chunks up and down in turn" } else { "" };
                write!(f, "register tile ({t}{turns})")
            }
            StencilSkeleton::Ssam { tile, op } => {
                let op = op.symbol().unwrap_or(op.name());
                write!(f, "SSAM partial sums of {op} ({tile})")
            }
            StencilSkeleton::Window(window) => write!(f, "shared window ({window})"),
        }
    }
}

/// `StencilStrategy::Auto` takes SSAM's partial sums for weighted sums of more taps than
/// this: the value shuffles of many taps hold every shuffled value of a step's rows
/// (`docs/perf/2026-11-25-ssam.md`).
const AUTO_SSAM_TAPS: usize = 16;

/// `StencilStrategy::Auto` takes the shared window for weighted sums over a dense box of more
/// taps than this (wider than 9x9): SSAM's code, and its compile time, grow with the
/// filter's area (`window.rs`).
const AUTO_WINDOW_TAPS: usize = 81;

/// The skeleton a stencil kernel gets on the GPU under `strategy` (`None` if `sig` is not
/// a stencil), its register tile of the given `shape` if there is one (else of the shape
/// picked from the stencil's footprint). A pure function of its arguments: code generation
/// and the launch both ask it
/// ([`GridOptions::stencil_skeleton`](super::GridOptions::stencil_skeleton)), and the
/// kernel caches key on its answer.
pub fn stencil_skeleton(
    sig: &Signature,
    strategy: StencilStrategy,
    shape: Option<TileShape>,
) -> Option<StencilSkeleton> {
    let Kernel::Consumer(Consumer::Stencil { f, inputs, strategy: chosen }) = &sig.canonical else {
        return None;
    };
    // a strategy given to this stencil wins over the backend's
    let strategy = chosen.unwrap_or(strategy);
    let naive = |why: String| StencilSkeleton::Naive { why, padding: None };
    let register_tile = || match tile_shape(sig, inputs, None, shape) {
        Ok((tile, tap_words)) if tap_words <= MAX_TAP_WORDS => StencilSkeleton::RegisterTile(tile),
        Ok((_, tap_words)) => {
            naive(format!("{tap_words} registers of taps per output: a register tile would spill"))
        }
        Err(why) => naive(why),
    };
    let ssam = || {
        let sum = weighted_sum(f)
            .filter(|s| s.variable_weights() * sum_type(f, s).size_bytes() <= MAX_CONSTANT_WEIGHT_BYTES)?;
        let (tile, _) = tile_shape(sig, inputs, Some(&sum), shape).ok()?;
        Some(StencilSkeleton::Ssam { tile, op: sum.op })
    };
    let window = || match inputs.as_slice() {
        [input] => {
            let sum = weighted_sum(f)?;
            Window::of(&input.offsets, &sum, sum_type(f, &sum)).map(StencilSkeleton::Window)
        }
        _ => None,
    };
    let taps: usize = inputs.iter().map(|s| s.offsets.len()).sum();
    let wide =
        strategy == StencilStrategy::Window || (strategy == StencilStrategy::Auto && taps > AUTO_WINDOW_TAPS);
    // so many taps, each through one expression, that they are a loop over a table of them:
    // the shared window's loop where it fits, else one thread an output
    if let Some(tap_loop) = TapLoop::of(&sig.canonical) {
        let grouped = if tap_loop.tree().is_some() { ", replaying their tree" } else { "" };
        let why = || naive(format!("{} taps, a loop over a table of them{grouped}", tap_loop.len()));
        return Some(wide.then(window).flatten().unwrap_or_else(why));
    }
    // a large kernel: a register tile or SSAM would hold a copy of the function for every
    // output of a step; the shared window's code is a loop over the filter's columns
    if let effort @ Effort::Reduced { .. } = Effort::of(sig) {
        let why = || StencilSkeleton::Naive {
            why: format!("a large kernel ({effort}), whose function a tile would repeat"),
            padding: Padding::of(sig),
        };
        return Some(wide.then(window).flatten().unwrap_or_else(why));
    }
    Some(match strategy {
        StencilStrategy::Naive => naive("StencilStrategy::Naive".into()),
        StencilStrategy::RegisterCache => register_tile(),
        StencilStrategy::Ssam => ssam().unwrap_or_else(register_tile),
        StencilStrategy::Window => window().or_else(ssam).unwrap_or_else(register_tile),
        StencilStrategy::Auto
            if taps > AUTO_WINDOW_TAPS
                && let Some(w) = window() =>
        {
            w
        }
        // SSAM where the value shuffles of many taps would be slow (see `AUTO_SSAM_TAPS`)
        StencilStrategy::Auto if taps > AUTO_SSAM_TAPS => ssam().unwrap_or_else(register_tile),
        StencilStrategy::Auto => register_tile(),
    })
}

impl KernelGen<'_, '_, '_> {
    #[expect(
        clippy::expect_used,
        reason = "SSAM and the shared window are chosen for weighted sums only (`weighted_sum`)"
    )]
    pub(super) fn gpu_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        skeleton: &StencilSkeleton,
        position: Option<&PositionFn>,
        entry: Entry,
    ) {
        if let StencilSkeleton::Window(window) = skeleton {
            let sum = weighted_sum(f).expect("the shared window is chosen for weighted sums");
            return self.window_stencil(gpu, f, inputs, window, &sum, sum_type(f, &sum));
        }
        if let StencilSkeleton::Naive { padding: Some(padding), .. } = skeleton {
            return match entry {
                Entry::Pad => self.pad_stencil_input(gpu, f, inputs, padding),
                _ => self.padded_stencil(gpu, f, inputs, padding, position),
            };
        }
        let Some(tile) = skeleton.walked_tile(entry) else {
            return self.naive_stencil(gpu, f, inputs, position);
        };
        let sum = matches!(skeleton, StencilSkeleton::Ssam { .. })
            .then(|| weighted_sum(f).expect("SSAM is chosen for weighted sums"));
        self.tiled_stencil(gpu, f, inputs, &tile, sum.as_ref(), entry == Entry::WholeTiles)
    }
}

#[cfg(test)]
mod tests {
    use super::shape::tests::halo_lanes;
    use super::*;

    #[test]
    fn the_display_says_where_the_halo_is() {
        let text = halo_lanes().to_string();
        assert_eq!(
            text,
            "64 columns (2 a lane, halo in 2 lanes) x 4 rows x 32 planes per warp, 1 plane a step"
        );
        // the skeleton says which walks alternate: volumes' whole tiles of several steps
        assert_eq!(
            StencilSkeleton::RegisterTile(halo_lanes()).to_string(),
            format!("register tile ({text}, chunks up and down in turn)")
        );
        let rows = RegisterTile { step: 4, chunk: 16, below: vec![1, 1], above: vec![1, 1], ..halo_lanes() };
        let once = RegisterTile { step: 32, ..halo_lanes() };
        let ssam = StencilSkeleton::Ssam { tile: halo_lanes(), op: BinOp::Add };
        assert!(halo_lanes().alternates() && !rows.alternates() && !once.alternates());
        assert!(!halo_lanes().overlapping().alternates());
        assert_eq!(ssam.to_string(), format!("SSAM partial sums of + ({text})"));
    }
}
