//! Stencils on the GPU, in two skeletons; [`stencil_skeleton`] picks one per kernel from the
//! stencil's footprint and the user's [`StencilStrategy`].
//!
//! **Naive.** One thread per output element; a thread whose every tap lands inside the
//! inputs (the interior, computed by the host) reads them with plain loads, and only the
//! threads of the border pay for the boundary rule. Warps lie along rows, so only the warps
//! that touch the left or right edge, and the rows near the top and bottom, take the checked
//! path. Every tap is a load (most hit the L1 cache). The CPU's version is in `range.rs`
//! (`stencil`).
//!
//! **Register tile** (a register cache with value shuffles, after Chen et al., SC'19, and
//! Rawat et al.'s register-first streaming). A warp computes `32 - halo` columns (the
//! innermost dimension) of a chunk of `chunk` positions of the stream dimension (the rows
//! of a matrix, the planes of a volume, see [`RegisterTile::stream_dim`]), and of a volume
//! `block` rows of the dimension between, a single index in the dimensions outside. Lane
//! `l` loads one column, `x0 - below + l`, of every row the tile's taps read, once, with a
//! coalesced row load, and keeps it in registers; the output at row `p` takes its tap
//! `(ds, dx)` from the value of row `p + ds` held by lane `l + dx`, moved by a `shfl.sync`
//! (each row's shuffle by `dx` made once and shared by every output that reads it). The
//! lanes of the halo (the first `below` and the last `above`) only load; tiles overlap by
//! the halo. Any stencil function works: the taps are values, not partial sums.
//!
//! **Halo lanes.** Where the halo is at most 2 columns in all (one each side: j2d5pt, a 3x3
//! box, j3d7pt; or two on one side) and the taps are values, every lane computes outputs
//! instead, in the whole tiles below
//! ([`RegisterTile::halo_lanes`]): a warp covers `32 x columns` columns, tiles side by side,
//! and lane `i` also loads the `i`-th halo column of each row a tap at a column offset reads
//! (`below` columns before the tile's, then `above` after it) into a register of its own.
//! A shuffle that would pass the warp's edge takes, in the lanes at the edge, the halo
//! column from the lane holding it (`shfl.sync.idx`, a select): two shuffles where one did,
//! for the lanes of the halo computing outputs (60 of 64 columns at 2 a lane and a halo of
//! 2, as this repository's hand-written z-streaming kernel does).
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
//! The warp walks its chunk `step` outputs at a time; each step's rows are loaded during
//! the step before (software pipelining), into a ring of register slots: the row at
//! position `a` of the walk sits in slot `a % slots`, and the loop is unrolled over the
//! steps after which the slots repeat, so that every slot is named at compile time and no
//! loaded value is moved (a register move of a value still loading waits for it). A tile
//! of one step (`chunk == step`) loads its rows at once. Loads per output fall from one per
//! tap to about `(chunk + span) / chunk` per input row read, and no tap costs an L1 access.
//!
//! A lane may hold several adjacent columns of each row ([`RegisterTile::columns`]: 2 or 4
//! of 2D rows by default, 2 of 3D rows where the taps are values, see `lane_columns`): a
//! warp then covers `32 x columns` columns, a lane loads its columns with one vector access
//! (`ld.global.nc.v2`/`.v4`) and stores its outputs so, and a tap `dx` of column `c` comes
//! from column `(c + dx) mod columns` of the lane `(c + dx) div columns` away: fewer load
//! and store instructions and fewer shuffles per output, more bytes in flight per load
//! (j2d5pt f32 on an H100: 329.8 GCells/s with one column a lane, 345.4 with two). Vectors
//! need rows aligned to them: the tiles take the vector path only where every manifest
//! input's rows and the output's have a length that is a multiple of the columns and every
//! buffer is aligned to a vector (else every tile reads through the border's path, a
//! column at a time).
//!
//! **Whole tiles.** A kernel of tiles side by side has a second entry point,
//! [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles), which the host launches instead
//! where every tile's own columns lie inside the inputs and align to their vectors and the
//! output's rows are at least a tile wide ([`RegisterTile::whole_tiles`]): the last tile
//! across a row moves back to end at the row's end (computing again a few outputs of the
//! one before it), so that no tile's columns pass the edge, and one copy of the code serves
//! every tile (in a volume, one a direction of walk, see below): vector loads and stores (a
//! column at a time, predicated, at one column a lane), rows, planes and halo columns read
//! through the boundary rules (a row's coordinate once a tile, a plane's once a step),
//! stores checked by row and plane (once a tile and once a step). The code of border tiles
//! below stays out of the kernel that runs. Where a launch cannot take whole tiles, the
//! `Elements` entry runs the same shape with tiles overlapping by the halo
//! ([`RegisterTile::overlapping`]), as below. Measured on an H100 (GCells/s, copy roofline
//! about 2990 GB/s): j3d7pt f32 went from 292.3 (tiles overlapping, 111 registers a thread)
//! to 249.1 with lanes of the halo in the two-copy kernel (148 registers), and to 315.4
//! with them in whole tiles (126 registers); j3d7pt f64 154.1 -> 161.8; the iterated j3d7pt
//! of 256³ 226.7 -> 293.0; 2D j2d5pt f32 346.9 -> 351.3, f64 182.8 -> 185.2, j2d9pt-gol
//! 346.6 -> 349.1, but j2d9pt (a halo of 4: four more shuffles a row) 321.4 -> 309.5, which
//! keeps overlapping tiles. Moving the last tile back in every dimension instead, so that
//! no store needs a check, was slower (the full suite's run: j3d7pt f32 310.4, j2d9pt-gol
//! f32 308.4, conv2d 3x3 313.2 against 348.4 before): without the branches around the
//! stores ptxas scheduled the tile in 32 registers (gol) and 96 (j3d7pt) against 79 and
//! 126, with fewer loads in flight. Whole tiles hold more registers than overlapping ones,
//! and where that costs warps the overlapping tiles can be faster: the GPU backend takes
//! whole tiles only where they keep as many warps resident as the `Elements` entry (read
//! from the loaded code), or enough that one load of each reads at least 6 KiB (24 warps of
//! 2 `f32`s a lane; an `f32` 3x3 convolution's keep 20 warps against 24 and ran at 318
//! against 350 GCells/s, j2d5pt `f64`'s 20 against 24 and ran at 185 against 183), or where
//! the user asked for halo lanes ([`TileShape::with_halo_lanes`]). In a volume, whole
//! tiles' chunks walk their planes up and down in turn, so that two neighbouring chunks
//! read the planes they share at about the same time, the second time from the L2 cache
//! ([`RegisterTile::alternates`]; j3d7pt `f32` on an H100: 583 MB read from memory for 537
//! MB of input walking one way, 552 MB in turn, and 316.5 against 321.5 GCells/s).
//!
//! Otherwise (the `Elements` entry), the tiles whose loads all fall inside every input
//! form a box of tile coordinates (computed once per launch); they load and store
//! plainly. The others load through each
//! input's boundary rule, each coordinate first clamped to the range an output's tap can
//! reach (a lane past the output's edge loads something valid and stores nothing), and
//! check every store (a predicated store where the taps are values, see `walk_tile`).
//! Either way a load's address is its row's part, computed once per tile (boundary rules
//! are separable: a border tile maps its rows' coordinates there), plus its plane's,
//! computed once per step: a load costs one 64-bit add, not the nested products of a
//! row-major position.

mod naive;
mod shape;
mod ssam;
mod tile;
mod walk;

use std::fmt;

pub use systole_frontend::StencilStrategy;
use systole_frontend::ir::{BinOp, Consumer, Fun, StencilInput};
use systole_fusion::{ArrayVar, Input, Kernel};

use shape::{MAX_TAP_WORDS, tile_shape};
pub use shape::{RegisterTile, TileShape};
use ssam::{MAX_CONSTANT_WEIGHT_BYTES, sum_type};
pub use ssam::{WEIGHTS_GLOBAL, constant_weights};

use super::weighted::weighted_sum;
use super::{GpuTarget, PositionFn};
use crate::codegen::KernelGen;
use crate::kernel::{Entry, Signature, input_type};

/// What the GPU made of a stencil kernel, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StencilSkeleton {
    /// One thread per output; the reason the register tile was not used.
    Naive {
        /// Why not the register tile.
        why: String,
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
}

impl StencilSkeleton {
    /// The register tile, unless the skeleton is the naive one.
    pub fn tile(&self) -> Option<&RegisterTile> {
        match self {
            StencilSkeleton::Naive { .. } => None,
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
            StencilSkeleton::Naive { .. } => None,
            StencilSkeleton::RegisterTile(tile) if entry == Entry::WholeTiles => Some(tile.clone()),
            StencilSkeleton::RegisterTile(tile) => Some(tile.overlapping()),
            StencilSkeleton::Ssam { tile, .. } => Some(tile.clone()),
        }
    }
}

impl fmt::Display for StencilSkeleton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StencilSkeleton::Naive { why } => write!(f, "naive stencil ({why})"),
            StencilSkeleton::RegisterTile(t) => {
                // (see `RegisterTile::alternates`)
                let turns = if t.alternates() { ", chunks up and down in turn" } else { "" };
                write!(f, "register tile ({t}{turns})")
            }
            StencilSkeleton::Ssam { tile, op } => {
                let op = op.symbol().unwrap_or(op.name());
                write!(f, "SSAM partial sums of {op} ({tile})")
            }
        }
    }
}

/// `StencilStrategy::Auto` takes SSAM's partial sums for weighted sums of more taps than
/// this: the value shuffles of many taps hold every shuffled value of a step's rows (a
/// shuffle per row and column offset). Measured on an H100 (f32, GCells/s, register tile
/// against SSAM): j2d5pt 329.4 / 328.1, j2d9pt 312.8 / 303.2, j3d7pt 236.4 / 236.7;
/// gaussian 5x5 (25 taps) 239.0 / 299.3, box9x9 91.3 / 153.0.
const AUTO_SSAM_TAPS: usize = 16;

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
    let naive = |why: String| StencilSkeleton::Naive { why };
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
    let taps: usize = inputs.iter().map(|s| s.offsets.len()).sum();
    Some(match strategy {
        StencilStrategy::Naive => naive("StencilStrategy::Naive".into()),
        StencilStrategy::RegisterCache => register_tile(),
        StencilStrategy::Ssam => ssam().unwrap_or_else(register_tile),
        // SSAM where the value shuffles of many taps would be slow (see `AUTO_SSAM_TAPS`)
        StencilStrategy::Auto if taps > AUTO_SSAM_TAPS => ssam().unwrap_or_else(register_tile),
        StencilStrategy::Auto => register_tile(),
    })
}

impl KernelGen<'_, '_, '_> {
    pub(super) fn gpu_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        skeleton: &StencilSkeleton,
        position: Option<&PositionFn>,
        entry: Entry,
    ) {
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
