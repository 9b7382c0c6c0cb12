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

use std::collections::HashMap;
use std::fmt;

use inkwell::IntPredicate;
use inkwell::values::BasicValueEnum;
use inkwell::values::IntValue;
pub use systole_frontend::StencilStrategy;
use systole_frontend::ir::{BinOp, Boundary, Consumer, Fun, StencilInput, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::weighted::{WeightedSum, weighted_sum};
use super::{GpuTarget, PositionFn, Shuffle, Warp, each_element, shuffle_val};
use crate::codegen::{KernelGen, StencilParams, boundary_coordinate};
use crate::kernel::{Entry, Signature, input_type};
use crate::lower::{Codegen, FloatOrder, Val, add_incoming, ok, phi_val};

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

    /// The entry a launch of the kernel over the output's `extent`, of inputs of
    /// `input_extents`, takes: [`Entry::WholeTiles`] where the kernel has it, the backend
    /// `may_take_whole` tiles (every buffer the launch reads or writes is aligned to 16
    /// bytes, and the loaded code keeps enough warps resident) and
    /// [`RegisterTile::whole_tiles`] allows, else `Elements` (whose tile is
    /// [`StencilSkeleton::walked_tile`]'s).
    pub fn launch_entry(
        &self,
        extent: &[usize],
        input_extents: &[Vec<usize>],
        may_take_whole: bool,
    ) -> Entry {
        match self {
            StencilSkeleton::RegisterTile(tile)
                if may_take_whole && tile.whole_tiles(extent, input_extents) =>
            {
                Entry::WholeTiles
            }
            _ => Entry::Elements,
        }
    }
}

/// The shape of a [`StencilSkeleton::RegisterTile`]: what a warp computes and how it walks
/// it (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterTile {
    /// Outputs a lane computes in one step of its walk, consecutive in the stream dimension.
    pub step: u32,
    /// Outputs a warp computes along the stream dimension, `chunk / step` steps (a multiple
    /// of `step`). When there are several steps, each step's rows are loaded during the step
    /// before it.
    pub chunk: u32,
    /// Rows of the block dimension (between the stream dimension and the innermost) a warp
    /// computes; 1 for rank 2, which has none.
    pub block: u32,
    /// Adjacent columns a lane holds of every row it loads (1, 2 or 4): a warp loads `32 x
    /// columns` columns, each lane's with one vector load where the rows are aligned to it.
    pub columns: u32,
    /// Whether as many warps are launched as the device holds at once, each taking tiles in
    /// turn, all through one copy of the code (each tile's loads checked once: for long
    /// code, value shuffles of many taps); else a warp is launched per tile (the hardware
    /// hands out blocks in tile order, so that the warps at work at any time read
    /// neighbouring rows), and the tiles inside every input have a copy of the code of
    /// their own, with plain loads and stores.
    pub persistent: bool,
    /// Whether the halo columns (the innermost dimension's) are loaded by the first lanes
    /// into registers of their own, a halo column a lane, and moved from there with an
    /// indexed shuffle to the lanes at the warp's edges that read them: tiles then do not
    /// overlap, every lane computes outputs (`32 x columns` columns a warp), in the
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry (the `Elements` entry
    /// overlaps its tiles either way, see [`RegisterTile::overlapping`]). Else lanes of the
    /// halo only load, and tiles overlap by the halo. Value shuffles only.
    pub halo_lanes: bool,
    /// The halo before the output in each dimension: the largest `-offset` over every tap
    /// of every input (0 if none is negative).
    pub below: Vec<i64>,
    /// The halo after the output in each dimension: the largest `offset` (0 if none is
    /// positive).
    pub above: Vec<i64>,
}

impl RegisterTile {
    fn rank(&self) -> usize {
        self.below.len()
    }

    /// The dimension a warp walks along: the outermost of a rank-2 or rank-3 tile (rows of
    /// a matrix, planes of a volume), the third innermost of higher ranks.
    pub fn stream_dim(&self) -> usize {
        stream_dim(self.rank())
    }

    /// The dimension of which a warp computes [`RegisterTile::block`] rows, between the
    /// stream dimension and the innermost (rank 3 and more).
    pub fn block_dim(&self) -> Option<usize> {
        block_dim(self.rank())
    }

    /// Output columns per warp: the `32 x columns` columns the lanes hold less the halo in
    /// the innermost dimension, a multiple of [`RegisterTile::columns`] (so that every lane
    /// of a tile's first output column starts at a multiple of it); all of them where
    /// lanes of the halo hold it ([`RegisterTile::halo_lanes`]).
    pub fn width(&self) -> u32 {
        let (x, v) = (self.rank() - 1, i64::from(self.columns));
        if self.halo_lanes {
            return (32 * v) as u32;
        }
        ((32 * v - self.lead() - self.above[x]) / v * v) as u32
    }

    /// The columns a warp loads before its first output: the halo below in the innermost
    /// dimension, rounded up to a multiple of [`RegisterTile::columns`] (none where
    /// [`RegisterTile::halo_lanes`] load the halo).
    pub fn lead(&self) -> i64 {
        let (x, v) = (self.rank() - 1, i64::from(self.columns));
        if self.halo_lanes {
            return 0;
        }
        (self.below[x] + v - 1) / v * v
    }

    /// The halo columns of the innermost dimension, before and after a tile's own.
    fn halo_columns(&self) -> i64 {
        let x = self.rank() - 1;
        self.below[x] + self.above[x]
    }

    /// The number of tiles across the innermost dimension of `extent` and along its stream
    /// dimension (the launch's `a` and `b`).
    pub fn blocks(&self, extent: &[usize]) -> (usize, usize) {
        let rank = extent.len();
        (
            extent[rank - 1].div_ceil(self.width() as usize),
            extent[self.stream_dim()].div_ceil(self.chunk as usize),
        )
    }

    /// The tile the `Elements` entry walks: this one with its tiles overlapping by the halo
    /// (lanes of the halo serve the [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles)
    /// entry only). Where a launch cannot take whole tiles (rows of odd length, narrower
    /// than a tile, or misaligned), the overlapping tiles' kernel has fewer registers (the
    /// border tiles' code with lanes of the halo took j3d7pt f32 to 148 registers a thread
    /// and 249.1 GCells/s on an H100, overlapping tiles 111 and 292.3).
    pub fn overlapping(&self) -> RegisterTile {
        RegisterTile { halo_lanes: false, ..self.clone() }
    }

    /// Whether a register tile of value shuffles of this shape may have an
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry (`grid::entries` gives
    /// it to those, not to SSAM's): its tiles do not overlap (the lanes' own columns are
    /// the outputs'; see [`RegisterTile::halo_lanes`]) and a warp is launched per tile.
    pub fn has_whole_tiles(&self) -> bool {
        !self.persistent && self.lead() == 0 && i64::from(self.width()) == 32 * i64::from(self.columns)
    }

    /// Whether the whole tiles' chunks walk the stream dimension in turn up and down: the
    /// even chunks from their first plane to their last, the odd ones from their last to
    /// their first (volumes, rank 3 and more; tiles of several steps). A chunk's first and
    /// last steps read a plane of the halo each, which the chunk before or after it reads
    /// as its own; walking towards each other, two neighbouring chunks read their shared
    /// planes at about the same time (their warps run side by side, see
    /// [`RegisterTile::persistent`]), and the second read finds them in the L2 cache.
    /// Walking one way, the chunk after reads a plane a whole walk later, and by then the
    /// device's other warps have read more than the L2 cache holds. Measured on an H100
    /// (`ncu`, chunks of 32 planes), j3d7pt `f32` over 512³ read 583 MB from memory for its
    /// 537 MB of input walking one way, 552 MB walking in turn; GCells/s (`gpu_stencils
    /// j3d7pt`, copy rooflines 2995-2997 GB/s), one way / in turn: j3d7pt `f32` 316.5 / 321.5
    /// (84.5% / 85.9% of the roofline), `f64` 162.2 / 166.2, iterated over 256³ 293.5 /
    /// 298.9. Rows of a matrix (rank 2) walk one way: their chunks are
    /// short (16 or 32 rows), and a walk's reads fit in the L2 cache.
    pub fn alternates(&self) -> bool {
        self.block_dim().is_some() && self.has_whole_tiles() && self.chunk > self.step
    }

    /// Whether a launch over the output's `extent`, of inputs of `input_extents` (row-major,
    /// the innermost dimension last), may take the
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry, given that every
    /// buffer it reads or writes is aligned to 16 bytes: the kernel has it, every row holds
    /// a multiple of the columns a lane holds (vector accesses), and the output's rows are
    /// at least a tile wide (the last tile across them is moved back to end at the extent's
    /// end, computing some outputs of the one before it again) and no longer than any
    /// input's. A tile's rows and planes then read through the boundary rules; its columns
    /// never need to.
    pub fn whole_tiles(&self, extent: &[usize], input_extents: &[Vec<usize>]) -> bool {
        let x = extent.len() - 1;
        let n = self.columns as usize;
        self.has_whole_tiles()
            && extent[x] >= self.width() as usize
            && extent[x] % n == 0
            && input_extents.iter().all(|e| e[x] % n == 0 && e[x] >= extent[x])
    }

    /// The number of tiles of `extent`: a warp each.
    pub fn tiles(&self, extent: &[usize]) -> usize {
        let (columns, chunks) = self.blocks(extent);
        let groups = self.block_dim().map_or(1, |d| extent[d].div_ceil(self.block as usize));
        let outer: usize = extent[..self.stream_dim()].iter().product();
        columns * chunks * groups * outer
    }
}

/// How a register tile walks its outputs, chosen by the user instead of the backend
/// (`systole::Gpu::with_tile_shape`; the fields mean what [`RegisterTile`]'s do): for
/// tuning, and for the benchmark's sweeps. A tile whose rows would not fit in registers
/// under it keeps the backend's own shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileShape {
    /// Outputs a lane computes in one step, along the stream dimension.
    pub step: u32,
    /// Outputs a warp computes along the stream dimension (a multiple of `step`).
    pub chunk: u32,
    /// Rows of the block dimension a warp computes (rank 3 and more).
    pub block: u32,
    /// Adjacent columns a lane holds (1, 2 or 4); `None`: the backend's choice.
    pub columns: Option<u32>,
    /// Whether lanes of their own hold the halo columns ([`RegisterTile::halo_lanes`]);
    /// `None`: the backend's choice. Value shuffles only: SSAM's partial sums overlap.
    pub halo_lanes: Option<bool>,
}

impl TileShape {
    /// The shape `step, chunk, block` (columns a lane: the backend's choice); an
    /// [`Error::Build`](systole_frontend::Error::Build) if a number is 0 or `chunk` is not a
    /// multiple of `step`.
    pub fn new(step: u32, chunk: u32, block: u32) -> Result<TileShape, systole_frontend::Error> {
        if step == 0 || block == 0 || chunk == 0 || chunk % step != 0 {
            return Err(systole_frontend::Error::Build(format!(
                "a register tile of {chunk} outputs a warp, {step} a step, {block} rows a block: \
                 every number must be positive and the chunk a multiple of the step"
            )));
        }
        Ok(TileShape { step, chunk, block, columns: None, halo_lanes: None })
    }

    /// The shape with `columns` adjacent columns a lane (1, 2 or 4; an
    /// [`Error::Build`](systole_frontend::Error::Build) otherwise).
    pub fn with_columns(self, columns: u32) -> Result<TileShape, systole_frontend::Error> {
        if ![1, 2, 4].contains(&columns) {
            return Err(systole_frontend::Error::Build(format!(
                "a register tile's lane holds 1, 2 or 4 adjacent columns, not {columns}"
            )));
        }
        Ok(TileShape { columns: Some(columns), ..self })
    }

    /// The shape with the halo columns held by lanes of their own (`true`, tiles side by
    /// side) or by lanes that only load (`false`, tiles overlapping by the halo).
    pub fn with_halo_lanes(self, halo_lanes: bool) -> TileShape {
        TileShape { halo_lanes: Some(halo_lanes), ..self }
    }
}

/// See [`RegisterTile::stream_dim`].
fn stream_dim(rank: usize) -> usize {
    if rank >= 3 { rank - 3 } else { rank - 2 }
}

/// See [`RegisterTile::block_dim`].
fn block_dim(rank: usize) -> Option<usize> {
    (rank >= 3).then(|| rank - 2)
}

impl fmt::Display for RegisterTile {
    /// `30 columns x 32 rows per warp, 4 rows a step`; `64 columns (2 a lane, halo in 2
    /// lanes) x 4 rows x 32 planes per warp, 1 plane a step` (rank 3); no steps where the
    /// warp computes its rows at once.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (stream, streams) =
            if self.block_dim().is_some() { ("plane", "planes") } else { ("row", "rows") };
        write!(f, "{} columns", self.width())?;
        let mut notes = Vec::new();
        if self.columns > 1 {
            notes.push(format!("{} a lane", self.columns));
        }
        if self.halo_lanes {
            notes.push(format!("halo in {} lanes", self.halo_columns()));
        }
        if !notes.is_empty() {
            write!(f, " ({})", notes.join(", "))?;
        }
        write!(f, " x ")?;
        if self.block_dim().is_some() {
            write!(f, "{} rows x ", self.block)?;
        }
        write!(f, "{} {streams} per warp", self.chunk)?;
        if self.chunk > self.step {
            let unit = if self.step == 1 { stream } else { streams };
            write!(f, ", {} {unit} a step", self.step)?;
        }
        Ok(())
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

/// The widest halo (sum of both sides, innermost dimension) a register tile takes: half a
/// warp; wider, most lanes would only load.
const MAX_HALO_COLUMNS: i64 = 16;

/// The most 32-bit registers the tap values of one output may take in a register tile:
/// a thread holds about one output's taps (shuffled) and its loaded rows at once.
const MAX_TAP_WORDS: usize = 96;

/// The most 32-bit registers a thread's loaded rows may take (the window of a step and the
/// rows of the next; where no shape fits, the smallest is taken).
const MAX_ROW_WORDS: usize = 64;

/// The most bytes of SSAM's weights that are not constants (a filter read at run time) a
/// kernel keeps in constant memory ([`WEIGHTS_GLOBAL`]; 64 KiB a module at most): a 15x15
/// filter of `f64` takes 1800. Held in registers instead, a 9x9 filter of `f32` took 245 a
/// thread (conv2d 9x9 on an H100: 119.3 GCells/s) and a 15x15 one spilled.
const MAX_CONSTANT_WEIGHT_BYTES: usize = 32 << 10;

/// The global of a kernel's module, in constant memory, that holds the weights of its SSAM
/// stencil that are not constants, in [`WeightedSum::variable_fields`] order: the
/// [`Entry::Weights`](crate::kernel::Entry::Weights) entry evaluates them into a buffer and
/// the host copies that here before the stencil's launch. The stencil reads each weight
/// where a multiply-add uses it ([`GpuTarget::load_constant`]); ptxas for sm_90 makes the
/// multiply-adds take them from uniform registers it loads from constant memory (a 9x9
/// filter's conv2d: 164 registers a thread at 2 columns a lane, 250 with the weights held in
/// registers, and 136.6 GCells/s on an H100 against 119.3).
pub const WEIGHTS_GLOBAL: &str = "systole_weights";

/// The type and number of the weights an SSAM stencil keeps in constant memory
/// ([`WEIGHTS_GLOBAL`]), if its skeleton is SSAM and some weights are not constants.
pub fn constant_weights(sig: &Signature, skeleton: Option<&StencilSkeleton>) -> Option<(ScalarType, usize)> {
    let Some(StencilSkeleton::Ssam { .. }) = skeleton else {
        return None;
    };
    let Kernel::Consumer(Consumer::Stencil { f, .. }) = &sig.canonical else {
        return None;
    };
    let sum = weighted_sum(f)?;
    let n = sum.variable_weights();
    (n > 0).then(|| (sum_type(f, &sum), n))
}

/// The scalar type of a weighted sum's taps, weights and partial sums.
fn sum_type(f: &Fun<ArrayVar>, sum: &WeightedSum) -> ScalarType {
    f.params()[sum.terms[0].tap].as_scalar().expect("scalar taps")
}

/// `StencilStrategy::Auto` takes SSAM's partial sums for weighted sums of more taps than
/// this: the value shuffles of many taps hold every shuffled value of a step's rows (a
/// shuffle per row and column offset). Measured on an H100 (f32, GCells/s, register tile
/// against SSAM): j2d5pt 329.4 / 328.1, j2d9pt 312.8 / 303.2, j3d7pt 236.4 / 236.7;
/// gaussian 5x5 (25 taps) 239.0 / 299.3, box9x9 91.3 / 153.0.
const AUTO_SSAM_TAPS: usize = 16;

/// 32-bit registers of a value of type `t`.
fn words(t: &Type) -> usize {
    t.leaves().iter().map(|l| l.size_bytes().div_ceil(4)).sum()
}

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

/// The register tile a stencil's footprint allows (with SSAM's partial sums of `sum` or
/// not; of the user's `shape` if one is given), and the 32-bit registers of one output's
/// taps; why none, if none does.
fn tile_shape(
    sig: &Signature,
    inputs: &[StencilInput<Input>],
    sum: Option<&WeightedSum>,
    shape: Option<TileShape>,
) -> Result<(RegisterTile, usize), String> {
    let partial_sums = sum.is_some();
    let rank = input_type(&inputs[0].input, sig).1;
    if rank < 2 {
        return Err(format!("rank {rank}: a register tile needs rows to stream along"));
    }
    let mut below = vec![0i64; rank];
    let mut above = vec![0i64; rank];
    for off in inputs.iter().flat_map(|s| &s.offsets) {
        for d in 0..rank {
            below[d] = below[d].max(-off[d]);
            above[d] = above[d].max(off[d]);
        }
    }
    let halo = below[rank - 1] + above[rank - 1];
    if halo > MAX_HALO_COLUMNS {
        return Err(format!("taps span {} columns: most lanes would only load", halo + 1));
    }
    let tap_words: usize = inputs.iter().map(|s| s.offsets.len() * words(&input_type(&s.input, sig).0)).sum();
    let sd = stream_dim(rank);
    let span = below[sd] + above[sd];
    // halo columns in lanes of their own: the user's choice, else where the halo is at
    // most 2 columns (value shuffles only, never in a persistent tile; measured in the
    // module documentation: a halo of 4 was slower so)
    let halo_lanes = |persistent: bool| {
        !partial_sums && !persistent && halo > 0 && shape.and_then(|t| t.halo_lanes).unwrap_or(halo <= 2)
    };
    // the registers of the rows a lane holds at once: a step's window, and the next step's
    // (of `columns` columns a lane; a halo column a row where lanes hold the halo is not
    // counted: j3d7pt f64 with it would hold 1 row a block, measured 98.5 GCells/s on an
    // H100 against 152.9 with 2)
    let held = |(step, chunk, block): (u32, u32, u32), columns: u32| -> usize {
        let planes = span as usize + step as usize + if chunk > step { step as usize } else { 0 };
        let words_a_plane: usize = inputs
            .iter()
            .map(|s| {
                plane_rows(s, rank, block).len() * columns as usize * words(&input_type(&s.input, sig).0)
            })
            .sum();
        planes * words_a_plane
    };
    let mut candidates: Vec<(u32, u32, u32)> =
        shape.map(|t| (t.step, t.chunk, if rank >= 3 { t.block } else { 1 })).into_iter().collect();
    let shape_columns = shape.and_then(|t| t.columns);
    let wide = inputs.iter().any(|s| input_type(&s.input, sig).0.leaves().iter().any(|l| l.size_bytes() > 4));
    let taps: usize = inputs.iter().map(|s| s.offsets.len()).sum();
    let run_time_weights = sum.map(WeightedSum::variable_weights);
    let walks_weighted = walks_weighted_rows(rank, span, wide, run_time_weights);
    candidates.extend(tile_shapes(span, rank, run_time_weights, wide, taps));
    // 2D value shuffles of many taps, rows at once: long code, run as one copy by the
    // device's warps taking the tiles in turn (measured on an H100, f32: box9x9 85.7 GCells/s
    // so, 59.0 with a warp launched per tile and a copy for the inner tiles, 67.6 with a
    // warp per tile only; conv2d 9x9 38.2 and 32.1; gaussian 231.7 so, 213.3 split); such a
    // tile reads through the boundary rules only, a column at a time: a lane holds one
    let persistent =
        |(step, chunk, _): (u32, u32, u32)| !partial_sums && taps > 16 && rank == 2 && chunk == step;
    // the widest lanes (of the user's choice, else of `lane_columns`) whose first shape's rows
    // fit in registers; else the narrowest, with the first shape whose rows fit (or the
    // last); a lane holds at most 16 bytes of a row (one vector access)
    let widest = inputs
        .iter()
        .flat_map(|s| input_type(&s.input, sig).0.leaves())
        .map(|l| l.size_bytes())
        .max()
        .unwrap_or(4) as u32;
    let choices: Vec<u32> = match shape_columns {
        Some(c) => vec![c.min(16 / widest).max(1)],
        None if walks_weighted => vec![2],
        None => lane_columns(rank, widest, run_time_weights),
    };
    let fits = |shape: (u32, u32, u32), columns: u32| {
        let columns = if persistent(shape) { 1 } else { columns };
        held(shape, columns) <= MAX_ROW_WORDS
    };
    let (shape, columns) = choices
        .iter()
        .find_map(|&c| candidates.first().filter(|&&s| fits(s, c)).map(|&s| (s, c)))
        .unwrap_or_else(|| {
            let c = *choices.last().expect("a choice");
            (*candidates.iter().find(|&&s| fits(s, c)).unwrap_or(candidates.last().unwrap()), c)
        });
    let (step, chunk, block) = shape;
    let columns = if persistent(shape) { 1 } else { columns };
    let persistent = persistent(shape);
    let halo_lanes = halo_lanes(persistent);
    let tile = RegisterTile { step, chunk, block, columns, persistent, halo_lanes, below, above };
    Ok((tile, tap_words))
}

/// The adjacent columns a lane of a register tile of rank `rank` holds by default, the
/// widest first (see [`tile_shape`]), for elements of at most `widest` bytes (a lane's
/// columns are one vector access of at most 16 bytes); `run_time_weights`: under SSAM's
/// partial sums, how many of the weights are not constants.
///
/// Measured on an H100 (`gpu_stencils`, copy roofline 2964-2995 GB/s, GCells/s for 1 / 2 /
/// 4 columns a lane): j2d5pt f32 329.8 / 345.4 / 347.3, f64 182.6 / 182.6; j2d9pt f32
/// 312.9 / 314.9 / 306.1, f64 162.9 / 159.8; gaussian (SSAM) f32 328.2 / 335.7 / 350.6, f64
/// 164.5 / 182.3; box9x9 (SSAM) f32 170.9 / 195.8 / 170.4 (8 rows at once: 16 do not fit),
/// f64 92.2 / 114.0; j3d7pt f32 275.2 / 205.0 / 186.4, f64 147.0 / 150.4: 3D tiles of 2
/// columns took a plane a step and 148 registers a thread (the border tiles' code; 83
/// without it), of 1 column 2 planes a step and 114. With the border's stores predicated
/// (value shuffles, see `walk_tile`; copy roofline 2972-2992 GB/s), 2 columns, a plane a
/// step: j3d7pt f32 291.5 at 4 rows a block (111 registers), 286.4 at 2 (80), 244.6 at 1;
/// f64 153.9 (2 rows: 4 do not fit); 1 column, 4 rows: f32 264.6 (2 planes a step, the
/// border tiles' 1), f64 120.4 (a plane a step; 146.8 with its stores branched). SSAM's 3D
/// sums keep 1 column (their border stores branched): j3d27pt f32 255.3 at 1 column (2
/// planes a step, 4 rows), 239.7 at 2 (2 rows), 211.2 (4 rows); f64 104.5 and 117.4 (2
/// rows). SSAM's run-time weights in constant memory (conv2d of a filter read at run time,
/// 2 / 4 columns): 3x3 (the register tile) 345.4 / 351.2, 5x5 294.5 / 317.2 (12 rows), 9x9
/// 136.6 (16 rows) / 146.3 (8 rows), 15x15 23.4 (16 rows) / 26.8 (4 rows, spilling); 9x9
/// walked 4 rows a step (see [`walks_weighted_rows`]) at 2 columns 155.3-160.1, at 4
/// columns 83.7 (16 rows a warp; 230 registers a thread against 162): those keep 2.
fn lane_columns(rank: usize, widest: u32, run_time_weights: Option<usize>) -> Vec<u32> {
    match run_time_weights {
        // value shuffles (predicated border stores); SSAM's 3D sums: 1
        None if rank >= 3 => vec![2],
        _ if rank >= 3 => vec![1],
        _ if widest >= 8 => vec![2],
        // the widest lanes, in shorter tiles if their rows do not fit otherwise (but 15x15:
        // 4 rows of 4 columns spilled)
        Some(1..=128) => vec![4],
        // the widest lanes whose preferred tile fits
        Some(0) => vec![4, 2],
        _ => vec![2],
    }
}

/// The shapes `(step, chunk, block)` ([`RegisterTile`]) a register tile of a stencil of
/// rank `rank` whose taps span `span + 1` positions of the stream dimension may take (with
/// SSAM's partial sums, of `run_time_weights` weights that are not constants, or not:
/// `None`; `wide`: its rows hold 64-bit values), best first; the first whose rows fit in
/// registers is taken.
///
/// Measured on an H100 (`gpu_stencils --tile`, copy roofline about 2990 GB/s, GCells/s,
/// a warp launched per tile): j2d5pt (span 2) f32 walked 4 rows a step in chunks of 16
/// rows 327.7, of 32 rows 313.0, 8 rows at once 292.7; f64 183.0 at once, 178.2 and 171.7
/// walked; j2d9pt (span 4) f32 314.3 walked (4, 32), 288.1 12 rows at once, f64 163.8 and
/// 157.1; SSAM gaussian 5x5 (span 4) f32 298.4 at once (12 rows), 288.5 walked; box9x9
/// (span 8) SSAM at 8 / 12 / 16 rows at once f32 128 / 136 / 143 (earlier runs), value
/// shuffles 87 at 8 rows, 68 at 16; value shuffles of more than 16 taps (gaussian 25: 225.5
/// walked) are held at once. 3D (z-streaming, after Rawat et al.; loads addressed from
/// their rows' parts): j3d7pt f32 32 planes 2 a step holding 4 rows of each 275.5 (110
/// registers), 2 rows 274.0 (72), 1 a step 260.7 (4 rows, 80 registers) and 252.9 (2 rows),
/// 16 planes 262.9, 64 planes 249.9; f64 146.9 (1 a step, 4 rows), 150.3 (2 a step, 2
/// rows); j3d27pt (27 taps) f32 214.5 one plane a step of 4 rows, 216.4 of 2 rows, f64 91.1
/// and 114.0. Lanes of 2 columns (value shuffles in 3D, see `lane_columns`) walk a plane a
/// step: 2 planes a step of 2 rows took j3d7pt f32 from 286.4 to 264.1. SSAM's sums of
/// 32-bit values weighted by a filter read at run time over 9 rows or more walk their rows
/// (see [`walks_weighted_rows`]).
fn tile_shapes(
    span: i64,
    rank: usize,
    run_time_weights: Option<usize>,
    wide: bool,
    taps: usize,
) -> Vec<(u32, u32, u32)> {
    let at_once = |rows: &[u32]| rows.iter().map(|&r| (r, r, 1)).collect();
    let partial_sums = run_time_weights.is_some();
    let few = partial_sums || taps <= 16;
    match span {
        _ if rank >= 3 && partial_sums => vec![(2, 32, 4), (1, 32, 4), (1, 32, 2), (1, 32, 1)],
        _ if rank >= 3 && few => vec![(1, 32, 4), (1, 32, 2), (1, 32, 1)],
        _ if rank >= 3 => vec![(1, 32, 2), (1, 32, 1)],
        ..=2 if wide => vec![(8, 8, 1), (4, 16, 1), (4, 4, 1)],
        ..=2 => vec![(4, 16, 1), (8, 8, 1), (4, 4, 1)],
        ..=4 if !partial_sums && taps <= 16 => vec![(4, 32, 1), (12, 12, 1), (8, 8, 1), (4, 4, 1)],
        _ if walks_weighted_rows(rank, span, wide, run_time_weights) => {
            vec![(4, 32, 1), (4, 16, 1), (4, 4, 1)]
        }
        8.. if partial_sums => at_once(&[16, 12, 8, 4]),
        8.. => at_once(&[8, 4]),
        _ => at_once(&[12, 8, 4]),
    }
}

/// Whether a 2D SSAM sum of 32-bit values (`!wide`) whose taps span `span + 1` rows, of
/// `run_time_weights` weights read at run time (a filter in constant memory, see
/// [`WEIGHTS_GLOBAL`]), walks its rows 4 a step in chunks of 32, in lanes of 2 columns: where
/// it spans 9 rows or more and some weights are read at run time (else its rows are loaded
/// at once, see [`tile_shapes`]).
///
/// Measured on an H100 (2026-11-25, copy rooflines 2964-2992 GB/s, `gpu_stencils --tile
/// STEP,CHUNK,1,COLUMNS`): conv2d 9x9 f32 8192², 2 columns, 4 rows a step in chunks of 32
/// rows 155.3-160.1 GCells/s (41.6-42.9% of the roofline; 162 registers a thread, 12 warps a multiprocessor), of 64 rows
/// 158.6, of 16 148.5, 2 rows a step 156.5, 8 rows a step 103.6 (chunks of 32) and 153.4
/// (16); 4 columns, 4 rows a step 83.7 (16 rows a warp, 230 registers); against 146.4-149.4
/// with 8 or 12 rows of 4 columns at once (190 registers, 10 warps; capped at 168 by
/// `.maxnreg`, 12 warps: 139.8-140.1). conv2d 15x15 23.7 (24.3 at 2 rows a step) against
/// 23.2. Constant weights keep their rows at once: box9x9 f32
/// 182.5-186.8 walked, 193.9 at once; so do the 5x5 sums (conv2d 5x5 293.2-306.9 walked at
/// 4 columns, 275.7 at 2, 320.7 at once; gaussian 311.9 walked, 352.7 at once).
fn walks_weighted_rows(rank: usize, span: i64, wide: bool, run_time_weights: Option<usize>) -> bool {
    rank == 2 && span >= 8 && !wide && run_time_weights.is_some_and(|n| n > 0)
}

/// The rows of one input a lane of a tile of `block` rows (rank 3 and more) loads at each
/// position of the stream dimension: the union over its taps, each row named by its
/// offsets in the dimensions outside the stream dimension and its position in the block
/// dimension relative to the tile's first row (sorted, each once; rank 2: one row).
fn plane_rows<I>(s: &StencilInput<I>, rank: usize, block: u32) -> Vec<(Vec<i64>, i64)> {
    let sd = stream_dim(rank);
    let mut rows: Vec<(Vec<i64>, i64)> = s
        .offsets
        .iter()
        .flat_map(|off| {
            (0..i64::from(block))
                .map(move |j| (off[..sd].to_vec(), block_dim(rank).map_or(0, |bd| j + off[bd])))
        })
        .collect();
    rows.sort();
    rows.dedup();
    rows
}

/// The rows of [`plane_rows`]`(s, rank, block)` (their indices there) that a tap with a
/// column offset reads: those whose halo columns lanes of the halo load
/// ([`RegisterTile::halo_lanes`]).
fn halo_rows<I>(s: &StencilInput<I>, rank: usize, block: u32) -> Vec<usize> {
    let (sd, xd) = (stream_dim(rank), rank - 1);
    let rows = plane_rows(s, rank, block);
    let mut read: Vec<usize> = s
        .offsets
        .iter()
        .filter(|off| off[xd] != 0)
        .flat_map(|off| {
            (0..i64::from(block))
                .map(move |j| (off[..sd].to_vec(), block_dim(rank).map_or(0, |bd| j + off[bd])))
        })
        .map(|row| rows.binary_search(&row).expect("every tap's row is loaded"))
        .collect();
    read.sort_unstable();
    read.dedup();
    read
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
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

    fn naive_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        position: Option<&PositionFn>,
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, lo, hi, out } = self.stencil_params(f, inputs);
        let elt = f.result_type().clone();
        each_element(cg, gpu, &out_extent, position, &|ix, lin| {
            let point = |checked: bool| {
                let v = self.stencil_point(f, inputs, &extents, ix, checked);
                cg.store_element(&elt, &out, lin, &v);
            };
            cg.if_else(self.inside(ix, &lo, &hi), || point(false), || point(true));
        });
    }

    /// The register tile (see the module documentation), with SSAM's partial sums when `sum`
    /// is given. The entry's `a` is the number of tiles across the innermost dimension, `b`
    /// along the stream dimension ([`RegisterTile::blocks`]); a warp per tile.
    ///
    /// The tiles whose loads all lie inside every input form a box of tile coordinates,
    /// computed once; they walk their steps with plain loads and stores, the others (the
    /// border) read through the boundary rules (a [`RegisterTile::persistent`] tile has one
    /// copy of the code, the border's, for every tile). Measured on an H100, putting the border
    /// in a kernel of its own (it takes the registers: j2d5pt f32 34 a thread for the
    /// interior, 56 for the border) made the whole slower: the interior at 72% occupancy
    /// ran no faster than the single kernel at 49% (298 against 255 us), and the border's
    /// few tiles then ran alone, latency-bound (24 us; j3d7pt's 25% of border tiles 450 us).
    fn tiled_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        tile: &RegisterTile,
        sum: Option<&WeightedSum>,
        whole_tiles: bool,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let StencilParams { extents, out_extent, out, .. } = self.stencil_params(f, inputs);
        let rank = out_extent.len();
        let (xd, sd, bd) = (rank - 1, tile.stream_dim(), tile.block_dim());
        let width = i64::from(tile.width());
        let block = i64::from(tile.block);
        let warp = Warp::of(cg, gpu);
        let udiv = |x, y| ok(b.build_int_unsigned_div(x, y, "div"));
        let sdiv = |x, y| ok(b.build_int_signed_div(x, y, "div"));
        // whether tiles split into inner ones and border ones (not whole tiles, not a warp
        // taking tiles in turn: those have one copy of the code, or one a direction of walk)
        let split = !whole_tiles && !tile.persistent;
        // the tiles, as coordinates: the dimension each counts along, its number of tiles,
        // the outputs a tile takes in it, and how far its loads reach before and after its
        // first output
        // (whole tiles, the only ones with lanes of the halo, use the sizes alone)
        let lanes = 32 * i64::from(tile.columns);
        let mut dims: Vec<(usize, IntValue<'ctx>, i64, i64, i64)> = vec![
            (xd, self.a, width, tile.lead(), lanes - tile.lead()),
            (sd, self.b, i64::from(tile.chunk), tile.below[sd], i64::from(tile.chunk) + tile.above[sd]),
        ];
        if let Some(d) = bd {
            let groups = udiv(cg.add(out_extent[d], cg.i64(block - 1)), cg.i64(block));
            dims.push((d, groups, block, tile.below[d], block + tile.above[d]));
        }
        for d in (0..sd).rev() {
            dims.push((d, out_extent[d], 1, tile.below[d], 1 + tile.above[d]));
        }
        // the tiles whose loads all lie inside every input: from `lo` to `hi` in each
        // coordinate (a box; split tiles only)
        let inner: Vec<(IntValue<'ctx>, IntValue<'ctx>)> = match split {
            false => Vec::new(),
            true => {
                // every input holds every position below `common` (the loads of an inner tile)
                let common: Vec<IntValue<'ctx>> = (0..rank)
                    .map(|d| extents.iter().map(|e| e[d]).reduce(|x, y| cg.smin(x, y)).unwrap())
                    .collect();
                dims.iter()
                    .map(|&(d, count, size, before, after)| {
                        let lo = cg.i64((before + size - 1) / size);
                        let room = cg.sub(common[d], cg.i64(after));
                        let hi =
                            cg.smin(count, cg.smax(cg.add(sdiv(room, cg.i64(size)), cg.i64(1)), cg.i64(0)));
                        let less = cg.icmp(IntPredicate::SLT, room, cg.i64(0));
                        let hi = ok(b.build_select(less, cg.i64(0), hi, "hi")).into_int_value();
                        (lo, cg.smax(hi, lo))
                    })
                    .collect()
            }
        };
        // a lane of several columns loads and stores them as one vector where every row of
        // every manifest input and of the output starts at a multiple of the vector, in
        // buffers aligned to it (else every tile takes the border's path, a column at a time;
        // split tiles only)
        let aligned = match tile.columns {
            n if split && n > 1 => {
                let v = i64::from(n);
                let rows_aligned = |extent: &[IntValue<'ctx>]| {
                    cg.icmp(
                        IntPredicate::EQ,
                        ok(b.build_int_signed_rem(extent[xd], cg.i64(v), "rem")),
                        cg.i64(0),
                    )
                };
                let buffer_aligned = |p: inkwell::values::PointerValue<'ctx>,
                                      t: systole_frontend::ScalarType| {
                    let address = ok(b.build_ptr_to_int(p, cg.ctx.i64_type(), "address"));
                    let misaligned = ok(b.build_and(address, cg.i64(v * t.size_bytes() as i64 - 1), "low"));
                    cg.icmp(IntPredicate::EQ, misaligned, cg.i64(0))
                };
                let mut all = rows_aligned(&out_extent);
                for (leaf, &p) in f.result_type().leaves().into_iter().zip(&out) {
                    all = ok(b.build_and(all, buffer_aligned(p, leaf), "aligned"));
                }
                for (s, extent) in inputs.iter().zip(&extents) {
                    if let Input::Manifest(v) = &s.input {
                        let array = &self.arrays[v.index()];
                        all = ok(b.build_and(all, rows_aligned(extent), "aligned"));
                        for (leaf, &p) in array.elt.leaves().into_iter().zip(&array.leaves) {
                            all = ok(b.build_and(all, buffer_aligned(p, leaf), "aligned"));
                        }
                    }
                }
                all
            }
            _ => cg.ctx.bool_type().const_all_ones(),
        };
        // the mixed-radix coordinates of tile `t` over `counts` (the last one unbounded)
        let coordinates = |t: IntValue<'ctx>, counts: &[IntValue<'ctx>]| {
            let mut rest = t;
            let last = counts.len() - 1;
            (0..counts.len())
                .map(|k| {
                    let c =
                        if k == last { rest } else { ok(b.build_int_unsigned_rem(rest, counts[k], "rem")) };
                    rest = udiv(rest, counts[k]);
                    c
                })
                .collect::<Vec<_>>()
        };
        let types: Vec<Type> = inputs.iter().map(|s| input_type(&s.input, self.sig).0).collect();
        let rows: Vec<Vec<(Vec<i64>, i64)>> =
            inputs.iter().map(|s| plane_rows(s, rank, tile.block)).collect();
        let halo: Vec<Vec<usize>> = inputs
            .iter()
            .map(|s| if tile.halo_lanes { halo_rows(s, rank, tile.block) } else { Vec::new() })
            .collect();
        let kernel = TileKernel {
            gpu,
            f,
            inputs,
            tile,
            sum,
            types: &types,
            rows: &rows,
            halo: &halo,
            extents: &extents,
            out_extent: &out_extent,
            out: &out,
            warp: &warp,
        };
        let walk = |c: &[IntValue<'ctx>], walk: Walk, down: bool| {
            let mut start = vec![cg.i64(0); rank];
            for (&(d, _, size, _, _), &c) in dims.iter().zip(c) {
                start[d] = cg.mul(c, cg.i64(size));
            }
            if walk == Walk::Whole {
                // the last tile across a row ends at the row's end (see
                // `RegisterTile::whole_tiles`)
                start[xd] = cg.smin(start[xd], cg.sub(out_extent[xd], cg.i64(width)));
            }
            self.walk_tile(&kernel, &start, walk, down);
        };
        // every tile: those of the box with plain loads, the others through the boundary
        let counts: Vec<IntValue<'ctx>> = dims.iter().map(|d| d.1).collect();
        let tiles = counts.iter().skip(1).fold(counts[0], |n, &c| cg.mul(n, c));
        warp.each(cg, tiles, |t| {
            let c = coordinates(t, &counts);
            if whole_tiles {
                // one copy of the code for every tile (see `Entry::WholeTiles`); in a volume,
                // one a direction: the odd chunks walk down (see `RegisterTile::alternates`)
                match tile.alternates() {
                    true => {
                        let odd = ok(b.build_and(c[1], cg.i64(1), "odd"));
                        let odd = cg.icmp(IntPredicate::NE, odd, cg.i64(0));
                        cg.if_else(odd, || walk(&c, Walk::Whole, true), || walk(&c, Walk::Whole, false));
                    }
                    false => walk(&c, Walk::Whole, false),
                }
                return;
            }
            if tile.persistent {
                // one copy of the code (a border tile's, see `walk_tile`)
                walk(&c, Walk::Border, false);
                return;
            }
            let mut inside = aligned;
            for (&c, &(lo, hi)) in c.iter().zip(&inner) {
                let within = ok(b.build_and(
                    cg.icmp(IntPredicate::SGE, c, lo),
                    cg.icmp(IntPredicate::SLT, c, hi),
                    "within",
                ));
                inside = ok(b.build_and(inside, within, "inside"));
            }
            cg.if_else(inside, || walk(&c, Walk::Inner, false), || walk(&c, Walk::Border, false));
        });
    }

    /// One tile of a register tile whose first output is at `start` (see
    /// [`KernelGen::tiled_stencil`]): its rows loaded, its steps walked, its outputs stored.
    /// A border tile ([`Walk::Border`]) reads its rows and columns through the inputs'
    /// boundary rules and checks each output against the output's extent; an inner tile
    /// (every load inside every input) does neither; a whole tile reads its rows, planes
    /// and halo columns (lanes of the halo) through the boundary rules, its own columns as
    /// an inner tile does, and checks its rows and planes. A tile walking `down` takes its
    /// steps in the reverse order, from the chunk's last to its first (see
    /// [`RegisterTile::alternates`]).
    fn walk_tile(&self, kernel: &TileKernel<'_, 'ctx>, start: &[IntValue<'ctx>], walk: Walk, down: bool) {
        let TileKernel { f, inputs, tile, types, rows, halo, extents, out_extent, out, warp, .. } = *kernel;
        let cg = self.cg;
        let b = cg.builder;
        let rank = out_extent.len();
        let (xd, sd, bd) = (rank - 1, tile.stream_dim(), tile.block_dim());
        let width = i64::from(tile.width());
        let step = i64::from(tile.step);
        let span = tile.below[sd] + tile.above[sd];
        let lanes_columns = i64::from(tile.columns);
        // a row a lane holds: its columns, each a value of the input's type
        let held_ty = |k: usize| Type::Tuple(vec![types[k].clone(); tile.columns as usize]);
        // a plane: its rows, then the halo column of each row of `halo` (lanes of the halo)
        let plane_ty = |k: usize| {
            let mut fields = vec![held_ty(k); rows[k].len()];
            fields.extend(vec![types[k].clone(); halo[k].len()]);
            Type::Tuple(fields)
        };
        let planes_ty = |k: usize, n: i64| Type::Tuple(vec![plane_ty(k); n as usize]);
        let next_ty = Type::Tuple((0..inputs.len()).map(|k| planes_ty(k, step)).collect());
        let elt = f.result_type().clone();
        // the columns the lane holds (adjacent; their first a multiple of their number in
        // an inner tile)
        let first_column =
            cg.add(cg.sub(start[xd], cg.i64(tile.lead())), cg.mul(warp.lane, cg.i64(lanes_columns)));
        let columns: Vec<IntValue<'ctx>> =
            (0..lanes_columns).map(|c| cg.add(first_column, cg.i64(c))).collect();
        // loaded as one vector: an inner tile's (aligned, see `tiled_stencil`)
        let (mapped, border) = (walk != Walk::Inner, walk == Walk::Border);
        debug_assert!(!tile.halo_lanes || walk == Walk::Whole, "only whole tiles have lanes of the halo");
        let vector = !border && tile.columns > 1;
        // a load of row `(outer, j)` at position `s` of the stream dimension, in `column`
        let position =
            |outer: &[i64], j: i64, s: IntValue<'ctx>, column: IntValue<'ctx>| -> Vec<IntValue<'ctx>> {
                let mut at: Vec<IntValue<'ctx>> =
                    outer.iter().zip(start).map(|(&o, &p)| cg.add(p, cg.i64(o))).collect();
                at.push(s);
                if let Some(d) = bd {
                    at.push(cg.add(start[d], cg.i64(j)));
                }
                at.push(column);
                at
            };
        // a load's row-major position: its row's part (every coordinate but the stream
        // dimension's), computed once a tile, plus its plane's; not the nested products of
        // `linearize` at every load (3D: 8 integer instructions a load on sm_90, and the
        // registers of their partial products). A border tile's loads read where the
        // boundary rule says, each coordinate first clamped to where an output's tap
        // reaches (a lane past the output's edge loads something valid and stores nothing),
        // then mapped on its own (the rules are separable): a row's coordinates once a
        // tile, the plane's once a step.
        let reach = |d: usize, c: IntValue<'ctx>| {
            let hi = cg.add(out_extent[d], cg.i64(tile.above[d] - 1));
            cg.smax(cg.smin(c, hi), cg.i64(-tile.below[d]))
        };
        // whether `c` lies inside extent `n` (for a constant boundary)
        let within = |c: IntValue<'ctx>, n: IntValue<'ctx>| {
            ok(b.build_and(cg.icmp(IntPredicate::SGE, c, cg.i64(0)), cg.icmp(IntPredicate::SLT, c, n), "in"))
        };
        let constant = |k: usize| match &inputs[k].boundary {
            Boundary::Constant(v) => Some(v),
            _ => None,
        };
        // each input's rows: their coordinates but the stream dimension's and the innermost,
        // and their part of the row-major position (of column 0); a border tile's mapped
        // through the boundary rules
        let rows_read: Vec<Vec<RowRead<'ctx>>> = (0..inputs.len())
            .map(|k| {
                let extent = &extents[k];
                let read = |(outer, j): &(Vec<i64>, i64)| {
                    let mut at = position(outer, *j, cg.i64(0), cg.i64(0));
                    let mut inside = cg.ctx.bool_type().const_all_ones();
                    if mapped {
                        for d in (0..rank).filter(|&d| d != sd && d != xd) {
                            let c = reach(d, at[d]);
                            if constant(k).is_some() {
                                inside = ok(b.build_and(inside, within(c, extent[d]), "in"));
                            }
                            at[d] = boundary_coordinate(cg, &inputs[k].boundary, c, extent[d]);
                        }
                    }
                    RowRead { part: cg.linearize(extent, &at), at, inside }
                };
                rows[k].iter().map(read).collect()
            })
            .collect();
        // a column `x` of input `k` a lane reads, and whether it lies inside (a border
        // tile's mapped through the boundary rule)
        let column_read = |k: usize, x: IntValue<'ctx>, map: bool| match map {
            false => (x, cg.ctx.bool_type().const_all_ones()),
            true => {
                let c = reach(xd, x);
                let inside = match constant(k) {
                    Some(_) => within(c, extents[k][xd]),
                    None => cg.ctx.bool_type().const_all_ones(),
                };
                (boundary_coordinate(cg, &inputs[k].boundary, c, extents[k][xd]), inside)
            }
        };
        // each input's columns the lane holds
        let columns_read: Vec<Vec<(IntValue<'ctx>, IntValue<'ctx>)>> =
            (0..inputs.len()).map(|k| columns.iter().map(|&x| column_read(k, x, border)).collect()).collect();
        // the halo column the lane holds where lanes of the halo load it: lane `i` the `i`-th
        // of those before the tile's own columns, then those after; the lanes past them the
        // tile's first column (a valid address, a line the warp loads anyway)
        let halo_read: Vec<Option<(IntValue<'ctx>, IntValue<'ctx>)>> = {
            let x = tile.halo_lanes.then(|| {
                let (below, above) = (tile.below[xd], tile.above[xd]);
                let before = cg.add(cg.sub(start[xd], cg.i64(below)), warp.lane);
                let after = cg.add(start[xd], cg.add(warp.lane, cg.i64(width - below)));
                let is_before = cg.icmp(IntPredicate::SLT, warp.lane, cg.i64(below));
                let is_after = cg.icmp(IntPredicate::SLT, warp.lane, cg.i64(below + above));
                let x = ok(b.build_select(is_after, after, start[xd], "halo")).into_int_value();
                ok(b.build_select(is_before, before, x, "halo")).into_int_value()
            });
            (0..inputs.len()).map(|k| x.map(|x| column_read(k, x, mapped))).collect()
        };
        let plane_strides: Vec<IntValue<'ctx>> =
            extents.iter().map(|e| e[sd + 1..].iter().fold(cg.i64(1), |n, &x| cg.mul(n, x))).collect();
        // the planes at `from .. from + n` of the stream dimension, every input's rows
        let load_planes = |from: IntValue<'ctx>, n: i64| -> Val<'ctx> {
            let input_planes = (0..inputs.len()).map(|k| {
                let plane = |q: i64| {
                    let mut at_s = cg.add(from, cg.i64(q));
                    let mut inside = cg.ctx.bool_type().const_all_ones();
                    if mapped {
                        let c = reach(sd, at_s);
                        if constant(k).is_some() {
                            inside = within(c, extents[k][sd]);
                        }
                        at_s = boundary_coordinate(cg, &inputs[k].boundary, c, extents[k][sd]);
                    }
                    let plane_part = cg.mul(at_s, plane_strides[k]);
                    // `v`, read in this plane, in `row` and in a column inside the input or
                    // not (`x_inside`): the boundary's constant where a mapped tile read
                    // outside the input
                    let or_constant =
                        |row: &RowRead<'ctx>, x_inside: IntValue<'ctx>, v: Val<'ctx>| match constant(k) {
                            Some(value) if mapped => {
                                let inside = ok(b.build_and(inside, row.inside, "in"));
                                let inside = ok(b.build_and(inside, x_inside, "in"));
                                cg.select_val(inside, &v, &cg.constant_value(value))
                            }
                            _ => v,
                        };
                    let read = |row: &RowRead<'ctx>, &(x, x_inside): &(IntValue<'ctx>, IntValue<'ctx>)| {
                        let mut at = row.at.clone();
                        at[sd] = at_s;
                        at[xd] = x;
                        let v =
                            self.read_input(&inputs[k].input, &at, cg.add(cg.add(plane_part, row.part), x));
                        or_constant(row, x_inside, v)
                    };
                    // an inner tile reads a manifest input's columns as one access
                    let row = |row: &RowRead<'ctx>| match &inputs[k].input {
                        Input::Manifest(v) if !border => {
                            let array = &self.arrays[v.index()];
                            let lin = cg.add(cg.add(plane_part, row.part), first_column);
                            let leaves: Vec<Vec<BasicValueEnum<'ctx>>> = (array.elt.leaves().into_iter())
                                .zip(&array.leaves)
                                .map(|(t, &p)| kernel.gpu.load_readonly(cg, t, p, lin, tile.columns))
                                .collect();
                            // (a tile's own columns, all inside the input)
                            let column = |c: usize| {
                                let v = Val::from_leaves(&array.elt, &mut leaves.iter().map(|l| l[c]));
                                or_constant(row, cg.ctx.bool_type().const_all_ones(), v)
                            };
                            Val::Tuple((0..tile.columns as usize).map(column).collect())
                        }
                        _ => Val::Tuple(columns_read[k].iter().map(|x| read(row, x)).collect()),
                    };
                    let halo_columns = halo[k]
                        .iter()
                        .map(|&r| read(&rows_read[k][r], halo_read[k].as_ref().expect("lanes of the halo")));
                    Val::Tuple(rows_read[k].iter().map(row).chain(halo_columns).collect())
                };
                Val::Tuple((0..n).map(plane).collect())
            });
            Val::Tuple(input_planes.collect())
        };
        // stores output `(p, j)` of the step at `s`, at a row's part of the row-major
        // position (once a tile) plus the plane's, as the loads; an inner tile's outputs are
        // all inside the output's extent (it is that of the inputs, or smaller), a border
        // tile's rows are checked once a tile and each step's planes once a step (32-bit
        // counts: 64-bit comparisons of every output held 34 more registers a thread in 3D).
        // The stores made a column at a time (a border tile's, and every tile's where a lane
        // holds one column) are predicated where the taps are values: a branch around each
        // kept ptxas from scheduling a step as one block (measured on an H100, branched /
        // predicated: j2d9pt f32 313.1 / 323.2 GCells/s, 80 / 66 registers a thread; f64
        // 160.5 / 166.9; box9x9's register tile 73.5 / 78.4, 110 / 47 registers; 3D lanes of 2
        // columns, j3d7pt f32 239.5 / 286.4 at 2 rows a block). They stay branched around
        // under SSAM, where the branches keep ptxas from interleaving the outputs' long sums
        // (see `tile_outputs`), and in 3D tiles of one column a lane (j3d7pt f64, a plane a
        // step: 146.8 branched, 120.4 predicated)
        // the lanes that store: those holding the columns of the tile's outputs (a multiple
        // of the columns a lane, see `RegisterTile::width`)
        let store_lane = ok(b.build_and(
            cg.icmp(IntPredicate::SGE, warp.lane, cg.i64(tile.lead() / lanes_columns)),
            cg.icmp(IntPredicate::SLT, warp.lane, cg.i64((tile.lead() + width) / lanes_columns)),
            "out.lane",
        ));
        let store_rows: Vec<IntValue<'ctx>> = (0..i64::from(tile.block))
            .map(|j| match bd {
                Some(d) if mapped => {
                    let inside = cg.icmp(IntPredicate::SLT, cg.add(start[d], cg.i64(j)), out_extent[d]);
                    ok(b.build_and(store_lane, inside, "out.row"))
                }
                _ => store_lane,
            })
            .collect();
        // a border tile's columns inside the output
        let store_columns: Vec<Option<IntValue<'ctx>>> =
            columns.iter().map(|&c| border.then(|| cg.icmp(IntPredicate::SLT, c, out_extent[xd]))).collect();
        let out_parts: Vec<IntValue<'ctx>> = (0..i64::from(tile.block))
            .map(|j| {
                let mut at = start[..sd].to_vec();
                at.push(cg.i64(0));
                if let Some(d) = bd {
                    at.push(cg.add(start[d], cg.i64(j)));
                }
                at.push(first_column);
                cg.linearize(out_extent, &at)
            })
            .collect();
        let out_stride = out_extent[sd + 1..].iter().fold(cg.i64(1), |n, &x| cg.mul(n, x));
        let predicated = kernel.sum.is_none() && (bd.is_none() || tile.columns > 1);
        let i32_of = |v: IntValue<'ctx>| ok(b.build_int_truncate(v, cg.ctx.i32_type(), "i32"));
        // stores the outputs `values` (a column each) of the step at `s`, position `p` of the
        // step and row `j` of the block
        let store = |s: IntValue<'ctx>| {
            let (elt, out_parts, store_rows, store_columns) = (&elt, &out_parts, &store_rows, &store_columns);
            // the planes of this step inside the output (border tiles)
            let planes = mapped.then(|| {
                let left = cg.smin(cg.smax(cg.sub(out_extent[sd], s), cg.i64(0)), cg.i64(step));
                i32_of(left)
            });
            move |p: i64, j: i64, values: &[Val<'ctx>]| {
                let at_s = cg.add(s, cg.i64(p));
                let mut store = store_rows[j as usize];
                if let Some(planes) = planes {
                    let p = cg.ctx.i32_type().const_int(p as u64, false);
                    store = ok(b.build_and(store, cg.icmp(IntPredicate::SLT, p, planes), "out.s"));
                }
                let lin = cg.add(cg.mul(at_s, out_stride), out_parts[j as usize]);
                if vector {
                    cg.if_then(store, || cg.store_elements(elt, out, lin, values));
                    return;
                }
                for ((c, v), inside) in values.iter().enumerate().zip(store_columns) {
                    let store = match inside {
                        Some(inside) => ok(b.build_and(store, *inside, "out.col")),
                        None => store,
                    };
                    let at = cg.add(lin, cg.i64(c as i64));
                    match predicated {
                        true => kernel.gpu.store_element_if(cg, elt, out, at, v, store),
                        false => cg.if_then(store, || cg.store_element(elt, out, at, v)),
                    }
                }
            }
        };
        // the planes a lane holds sit in `slots` ring slots: plane `a` of the walk (counted
        // from the tile's first load, upwards, or downwards walking `down`) in slot
        // `a % slots`, so that a loop unrolled over `period` steps names every slot at
        // compile time and a load writes the slot of a plane no longer needed: no register
        // moves between steps, none waiting on a load
        let held = (span + step) as usize;
        let streaming = tile.chunk > tile.step;
        debug_assert!(streaming || !down, "a tile of one step has no direction");
        let slots = held + if streaming { step as usize } else { 0 };
        let period = if streaming { slots / gcd(step as usize, slots) } else { 1 };
        let slot_ty = Type::Tuple((0..inputs.len()).map(plane_ty).collect());
        // plane `q` of `n` loaded upwards, in the walk's order
        let walked = |q: usize, n: usize| if down { n - 1 - q } else { q };
        // the steps of this tile: `chunk / step`, fewer at the end of the extent
        let most = cg.i64(i64::from(tile.chunk) / step);
        let steps = match mapped {
            false => most,
            true => {
                let left = cg.sub(out_extent[sd], start[sd]);
                cg.smin(
                    ok(b.build_int_unsigned_div(cg.add(left, cg.i64(step - 1)), cg.i64(step), "div")),
                    most,
                )
            }
        };
        // the first output of the walk's `i`-th step (walking down, from `top`, the last
        // step's)
        let top = down.then(|| cg.add(start[sd], cg.mul(cg.sub(steps, cg.i64(1)), cg.i64(step))));
        let step_start = |i: IntValue<'ctx>| match top {
            None => cg.add(start[sd], cg.mul(i, cg.i64(step))),
            Some(top) => cg.sub(top, cg.mul(i, cg.i64(step))),
        };
        let first = load_planes(cg.sub(step_start(cg.i64(0)), cg.i64(tile.below[sd])), held as i64);
        let mut ring: Vec<Val<'ctx>> = (0..slots)
            .map(|q| match q < held {
                true => Val::Tuple(
                    first.fields().iter().map(|planes| planes.fields()[walked(q, held)].clone()).collect(),
                ),
                false => cg.zero(&slot_ty),
            })
            .collect();
        // the window of the `u`-th step of the loop's body, its planes upwards
        let window_at = |ring: &[Val<'ctx>], u: usize| -> Val<'ctx> {
            let planes = |k: usize| {
                let plane =
                    |q: usize| ring[(u * step as usize + walked(q, held)) % slots].fields()[k].clone();
                Val::Tuple((0..held).map(plane).collect())
            };
            Val::Tuple((0..inputs.len()).map(planes).collect())
        };
        if !streaming {
            // one step: every row loaded at once (the tile has at least one output)
            let window = window_at(&ring, 0);
            self.tile_outputs(kernel, &window, &store(start[sd]));
            return;
        }
        let state_ty = Type::Tuple(vec![slot_ty.clone(); slots]);
        let pre = cg.current();
        let (head, done) = (cg.block("tile.steps"), cg.block("tile.done"));
        ok(b.build_unconditional_branch(head));
        b.position_at_end(head);
        let group = ok(b.build_phi(cg.ctx.i64_type(), "group"));
        let phis = cg.phis(&state_ty);
        add_incoming(&phis, &Val::Tuple(ring.clone()), pre);
        ring = phi_val(&state_ty, &phis).fields().to_vec();
        let g = group.as_basic_value().into_int_value();
        for u in 0..period {
            let i = cg.add(cg.mul(g, cg.i64(period as i64)), cg.i64(u as i64));
            if u > 0 {
                let go = cg.block("tile.step");
                ok(b.build_conditional_branch(cg.icmp(IntPredicate::SLT, i, steps), go, done));
                b.position_at_end(go);
            }
            let s = step_start(i);
            // the next step's rows, loaded before this step's outputs are computed: the
            // planes after the window, or before it walking down
            let more = cg.icmp(IntPredicate::SLT, cg.add(i, cg.i64(1)), steps);
            let from = match down {
                false => cg.add(s, cg.i64(step + tile.above[sd])),
                true => cg.sub(s, cg.i64(step + tile.below[sd])),
            };
            let next = cg.if_else_val(more, &next_ty, || load_planes(from, step), || cg.zero(&next_ty));
            let window = window_at(&ring, u);
            for k in 0..step as usize {
                let slot = (u * step as usize + held + k) % slots;
                let plane = walked(k, step as usize);
                ring[slot] =
                    Val::Tuple(next.fields().iter().map(|planes| planes.fields()[plane].clone()).collect());
            }
            self.tile_outputs(kernel, &window, &store(s));
        }
        let latch = cg.current();
        let g_next = cg.add(g, cg.i64(1));
        group.add_incoming(&[(&cg.i64(0), pre), (&g_next, latch)]);
        add_incoming(&phis, &Val::Tuple(ring), latch);
        let again = cg.icmp(IntPredicate::SLT, cg.mul(g_next, cg.i64(period as i64)), steps);
        ok(b.build_conditional_branch(again, head, done));
        b.position_at_end(done);
    }

    /// Computes the outputs of one step of a register tile from its `window` (see
    /// [`KernelGen::tiled_stencil`]), calling `store(p, j, values)` with the outputs (a
    /// column each of those the lane holds) at position `p` of the step in the stream
    /// dimension and row `j` of the block.
    ///
    /// Column `c` of a lane holding `n` reads its tap at column offset `dx` from column
    /// `(c + dx) mod n` of the lane `(c + dx) div n` lanes away (rounding down): with 2
    /// columns a lane, a 3-point row needs one shuffle up and one down for both outputs.
    fn tile_outputs(
        &self,
        kernel: &TileKernel<'_, 'ctx>,
        window: &Val<'ctx>,
        store: &dyn Fn(i64, i64, &[Val<'ctx>]),
    ) {
        let TileKernel { gpu, f, inputs, tile, sum, types, rows, halo, warp, .. } = *kernel;
        let cg = self.cg;
        let rank = tile.rank();
        let (xd, sd, bd) = (rank - 1, tile.stream_dim(), tile.block_dim());
        let n = i64::from(tile.columns);
        // each tap of output (p, j): its input, the plane and row it reads, its column offset
        let tap = |p: i64, j: i64, k: usize, off: &[i64]| -> (usize, usize, i64) {
            let key = (off[..sd].to_vec(), bd.map_or(0, |d| j + off[d]));
            let row = rows[k].binary_search(&key).expect("every tap's row is loaded");
            ((p + tile.below[sd] + off[sd]) as usize, row, off[xd])
        };
        // column `c` of a row the lane holds
        let value = |k: usize, plane: usize, row: usize, c: i64| {
            window.fields()[k].fields()[plane].fields()[row].fields()[c as usize].clone()
        };
        let taps_in_order: Vec<(usize, &[i64])> = inputs
            .iter()
            .enumerate()
            .flat_map(|(k, s)| s.offsets.iter().map(move |off| (k, off.as_slice())))
            .collect();
        let outputs = (0..i64::from(tile.step)).flat_map(|p| (0..i64::from(tile.block)).map(move |j| (p, j)));
        if let Some(sum) = sum {
            // SSAM: an output's partial result of each column of taps in the lane holding
            // them (those of one lane summed there), then one shuffle per lane. Output after
            // output, each stored when computed: the stores' branches keep ptxas from
            // interleaving the outputs (all outputs column by column held 228 registers a
            // thread for box9x9, 72 so)
            let t = sum_type(f, sum);
            let op = |a: BasicValueEnum<'ctx>, b| cg.binary(sum.op, t, a, b, FloatOrder::Strict);
            // a float sum's weighted terms are fused multiply-adds (`c + x * w` rounded once;
            // SSAM reassociates the sum anyway)
            let fused = sum.op == BinOp::Add && t.is_float();
            debug_assert!(!tile.halo_lanes, "SSAM's tiles overlap by the halo");
            let mut offsets: Vec<i64> = sum.terms.iter().map(|term| taps_in_order[term.tap].1[xd]).collect();
            offsets.sort();
            offsets.dedup();
            // the partial result of output `(p, j)`'s taps at column offset `dx`, from
            // column `c` of the rows of the lane computing it
            let partial = |dx: i64, c: i64, p: i64, j: i64| {
                let mut partial: Option<BasicValueEnum<'ctx>> = None;
                for term in &sum.terms {
                    let (k, off) = taps_in_order[term.tap];
                    if off[xd] != dx {
                        continue;
                    }
                    let (plane, row, _) = tap(p, j, k, off);
                    let mut x = value(k, plane, row, c).scalar();
                    if term.negated && (fused || partial.is_none()) {
                        x = cg.unary(UnOp::Neg, t, x, FloatOrder::Strict);
                    }
                    let w = term.weight.map(|w| self.weight(gpu, f, sum, w));
                    partial = Some(match (partial, w) {
                        (Some(c), Some(w)) if fused => {
                            cg.intrinsic("llvm.fma", &[cg.reg_type(t)], &[x, w, c])
                        }
                        (c, w) => {
                            if let Some(w) = w {
                                x = cg.binary(BinOp::Mul, t, x, w, FloatOrder::Strict);
                            }
                            match c {
                                Some(c) if term.negated && !fused => {
                                    cg.binary(BinOp::Sub, t, c, x, FloatOrder::Strict)
                                }
                                Some(c) => op(c, x),
                                None => x,
                            }
                        }
                    });
                }
                partial.expect("a column has terms")
            };
            for (p, j) in outputs {
                let results: Vec<Val<'ctx>> = (0..n)
                    .map(|c| {
                        let mut total: Option<BasicValueEnum<'ctx>> = None;
                        // the lanes holding the taps, in ascending order
                        let mut lanes: Vec<i64> = offsets.iter().map(|dx| (c + dx).div_euclid(n)).collect();
                        lanes.dedup();
                        for q in lanes {
                            let held = offsets.iter().filter(|&&dx| (c + dx).div_euclid(n) == q);
                            let part = held
                                .map(|&dx| partial(dx, (c + dx).rem_euclid(n), p, j))
                                .reduce(op)
                                .expect("a lane holds a column of taps");
                            let moved = match q {
                                0 => part,
                                _ => shuffle_by(cg, gpu, &Type::Scalar(t), &Val::Scalar(part), q).scalar(),
                            };
                            total = Some(total.map_or(moved, |sum| op(sum, moved)));
                        }
                        let total = total.expect("a weighted sum has terms");
                        self.lower(&sum.post, &[Val::Scalar(total)], FloatOrder::Strict)
                    })
                    .collect();
                store(p, j, &results);
            }
            return;
        }
        // value shuffles: a column's shuffle by a number of lanes is made once and shared by
        // every output that reads it. Where lanes of the halo hold the halo columns, the
        // lanes whose shuffle would pass the warp's edge take the halo column from the lane
        // holding it instead: lane `l` reads column `(l + q) * n + from` of the tile, which
        // lane `below + (l + q) * n + from` holds before the tile (`l + q < 0`), or that
        // less `32 * n` after it
        let moved_by = |k: usize, plane: usize, row: usize, from: i64, q: i64| {
            let moved = shuffle_by(cg, gpu, &types[k], &value(k, plane, row, from), q);
            if !tile.halo_lanes {
                return moved;
            }
            let h = halo[k].binary_search(&row).expect("a row read at a column offset holds its halo");
            let held = window.fields()[k].fields()[plane].fields()[rows[k].len() + h].clone();
            let past = if q > 0 { 32 * n } else { 0 };
            let source = cg.add(cg.mul(warp.lane, cg.i64(n)), cg.i64(tile.below[xd] + q * n + from - past));
            let fetched = shuffle_val(cg, gpu, &types[k], &held, Shuffle::Index, source);
            let edge = match q > 0 {
                true => cg.icmp(IntPredicate::SGE, warp.lane, cg.i64(32 - q)),
                false => cg.icmp(IntPredicate::SLT, warp.lane, cg.i64(-q)),
            };
            cg.select_val(edge, &fetched, &moved)
        };
        let mut moved: HashMap<(usize, usize, usize, i64, i64), Val<'ctx>> = HashMap::new();
        for (p, j) in outputs {
            let mut results = Vec::new();
            for c in 0..n {
                let mut taps = Vec::new();
                for &(k, off) in &taps_in_order {
                    let (plane, row, dx) = tap(p, j, k, off);
                    let (q, from) = ((c + dx).div_euclid(n), (c + dx).rem_euclid(n));
                    taps.push(match q {
                        0 => value(k, plane, row, from),
                        _ => moved
                            .entry((k, plane, row, from, q))
                            .or_insert_with(|| moved_by(k, plane, row, from, q))
                            .clone(),
                    });
                }
                results.push(self.lower(f, &taps, FloatOrder::Strict));
            }
            store(p, j, &results);
        }
    }

    /// Weight `i` of SSAM's weighted sum `sum` (of stencil `f`), where it is used: a
    /// constant as it is, another read there from [`WEIGHTS_GLOBAL`] at its constant address.
    fn weight(
        &self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        sum: &WeightedSum,
        i: usize,
    ) -> BasicValueEnum<'ctx> {
        let cg = self.cg;
        if let Some(c) = sum.constant_weight(i) {
            return cg.constant(c);
        }
        let t = sum_type(f, sum);
        let variable = sum.variable_fields();
        let global = cg.module.get_global(WEIGHTS_GLOBAL).unwrap_or_else(|| {
            let ty = inkwell::types::BasicType::array_type(&cg.mem_type(t), variable.len() as u32);
            let g = cg.module.add_global(ty, Some(gpu.constant_space()), WEIGHTS_GLOBAL);
            // written by the host before each launch: LLVM must not assume its initializer
            g.set_initializer(&ty.const_zero());
            g.set_externally_initialized(true);
            g
        });
        let slot = variable.iter().position(|&v| v == i).expect("a variable weight's slot");
        gpu.load_constant(cg, t, global, slot as u32)
    }

    /// The [`Entry::Weights`](crate::kernel::Entry::Weights) entry of an SSAM stencil `f`:
    /// the first thread evaluates the weights that are not constants and stores them, in
    /// [`WeightedSum::variable_fields`] order, into the buffer at address `a`.
    pub(super) fn gpu_stencil_weights(&mut self, gpu: &dyn GpuTarget, f: &Fun<ArrayVar>) {
        let cg = self.cg;
        let sum = weighted_sum(f).expect("an SSAM stencil's weighted sum");
        let t = sum_type(f, &sum);
        let thread = gpu.special(cg, super::Special::Thread(0));
        let block = gpu.special(cg, super::Special::Block(0));
        let zero = cg.ctx.i32_type().const_zero();
        let first = ok(cg.builder.build_and(
            cg.icmp(IntPredicate::EQ, thread, zero),
            cg.icmp(IntPredicate::EQ, block, zero),
            "first",
        ));
        let a = self.a;
        cg.if_then(first, || {
            let weights = self.lower(&sum.weights, &[], FloatOrder::Strict);
            let global = cg.ctx.ptr_type(gpu.global_space());
            let buffer = ok(cg.builder.build_int_to_ptr(a, global, "weights"));
            for (slot, i) in sum.variable_fields().into_iter().enumerate() {
                cg.store(t, buffer, cg.i64(slot as i64), weights.fields()[i].scalar());
            }
        });
    }
}

/// How a register tile reads and stores (see [`KernelGen::walk_tile`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// Every load inside every input, every output inside the output: plain loads and
    /// stores.
    Inner,
    /// A tile of the [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry: the
    /// lanes' own columns inside every input and the output, and aligned to their vectors
    /// (the host checked, see [`RegisterTile::whole_tiles`]). A lane's columns are read and
    /// stored as one vector access as in an inner tile; the rows, planes and halo columns
    /// are mapped through the boundary rules (once a tile, a plane once a step) and the
    /// stores checked by row and plane.
    Whole,
    /// Any other tile: every column mapped through the boundary rule on its own, every
    /// store checked.
    Border,
}

/// What every tile of a register-tile kernel shares: the stencil, the tile's shape, SSAM's
/// weighted sum (if the kernel takes partial sums), the rows it loads, the extents and the
/// warp.
#[derive(Clone, Copy)]
struct TileKernel<'k, 'ctx> {
    gpu: &'k dyn GpuTarget,
    f: &'k Fun<ArrayVar>,
    inputs: &'k [StencilInput<Input>],
    tile: &'k RegisterTile,
    sum: Option<&'k WeightedSum>,
    /// Each input's element type.
    types: &'k [Type],
    /// Each input's rows a lane loads at a position of the stream dimension ([`plane_rows`]).
    rows: &'k [Vec<(Vec<i64>, i64)>],
    /// Each input's rows (indices into `rows`) whose halo columns lanes of the halo hold
    /// ([`halo_rows`]; none unless [`RegisterTile::halo_lanes`]).
    halo: &'k [Vec<usize>],
    /// Each input's extent.
    extents: &'k [Vec<IntValue<'ctx>>],
    out_extent: &'k [IntValue<'ctx>],
    /// The output's buffers, a leaf each.
    out: &'k [inkwell::values::PointerValue<'ctx>],
    warp: &'k Warp<'ctx>,
}

/// Where a register tile's lane reads a row (see [`KernelGen::walk_tile`]): its coordinates
/// (the stream dimension's and the innermost left to each load), its part of the
/// row-major position (of column 0), and whether it lies inside the input (a border tile
/// under a constant boundary; else true).
struct RowRead<'ctx> {
    at: Vec<IntValue<'ctx>>,
    part: IntValue<'ctx>,
    inside: IntValue<'ctx>,
}

/// The greatest common divisor of `a` and `b`.
fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The value lane `l + dx` holds, in lane `l` (lanes past the warp's edge get their own).
fn shuffle_by<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    v: &Val<'ctx>,
    dx: i64,
) -> Val<'ctx> {
    let (mode, by) = if dx > 0 { (Shuffle::Down, dx) } else { (Shuffle::Up, -dx) };
    shuffle_val(cg, gpu, ty, v, mode, cg.i64(by))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3D tile of 2 columns a lane, 4 rows and 32 planes, the halo in lanes of its own.
    fn halo_lanes() -> RegisterTile {
        RegisterTile {
            step: 1,
            chunk: 32,
            block: 4,
            columns: 2,
            persistent: false,
            halo_lanes: true,
            below: vec![1, 1, 1],
            above: vec![1, 1, 1],
        }
    }

    #[test]
    fn whole_tiles_need_aligned_rows_at_least_a_tile_wide() {
        let tile = halo_lanes();
        assert_eq!((tile.width(), tile.lead()), (64, 0));
        assert!(tile.has_whole_tiles());
        let input = |e: [usize; 3]| vec![e.to_vec()];
        assert!(tile.whole_tiles(&[32, 4, 64], &input([32, 4, 64])));
        assert!(tile.whole_tiles(&[40, 9, 130], &[vec![40, 9, 130], vec![41, 9, 132]]));
        // rows narrower than a tile, of odd length, or not aligned in an input
        assert!(!tile.whole_tiles(&[40, 9, 62], &input([40, 9, 62])));
        assert!(!tile.whole_tiles(&[40, 9, 131], &input([40, 9, 131])));
        assert!(!tile.whole_tiles(&[40, 9, 130], &[vec![40, 9, 130], vec![40, 9, 133]]));
        // fewer planes than a chunk, fewer rows than a block: their stores are checked
        assert!(tile.whole_tiles(&[31, 9, 130], &input([31, 9, 130])));
        assert!(tile.whole_tiles(&[40, 3, 130], &input([40, 3, 130])));
        // overlapping tiles, or a warp that takes tiles in turn, have no such entry
        // the `elements` entry's tiles overlap
        let overlap = halo_lanes().overlapping();
        assert_eq!(overlap, RegisterTile { halo_lanes: false, ..halo_lanes() });
        assert_eq!((overlap.width(), overlap.lead()), (60, 2));
        assert!(!overlap.has_whole_tiles() && !overlap.whole_tiles(&[32, 4, 64], &input([32, 4, 64])));
        let persistent = RegisterTile { persistent: true, ..halo_lanes() };
        assert!(!persistent.has_whole_tiles());
        // no halo across rows: side by side without lanes of the halo
        let vertical =
            RegisterTile { halo_lanes: false, below: vec![1, 1, 0], above: vec![1, 1, 0], ..halo_lanes() };
        assert!(vertical.has_whole_tiles());
    }

    #[test]
    fn a_launch_takes_whole_tiles_where_it_may_else_overlapping_tiles() {
        let values = StencilSkeleton::RegisterTile(halo_lanes());
        let (extent, inputs) = ([40, 9, 130], vec![vec![40, 9, 130]]);
        assert!(values.has_whole_tiles());
        assert_eq!(values.launch_entry(&extent, &inputs, true), Entry::WholeTiles);
        assert_eq!(values.walked_tile(Entry::WholeTiles), Some(halo_lanes()));
        // misaligned buffers, rows of odd length: the `elements` entry, tiles overlapping
        assert_eq!(values.launch_entry(&extent, &inputs, false), Entry::Elements);
        assert_eq!(values.launch_entry(&[40, 9, 131], &[vec![40, 9, 131]], true), Entry::Elements);
        assert_eq!(values.walked_tile(Entry::Elements), Some(halo_lanes().overlapping()));
        // SSAM's tiles overlap, even with no halo across rows (and have no such entry)
        let flat =
            RegisterTile { halo_lanes: false, below: vec![1, 1, 0], above: vec![1, 1, 0], ..halo_lanes() };
        let ssam = StencilSkeleton::Ssam { tile: flat.clone(), op: BinOp::Add };
        assert!(flat.has_whole_tiles() && !ssam.has_whole_tiles());
        assert_eq!(ssam.launch_entry(&extent, &inputs, true), Entry::Elements);
        assert_eq!(ssam.walked_tile(Entry::Elements), Some(flat));
        let naive = StencilSkeleton::Naive { why: "a test".into() };
        assert_eq!(
            (naive.walked_tile(Entry::Elements), naive.launch_entry(&extent, &inputs, true)),
            (None, Entry::Elements)
        );
    }

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
